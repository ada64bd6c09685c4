import { asc, eq, inArray } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { CatalogueArticle, CatalogueVariant, Labels } from '../../server/domain/catalog/catalog-csv-format.js'
import type { StoredArticle } from '../../server/domain/catalog/catalog-import-plan.js'
import { slugify } from '../../server/domain/catalog/slug.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'

/**
 * The whole catalogue range as `catalog export` writes it and `catalog import` replaces it (decision 040): articles,
 * texts, options, variants, availability and prices. Designs and everything else that refers to articles stay out.
 */

const group = <T, K>(rows: readonly T[], key: (r: T) => K) => {
  const out = new Map<K, T[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return out
}

export async function readStoredCatalogue(db: Db): Promise<StoredArticle[]> {
  const t = tablesOf(db)
  const articles = await db.select().from(t.articles).orderBy(asc(t.articles.id))
  const texts = group(await db.select().from(t.articleTexts), (r) => r.articleId)
  const options = group(await db.select().from(t.articleOptions), (r) => r.articleId)
  const values = group(await db.select().from(t.articleOptionValues), (r) => `${r.articleId}|${r.optionKey}`)
  const variants = group(
    await db.select().from(t.articleVariants).orderBy(asc(t.articleVariants.position), asc(t.articleVariants.id)),
    (r) => r.articleId,
  )
  const availability = group(await db.select().from(t.variantAvailability), (r) => r.variantId)
  const prices = group(await db.select().from(t.variantPrices), (r) => r.variantId)
  return articles.map((a) => {
    const own = variants.get(a.id) ?? []
    return {
      code: a.code,
      id: a.id,
      kind: a.kind,
      popularity: a.popularity,
      attributes: a.attributes,
      texts: Object.fromEntries(
        (texts.get(a.id) ?? []).map((x) => [
          x.language,
          { name: x.name, namePlural: x.namePlural, description: x.description, slug: x.slug },
        ]),
      ),
      options: (options.get(a.id) ?? []).map((o) => ({
        key: o.optionKey,
        position: o.position,
        labels: o.labels as Labels,
        values: (values.get(`${a.id}|${o.optionKey}`) ?? []).map((v) => ({
          key: v.valueKey,
          position: v.position,
          labels: v.labels as Labels,
        })),
      })),
      variants: own.map((v): CatalogueVariant => ({
        sku: v.sku,
        options: v.options,
        widthMm: v.printWidthMm,
        heightMm: v.printHeightMm,
        bleedMm: v.bleedMm,
        minDpi: v.minDpi,
        position: v.position,
        availability: (availability.get(v.id) ?? []).map(({ brandSlug, siteCode }) => ({ brandSlug, siteCode })),
        prices: (prices.get(v.id) ?? []).map(({ variantId: _, ...p }) => p),
        line: 0,
      })),
      variantIds: Object.fromEntries(own.map((v) => [v.sku, v.id])),
      line: 0,
    }
  })
}

/** Only the shop languages' labels are kept: the same JSON whichever order the file's columns came in. */
const labelsOf = (l: Labels) => Object.fromEntries(SHOP_LANGUAGES.map((lang) => [lang, l[lang]])) as Labels

const articleFields = (a: CatalogueArticle) => ({ kind: a.kind, popularity: a.popularity, attributes: a.attributes })

export async function insertArticle(tx: Db, a: CatalogueArticle & { id: number }, createdAt: number): Promise<void> {
  const t = tablesOf(tx)
  await tx.insert(t.articles).values({ id: a.id, code: a.code, createdAt, ...articleFields(a) })
}

export async function updateArticle(tx: Db, a: CatalogueArticle & { id: number }): Promise<void> {
  const t = tablesOf(tx)
  await tx.update(t.articles).set(articleFields(a)).where(eq(t.articles.id, a.id))
}

export async function replaceArticleTexts(tx: Db, a: CatalogueArticle & { id: number }): Promise<void> {
  const t = tablesOf(tx)
  await tx.delete(t.articleTexts).where(eq(t.articleTexts.articleId, a.id))
  const rows = Object.entries(a.texts).map(([language, x]) => ({
    articleId: a.id,
    language: language as ShopLanguage,
    name: x.name,
    namePlural: x.namePlural,
    description: x.description,
    slug: slugify(x.namePlural),
  }))
  if (rows.length) await tx.insert(t.articleTexts).values(rows)
}

export async function replaceArticleOptions(tx: Db, a: CatalogueArticle & { id: number }): Promise<void> {
  const t = tablesOf(tx)
  await tx.delete(t.articleOptionValues).where(eq(t.articleOptionValues.articleId, a.id))
  await tx.delete(t.articleOptions).where(eq(t.articleOptions.articleId, a.id))
  for (const o of a.options) {
    const { key: optionKey, position } = o
    await tx.insert(t.articleOptions).values({ articleId: a.id, optionKey, position, labels: labelsOf(o.labels) })
    if (o.values.length)
      await tx.insert(t.articleOptionValues).values(
        o.values.map((v) => ({
          articleId: a.id,
          optionKey,
          valueKey: v.key,
          position: v.position,
          labels: labelsOf(v.labels),
        })),
      )
  }
}

const variantFields = (v: CatalogueVariant) => ({
  options: v.options,
  printWidthMm: v.widthMm,
  printHeightMm: v.heightMm,
  bleedMm: v.bleedMm,
  minDpi: v.minDpi,
  position: v.position,
})

/** Inserts a new variant (id null) or updates a stored one; its id. */
export async function saveVariant(tx: Db, articleId: number, id: number | null, v: CatalogueVariant): Promise<number> {
  const t = tablesOf(tx)
  if (id !== null) {
    await tx.update(t.articleVariants).set(variantFields(v)).where(eq(t.articleVariants.id, id))
    return id
  }
  const [row] = await tx
    .insert(t.articleVariants)
    .values({ articleId, sku: v.sku, ...variantFields(v) })
    .returning({ id: t.articleVariants.id })
  return row!.id
}

export async function replaceVariantSales(tx: Db, variantId: number, v: CatalogueVariant): Promise<void> {
  const t = tablesOf(tx)
  await tx.delete(t.variantAvailability).where(eq(t.variantAvailability.variantId, variantId))
  await tx.delete(t.variantPrices).where(eq(t.variantPrices.variantId, variantId))
  if (v.availability.length)
    await tx.insert(t.variantAvailability).values(v.availability.map((s) => ({ variantId, ...s })))
  if (v.prices.length) await tx.insert(t.variantPrices).values(v.prices.map((p) => ({ variantId, ...p })))
}

/** No longer sold anywhere; the variant itself stays, for the carts and orders that name it. */
export async function withdrawVariants(tx: Db, variantIds: readonly number[]): Promise<void> {
  const t = tablesOf(tx)
  if (variantIds.length)
    await tx.delete(t.variantAvailability).where(inArray(t.variantAvailability.variantId, [...variantIds]))
}
