import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.js'

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

export async function listArticleRows(db: Db): Promise<ArticleRow[]> {
  const t = tablesOf(db)
  const articles = await db
    .select({ id: t.articles.id, code: t.articles.code, kind: t.articles.kind })
    .from(t.articles)
    .orderBy(asc(t.articles.id))
  const prices = await db.select().from(t.articlePrices)
  const availability = await db.select().from(t.articleAvailability)
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
export async function brandAvailability(db: Db, brandSlug: string): Promise<{ articleId: number; siteCode: string }[]> {
  const t = tablesOf(db)
  return await db
    .select({ articleId: t.articleAvailability.articleId, siteCode: t.articleAvailability.siteCode })
    .from(t.articleAvailability)
    .where(eq(t.articleAvailability.brandSlug, brandSlug))
}

/** Adds availability rows; those already there are left as they are. Returns how many were added. */
export async function insertAvailability(
  db: Db,
  brandSlug: string,
  siteCode: string,
  articleIds: readonly number[],
): Promise<number> {
  const t = tablesOf(db)
  let added = 0
  for (const articleId of articleIds)
    added += rowsChanged(
      await db.insert(t.articleAvailability).values({ articleId, brandSlug, siteCode }).onConflictDoNothing(),
    )
  return added
}

export async function getArticlePrice(db: Db, articleId: number, currency: string): Promise<number | undefined> {
  const t = tablesOf(db)
  return (
    await db
      .select({ amount: t.articlePrices.amountMinor })
      .from(t.articlePrices)
      .where(and(eq(t.articlePrices.articleId, articleId), eq(t.articlePrices.currency, currency)))
  )[0]?.amount
}

export async function upsertArticlePrice(
  db: Db,
  articleId: number,
  currency: string,
  amountMinor: number,
): Promise<void> {
  const t = tablesOf(db)
  await db
    .insert(t.articlePrices)
    .values({ articleId, currency, amountMinor })
    .onConflictDoUpdate({ target: [t.articlePrices.articleId, t.articlePrices.currency], set: { amountMinor } })
}

/** Designs of these articles with a text in the language (what a site of that language can list). */
export async function countDesigns(db: Db, articleIds: readonly number[], language: string): Promise<number> {
  const t = tablesOf(db)
  if (articleIds.length === 0) return 0
  return (
    (
      await db
        .select({ n: count() })
        .from(t.designs)
        .innerJoin(t.designTexts, and(eq(t.designTexts.designId, t.designs.id), eq(t.designTexts.language, language)))
        .where(inArray(t.designs.articleId, [...articleIds]))
    )[0]?.n ?? 0
  )
}
