import { describe, expect, test } from 'vitest'
import { encodedUrl, robotsTxt, sitemapXml, w3cDate } from './sitemap.js'

describe('sitemap XML', () => {
  test('URLs are percent-encoded (translated slugs are raw UTF-8 in links); existing escapes are kept', () => {
    expect(encodedUrl('http://wpx-pl.localhost:3000/t/łóżko-dziecięce')).toBe(
      'http://wpx-pl.localhost:3000/t/%C5%82%C3%B3%C5%BCko-dzieci%C4%99ce',
    )
    expect(encodedUrl('http://x.localhost/design/a%C3%B8/1')).toBe('http://x.localhost/design/a%C3%B8/1')
    const xml = sitemapXml([
      {
        loc: 'http://wpx-dk.localhost/t/kærlighed',
        alternates: [{ hreflang: 'da-DK', href: 'http://wpx-dk.localhost/t/kærlighed' }],
        lastmod: Date.UTC(2026, 10, 23, 9, 0, 0),
      },
    ])
    expect(xml).toContain('<loc>http://wpx-dk.localhost/t/k%C3%A6rlighed</loc>')
    expect(xml).toContain('href="http://wpx-dk.localhost/t/k%C3%A6rlighed"')
    expect(xml).toContain('<lastmod>2026-11-23T09:00:00Z</lastmod>')
    expect(xml).not.toMatch(/[^\x00-\x7f]/)
  })
  test('an entry without a known date has no lastmod', () => {
    expect(sitemapXml([{ loc: 'http://a.localhost/', alternates: [] }])).not.toContain('lastmod')
    expect(w3cDate(0)).toBe('1970-01-01T00:00:00Z')
  })
})

describe('robots.txt', () => {
  test('private paths are disallowed under every language prefix of the site', () => {
    const lu = robotsTxt('http://lu.wpx-es.localhost:3000', ['fr'])
    for (const path of ['/cart', '/checkout', '/accounts/', '/login', '/search', '/tracking', '/api/']) {
      expect(lu).toContain(`Disallow: ${path}\n`)
      expect(lu).toContain(`Disallow: /fr${path}\n`)
    }
    expect(lu).toContain('Sitemap: http://lu.wpx-es.localhost:3000/sitemap.xml')
    expect(robotsTxt('http://wpx-pl.localhost')).not.toContain('/fr/')
  })
})
