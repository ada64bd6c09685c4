import { tablesOf, type Db } from '../../client.js'
import type { ArticleSeed } from './content-types.js'
import { variantRanges, type VariantRangeSeed } from './catalog-variants.js'
import { defaultBleedMm } from '../../../server/domain/editor/print-spec.js'

/** An article without options of its own: one variant of its size at its prices. */
function singleVariant(a: ArticleSeed): VariantRangeSeed {
  return {
    options: [],
    variants: [
      {
        sku: a.code,
        options: {},
        widthMm: a.printMm.width,
        heightMm: a.printMm.height,
        minDpi: a.minDpi,
        eur: a.prices.EUR,
      },
    ],
  }
}

/** A EUR amount in another currency at the article's own ratio (its default prices), in whole minor units. */
function converted(a: ArticleSeed, eur: number, currency: string): number {
  const own = a.prices[currency as keyof ArticleSeed['prices']]
  return Math.round((eur * own) / a.prices.EUR)
}

/** Options, variants, availability (every site of `brands`) and price ladders of one seeded article. */
export async function seedVariants(tx: Db, a: ArticleSeed, brands: readonly string[]): Promise<void> {
  const t = tablesOf(tx)
  const range = variantRanges[a.code] ?? singleVariant(a)
  for (const [position, o] of range.options.entries()) {
    await tx.insert(t.articleOptions).values({ articleId: a.id, optionKey: o.key, position, labels: o.label })
    await tx.insert(t.articleOptionValues).values(
      o.values.map((v, valuePosition) => ({
        articleId: a.id,
        optionKey: o.key,
        valueKey: v.key,
        position: valuePosition,
        labels: v.label,
      })),
    )
  }
  for (const [position, v] of range.variants.entries()) {
    const id = (
      await tx
        .insert(t.articleVariants)
        .values({
          articleId: a.id,
          sku: v.sku,
          options: v.options,
          printWidthMm: v.widthMm,
          printHeightMm: v.heightMm,
          bleedMm: defaultBleedMm(a.kind),
          minDpi: v.minDpi,
          position,
        })
        .returning({ id: t.articleVariants.id })
    )[0]!.id
    if (brands.length)
      await tx.insert(t.variantAvailability).values(brands.map((brandSlug) => ({ variantId: id, brandSlug })))
    const prices = Object.keys(a.prices).flatMap((currency) => {
      const unit = position === 0 ? a.prices[currency as keyof ArticleSeed['prices']] : converted(a, v.eur, currency)
      return [
        { variantId: id, currency, minQuantity: 1, amountMinor: unit },
        ...(v.tiers ?? []).map((tier) => ({
          variantId: id,
          currency,
          minQuantity: tier.minQuantity,
          amountMinor: Math.round((unit * (100 - tier.percentOff)) / 100),
        })),
      ]
    })
    const own = (range.brandPrices ?? []).filter((b) => b.sku === v.sku && brands.includes(b.brand))
    for (const b of own)
      for (const [currency, amountMinor] of Object.entries(b.prices))
        prices.push({
          variantId: id,
          currency,
          minQuantity: 1,
          amountMinor,
          brandSlug: b.brand,
        } as (typeof prices)[number])
    await tx.insert(t.variantPrices).values(prices)
  }
}
