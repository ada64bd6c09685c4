import sharp from 'sharp'
import { request } from 'undici'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { and, count, eq, isNotNull } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { first } from '../../db/rows.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  )
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((h) => re.test(h))
const decode = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

const tenants = [
  { host: 'wpx-es.localhost', lang: 'es-ES', brand: 'WallPix España', price: /\d+(,\d{2})? €/, alternates: 19 },
  { host: 'de.wpx-es.localhost', lang: 'de-DE', brand: 'WallPix Deutschland', price: /\d+(,\d{2})? €/, alternates: 19 },
  { host: 'wpx-cz.localhost', lang: 'cs-CZ', brand: 'WallPix Česko', price: /\d[\d\s\u00a0]* Kč/, alternates: 0 },
  { host: 'tz-es.localhost', lang: 'es-ES', brand: 'Tazzia', price: /\d+(,\d{2})? €/, alternates: 0 },
]

describe.each(tenants)('catalog pages on $host', ({ host, lang, brand, price, alternates: altCount }) => {
  const get = (path: string) => app.request(host, path)
  const pages: string[] = []

  beforeAll(async () => {
    const home = (await get('/')).text
    const landing = /<a class="banner" href="([^"]+)"/.exec(home)?.[1]
    const design = hrefs(home, /^\/design\/[^/]+\/\d+$/)[0]
    const tag = hrefs(home, /^\/t\/[^/]+$/)[0]
    const article = hrefs(home, /^\/designs\/[^/]+\/\d+$/)[0]
    expect([landing, design, tag, article].every(Boolean), `links found on ${host} home`).toBe(true)
    pages.push('/', landing!, design!, tag!, article!, '/tags-list', '/offers', '/reviews', '/about-us')
  })

  test('every catalog page renders: 200, localized title with the brand, lang, prices in the site format, hreflang set', async () => {
    for (const path of pages) {
      const res = await get(path)
      expect(res.status, `${host}${path}`).toBe(200)
      expect(decode(title(res.text)), `${host}${path}`).toMatch(new RegExp(`.+ · ${brand}$`))
      expect(res.text).toContain(`lang="${lang}"`)
      expect(Object.keys(alternates(res.text)), `${host}${path}`).toHaveLength(altCount)
      expect(res.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/)
    }
    for (const path of [pages[0]!, pages[2]!, pages[4]!]) {
      const prices = [...(await get(path)).text.matchAll(/data-testid="price">([^<]+)</g)].map((m) => decode(m[1]!))
      expect(prices.length, `${host}${path} shows prices`).toBeGreaterThan(0)
      for (const p of prices) expect(p).toMatch(price)
    }
  })

  test('the design page has Product JSON-LD with an Offer in the site currency, an AggregateRating, and a BreadcrumbList', async () => {
    const res = await get(pages[2]!)
    const items = jsonLd(res.text)
    const product = items.find((i) => i['@type'] === 'Product') as {
      offers: { priceCurrency: string; price: string }
      aggregateRating?: { ratingValue: string; reviewCount: number }
    }
    expect(product.offers.priceCurrency).toBe(host.startsWith('wpx-cz') ? 'CZK' : 'EUR')
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/)
    const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
    expect(crumbs.itemListElement.length).toBe(3)
    for (const c of crumbs.itemListElement)
      expect(c.item).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}:3000/`))
    // The rating is the design's own (decision 021; it used to be the brand's, the same on every page): a design
    // with reviews in this language carries it, a design without any carries none.
    const brand = host.split('.').at(-2)!.toUpperCase()
    const { reviews } = tablesOf(app.db)
    const counts = await app.db
      .select({ id: reviews.designId, n: count() })
      .from(reviews)
      .where(
        and(
          eq(reviews.brandSlug, brand),
          eq(reviews.language, lang.slice(0, 2)),
          eq(reviews.status, 'PUBLISHED'),
          isNotNull(reviews.designId),
        ),
      )
      .groupBy(reviews.designId)
      .orderBy(reviews.designId)
    let rated: typeof product | undefined
    for (const { id, n } of counts) {
      const moved = await get(`/design/x/${id}`)
      if (moved.status !== 301) continue // not sold on this site
      rated = jsonLd((await get(moved.headers.location as string)).text).find(
        (i) => i['@type'] === 'Product',
      ) as typeof product
      expect(rated.aggregateRating!.reviewCount).toBe(n)
      expect(Number(rated.aggregateRating!.ratingValue)).toBeGreaterThanOrEqual(1)
      break
    }
    expect(rated, `a design with its own reviews on ${host}`).toBeDefined()
    const reviewed = new Set(counts.map((c) => c.id))
    const unrated = hrefs((await get('/')).text, /^\/design\/[^/]+\/\d+$/).find(
      (p) => !reviewed.has(Number(p.split('/').pop())),
    )!
    expect(
      (jsonLd((await get(unrated)).text).find((i) => i['@type'] === 'Product') as typeof product).aggregateRating,
    ).toBeUndefined()
  })

  test('catalog HTML is cacheable for anonymous visitors, with an ETag that answers 304', async () => {
    const res = await get(pages[1]!)
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(res.setCookies).toEqual([])
    const etag = res.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await app.request(host, pages[1]!, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect((await get('/cart')).headers['cache-control']).toMatch(/no-store/)
  })
})

describe('translated slugs and hreflang', () => {
  test('the alternates of a design point at the same design under each language’s slug', async () => {
    const home = (await app.request('wpx-es.localhost', '/')).text
    const path = hrefs(home, /^\/design\/[^/]+\/\d+$/)[0]!
    const id = path.split('/').pop()
    const alt = alternates((await app.request('wpx-es.localhost', path)).text)
    expect(alt['es-ES']).toBe(`http://wpx-es.localhost:3000${path}`)
    const de = alt['de-DE']!
    expect(de).toMatch(new RegExp(`^http://de\\.wpx-es\\.localhost:3000/design/[^/]+/${id}$`))
    expect(de.replace(/^http:\/\/[^/]+/, '')).not.toBe(path)
    const deRes = await app.request('de.wpx-es.localhost', de.replace(/^http:\/\/[^/]+/, ''))
    expect(deRes.status).toBe(200)
    expect(deRes.text).toContain('lang="de-DE"')
  })
  test('a stale slug redirects to the current one, keeping the id', async () => {
    const home = (await app.request('wpx-es.localhost', '/')).text
    const path = hrefs(home, /^\/design\/[^/]+\/\d+$/)[0]!
    const id = path.split('/').pop()
    const res = await app.request('wpx-es.localhost', `/design/old-name/${id}`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(path)
  })
  test('unknown landing, tag, design and product are 404s', async () => {
    for (const path of ['/no-such-landing', '/t/no-such-tag', '/design/x/999999', '/designs/x/19999']) {
      expect((await app.request('wpx-es.localhost', path)).status, path).toBe(404)
    }
  })
  test('a bad sort, category or page is refused, not silently defaulted', async () => {
    const home = (await app.request('wpx-es.localhost', '/')).text
    const tag = hrefs(home, /^\/t\/[^/]+$/)[0]!
    expect((await app.request('wpx-es.localhost', `${tag}?sort=DATE_CREATION&category=NOVELTY`)).status).toBe(200)
    for (const q of ['?sort=price', '?category=KIDS', '?page=0', '?page=abc']) {
      expect((await app.request('wpx-es.localhost', `${tag}${q}`)).status, q).toBe(404)
    }
  })
})

