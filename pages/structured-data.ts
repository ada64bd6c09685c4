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
export function schemaPrice(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2)
}
