/**
 * When a photo was taken, from its EXIF tags (decision 046: auto-fill in date order). The tags are what exif-reader
 * parsed from the original upload; its dates are `Date`s built from EXIF's "YYYY:MM:DD HH:MM:SS" as if that wall-clock
 * time were UTC. EXIF 2.2 carries no time zone, and the reading is kept that way on purpose: only the order of one
 * shopper's photos matters, two photos of one camera (one clock, one zone) compare right, and guessing a zone from the
 * shop's country would shift every photo alike anyway.
 */
export interface ExifDates {
  Image?: { DateTime?: unknown } | null
  Photo?: { DateTimeOriginal?: unknown; DateTimeDigitized?: unknown } | null
}

/** Digital photos before this are a camera whose clock was never set (EXIF itself dates from 1995). */
export const EARLIEST_TAKEN_AT = Date.UTC(1990, 0, 1)
/** A wall-clock time stored as UTC can run up to 14 hours ahead of the real instant; a day covers every zone. */
const FUTURE_SLACK_MS = 24 * 3_600_000

function plausible(value: unknown, now: number): number | null {
  if (!(value instanceof Date)) return null
  const ms = value.getTime()
  return Number.isFinite(ms) && ms >= EARLIEST_TAKEN_AT && ms <= now + FUTURE_SLACK_MS ? ms : null
}

/**
 * Epoch ms of the moment the photo was taken (EXIF wall-clock time read as UTC), or null when no tag holds a possible
 * date. The shutter time (`DateTimeOriginal`) first, then when it was digitised (a scan), then the file's own
 * `DateTime` (often the last edit, so last); a tag holding an impossible date is skipped for the next.
 */
export function takenAtFromExif(tags: ExifDates | null | undefined, now: number): number | null {
  const candidates = [tags?.Photo?.DateTimeOriginal, tags?.Photo?.DateTimeDigitized, tags?.Image?.DateTime]
  for (const value of candidates) {
    const ms = plausible(value, now)
    if (ms !== null) return ms
  }
  return null
}
