import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, TEST_NOW, type TestApp, type TestResponse } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { affiliateHitRows, pageEventRows } from '../../db/queries/analytics.js'
import * as oq from '../../db/queries/orders.js'
import { CONSENT_VERSION } from '../../server/domain/analytics/consent.js'
import { HEALTHCHECK_USER_AGENT } from '../../server/domain/analytics/crawlers.js'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const HOST = 'wpx-es.localhost'
const DAY = 86_400

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const consent = (analytics: boolean, version = CONSENT_VERSION) => ({
  isConsentGiven: true,
  isAnalyticsAccepted: analytics,
  isAdsAccepted: false,
  consentVersion: version,
})

const event = (over: Record<string, unknown> = {}) => ({
  category: 'page',
  name: 'page_view',
  page: {
    url: `http://${HOST}/cart?step=1`,
    path: '/cart',
    title: 'Tu carrito · WPX',
    referrer: `http://${HOST}/?afcust=1`,
  },
  userAgent: BROWSER,
  ip: '8.8.8.8',
  platform: 'Linux x86_64',
  mobile: false,
  ...over,
})

const sendEvent = (s: Shopper, body: unknown, ua = BROWSER) =>
  s.post('/api/event/page', body as Record<string, unknown>, true, { 'user-agent': ua })

/** A page GET as a browser would make it (User-Agent, the shopper's cookies); the answer's cookies go into the jar. */
async function land(s: Shopper, path: string, ua = BROWSER): Promise<TestResponse> {
  const res = await app.request(s.host, path, {
    headers: { cookie: s.cookie, 'user-agent': ua, 'accept-language': 'es-ES,es;q=0.9' },
  })
  for (const c of res.setCookies) {
    const [pair] = c.split(';')
    const at = pair!.indexOf('=')
    s.jar.set(pair!.slice(0, at), pair!.slice(at + 1))
  }
  return res
}

function cookieAttrs(res: TestResponse, name: string): Record<string, string> | undefined {
  const raw = res.setCookies.find((c) => c.startsWith(`${name}=`))
  if (!raw) return undefined
  const [pair, ...attrs] = raw.split(';').map((p) => p.trim())
  return Object.fromEntries([
    ['value', decodeURIComponent(pair!.slice(name.length + 1))],
    ...attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')]),
  ])
}

