import type { ShopLanguage } from '../vocabulary/shop-enums.js'

/** What a page's data hook tells the document head (meta description, per-language paths, structured data). */
export interface PageSeo {
  description?: string
  /** The logical path of the same entity in each language (translated slugs); absent: the page's own path. */
  pathByLanguage?: Partial<Record<ShopLanguage, string>>
  jsonLd?: Record<string, unknown>[]
  /** Internal search results and other thin pages: crawl the links, do not index the page. */
  noindex?: boolean
  /** Page number of a paginated list: page 2 and later are their own canonical URL (`?page=N`). */
  page?: number
  /** Absolute URL of the picture shared with the page (og:image); absent: the site's home picture. */
  image?: string
}

/** A page URL with its list page number (page 1 is the URL itself, so each page has exactly one address). */
export function paginatedUrl(url: string, page: number | undefined): string {
  if (page === undefined || page <= 1) return url
  return `${url}${url.includes('?') ? '&' : '?'}page=${page}`
}

export interface OpenGraphInput {
  /** The canonical URL of the page (og:url). */
  url: string
  description: string | undefined
  /** Absolute image URL; null when the site has none. */
  image: string | null
  siteName: string
  /** hreflang of the page's language (de-DE), written as og:locale (de_DE). */
  hreflang: string
}

/**
 * The Open Graph properties of an indexable page, in one place for every page (og:title comes with the <title>,
 * which vike-react writes from each page's title).
 */
export function openGraphProperties(o: OpenGraphInput): { property: string; content: string }[] {
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: o.url },
    { property: 'og:site_name', content: o.siteName },
    { property: 'og:locale', content: o.hreflang.replace('-', '_') },
    ...(o.description ? [{ property: 'og:description', content: o.description }] : []),
    ...(o.image ? [{ property: 'og:image', content: o.image }] : []),
  ]
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
