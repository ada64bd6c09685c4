import { keptRead } from './catalog-read-cache.js'
import type { Db } from '../../../db/client.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import { articleOptionRows, availableVariantRows, variantPriceRows } from '../../../db/queries/variants.js'
import type { ArticleRange, RangeOption, RangeVariant } from '../../domain/catalog/variant-choice.js'
import { priceLadder, shownLadder, type PriceRow } from '../../domain/catalog/variant-price.js'

/**
 * The variants sold on a storefront, by id, each with the price ladder that applies there in the unit the brand shows
 * (decision 040). A variant available but without a price in the site currency is not sold.
 */
export function soldVariants(db: Db, sf: Storefront): Promise<Map<number, RangeVariant & { articleId: number }>> {
  // Every cart read and add needs them: kept per registry generation like the pages' catalogue reads (decision 034).
  return keptRead(
    db,
    sf.generation,
    `sold-variants|${sf.brandSlug}|${sf.siteCode}|${sf.currency}|${sf.allowDecimals}`,
    () => readSoldVariants(db, sf),
  )
}

async function readSoldVariants(db: Db, sf: Storefront): Promise<Map<number, RangeVariant & { articleId: number }>> {
  const [variants, prices] = [await availableVariantRows(db, sf), await variantPriceRows(db, sf)]
  const rowsOf = new Map<number, PriceRow[]>()
  for (const p of prices) rowsOf.set(p.variantId, [...(rowsOf.get(p.variantId) ?? []), p])
  const out = new Map<number, RangeVariant & { articleId: number }>()
  for (const v of variants) {
    const ladder = priceLadder(rowsOf.get(v.id) ?? [], sf)
    if (!ladder) continue
    out.set(v.id, {
      id: v.id,
      articleId: v.articleId,
      sku: v.sku,
      options: v.options,
      printWidthMm: v.printWidthMm,
      printHeightMm: v.printHeightMm,
      bleedMm: v.bleedMm,
      minDpi: v.minDpi,
      ladder: shownLadder(ladder, sf.allowDecimals),
    })
  }
  return out
}

/** A label in the shopper's language (the catalogue has all 12; English if one is missing after a bad edit). */
const labelIn = (labels: Record<string, string>, language: string, fallback: string) =>
  labels[language] ?? labels.en ?? fallback

/** An article's options in the storefront's language, with only the values some sold variant has. */
export async function rangeOf(
  db: Db,
  sf: Storefront,
  articleId: number,
  sold: Map<number, RangeVariant & { articleId: number }>,
): Promise<ArticleRange | null> {
  const variants = [...sold.values()].filter((v) => v.articleId === articleId)
  if (variants.length === 0) return null
  const { options, values } = await keptRead(db, sf.generation, `article-options|${articleId}`, () =>
    articleOptionRows(db, articleId),
  )
  const rangeOptions: RangeOption[] = options.map((o) => ({
    key: o.optionKey,
    label: labelIn(o.labels, sf.language, o.optionKey),
    values: values
      .filter((v) => v.optionKey === o.optionKey && variants.some((x) => x.options[o.optionKey] === v.valueKey))
      .map((v) => ({ key: v.valueKey, label: labelIn(v.labels, sf.language, v.valueKey) })),
  }))
  return { articleId, options: rangeOptions, variants: variants.map(({ articleId: _, ...v }) => v) }
}

/** One article's range on a storefront (null: not sold there). */
export async function articleRange(db: Db, sf: Storefront, articleId: number): Promise<ArticleRange | null> {
  return rangeOf(db, sf, articleId, await soldVariants(db, sf))
}
