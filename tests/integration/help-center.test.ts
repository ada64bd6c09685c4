import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { helpTexts } from '../../db/seed/help-content.js'
import type { HelpTopicId } from '../../db/seed/help/types.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import { slugify } from '../../server/domain/catalog/slug.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  )
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const section = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[\\s\\S]*?</(section|aside|nav|ul|div)>`).exec(html)?.[0] ?? ''
const topicIdsIn = (html: string) => [...html.matchAll(/data-topic-id="(\d+)"/g)].map((m) => Number(m[1]))
const loggedReasons = (path: string) => app.logs.filter((l) => l.path === path).map((l) => l.reason)

/** The canonical slug of a topic in a language, as the seed derives it; paths travel percent-encoded. */
const topicSlug = (lang: ShopLanguage, id: HelpTopicId) => slugify(helpTexts[lang].topics[id].title)
const topicPath = (lang: ShopLanguage, id: HelpTopicId) => `/help-center/topic/${topicSlug(lang, id)}_${id}`
const title = (lang: ShopLanguage, id: HelpTopicId) => helpTexts[lang].topics[id].title

const sites = [
  { host: 'wpx-es.localhost', prefix: '', lang: 'es' as const, brand: 'WallPix España' },
  { host: 'wpx-pl.localhost', prefix: '', lang: 'pl' as const, brand: 'WallPix Polska' },
  { host: 'lu.wpx-es.localhost', prefix: '/fr', lang: 'fr' as const, brand: 'WallPix Luxembourg' },
]

describe.each(sites)('help centre on $host$prefix ($lang)', ({ host, prefix, lang, brand }) => {
  const get = (path: string) => app.request(host, prefix + path)

  test('the index lists the six categories with their topics and the four stage lists, with a canonical URL', async () => {
    const res = await get('/help-center')
    expect(res.status).toBe(200)
    expect([...res.text.matchAll(/class="help-category" data-category-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      3, 5, 1, 2, 7, 6,
    ])
    for (const category of Object.values(helpTexts[lang].categories)) expect(decode(res.text)).toContain(category.name)
    expect([...res.text.matchAll(/data-stage="(\w+)"/g)].map((m) => m[1])).toEqual([
      'beforePurchase',
      'ordersWaiting',
      'ordersReceived',
      'orderCompleted',
    ])
    const stage = (key: string) => topicIdsIn(new RegExp(`data-stage="${key}"[\\s\\S]*?</section>`).exec(res.text)![0])
    expect(stage('beforePurchase')).toEqual([90, 23, 25, 27])
    expect(stage('orderCompleted')).toEqual([17, 21, 31, 29])
    expect(canonical(res.text)).toBe(`http://${host}:3000${prefix}/help-center`)
    expect(res.text).not.toContain('name="robots"')
  })

  test('a topic by digits answers 301 with the canonical <slug>_<id> of this language; that URL renders the body', async () => {
    const res = await get('/help-center/topic/23')
    expect(res.status).toBe(301)
    const expected = prefix + topicPath(lang, 23)
    expect(res.headers.location).toBe(encodeURI(expected))
    const page = await app.request(host, res.headers.location as string)
    expect(page.status).toBe(200)
    expect(decode(page.text)).toContain(`<h1>${title(lang, 23)}</h1>`)
    expect(decode(page.text)).toContain(`<title>${title(lang, 23)} · ${brand}</title>`)
    const body = section(page.text, 'help-body')
    expect(body).toMatch(/<p>/)
    expect(body).toContain(`href="${prefix}/cart"`)
    expect(decode(body)).toContain(helpTexts[lang].topics[23].body[0]!)
    expect(topicIdsIn(section(page.text, 'help-related'))).toEqual([17, 33])
    expect(section(page.text, 'help-feedback')).toContain(`href="${prefix}/contact"`)
    expect(canonical(page.text)).toBe(`http://${host}:3000${expected}`)
    expect(page.text).toMatch(/<meta name="description" content="[^"]{40,}"/)
  })

  test('a stale or foreign slug answers 301 to the current one; a category by digits too', async () => {
    const stale = await get('/help-center/topic/old-title_90')
    expect(stale.status).toBe(301)
    expect(stale.headers.location).toBe(encodeURI(prefix + topicPath(lang, 90)))
    const other = lang === 'es' ? 'pl' : 'es'
    expect((await get(encodeURI(topicPath(other, 90)))).headers.location).toBe(encodeURI(prefix + topicPath(lang, 90)))
    const category = await get('/help-center/category/5')
    expect(category.status).toBe(301)
    const categoryPath = `/help-center/category/${slugify(helpTexts[lang].categories[5].name)}_5`
    expect(category.headers.location).toBe(encodeURI(prefix + categoryPath))
    const page = await app.request(host, category.headers.location as string)
    expect(page.status).toBe(200)
    expect(topicIdsIn(section(page.text, 'help-category-topics'))).toEqual([23, 17, 33])
  })

  test('unknown ids are "Page not found" 404s; a malformed id is the parameter-rule 404', async () => {
    for (const path of [
      '/help-center/topic/999',
      '/help-center/topic/algo_999',
      '/help-center/category/4',
      '/help-center/category/x_99',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.text).toContain('data-testid="error-404"')
      expect(loggedReasons(prefix + path), path).toContain(`Page not found: ${prefix}${path}`)
    }
    for (const path of [
      '/help-center/topic/como-pagar',
      '/help-center/topic/_23',
      '/help-center/category/abc',
      '/help-center/category/pago_',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(loggedReasons(prefix + path), path).toContain(`Page Not Found: ${prefix}${path}`)
    }
  })

  test('the cart shows the CART help block with the before-purchase topics, topic 90 first', async () => {
    const res = await get('/cart')
    expect(res.status).toBe(200)
    const block = /<aside class="help-block" data-mode="CART"[\s\S]*?<\/aside>/.exec(res.text)?.[0] ?? ''
    expect(topicIdsIn(block)).toEqual([90, 23, 25, 27])
    expect(decode(block)).toContain(`href="${prefix}${topicPath(lang, 90)}" data-topic-id="90">${title(lang, 90)}</a>`)
  })

  test('the 404 page and a search without results show their help blocks with topic links', async () => {
    const notFound = await get('/no/such/page')
    expect(notFound.status).toBe(404)
    expect(
      topicIdsIn(/<aside class="help-block" data-mode="404"[\s\S]*?<\/aside>/.exec(notFound.text)?.[0] ?? ''),
    ).toEqual([17, 23, 11, 21])
    const search = await get('/search?query=zzqqxxnothing')
    expect(search.status).toBe(200)
    expect(
      topicIdsIn(/<aside class="help-block" data-mode="SEARCH_PAGE"[\s\S]*?<\/aside>/.exec(search.text)?.[0] ?? ''),
    ).toEqual([47, 45, 41, 43])
  })
})

