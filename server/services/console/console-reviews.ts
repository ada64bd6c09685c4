import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as rq from '../../../db/queries/console-reviews.js'
import { canManageBrand, type StaffMember } from '../../domain/console/staff-rules.js'
import type { Change } from '../../domain/console/console-diff.js'
import { moderateReview, REVIEW_STATUSES, type ReviewStatus } from '../support/reviews.js'
import { recordAudit } from './audit.js'

/**
 * Review moderation from the console. A decision is about a customer's text, not a setting, so it applies at once
 * (like `npm run ops -- review approve`) rather than through a draft; it is audited and can be rolled back (the
 * review waits for moderation again).
 */

export function brandReviews(db: Db, brandSlug: string, status: ReviewStatus, limit = 50) {
  return rq.reviewsOfBrand(db, brandSlug, status, limit)
}

export type ModerationResult = { ok: true; auditId: number } | { ok: false; code: 'not-found' | 'not-pending' }

export async function moderateFromConsole(
  db: Db,
  staff: StaffMember,
  brandSlug: string,
  reviewId: number,
  decision: 'PUBLISHED' | 'REJECTED',
  now: number,
): Promise<ModerationResult> {
  return transaction(db, async (tx) => {
    // Another brand's review is answered like a missing one.
    if ((await rq.brandOfReview(tx, reviewId)) !== brandSlug || !canManageBrand(staff, brandSlug))
      return { ok: false as const, code: 'not-found' as const }
    if (!(await moderateReview(tx, reviewId, decision)).ok) return { ok: false as const, code: 'not-pending' as const }
    const auditId = await recordAudit(
      tx,
      {
        actor: staff,
        brandSlug,
        action: 'review',
        summary: `review ${reviewId} ${decision === 'PUBLISHED' ? 'published' : 'rejected'}`,
        changes: [{ path: `reviews.${reviewId}.status`, before: 'PENDING', after: decision }],
      },
      now,
    )
    return { ok: true as const, auditId }
  })
}

/** Rollback of a moderation: each review back to its previous status, if it still has the decided one. */
export async function reopenModeratedReview(db: Db, changes: readonly Change[]): Promise<void> {
  const moved: string[] = []
  for (const c of changes) {
    const id = Number(/^reviews\.(\d+)\.status$/.exec(c.path)?.[1])
    const before = c.before as ReviewStatus
    if (!Number.isInteger(id) || !(REVIEW_STATUSES as readonly string[]).includes(before)) {
      moved.push(c.path)
      continue
    }
    if (!(await rq.changeReviewStatus(db, id, String(c.after), before))) moved.push(c.path)
  }
  if (moved.length) throw new ReviewRollbackConflict(moved)
}

/** Thrown inside the rollback transaction so a partly reopened set of reviews is undone as a whole. */
export class ReviewRollbackConflict extends Error {
  constructor(readonly paths: string[]) {
    super(`reviews changed since: ${paths.join(', ')}`)
  }
}