describe('lists: sort, filter and paging through the query string', () => {
  test('sorting by creation date orders designs newest first and paging moves through them', async () => {
    const home = (await app.request('wpx-es.localhost', '/')).text
    const article = hrefs(home, /^\/designs\/[^/]+\/\d+$/)[0]!
    const page1 = (await app.request('wpx-es.localhost', `${article}?sort=DATE_CREATION`)).text
    expect(page1).toMatch(/data-testid="list-count">\d+/)
    const selected = /<option value="DATE_CREATION" selected="">/.test(page1)
    expect(selected).toBe(true)
  })
})

describe('search', () => {
  test('finds mugs by a plural, diacritics-insensitive, in the page language', async () => {
    const res = await app.request('wpx-es.localhost', '/search?query=TAZAS')
    expect(res.status).toBe(200)
    expect(res.text).toContain('noindex')
    expect(res.text).toMatch(/data-testid="design-grid"/)
    const names = [...res.text.matchAll(/class="design-card-meta"><span>([^<]+)</g)].map((m) => m[1])
    expect(names.some((n) => /taza/i.test(n!))).toBe(true)
  })
  test('no results: help block in SEARCH_PAGE mode and suggestions', async () => {
    const res = await app.request('wpx-es.localhost', '/search?query=zzqxw')
    expect(res.status).toBe(200)
    expect(res.text).toContain('data-testid="no-results"')
    expect(res.text).toContain('data-mode="SEARCH_PAGE"')
    expect(res.text).toContain('data-testid="suggestions"')
  })
  test('FTS syntax in the query is harmless', async () => {
    for (const q of ['"', 'NEAR(a b)', 'a OR b', '*', '^x', 'col:foo']) {
      expect((await app.request('wpx-es.localhost', `/search?query=${encodeURIComponent(q)}`)).status, q).toBe(200)
    }
  })
})