describe('help search (same folding as the catalog search)', () => {
  const results = async (host: string, path: string) => {
    const res = await app.request(host, path)
    expect(res.status, path).toBe(200)
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
    return topicIdsIn(section(res.text, 'help-results'))
  }
  test('Spanish: "envío" and "envio" find the delivery topic first', async () => {
    const accented = await results('wpx-es.localhost', '/help-center?query=env%C3%ADo')
    expect(accented[0]).toBe(23)
    expect(await results('wpx-es.localhost', '/help-center?query=envio')).toEqual(accented)
    expect(await results('wpx-es.localhost', '/help-center?query=ENVIO')).toEqual(accented)
  })
  test('Polish: "płatność" and "platnosc" find the payment methods topic', async () => {
    const accented = await results('wpx-pl.localhost', '/help-center?query=p%C5%82atno%C5%9B%C4%87')
    expect(accented).toContain(90)
    expect(await results('wpx-pl.localhost', '/help-center?query=platnosc')).toEqual(accented)
  })
  test('French with the /fr prefix: "remboursé" and "rembourse"', async () => {
    const accented = await results('lu.wpx-es.localhost', '/fr/help-center?query=rembours%C3%A9')
    expect(accented).toContain(26)
    expect(await results('lu.wpx-es.localhost', '/fr/help-center?query=rembourse')).toEqual(accented)
  })
  test('no match shows the no-results message; a blank query is the plain index', async () => {
    const none = await app.request('wpx-es.localhost', '/help-center?query=zzqqxx')
    expect(none.text).toContain('data-testid="help-no-results"')
    const blank = await app.request('wpx-es.localhost', '/help-center?query=%20')
    expect(blank.status).toBe(200)
    expect(blank.text).not.toContain('data-testid="help-results"')
    expect(blank.text).toContain('data-stage="beforePurchase"')
  })
})

describe('help SEO', () => {
  test('the alternates of a topic point at each language’s own slug, on every site of the brand', async () => {
    const res = await app.request('wpx-es.localhost', encodeURI(topicPath('es', 23)))
    const alt = alternates(res.text)
    expect(Object.keys(alt)).toHaveLength(19)
    expect(alt['es-ES']).toBe(`http://wpx-es.localhost:3000${topicPath('es', 23)}`)
    expect(alt['de-AT']).toBe(`http://at.wpx-es.localhost:3000${topicPath('de', 23)}`)
    expect(alt['pl-PL']).toBe(`http://pl.wpx-es.localhost:3000${topicPath('pl', 23)}`)
    expect(alt['fr-LU']).toBe(`http://lu.wpx-es.localhost:3000/fr${topicPath('fr', 23)}`)
    expect(alt['fi-FI']).toBe(`http://fi.wpx-es.localhost:3000${topicPath('fi', 23)}`)
    expect(alt['x-default']).toBe(alt['es-ES'])
    expect(new Set(Object.values(alt).map((href) => href.split('/').pop())).size).toBeGreaterThan(8)
    // Every alternate answers 200 on its own site.
    const de = new URL(encodeURI(alt['de-DE']!))
    expect((await app.request(de.hostname, de.pathname)).status).toBe(200)
  })
  test('a single-site brand has no alternates; the sitemap lists help topics', async () => {
    const res = await app.request('wpx-pl.localhost', encodeURI(topicPath('pl', 23)))
    expect(res.status).toBe(200)
    expect(Object.keys(alternates(res.text))).toHaveLength(0)
    const sitemap = await app.request('wpx-pl.localhost', '/sitemap.xml')
    expect(decodeURI(sitemap.text.replace(/&amp;/g, '&'))).toContain(
      `http://wpx-pl.localhost:3000${topicPath('pl', 23)}`,
    )
  })
})
