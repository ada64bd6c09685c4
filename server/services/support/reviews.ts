import { transaction } from '../../../db/transaction.js'
import { z } from 'zod'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import * as sq from '../../../db/queries/support.js'
import { orderLineRows } from '../../../db/queries/orders.js'
import { reviewSubject } from '../../domain/support/review-subject.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import { isPublicId } from '../../domain/orders/public-id.js'

export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

const reviewBody = z.object({
  order: z.string().refine(isPublicId, 'unknown order'),
  rating: z.coerce.number().int().min(1).max(5),
  text: z.string().trim().min(10, 'at least 10 characters').max(2000),
})

/** Delivered orders of this customer that have no review yet (one review per order). */
export async function reviewableOrders(db: Db, brandSlug: string, customerId: number) {
  return sq.customerOrdersInStatus(db, {
    brandSlug,
    customerId,
    status: ORDER_STATUS.DELIVERED,
    exceptIds: await sq.reviewedOrderIds(db),
  })
}

export type SubmitReviewResult =
  { ok: true; id: number } | { ok: false; error: 'NOT_ALLOWED' } | { ok: false; error: 'INVALID'; fields: string[] }

/**
 * A customer reviews a delivered order of theirs; the review waits for moderation before it appears. It is about the
 * order's design when the order is one design (then it counts on that design's page), else about the order.
 */
export async function submitReview(
  db: Db,
  input: { brandSlug: string; language: string; customerId: number; firstName: string; body: unknown; now: number },
): Promise<SubmitReviewResult> {
  const parsed = reviewBody.safeParse(input.body)
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))]
    return fields.includes('order') ? { ok: false, error: 'NOT_ALLOWED' } : { ok: false, error: 'INVALID', fields }
  }
  // One review per order is the unique key on reviews.order_id: of a double submit (on two instances) the second
  // insert fails, and is answered as a submit after the first is, NOT_ALLOWED (the order has its review).
  const submit = transaction(db, async (tx) => {
    const order = (await reviewableOrders(tx, input.brandSlug, input.customerId)).find(
      (o) => o.publicId === parsed.data.order,
    )
    if (!order) return { ok: false as const, error: 'NOT_ALLOWED' as const }
    const subject = reviewSubject(await orderLineRows(tx, order.id))
    const id = await sq.insertReview(tx, {
      brandSlug: input.brandSlug,
      language: input.language,
      rating: parsed.data.rating,
      text: parsed.data.text,
      authorFirstName: input.firstName,
      status: 'PENDING',
      customerId: input.customerId,
      orderId: order.id,
      designId: subject?.designId ?? null,
      articleId: subject?.articleId ?? null,
      createdAt: input.now,
    })
    return { ok: true as const, id }
  })
  try {
    return await submit
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'NOT_ALLOWED' }
    throw error
  }
}

export function listReviews(db: Db, filter: { brandSlug: string | null; status: ReviewStatus | null }) {
  return sq.reviewsForModeration(db, filter)
}

/** Only pending reviews are moderated; a decision is final (reject and re-submit is not a loop ops must watch). */
export async function moderateReview(
  db: Db,
  id: number,
  decision: 'PUBLISHED' | 'REJECTED',
): Promise<{ ok: true } | { ok: false; error: string }> {
  return (await sq.setReviewStatus(db, id, 'PENDING', decision))
    ? { ok: true }
    : { ok: false, error: `review ${id} is not waiting for moderation` }
}
