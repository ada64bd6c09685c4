import { tablesOf } from '../client.js'
import { and, asc, count, countDistinct, desc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../client.js'
import type { affiliateHits, pageEvents } from '../schema/index.js'

export async function insertPageEvent(db: Db, row: typeof pageEvents.$inferInsert): Promise<void> {
  const { pageEvents } = tablesOf(db)
  await db.insert(pageEvents).values(row)
}

export type AffiliateHitRow = typeof affiliateHits.$inferInsert

export async function insertAffiliateHit(db: Db, row: AffiliateHitRow): Promise<void> {
  const { affiliateHits } = tablesOf(db)
  await db.insert(affiliateHits).values(row)
}

export interface PageEventSummary {
  brandSlug: string
  pageViews: number
  distinctPaths: number
  topPaths: { path: string; views: number }[]
}

/** Page views per brand in [from, to): total, distinct paths and the `top` most viewed paths (ties by path). */
export async function pageEventSummary(
  db: Db,
  q: { from: number; to: number; brandSlug: string | null; top?: number },
): Promise<PageEventSummary[]> {
  const { pageEvents } = tablesOf(db)
  const inRange = (brand?: string) =>
    and(
      gte(pageEvents.createdAt, q.from),
      lt(pageEvents.createdAt, q.to),
      brand ? eq(pageEvents.brandSlug, brand) : undefined,
    )
  const brands = await db
    .select({ brandSlug: pageEvents.brandSlug, pageViews: count(), distinctPaths: countDistinct(pageEvents.path) })
    .from(pageEvents)
    .where(inRange(q.brandSlug ?? undefined))
    .groupBy(pageEvents.brandSlug)
    .orderBy(asc(pageEvents.brandSlug))
  const summaries: PageEventSummary[] = []
  for (const b of brands) {
    const topPaths = await db
      .select({ path: pageEvents.path, views: count() })
      .from(pageEvents)
      .where(inRange(b.brandSlug))
      .groupBy(pageEvents.path)
      .orderBy(desc(count()), asc(pageEvents.path))
      .limit(q.top ?? 5)
    summaries.push({ ...b, topPaths })
  }
  return summaries
}

export async function affiliateHitRows(db: Db, customerId?: string) {
  const { affiliateHits } = tablesOf(db)
  return await db
    .select()
    .from(affiliateHits)
    .where(customerId ? eq(affiliateHits.customerId, customerId) : undefined)
    .orderBy(asc(affiliateHits.id))
}

export async function pageEventRows(db: Db) {
  const { pageEvents } = tablesOf(db)
  return await db.select().from(pageEvents).orderBy(asc(pageEvents.id))
}
