import type { AlternateLink } from '../tenancy/tenant.js'

export interface SitemapEntry {
  loc: string
  alternates: AlternateLink[]
  /** When the page's content last changed (epoch ms); absent when the shop cannot tell. */
  lastmod?: number
}

/**
 * A URL as sitemaps.org requires it: percent-encoded (translated slugs such as "łóżko" or "kørestol" are raw UTF-8
 * in page links). WHATWG URL parsing encodes the path and query and leaves existing %XX escapes alone.
 */
export function encodedUrl(url: string): string {
  return new URL(url).href
}

/** W3C datetime (what <lastmod> takes), to the second in UTC. */
export function w3cDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemaps.org urlset with xhtml:link hreflang alternates (Google's format for multilingual sites). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const alt = e.alternates
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(encodedUrl(a.href))}"/>`,
      )
      .join('')
    const lastmod = e.lastmod === undefined ? '' : `<lastmod>${w3cDate(e.lastmod)}</lastmod>`
    return `<url><loc>${escapeXml(encodedUrl(e.loc))}</loc>${lastmod}${alt}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

const PRIVATE_PATHS = ['/cart', '/checkout', '/accounts/', '/login', '/search', '/tracking', '/api/']

/**
 * Crawlers may read the catalog; carts, checkout, accounts, internal search and tracking stay out, under every
 * language prefix the site serves (Luxembourg's French pages live under /fr/, and so do their carts).
 * `pathPrefixes`: the site's secondary-language prefixes ("fr"), without slashes.
 */
export function robotsTxt(origin: string, pathPrefixes: readonly string[] = []): string {
  const prefixes = ['', ...pathPrefixes.map((p) => `/${p}`)]
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`)),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
