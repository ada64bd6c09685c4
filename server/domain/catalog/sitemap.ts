import type { AlternateLink } from '../tenancy/tenant.js'

export interface SitemapEntry {
  loc: string
  alternates: AlternateLink[]
  lastmod?: string
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemaps.org urlset with xhtml:link hreflang alternates (Google's format for multilingual sites). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const alt = e.alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join('')
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''
    return `<url><loc>${escapeXml(e.loc)}</loc>${lastmod}${alt}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read the catalog; carts, checkout, accounts, internal search and tracking stay out. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /accounts/',
    'Disallow: /login',
    'Disallow: /search',
    'Disallow: /tracking',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
