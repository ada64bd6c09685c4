import { and, asc, count, countDistinct, desc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../client.js'
import { affiliateHits, pageEvents } from '../schema/index.js'

export function insertPageEvent(db: Db, row: typeof pageEvents.$inferInsert): void {
  db.insert(pageEvents).values(row).run()
}

export type AffiliateHitRow = typeof affiliateHits.$inferInsert

export function insertAffiliateHit(db: Db, row: AffiliateHitRow): void {
  db.insert(affiliateHits).values(row).run()
}

export interface PageEventSummary {
  brandSlug: string
  pageViews: number
  distinctPaths: number
  topPaths: { path: string; views: number }[]
}

/** Page views per brand in [from, to): total, distinct paths and the `top` most viewed paths (ties by path). */
export function pageEventSummary(
  db: Db,
  q: { from: number; to: number; brandSlug: string | null; top?: number },
): PageEventSummary[] {
  const inRange = (brand?: string) =>
    and(
      gte(pageEvents.createdAt, q.from),
      lt(pageEvents.createdAt, q.to),
      brand ? eq(pageEvents.brandSlug, brand) : undefined,
    )
  const brands = db
    .select({ brandSlug: pageEvents.brandSlug, pageViews: count(), distinctPaths: countDistinct(pageEvents.path) })
    .from(pageEvents)
    .where(inRange(q.brandSlug ?? undefined))
    .groupBy(pageEvents.brandSlug)
    .orderBy(asc(pageEvents.brandSlug))
    .all()
  return brands.map((b) => ({
    ...b,
    topPaths: db
      .select({ path: pageEvents.path, views: count() })
      .from(pageEvents)
      .where(inRange(b.brandSlug))
      .groupBy(pageEvents.path)
      .orderBy(desc(count()), asc(pageEvents.path))
      .limit(q.top ?? 5)
      .all(),
  }))
}

export function affiliateHitRows(db: Db, customerId?: string) {
  return db
    .select()
    .from(affiliateHits)
    .where(customerId ? eq(affiliateHits.customerId, customerId) : undefined)
    .orderBy(asc(affiliateHits.id))
    .all()
}

export function pageEventRows(db: Db) {
  return db.select().from(pageEvents).orderBy(asc(pageEvents.id)).all()
}
