import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tenantFiles } from '../../tenants/index.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const expected = tenantFiles.flatMap((t) =>
  t.sites.map((s) => ({
    host: s.hosts[0]!,
    // The site's own name (issue 17: country sites said "WallPix España"), else the brand's.
    brand: s.displayName ?? t.displayName,
    slug: t.slug,
    hreflang: s.languages[0]!.hreflang,
    theme: t.theme,
  })),
)

describe('tenant resolution from the Host header', () => {
  test('every seeded host is served', () => {
    expect(expected).toHaveLength(24)
  })
  test.each(expected)('$host serves $slug in $hreflang', async ({ host, brand, hreflang, theme }) => {
    const res = await app.request(`${host}:3000`, '/')
    expect(res.status).toBe(200)
    expect(res.text).toContain(`lang="${hreflang}"`)
    expect(res.text).toContain(`data-theme="${theme}"`)
    expect(res.text).toContain(`data-testid="brand-name">${brand}<`)
  })
  test.each(['localhost', '127.0.0.1:3000', 'LOCALHOST:3000'])(
    '%s serves the DEFAULT_HOST tenant (WPX-ES es)',
    async (host) => {
      const res = await app.request(host, '/')
      expect(res.status).toBe(200)
      expect(res.text).toContain('lang="es-ES"')
      expect(res.text).toContain('WallPix España')
    },
  )
  test('Luxembourg is German by default and French under /fr', async () => {
    expect((await app.request('lu.wpx-es.localhost', '/')).text).toContain('lang="de-LU"')
    expect((await app.request('lu.wpx-es.localhost', '/fr')).text).toContain('lang="fr-LU"')
    expect((await app.request('lu.wpx-es.localhost', '/fr/cart')).text).toContain('lang="fr-LU"')
  })
  test.each(['unknown.localhost', 'wpx-xx.localhost', 'evil.example.com', ''])(
    'unknown host %j gets a plain 404 naming nothing internal',
    async (host) => {
      const res = await app.request(host, '/')
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
      expect(res.text).toBe('Not Found')
    },
  )
  test('an unknown host gets no API or assets either', async () => {
    expect((await app.request('unknown.localhost', '/api/session')).status).toBe(404)
  })
})

describe('hreflang and canonical', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])
  test('a WPX-ES country site links all 18 alternates plus x-default, absolute, self included', async () => {
    const res = await app.request('de.wpx-es.localhost', '/')
    const alt = links(res.text)
    expect(alt).toHaveLength(19)
    expect(new Set(alt.map(([h]) => h))).toEqual(
      new Set([
        'es-ES',
        'de-DE',
        'de-AT',
        'de-CH',
        'fr-FR',
        'it-IT',
        'pt-PT',
        'nl-NL',
        'nl-BE',
        'da-DK',
        'pl-PL',
        'cs-CZ',
        'en-GB',
        'en-IE',
        'de-LU',
        'fr-LU',
        'sv-SE',
        'fi-FI',
        'x-default',
      ]),
    )
    expect(alt).toContainEqual(['de-DE', 'http://de.wpx-es.localhost:3000/'])
    expect(alt).toContainEqual(['fr-LU', 'http://lu.wpx-es.localhost:3000/fr'])
    expect(alt).toContainEqual(['x-default', 'http://wpx-es.localhost:3000/'])
    expect(res.text).toContain('<link rel="canonical" href="http://de.wpx-es.localhost:3000/"/>')
  })
  test('alternates of a translated section point at the same page in each language', async () => {
    const res = await app.request('wpx-es.localhost', '/legal/privacidad')
    expect(res.status).toBe(200)
    const alt = Object.fromEntries(links(res.text))
    expect(alt['de-DE']).toBe('http://de.wpx-es.localhost:3000/rechtliches/datenschutz')
    expect(alt['fr-LU']).toBe('http://lu.wpx-es.localhost:3000/fr/mentions-legales/confidentialite')
    expect(alt['en-GB']).toBe('http://gb.wpx-es.localhost:3000/legal/privacy')
    expect(res.text).toContain('<link rel="canonical" href="http://wpx-es.localhost:3000/legal/privacidad"/>')
  })
  test('a brand outside the set emits only its own canonical', async () => {
    const res = await app.request('wpx-cz.localhost', '/cart')
    expect(links(res.text)).toHaveLength(0)
    expect(res.text).toContain('<link rel="canonical" href="http://wpx-cz.localhost:3000/cart"/>')
  })
})

describe('what reaches the browser', () => {
  test('the serialized page context carries only public tenant fields', async () => {
    const res = await app.request('wpx-es.localhost', '/')
    const json = /<script id="vike_pageContext" type="application\/json">([^<]*)</.exec(res.text)![1]!
    const ctx = JSON.parse(json) as Record<string, unknown>
    expect(Object.keys(ctx)).not.toContain('tenantServer')
    expect(Object.keys(ctx)).not.toContain('sessionId')
    // The cart count is personal; shared (cacheable) HTML must not carry it.
    expect(Object.keys(ctx)).not.toContain('cartItemCount')
    expect(json).not.toContain('vatId')
    expect(json).not.toContain('paymentMethods')
    expect(json).not.toContain('legal@')
    expect(ctx.tenant).toMatchObject({
      brand: { slug: 'WPX-ES', allowDecimals: true },
      site: { code: 'es', currency: 'EUR' },
    })
  })
})
