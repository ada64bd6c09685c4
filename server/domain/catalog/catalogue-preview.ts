import { formatPrice } from '../money/price-display.js'
import type { ShopLanguage } from '../vocabulary/shop-enums.js'
import { EVERY, type CatalogueArticle } from './catalog-csv-format.js'
import { priceLadder, shownLadder } from './variant-price.js'

/** A site of the brand as a shopper meets it: currency, default language and its locale (hreflang). */
export interface PreviewSite {
  code: string
  currency: string
  language: ShopLanguage
  locale: string
}

export interface PreviewVariant {
  sku: string
  /** "Size: 10x15 cm · Finish: Gloss" in the site's default language; '' for an article without options. */
  options: string
  /** The unit price for 1 copy, then each tier ("from 50: 0,26 €"), as the brand shows them. */
  steps: { minQuantity: number; price: string }[]
}

export interface PreviewSitePage {
  site: string
  name: string
  variants: PreviewVariant[]
}

/**
 * What each site of `brand` would show of `article`: its variants sold there (availability for the site or '*'),
 * options labelled in the site's language, prices by the ladder that applies (decision 040) in the brand's unit.
 */
export function previewArticle(
  article: CatalogueArticle,
  brand: { slug: string; allowDecimals: boolean; sites: readonly PreviewSite[] },
): PreviewSitePage[] {
  return brand.sites.map((site) => {
    const sold = article.variants.filter((v) =>
      v.availability.some((s) => s.brandSlug === brand.slug && (s.siteCode === EVERY || s.siteCode === site.code)),
    )
    const variants = sold.flatMap((v): PreviewVariant[] => {
      const ladder = priceLadder(v.prices, { brandSlug: brand.slug, siteCode: site.code, currency: site.currency })
      if (!ladder) return []
      const shown = shownLadder(ladder, brand.allowDecimals)
      const money = { currency: site.currency, locale: site.locale, allowDecimals: brand.allowDecimals }
      const options = article.options
        .map((o) => {
          const value = o.values.find((x) => x.key === v.options[o.key])
          return `${o.labels[site.language]}: ${value?.labels[site.language] ?? v.options[o.key] ?? ''}`
        })
        .join(' · ')
      return [
        {
          sku: v.sku,
          options,
          steps: shown.steps.map((s) => ({ minQuantity: s.minQuantity, price: formatPrice(s.amountMinor, money) })),
        },
      ]
    })
    return { site: site.code, name: article.texts[site.language]?.name ?? article.code, variants }
  })
}
