import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Issue 17, "Search engines": every indexable page has a meta description and og:title, og:description, og:image and
// og:url; a list's page 2 is its own canonical and a page past the last is 404; sitemaps carry lastmod and
// percent-encoded URLs; robots.txt keeps the private paths of every language prefix out.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app?.close())

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const meta = (html: string, attr: 'name' | 'property', key: string) => {
  const all = [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!))
  return all
}
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '')
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => decode(m[2]!))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!))

/** A sitemap URL as a path to request on its host (the test server takes the Host header). */
const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

// Two tenants (WPX-ES, TZ-ES) and, on Luxembourg, two languages of one site (German, French under /fr).
const SITES = [
  { host: 'lu.wpx-es.localhost', prefix: '', name: 'WallPix Luxemburg', locale: 'de_LU' },
  { host: 'lu.wpx-es.localhost', prefix: '/fr', name: 'WallPix Luxembourg', locale: 'fr_LU' },
  { host: 'tz-es.localhost', prefix: '', name: 'Tazzia', locale: 'es_ES' },
]

describe.each(SITES)('indexable pages of $host$prefix', ({ host, prefix, name, locale }) => {
  let pages: string[] = []
  beforeAll(async () => {
    const all = locs((await app.request(host, '/sitemap.xml')).text).map(pathOf)
    const own = all.filter((p) => (prefix ? p.startsWith(`${prefix}/`) || p === prefix : !p.startsWith('/fr')))
    // Every kind of page the sitemap lists, a few designs of the hundreds, and the two pages it does not list.
    const designs = own.filter((p) => /\/design\//.test(p))
    pages = [
      ...own.filter((p) => !/\/design\//.test(p)),
      ...designs.slice(0, 3),
      `${prefix}/newsletter`,
      `${prefix}/contact`,
    ]
    expect(pages.length).toBeGreaterThan(40)
  })

  test('each has a meta description, og:title, og:description, og:image and og:url (its canonical)', async () => {
    const undescribed: string[] = []
    for (const path of pages) {
      const res = await app.request(host, path)
      expect(res.status, `${host}${path}`).toBe(200)
      const html = res.text
      const [description] = meta(html, 'name', 'description')
      if ((description?.trim().length ?? 0) < 20) {
        undescribed.push(path)
        continue
      }
      expect(meta(html, 'name', 'description'), `one description on ${path}`).toHaveLength(1)
      expect(meta(html, 'property', 'og:description'), path).toEqual([description])
      const [title] = meta(html, 'property', 'og:title')
      expect(title, `og:title of ${path}`).toMatch(new RegExp(` · ${name}$`))
      expect(meta(html, 'property', 'og:url'), path).toEqual([canonical(html)])
      expect(canonical(html), path).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}:3000${prefix}(/|$)`))
      const [image] = meta(html, 'property', 'og:image')
      expect(image, `og:image of ${path}`).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}:3000/media/`))
      expect(meta(html, 'property', 'og:site_name'), path).toEqual([name])
      expect(meta(html, 'property', 'og:locale'), path).toEqual([locale])
    }
    expect(undescribed, 'pages without a meta description').toEqual([])
  })

  test('the share picture is a real JPEG', async () => {
    const [image] = meta((await app.request(host, `${prefix}/offers`)).text, 'property', 'og:image')
    const res = await app.request(host, pathOf(image!))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
  })
})

describe('home, offers, reviews, tags list, newsletter and contact are described in the page language', () => {
  test('German and French on Luxembourg, with the site name', async () => {
    const de = meta((await app.request('lu.wpx-es.localhost', '/offers')).text, 'name', 'description')[0]!
    const fr = meta((await app.request('lu.wpx-es.localhost', '/fr/offers')).text, 'name', 'description')[0]!
    expect(de).toContain('Angebote')
    expect(de).toContain('WallPix Luxemburg')
    expect(fr).toContain('Offres')
    expect(fr).toContain('WallPix Luxembourg')
    const es = meta((await app.request('tz-es.localhost', '/contact')).text, 'name', 'description')[0]!
    expect(es).toMatch(/^Contacta con el servicio de atención al cliente de Tazzia/)
  })
})

describe('pagination', () => {
  const host = 'wpx-es.localhost'
  /** A list page of the home page with a page 2 (more than 24 designs). */
  async function paginatedLists() {
    const home = (await app.request(host, '/')).text
    const lists = [...home.matchAll(/href="(\/(?:t\/[^"/]+|designs\/[^"/]+\/\d+))"/g)].map((m) => m[1]!)
    const found: string[] = []
    for (const path of [...new Set(lists)]) {
      if ((await app.request(host, `${path}?page=2`)).status === 200) found.push(path)
      if (found.length === 2) break
    }
    return found
  }

  test('?page=2 is its own canonical, and its alternates keep the page', async () => {
    const lists = await paginatedLists()
    expect(lists.length).toBe(2)
    for (const path of [...lists, '/reviews']) {
      const first = (await app.request(host, path)).text
      const second = (await app.request(host, `${path}?page=2`)).text
      expect(canonical(second)).toBe(`${canonical(first)}?page=2`)
      expect(canonical(first)).not.toContain('page=')
      const alts = alternates(second)
      expect(alts.length).toBe(19)
      for (const href of alts) expect(href).toMatch(/\?page=2$/)
    }
  })

  test('a page past the last is 404 on landing, tag, design list and reviews pages', async () => {
    const [list] = await paginatedLists()
    const home = (await app.request(host, '/')).text
    const landing = /<a class="banner" href="([^"]+)"/.exec(home)![1]!
    for (const path of [list!, landing, '/reviews']) {
      expect((await app.request(host, `${path}?page=999`)).status, `${path}?page=999`).toBe(404)
    }
    // 100 reviews, 20 a page: page 5 is the last.
    expect((await app.request(host, '/reviews?page=5')).status).toBe(200)
    expect((await app.request(host, '/reviews?page=6')).status).toBe(404)
  })
})

describe('sitemaps and robots.txt', () => {
  test('every URL is percent-encoded; designs and lists carry lastmod', async () => {
    const xml = (await app.request('wpx-pl.localhost', '/sitemap.xml')).text
    expect(xml).not.toMatch(/[^\x00-\x7f]/)
    // Polish slugs have non-ASCII letters: they are there, encoded.
    expect(xml).toMatch(/<loc>[^<]*%C5%[0-9A-F]{2}[^<]*<\/loc>/)
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
    const design = urls.filter((u) => /<loc>[^<]*\/design\//.test(u))
    expect(design.length).toBeGreaterThan(100)
    for (const u of design) expect(u).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/)
    const home = urls.find((u) => u.startsWith('<loc>http://wpx-pl.localhost:3000/</loc>'))!
    expect(home).toMatch(/<lastmod>2026-/)
  })

  test('robots.txt on Luxembourg keeps the /fr/ private paths out too, like the unprefixed ones', async () => {
    const robots = (await app.request('lu.wpx-es.localhost', '/robots.txt')).text
    for (const path of ['/cart', '/checkout', '/accounts/', '/login', '/search', '/tracking']) {
      expect(robots).toContain(`Disallow: ${path}\n`)
      expect(robots).toContain(`Disallow: /fr${path}\n`)
    }
  })
})