describe('POST /api/event/page (spec sections 6, 7)', () => {
  test('without consent nothing is stored (204)', async () => {
    const s = await shopper(app, HOST)
    const before = (await pageEventRows(app.db)).length
    expect((await sendEvent(s, event())).status).toBe(204)
    await s.post('/api/session', consent(false))
    expect((await sendEvent(s, event())).status).toBe(204)
    expect(await pageEventRows(app.db)).toHaveLength(before)
  })

  test('with analytics consent one event is stored: path without query, address truncated, body ip ignored', async () => {
    const s = await shopper(app, HOST)
    await s.post('/api/session', consent(true))
    const before = (await pageEventRows(app.db)).length
    const res = await sendEvent(s, event())
    expect(res.status).toBe(201)
    const rows = await pageEventRows(app.db)
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      brandSlug: 'WPX-ES',
      siteCode: 'es',
      category: 'page',
      name: 'page_view',
      path: '/cart',
      title: 'Tu carrito · WPX',
      referrer: `http://${HOST}/`,
      platform: 'Linux x86_64',
      mobile: false,
      ip: '127.0.0.0',
      createdAt: TEST_NOW,
    })
  })

  test('an answer to an older consent version does not count', async () => {
    const s = await shopper(app, HOST)
    await s.post('/api/session', consent(true, '2020-01'))
    const before = (await pageEventRows(app.db)).length
    expect((await sendEvent(s, event())).status).toBe(204)
    expect(await pageEventRows(app.db)).toHaveLength(before)
  })

  test('crawlers (by header or body User-Agent) and the health-check agent store nothing', async () => {
    const s = await shopper(app, HOST)
    await s.post('/api/session', consent(true))
    const before = (await pageEventRows(app.db)).length
    expect(
      (await sendEvent(s, event(), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status,
    ).toBe(204)
    expect(
      (await sendEvent(s, event(), 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36')).status,
    ).toBe(204)
    expect((await sendEvent(s, event({ userAgent: 'Chrome-Lighthouse' }))).status).toBe(204)
    expect((await sendEvent(s, event(), HEALTHCHECK_USER_AGENT)).status).toBe(204)
    expect((await sendEvent(s, event({ userAgent: `${HEALTHCHECK_USER_AGENT}/1.0` }))).status).toBe(204)
    expect(await pageEventRows(app.db)).toHaveLength(before)
  })

  test('invalid or oversized bodies are refused and store nothing', async () => {
    const s = await shopper(app, HOST)
    await s.post('/api/session', consent(true))
    const before = (await pageEventRows(app.db)).length
    expect((await sendEvent(s, event({ mobile: 'yes' }))).status).toBe(400)
    expect(
      (await sendEvent(s, event({ page: { url: '', path: '/', title: 'x'.repeat(301), referrer: '' } }))).status,
    ).toBe(400)
    expect((await sendEvent(s, event({ extra: 'field' }))).status).toBe(400)
    expect((await sendEvent(s, { category: 'page' })).status).toBe(400)
    const malformed = await app.request(HOST, '/api/event/page', {
      method: 'POST',
      headers: {
        cookie: s.cookie,
        origin: `http://${HOST}`,
        'content-type': 'application/json',
        'user-agent': BROWSER,
      },
      body: '{"category":',
    })
    expect(malformed.status).toBe(400)
    // Over the 8 KB body limit: refused before parsing (413 Content Too Large).
    const huge = await sendEvent(s, event({ page: { url: 'x'.repeat(9000), path: '/', title: '', referrer: '' } }))
    expect(huge.status).toBe(413)
    expect(huge.json()).toMatchObject({ error: { code: 'bad_request' } })
    expect(await pageEventRows(app.db)).toHaveLength(before)
  })

  test('a cross-site post is refused like every API write', async () => {
    const s = await shopper(app, HOST)
    await s.post('/api/session', consent(true))
    const before = (await pageEventRows(app.db)).length
    expect(
      (await s.post('/api/event/page', event(), true, { origin: 'https://evil.example', 'user-agent': BROWSER }))
        .status,
    ).toBe(403)
    expect(await pageEventRows(app.db)).toHaveLength(before)
  })
})

describe('consent banner without JS', () => {
  test('the page carries the banner form until the session holds a current answer', async () => {
    const s = await shopper(app, HOST)
    const first = await land(s, '/cart')
    expect(first.text).toContain('data-testid="consent-banner"')
    expect(first.text).toContain('action="/consent"')
    const res = await s.post('/consent', { choice: 'save', analytics: 'on', returnTo: '/cart?x=1' }, false)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/cart?x=1')
    expect((await app.request(HOST, '/api/session', { headers: { cookie: s.cookie } })).json()).toMatchObject({
      isConsentGiven: true,
      isAnalyticsAccepted: true,
      isAdsAccepted: false,
      consentVersion: CONSENT_VERSION,
    })
    expect((await land(s, '/cart')).text).not.toContain('data-testid="consent-banner"')
    // The footer's "Cookie settings" link without JS reopens it.
    expect((await land(s, '/cart?consent=settings')).text).toContain('data-testid="consent-banner"')
  })

  test('returns only to this site and refuses a non-choice and a cross-site post', async () => {
    const s = await shopper(app, HOST)
    expect((await s.post('/consent', { choice: 'reject', returnTo: '//evil.example/x' }, false)).headers.location).toBe(
      '/',
    )
    expect((await s.post('/consent', { choice: 'whatever' }, false)).status).toBe(400)
    expect((await s.post('/consent', { choice: 'accept' }, false, { origin: 'https://evil.example' })).status).toBe(403)
  })
})

describe('attribution from landing URLs (spec sections 1, 3, 7, 9)', () => {
  test('a numeric afcust records one hit and sets afdata for 15 days (Lax); an existing afdata is never overwritten', async () => {
    const s = await shopper(app, HOST)
    const res = await land(s, '/?afcust=4242&afcmp=spring')
    expect(res.status).toBe(200)
    const afdata = cookieAttrs(res, 'afdata')!
    expect(JSON.parse(afdata.value!)).toEqual({ afcust: '4242', afcmp: 'spring' })
    expect(afdata['max-age']).toBe(String(15 * DAY))
    expect(Math.round((Date.parse(afdata.expires!) - Date.now()) / 86_400_000)).toBe(15)
    expect(afdata.samesite).toBe('Lax')
    expect(afdata).toHaveProperty('httponly')
    expect(afdata).not.toHaveProperty('secure')
    expect(afdata.path).toBe('/')
    // A response that sets a cookie is never shared-cacheable.
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('public')
    const hits = await affiliateHitRows(app.db, '4242')
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({
      brandSlug: 'WPX-ES',
      siteCode: 'es',
      customerId: '4242',
      domain: HOST,
      url: `http://${HOST}/?afcust=4242&afcmp=spring`,
      ip: '127.0.0.0',
      campaign: 'spring',
    })
    expect(hits[0]!.deviceFootprint).toMatch(/^[0-9a-f]{64}$/)

    const again = await land(s, '/?afcust=4242&afcmp=autumn')
    const other = await land(s, '/?afcust=5353')
    expect(cookieAttrs(again, 'afdata')).toBeUndefined()
    expect(cookieAttrs(other, 'afdata')).toBeUndefined()
    expect(await affiliateHitRows(app.db, '4242')).toHaveLength(1)
    expect(await affiliateHitRows(app.db, '5353')).toHaveLength(0)
  })

  test('a non-numeric afcust, a crawler and an untagged page record nothing', async () => {
    const before = (await affiliateHitRows(app.db)).length
    const s = await shopper(app, HOST)
    expect(cookieAttrs(await land(s, '/?afcust=12ab'), 'afdata')).toBeUndefined()
    expect(
      cookieAttrs(await land(s, '/?afcust=777', 'Mozilla/5.0 (compatible; bingbot/2.0)'), 'afdata'),
    ).toBeUndefined()
    const plain = await land(s, '/')
    expect(plain.setCookies).toEqual([])
    expect(await affiliateHitRows(app.db)).toHaveLength(before)
  })

  test('awc lasts 30 days; the attribution cookie 14 days with only the tracked keys', async () => {
    const s = await shopper(app, HOST)
    const res = await land(
      s,
      '/?awc=1234_1700000000_abc&utm_source=news&utm_medium=email&utm_campaign=xmas&gclid=G1&fbclid=F1&email=ana%40example.com&page=2',
    )
    const awc = cookieAttrs(res, 'awc')!
    expect(awc.value).toBe('1234_1700000000_abc')
    expect(awc['max-age']).toBe(String(30 * DAY))
    expect(awc.samesite).toBe('Lax')
    const attribution = cookieAttrs(res, 'attribution')!
    expect(JSON.parse(attribution.value!)).toEqual({
      utm_campaign: 'xmas',
      utm_medium: 'email',
      utm_source: 'news',
      gclid: 'G1',
      fbclid: 'F1',
    })
    expect(attribution['max-age']).toBe(String(14 * DAY))
    expect(attribution.samesite).toBe('Lax')
    expect(cookieAttrs(res, 'afdata')).toBeUndefined()
  })

  test('cookies are Secure behind https', async () => {
    const secureApp = await startTestApp({ TRUST_PROXY: 'loopback' })
    try {
      const res = await secureApp.request(HOST, '/?afcust=9&utm_source=x&awc=1_2_3', {
        headers: { 'user-agent': BROWSER, 'x-forwarded-proto': 'https' },
      })
      for (const name of ['afdata', 'awc', 'attribution']) expect(cookieAttrs(res, name), name).toHaveProperty('secure')
    } finally {
      await secureApp.close()
    }
  })

  test('an order placed after a tagged landing carries its attribution (afcust as a digit string)', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    await land(s, '/?afcust=1001&afcmp=spring&utm_source=partner&gclid=GCL1&awc=99_1700000000_z')
    expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
    await s.post('/checkout/contact', { email: 'ewa@example.pl', customerType: 'PERSON' })
    await s.post('/checkout/address', {
      firstName: 'Ewa',
      lastName: 'Nowak',
      street: 'ul. Długa 5',
      postalCode: '80-827',
      city: 'Gdańsk',
      phone: '601 234 567',
    })
    await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'DHL_PARCEL' })
    const step4 = (await s.page('/checkout?step=4')).text
    const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(step4)![1]!
    const placed = await s.post('/checkout/place', {
      cartId: hidden('cartId'),
      idempotencyKey: hidden('idempotencyKey'),
      paymentMethod: 'BLIK',
      acceptTerms: true,
    })
    expect(placed.status).toBe(200)
    const order = (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
    expect(order.attribution).toEqual({
      afcust: '1001',
      afcmp: 'spring',
      awc: '99_1700000000_z',
      utm_source: 'partner',
      gclid: 'GCL1',
    })
  })

  test('an order without attribution cookies stores null', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    await s.post('/checkout/contact', { email: 'jan@example.pl', customerType: 'PERSON' })
    await s.post('/checkout/address', {
      firstName: 'Jan',
      lastName: 'Nowak',
      street: 'ul. Długa 6',
      postalCode: '80-827',
      city: 'Gdańsk',
      phone: '601 234 568',
    })
    await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'DHL_PARCEL' })
    const step4 = (await s.page('/checkout?step=4')).text
    const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(step4)![1]!
    const placed = await s.post('/checkout/place', {
      cartId: hidden('cartId'),
      idempotencyKey: hidden('idempotencyKey'),
      paymentMethod: 'BLIK',
      acceptTerms: true,
    })
    expect((await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!.attribution).toBeNull()
  })
})

