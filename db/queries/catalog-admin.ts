import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.js'
import * as t from '../schema/index.js'

/**
 * What ops change in the catalogue from the CLI: which articles a brand sells (on every site or one), and the
 * article prices per currency (shared by every brand selling in that currency).
 */

export interface ArticleRow {
  id: number
  code: string
  kind: string
  /** Price per currency, minor units. */
  prices: Record<string, number>
  /** Where it is sold: `BRAND` (every site) or `BRAND/site`. */
  soldBy: string[]
}

export function listArticleRows(db: Db): ArticleRow[] {
  const articles = db
    .select({ id: t.articles.id, code: t.articles.code, kind: t.articles.kind })
    .from(t.articles)
    .orderBy(asc(t.articles.id))
    .all()
  const prices = db.select().from(t.articlePrices).all()
  const availability = db.select().from(t.articleAvailability).all()
  return articles.map((a) => ({
    ...a,
    prices: Object.fromEntries(
      prices.filter((p) => p.articleId === a.id).map((p) => [p.currency, p.amountMinor] as const),
    ),
    soldBy: availability
      .filter((r) => r.articleId === a.id)
      .map((r) => (r.siteCode === '*' ? r.brandSlug : `${r.brandSlug}/${r.siteCode}`))
      .sort(),
  }))
}

/** Availability rows of a brand: article id and site code ('*' = every site). */
export function brandAvailability(db: Db, brandSlug: string): { articleId: number; siteCode: string }[] {
  return db
    .select({ articleId: t.articleAvailability.articleId, siteCode: t.articleAvailability.siteCode })
    .from(t.articleAvailability)
    .where(eq(t.articleAvailability.brandSlug, brandSlug))
    .all()
}

/** Adds availability rows; those already there are left as they are. Returns how many were added. */
export function insertAvailability(db: Db, brandSlug: string, siteCode: string, articleIds: readonly number[]): number {
  let added = 0
  for (const articleId of articleIds)
    added += db
      .insert(t.articleAvailability)
      .values({ articleId, brandSlug, siteCode })
      .onConflictDoNothing()
      .run().changes
  return added
}

export function getArticlePrice(db: Db, articleId: number, currency: string): number | undefined {
  return db
    .select({ amount: t.articlePrices.amountMinor })
    .from(t.articlePrices)
    .where(and(eq(t.articlePrices.articleId, articleId), eq(t.articlePrices.currency, currency)))
    .get()?.amount
}

export function upsertArticlePrice(db: Db, articleId: number, currency: string, amountMinor: number): void {
  db.insert(t.articlePrices)
    .values({ articleId, currency, amountMinor })
    .onConflictDoUpdate({ target: [t.articlePrices.articleId, t.articlePrices.currency], set: { amountMinor } })
    .run()
}

/** Designs of these articles with a text in the language (what a site of that language can list). */
export function countDesigns(db: Db, articleIds: readonly number[], language: string): number {
  if (articleIds.length === 0) return 0
  return (
    db
      .select({ n: count() })
      .from(t.designs)
      .innerJoin(t.designTexts, and(eq(t.designTexts.designId, t.designs.id), eq(t.designTexts.language, language)))
      .where(inArray(t.designs.articleId, [...articleIds]))
      .get()?.n ?? 0
  )
}
