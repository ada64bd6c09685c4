/**
 * Wall-clock time in a time zone, without a date library: Intl gives the zone's offset at an instant, and an instant
 * of a local time is found by checking the offset twice (DST-safe). Shared by the chat's opening hours and the periods
 * of offers, both read in each site's time zone.
 */
export interface LocalDay {
  year: number
  month: number
  day: number
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and every shown price of a page checks its
// offers' windows through here: one formatter per zone, kept (a deployment has a handful of zones; the bound only
// keeps a stray zone name from growing the map).
const formatters = new Map<string, Intl.DateTimeFormat>()
const MAX_FORMATTERS = 64

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall-clock date and minute of `at` in `timeZone`. */
export function localParts(at: number, timeZone: string): LocalDay & { minutes: number } {
  const parts = formatterOf(timeZone).formatToParts(at)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: n('year'), month: n('month'), day: n('day'), minutes: n('hour') * 60 + n('minute') }
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const p = localParts(at, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes)
  return wall - Math.floor(at / 60_000) * 60_000
}

/** The instant at which `timeZone` shows `minutes` past midnight of `day` (DST-safe: the offset is re-checked). */
export function instantOf(day: LocalDay, minutes: number, timeZone: string): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minutes)
  const first = wall - offsetAt(wall, timeZone)
  const second = wall - offsetAt(first, timeZone)
  return second
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** 'YYYY-MM-DDTHH:mm' as a wall-clock time of `timeZone`, or null when it is not one. */
export function instantOfLocal(local: string, timeZone: string): number | null {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number]
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute))
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  return instantOf({ year, month, day }, hour * 60 + minute, timeZone)
}

/** The wall-clock time of `at` in `timeZone` as 'YYYY-MM-DDTHH:mm'. */
export function localOfInstant(at: number, timeZone: string): string {
  const p = localParts(at, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(Math.floor(p.minutes / 60))}:${pad(p.minutes % 60)}`
}
