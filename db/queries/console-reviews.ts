import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../client.js'

/** Reviews as the marketer console moderates them (one brand at a time; decisions are audited by the service). */

export async function reviewsOfBrand(db: Db, brandSlug: string, status: string, limit: number) {
  const { reviews } = tablesOf(db)
  return await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.brandSlug, brandSlug), eq(reviews.status, status)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
}

/** The brand a review belongs to, or undefined when there is no such review. */
export async function brandOfReview(db: Db, reviewId: number): Promise<string | undefined> {
  const { reviews } = tablesOf(db)
  return (await db.select({ brandSlug: reviews.brandSlug }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.brandSlug
}

/** Sets a review's status if it still has `from`; true when it did (the compare and the write are one statement). */
export async function changeReviewStatus(db: Db, reviewId: number, from: string, to: string): Promise<boolean> {
  const { reviews } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(reviews)
        .set({ status: to })
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, from))),
    ) === 1
  )
}
