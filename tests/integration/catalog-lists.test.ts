import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((h) => re.test(h))

/** Every brand's default site, a secondary language under its prefix, and a second-language site of WPX-ES. */
const SITES = [
  { host: 'wpx-es.localhost', prefix: '' },
  { host: 'de.wpx-es.localhost', prefix: '' },
  { host: 'lu.wpx-es.localhost', prefix: '' },
  { host: 'lu.wpx-es.localhost', prefix: '/fr' },
  { host: 'wpx-pl.localhost', prefix: '' },
  { host: 'wpx-it.localhost', prefix: '' },
  { host: 'wpx-dk.localhost', prefix: '' },
  { host: 'wpx-fr.localhost', prefix: '' },
  { host: 'wpx-pt.localhost', prefix: '' },
  { host: 'wpx-cz.localhost', prefix: '' },
  { host: 'tz-es.localhost', prefix: '' },
]

/** The three kinds of list page a site links from its home: a landing (banner), a tag and an article's designs. */
async function listPages(host: string, prefix: string): Promise<string[]> {
  const home = (await app.request(host, prefix || '/')).text
  const p = prefix.replace('/', '\\/')
  let landing: string | undefined
  // Landings in LANDING mode have no list; take the first banner that leads to one.
  for (const m of home.matchAll(/<a class="banner" href="([^"]+)"/g)) {
    if ((await app.request(host, m[1]!)).text.includes('data-testid="list-count"')) {
      landing = m[1]
      break
    }
  }
  const tag = hrefs(home, new RegExp(`^${p}/t/[^/]+$`))[0]
  const article = hrefs(home, new RegExp(`^${p}/designs/[^/]+/\\d+$`))[0]
  expect([landing, tag, article].every(Boolean), `list links on ${host}${prefix}/`).toBe(true)
  return [landing!, tag!, article!]
}

describe('sort and filter form: the default "all designs" is an empty category', () => {
  test.each(SITES)('Apply with the defaults answers the list on $host $prefix', async ({ host, prefix }) => {
    for (const path of await listPages(host, prefix)) {
      const all = await app.request(host, path)
      expect(all.status, `${host}${path}`).toBe(200)
      const count = /data-testid="list-count">(.*?)<\/p>/.exec(all.text)![1]
      // What the form sends when Apply is pressed without touching it (and with only a sort chosen).
      for (const query of ['?sort=POPULARITY&category=', '?sort=DATE_CREATION&category=', '?category=']) {
        const res = await app.request(host, `${path}${query}`)
        expect(res.status, `${host}${path}${query}`).toBe(200)
        expect(/data-testid="list-count">(.*?)<\/p>/.exec(res.text)![1], `${host}${path}${query}`).toBe(count)
        // One canonical URL per list state: the empty filter is left out of it.
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.text)![1]!
        expect(canonical).not.toContain('category=')
      }
    }
  })

  test('a category that does not exist is still refused', async () => {
    const [, tag] = await listPages('wpx-es.localhost', '')
    expect((await app.request('wpx-es.localhost', `${tag}?category=KIDS`)).status).toBe(404)
    expect((await app.request('wpx-es.localhost', `${tag}?category=%20`)).status).toBe(404)
  })
})

describe('the 404 page speaks the language of the page that was asked for', () => {
  const title404 = (html: string) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1]
  test('a refused list query on lu/fr is a French 404; on lu (German) a German one', async () => {
    const [, frTag] = await listPages('lu.wpx-es.localhost', '/fr')
    const fr = await app.request('lu.wpx-es.localhost', `${frTag}?category=KIDS`)
    expect(fr.status).toBe(404)
    expect(fr.text).toContain('lang="fr-LU"')
    expect(title404(fr.text)).toBe('Impossible de trouver cette page')
    const [, deTag] = await listPages('lu.wpx-es.localhost', '')
    const de = await app.request('lu.wpx-es.localhost', `${deTag}?category=KIDS`)
    expect(de.text).toContain('lang="de-LU"')
    expect(title404(de.text)).toBe('Wir können diese Seite nicht finden')
  })
  test('an unknown page and an unknown design under /fr are French 404s', async () => {
    for (const path of ['/fr/design/x/999999', '/fr/t/no-such-tag', '/fr/no-such-landing']) {
      const res = await app.request('lu.wpx-es.localhost', path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).toContain('lang="fr-LU"')
      expect(title404(res.text), path).toBe('Impossible de trouver cette page')
    }
  })
})
