import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.js'

/**
 * What ops change in the catalogue from the CLI: which articles a brand sells (on every site or one), and the unit
 * price of an article's default variant per currency. Whole ranges (options, variants, overrides, tiers) come in
 * through `catalog import` (decision 040).
 */

export interface ArticleRow {
  id: number
  code: string
  kind: string
  /** Unit price per currency of the default variant for every brand, minor units. */
  prices: Record<string, number>
  /** Where any of its variants is sold: `BRAND` (every site) or `BRAND/site`. */
  soldBy: string[]
}

/** Each article's default variant: the lowest position (decision 040). */
async function defaultVariants(db: Db): Promise<Map<number, number>> {
  const t = tablesOf(db)
  const rows = await db
    .select({ id: t.articleVariants.id, articleId: t.articleVariants.articleId })
    .from(t.articleVariants)
    .orderBy(asc(t.articleVariants.articleId), asc(t.articleVariants.position), asc(t.articleVariants.id))
  const out = new Map<number, number>()
  for (const r of rows) if (!out.has(r.articleId)) out.set(r.articleId, r.id)
  return out
}

export async function listArticleRows(db: Db): Promise<ArticleRow[]> {
  const t = tablesOf(db)
  const articles = await db
    .select({ id: t.articles.id, code: t.articles.code, kind: t.articles.kind })
    .from(t.articles)
    .orderBy(asc(t.articles.id))
  const defaults = await defaultVariants(db)
  const prices = await db
    .select()
    .from(t.variantPrices)
    .where(and(eq(t.variantPrices.brandSlug, '*'), eq(t.variantPrices.minQuantity, 1)))
  const availability = await db
    .selectDistinct({
      articleId: t.articleVariants.articleId,
      brandSlug: t.variantAvailability.brandSlug,
      siteCode: t.variantAvailability.siteCode,
    })
    .from(t.variantAvailability)
    .innerJoin(t.articleVariants, eq(t.articleVariants.id, t.variantAvailability.variantId))
  return articles.map((a) => ({
    ...a,
    prices: Object.fromEntries(
      prices.filter((p) => p.variantId === defaults.get(a.id)).map((p) => [p.currency, p.amountMinor] as const),
    ),
    soldBy: availability
      .filter((r) => r.articleId === a.id)
      .map((r) => (r.siteCode === '*' ? r.brandSlug : `${r.brandSlug}/${r.siteCode}`))
      .sort(),
  }))
}

/** Where a brand sells: article id and site code ('*' = every site), from its variants' availability. */
export async function brandAvailability(db: Db, brandSlug: string): Promise<{ articleId: number; siteCode: string }[]> {
  const t = tablesOf(db)
  return await db
    .selectDistinct({ articleId: t.articleVariants.articleId, siteCode: t.variantAvailability.siteCode })
    .from(t.variantAvailability)
    .innerJoin(t.articleVariants, eq(t.articleVariants.id, t.variantAvailability.variantId))
    .where(eq(t.variantAvailability.brandSlug, brandSlug))
}

/**
 * Sells every variant of these articles on the brand (one site or '*'); rows already there are left as they are.
 * Returns how many articles gained a row.
 */
export async function insertAvailability(
  db: Db,
  brandSlug: string,
  siteCode: string,
  articleIds: readonly number[],
): Promise<number> {
  const t = tablesOf(db)
  let added = 0
  for (const articleId of articleIds) {
    const variants = await db
      .select({ id: t.articleVariants.id })
      .from(t.articleVariants)
      .where(eq(t.articleVariants.articleId, articleId))
    let changed = 0
    for (const v of variants)
      changed += rowsChanged(
        await db.insert(t.variantAvailability).values({ variantId: v.id, brandSlug, siteCode }).onConflictDoNothing(),
      )
    if (changed) added++
  }
  return added
}

/** The all-brands unit price of the article's default variant in a currency. */
export async function getArticlePrice(db: Db, articleId: number, currency: string): Promise<number | undefined> {
  const t = tablesOf(db)
  const variantId = (await defaultVariants(db)).get(articleId)
  if (variantId === undefined) return undefined
  return (
    await db
      .select({ amount: t.variantPrices.amountMinor })
      .from(t.variantPrices)
      .where(
        and(
          eq(t.variantPrices.variantId, variantId),
          eq(t.variantPrices.brandSlug, '*'),
          eq(t.variantPrices.siteCode, '*'),
          eq(t.variantPrices.currency, currency),
          eq(t.variantPrices.minQuantity, 1),
        ),
      )
  )[0]?.amount
}

/** Sets the all-brands unit price of the article's default variant (other variants: `catalog import`). */
export async function upsertArticlePrice(
  db: Db,
  articleId: number,
  currency: string,
  amountMinor: number,
): Promise<void> {
  const t = tablesOf(db)
  const variantId = (await defaultVariants(db)).get(articleId)
  if (variantId === undefined) throw new Error(`article ${articleId} has no variant`)
  await db
    .insert(t.variantPrices)
    .values({ variantId, brandSlug: '*', siteCode: '*', currency, minQuantity: 1, amountMinor })
    .onConflictDoUpdate({
      target: [
        t.variantPrices.variantId,
        t.variantPrices.brandSlug,
        t.variantPrices.siteCode,
        t.variantPrices.currency,
        t.variantPrices.minQuantity,
      ],
      set: { amountMinor },
    })
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

/** The codes of the articles the brand sells on any of its sites, in article order (readiness and the console). */
export async function soldArticleCodes(db: Db, brandSlug: string): Promise<string[]> {
  const codes = new Map((await listArticleRows(db)).map((a) => [a.id, a.code]))
  return [...new Set((await brandAvailability(db, brandSlug)).map((r) => r.articleId))]
    .sort((a, b) => a - b)
    .map((id) => codes.get(id))
    .filter((c) => c !== undefined)
}