describe('robots.txt, sitemap.xml and media', () => {
  test('robots.txt names the host’s sitemap', async () => {
    const res = await app.request('de.wpx-es.localhost', '/robots.txt')
    expect(res.text).toContain('Sitemap: http://de.wpx-es.localhost:3000/sitemap.xml')
    expect(res.text).toContain('Disallow: /checkout')
  })
  test('sitemap.xml is well-formed, lists this host’s pages with their hreflang alternates', async () => {
    const res = await app.request('lu.wpx-es.localhost', '/sitemap.xml')
    expect(res.headers['content-type']).toMatch(/application\/xml/)
    const xml = res.text
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const urls = xml.match(/<url>/g)!.length
    expect(urls).toBe(xml.match(/<\/url>/g)!.length)
    expect(urls).toBeGreaterThan(300)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs.every((l) => l.startsWith('http://lu.wpx-es.localhost:3000/'))).toBe(true)
    expect(locs.some((l) => l.startsWith('http://lu.wpx-es.localhost:3000/fr/'))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
    const firstUrl = /<url>(.*?)<\/url>/.exec(xml)![1]!
    expect(firstUrl.match(/<xhtml:link /g)).toHaveLength(19)
    const cz = (await app.request('wpx-cz.localhost', '/sitemap.xml')).text
    expect(cz).not.toContain('xhtml:link')
  })
  test('generated images are served in modern formats', async () => {
    const home = (await app.request('wpx-es.localhost', '/')).text
    // Tiles show each design on its product (the mockup kind); the flat design has the same routes.
    const src =
      /srcSet="(\/media\/(?:design|mockup)\/\d+\/\d+\.avif)/.exec(home)?.[1] ??
      /(\/media\/(?:design|mockup)\/\d+\/)\d+\.avif/.exec(home)?.[0]
    expect(src).toBeTruthy()
    const webp = await app.request('wpx-es.localhost', src!.replace(/\d+\.avif$/, '320.webp'))
    expect(webp.status).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(home).toMatch(/<img [^>]*width="\d+" height="\d+"/)
  })
})

