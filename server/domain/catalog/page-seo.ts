import type { ShopLanguage } from '../vocabulary/shop-enums.js'

/** What a page's data hook tells the document head (meta description, per-language paths, structured data). */
export interface PageSeo {
  description?: string
  /** The logical path of the same entity in each language (translated slugs); absent: the page's own path. */
  pathByLanguage?: Partial<Record<ShopLanguage, string>>
  jsonLd?: Record<string, unknown>[]
  /** Internal search results and other thin pages: crawl the links, do not index the page. */
  noindex?: boolean
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
