import { ORDER_STATUS } from '../orders/order-status.js'

/**
 * How long personal data is kept (decision 053), the times the privacy policy promises. The daily privacy sweep
 * (services/privacy/retention-job.ts) applies them.
 */
const DAY_MS = 24 * 3_600_000

/** The photos of an order go this long after its delivery, unless a design saved in the account still uses them. */
export const ORDER_UPLOADS_KEPT_AFTER_DELIVERY_MS = 90 * DAY_MS

/**
 * A consent record is kept as proof of what the visitor allowed (GDPR art. 7(1)) for as long as a claim about it can
 * be made: three years, then deleted.
 */
export const CONSENT_RECORDS_KEPT_MS = 3 * 365 * DAY_MS

export const PRIVACY_SWEEP_JOB = 'privacy-sweep'

/** The sweep runs once a day, at 03:00 UTC (a quiet hour for European shops); the ref is that time. */
export function nextSweepAt(now: number): number {
  const at = Math.floor(now / DAY_MS) * DAY_MS + 3 * 3_600_000
  return at > now ? at : at + DAY_MS
}

/** Delivered before this, an order's photos may go. */
export function uploadsDueBefore(now: number): number {
  return now - ORDER_UPLOADS_KEPT_AFTER_DELIVERY_MS
}

/** Made before this, a consent record is deleted. */
export function consentRecordsDueBefore(now: number): number {
  return now - CONSENT_RECORDS_KEPT_MS
}

/**
 * An order that is neither delivered nor cancelled still needs its buyer's name and address (production, shipping,
 * a failed delivery's return): while one is open, erasure waits (decision 053).
 */
export function isOpenOrder(status: number): boolean {
  return status !== ORDER_STATUS.DELIVERED && status !== ORDER_STATUS.CANCELED
}

/**
 * Every upload id a stored editor document names, whatever its shape (one surface, a book's pages, a saved design's
 * state): the values of `uploadId` keys anywhere in it.
 */
export function uploadIdsIn(document: unknown): string[] {
  const found = new Set<string>()
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'uploadId' && typeof x === 'string') found.add(x)
        else walk(x)
      }
  }
  walk(document)
  return [...found]
}

/** The upload ids of delivered-and-due orders that no kept design names any more. */
export function uploadsToDelete(due: readonly string[], kept: readonly string[]): string[] {
  const keep = new Set(kept)
  return [...new Set(due)].filter((id) => !keep.has(id))
}
