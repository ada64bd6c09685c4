/**
 * When a shop session's uploads count as abandoned (decision 047): the session never put a design in the cart nor
 * placed an order, and nothing of it (an upload, an editor save) happened for this long. Longer than a shopper's
 * pause between evenings of picking holiday photos; shorter than the session cookie's default 30 days.
 */
export const ABANDONED_UPLOADS_AFTER_MS = 14 * 24 * 3_600_000

export const ABANDONED_UPLOADS_JOB = 'abandoned-uploads'

/** The check of one owner on one brand, due at `dueAt` (part of the job's ref, so a later check is another job). */
export interface AbandonedUploadsCheck {
  dueAt: number
  brandSlug: string
  owner: string
}

/** `<dueAt>:<brand>:<owner>`: brand slugs hold no colon; the owner is the rest. */
export function abandonedUploadsRef(check: AbandonedUploadsCheck): string {
  return `${check.dueAt}:${check.brandSlug}:${check.owner}`
}

export function parseAbandonedUploadsRef(ref: string): AbandonedUploadsCheck | null {
  const m = /^(\d+):([^:]+):(.+)$/.exec(ref)
  return m ? { dueAt: Number(m[1]), brandSlug: m[2]!, owner: m[3]! } : null
}

/** A day's uploads share one check: at most one queued job per owner and day of activity. */
export function checkDueAfter(lastActivityAt: number): number {
  const due = lastActivityAt + ABANDONED_UPLOADS_AFTER_MS
  const day = 24 * 3_600_000
  return Math.ceil(due / day) * day
}

/**
 * Whether the owner's uploads may go: an account's are kept (its saved designs name them), as are those of a session
 * that has a design in a cart or order, or an order; otherwise when its last activity is older than the limit.
 */
export function uploadsAbandoned(owner: {
  isAccount: boolean
  hasOrderOrCartDesign: boolean
  lastActivityAt: number
  now: number
}): 'keep' | 'remove' | 'later' {
  if (owner.isAccount || owner.hasOrderOrCartDesign) return 'keep'
  return owner.lastActivityAt + ABANDONED_UPLOADS_AFTER_MS <= owner.now ? 'remove' : 'later'
}