describe('products shown as products', () => {
  test('a design is served on its product, a mug design also as its wrap; the home picture shows the site’s products', async () => {
    const { designs } = tablesOf(app.db)
    const design = async (articleId: number) =>
      (await first(
        app.db
          .select({ id: designs.id })
          .from(designs)
          .where(eq(designs.articleId, articleId))
          .orderBy(designs.id)
          .limit(1),
      ))!.id
    // Image bytes, so undici directly (the helper decodes bodies as text).
    const size = async (path: string) => {
      const res = await request(`http://127.0.0.1:${app.port}${path}`, { headers: { host: 'wpx-es.localhost' } })
      expect(res.statusCode, path).toBe(200)
      const { width, height } = await sharp(Buffer.from(await res.body.arrayBuffer())).metadata()
      return { width, height }
    }
    expect(await size(`/media/mockup/${await design(102)}/640.webp`)).toMatchObject({ width: 640, height: 480 })
    expect(await size(`/media/wrap/${await design(102)}/320.webp`)).toMatchObject({ width: 320, height: 240 })
    // A canvas has no wrap-around.
    expect((await app.request('wpx-es.localhost', `/media/wrap/${await design(104)}/320.webp`)).status).toBe(404)
    const home = (await app.request('wpx-es.localhost', '/')).text
    const hero = /src="(\/media\/hero\/\d+\/)640\.jpeg/.exec(home)?.[1]
    expect(hero).toBeTruthy()
    expect(home).toMatch(/<img [^>]*src="\/media\/hero\/\d+\/640\.jpeg\?v=2"[^>]*width="1280" height="853"/)
    expect(await size(`${hero}960.webp`)).toMatchObject({ width: 960, height: 640 })
    expect(home).toContain('data-testid="product-tiles"')
  })
})

describe('language switcher on a bilingual site', () => {
  test('links to the same landing under its French slug', async () => {
    const home = (await app.request('lu.wpx-es.localhost', '/')).text
    const landing = /<a class="banner" href="([^"]+)"/.exec(home)![1]!
    const page = (await app.request('lu.wpx-es.localhost', landing)).text
    const fr = /<a href="([^"]+)" hrefLang="fr-LU"/.exec(page)![1]!
    expect(fr.startsWith('/fr/')).toBe(true)
    expect(fr.slice(3)).not.toBe(landing)
    const res = await app.request('lu.wpx-es.localhost', fr)
    expect(res.status).toBe(200)
    expect(res.text).toContain('lang="fr-LU"')
  })
})

describe('stale slugs with non-ASCII letters', () => {
  test('redirect with a percent-encoded Location to the page that then answers 200', async () => {
    const { designTexts } = tablesOf(app.db)
    const rows = await app.db
      .select({ id: designTexts.designId, slug: designTexts.slug })
      .from(designTexts)
      .where(eq(designTexts.language, 'pl'))
      .orderBy(designTexts.designId)
    const polish = rows.find((r) => /[^\x00-\x7f]/.test(r.slug))
    expect(polish).toBeDefined()
    const res = await app.request('wpx-pl.localhost', `/design/x/${polish!.id}`)
    expect(res.status).toBe(301)
    const location = res.headers.location as string
    expect(location).toMatch(/^[\x21-\x7e]+$/)
    expect(decodeURIComponent(location)).toContain(polish!.slug)
    expect((await app.request('wpx-pl.localhost', location)).status).toBe(200)
  })
})

describe('URL normalization (Vike; its checks fork the page context only when they answer, decision 034)', () => {
  test('a trailing slash is one 301 to the URL without it, query kept; the page itself answers 200', async () => {
    for (const [path, target] of [
      ['/cart/', '/cart'],
      ['/t/econ%C3%B3micos/', '/t/econ%C3%B3micos'],
      ['/t/econ%C3%B3micos/?sort=DATE_CREATION', '/t/econ%C3%B3micos?sort=DATE_CREATION'],
      ['/no-such-page/', '/no-such-page'],
    ] as const) {
      const r = await app.request('wpx-es.localhost', path)
      expect(r.status, path).toBe(301)
      expect(r.headers.location, path).toBe(target)
    }
    expect((await app.request('wpx-es.localhost', '/t/econ%C3%B3micos')).status).toBe(200)
    expect((await app.request('wpx-es.localhost', '/')).status).toBe(200)
  })
})
