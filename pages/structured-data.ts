import type { PageContextServer } from 'vike/types'
import { absoluteUrl } from './urls.js'

/** schema.org JSON-LD pieces shared by the catalog and help pages. */

export function breadcrumbJsonLd(
  pc: PageContextServer,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(pc, item.path),
    })),
  }
}

/** Minor units to a schema.org price string ("12.95"): crawlers want a plain decimal, not the display format. */
function schemaPrice(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2)
}

/**
 * A Product's Offer: the price a shopper pays for one copy now (reduced by an automatic offer, if one runs), and with
 * a reduction the 30-day prior price as a strikethrough price (decision 041), the same figures the page shows.
 */
export function offerJsonLd(
  shown: { regularMinor: number; reducedMinor: number | null; priorMinor: number | null },
  currency: string,
  url: string,
): Record<string, unknown> {
  return {
    '@type': 'Offer',
    price: schemaPrice(shown.reducedMinor ?? shown.regularMinor),
    priceCurrency: currency,
    availability: 'https://schema.org/InStock',
    url,
    ...(shown.reducedMinor !== null && shown.priorMinor !== null
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: schemaPrice(shown.priorMinor),
            priceCurrency: currency,
          },
        }
      : {}),
  }
}