describe('CSP and the Google tag', () => {
  test('only brands with a GA4 id admit googletagmanager', async () => {
    const csp = async (host: string) => String((await app.request(host, '/')).headers['content-security-policy'])
    expect(await csp('wpx-es.localhost')).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/)
    expect(await csp('wpx-es.localhost')).toContain('https://*.google-analytics.com')
    expect(await csp('wpx-pl.localhost')).not.toContain('googletagmanager')
    expect(await csp('wpx-pl.localhost')).toContain("script-src 'self'")
    expect(await csp('wpx-cz.localhost')).not.toContain('google')
    // TZ-ES has a GA4 id in the seed too.
    expect(await csp('tz-es.localhost')).toContain('googletagmanager')
    expect(
      String((await app.request('wpx-es.localhost', '/api/session')).headers['content-security-policy']),
    ).toContain('googletagmanager')
  })
})

describe('ops CLI: events summary', () => {
  const root = resolve(fileURLToPath(import.meta.url), '../../..')
  const ops = (...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((done) => {
      const child = spawn(process.execPath, ['scripts/run.js', 'ops', ...args], {
        cwd: root,
        env: { ...process.env, ...app.databaseEnv },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => (stdout += d))
      child.stderr.on('data', (d) => (stderr += d))
      child.on('close', (code) => done({ code, stdout, stderr }))
    })

  test('prints per brand the page views, distinct paths and top paths of a day', async () => {
    const es = await shopper(app, HOST)
    await es.post('/api/session', consent(true))
    for (const path of ['/', '/', '/', '/cart', '/offers', '/help-center', '/tags-list', '/reviews']) {
      expect((await sendEvent(es, event({ page: { url: '', path, title: '', referrer: '' } }))).status).toBe(201)
    }
    const pl = await shopper(app, 'wpx-pl.localhost')
    await pl.post('/api/session', consent(true))
    await sendEvent(pl, event({ page: { url: '', path: '/tracking', title: '', referrer: '' } }))
    const day = new Date(TEST_NOW).toISOString().slice(0, 10)

    const all = await ops('events', 'summary', '--day', day)
    expect(all.code, all.stderr).toBe(0)
    const esLine = all.stdout.split('\n').find((l) => l.includes('WPX-ES'))!
    const esViews = (await pageEventRows(app.db)).filter((r) => r.brandSlug === 'WPX-ES')
    expect(esLine).toContain(`page views ${esViews.length}`)
    expect(esLine).toContain(`distinct paths ${new Set(esViews.map((r) => r.path)).size}`)
    expect(all.stdout).toContain('WPX-PL  page views 1  distinct paths 1')
    const lines = all.stdout.split('\n')
    const esTop = lines
      .slice(lines.indexOf(esLine) + 1)
      .filter((l, i, rest) => rest.slice(0, i + 1).every((x) => x.startsWith('  ')))
    expect(esTop).toHaveLength(5)
    expect(esTop[0]).toMatch(/^\s+3\s+\/$/)

    const one = await ops('events', 'summary', '--day', day, '--brand', 'WPX-PL')
    expect(one.stdout).not.toContain('WPX-ES')
    expect(one.stdout).toContain('/tracking')
    expect((await ops('events', 'summary', '--day', '2020-01-01')).stdout).toContain('no page events')
    expect((await ops('events', 'summary', '--day', '2026-02-30')).code).toBe(1)
  })
})
