import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request as undiciRequest } from 'undici'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cookieValue, startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { AUTH_COOKIE } from '../../server/middleware/auth.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'
const json = (body: unknown, cookie?: string, origin = `http://${HOST}`) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie: `shop_session=${cookie}` } : {}) },
  body: JSON.stringify(body),
})

async function newSession(): Promise<string> {
  const res = await app.request(HOST, '/api/session')
  return cookieValue(res.setCookies, 'shop_session')!
}

describe('shop session cookie', () => {
  test('page HTML never sets the session cookie (cacheable); the first API call does', async () => {
    const page = await app.request(HOST, '/')
    expect(page.status).toBe(200)
    expect(page.setCookies).toEqual([])
  })
  test('a visitor without a cookie gets a fresh sealed session: HttpOnly, SameSite=Lax, under 4 KB', async () => {
    const res = await app.request(HOST, '/api/session')
    const header = res.setCookies.find((c) => c.startsWith('shop_session='))!
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).not.toMatch(/Secure/)
    expect(cookieValue(res.setCookies, 'shop_session')!.startsWith('Fe26.2*t2*')).toBe(true)
    expect(header.length).toBeLessThan(4096)
  })
  test('behind HTTPS (trusted proxy) the cookie is Secure', async () => {
    const secure = await startTestApp({ TRUST_PROXY: 'loopback' })
    try {
      const res = await secure.request(HOST, '/api/session', { headers: { 'x-forwarded-proto': 'https' } })
      expect(res.setCookies.find((c) => c.startsWith('shop_session='))).toMatch(/Secure/)
    } finally {
      await secure.close()
    }
  })
  test('PUBLIC_SCHEME=https: every cookie is Secure even when the proxy sends no X-Forwarded-Proto (issue 32)', async () => {
    const https = await startTestApp({ PUBLIC_SCHEME: 'https' })
    try {
      const secure = (setCookies: string[], name: string) => {
        const header = setCookies.find((c) => c.startsWith(`${name}=`))
        expect(header, name).toBeDefined()
        expect(header, name).toMatch(/;\s*Secure/i)
      }
      secure((await https.request(HOST, '/api/session')).setCookies, 'shop_session')
      const tagged = await https.request(HOST, '/?afcust=9&utm_source=x&awc=1_2_3', {
        headers: {
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
        },
      })
      for (const name of ['afdata', 'awc', 'attribution']) secure(tagged.setCookies, name)
      const s = await shopper(https, HOST)
      const signedIn = await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
      expect(signedIn.status).toBe(200)
      secure(signedIn.setCookies, AUTH_COOKIE)
      for (const c of [...signedIn.setCookies, ...tagged.setCookies]) expect(c).toMatch(/;\s*Secure/i)
    } finally {
      await https.close()
    }
  })
  test('a valid cookie is kept (no new Set-Cookie)', async () => {
    const cookie = await newSession()
    const res = await app.request(HOST, '/', { headers: { cookie: `shop_session=${cookie}` } })
    expect(res.status).toBe(200)
    expect(cookieValue(res.setCookies, 'shop_session')).toBeUndefined()
  })
  test.each([
    ['garbage', 'not-a-seal'],
    ['wrong prefix', 'Fe26.1*t2*a*b*c**d*e'],
    ['too few parts', 'Fe26.2*t2*a*b'],
    ['unknown password id', 'Fe26.2*zz*a*b*c**d*e'],
  ])('a rejected cookie (%s) is replaced by a fresh session, never a 500', async (_name, value) => {
    const res = await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${value}` } })
    expect(res.status).toBe(200)
    expect(cookieValue(res.setCookies, 'shop_session')).toMatch(/^Fe26\.2\*t2\*/)
    expect(res.json<Record<string, unknown>>().isConsentGiven).toBeNull()
  })
  test('a tampered seal is replaced too', async () => {
    const cookie = await newSession()
    const parts = cookie.split('*')
    parts[4] = parts[4]!.split('').reverse().join('')
    const res = await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${parts.join('*')}` } })
    expect(res.status).toBe(200)
    expect(cookieValue(res.setCookies, 'shop_session')).not.toBe(cookie)
  })
})

describe('GET/POST /api/session (spec section 7)', () => {
  test('GET returns every session data field, null when unset, uncacheable', async () => {
    const res = await app.request(HOST, '/api/session')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      [
        'cartItemCount',
        'customer',
        'fotiApiClient',
        'ga4ClientId',
        'ga4SessionId',
        'ga4SessionNumber',
        'isAdsAccepted',
        'isAnalyticsAccepted',
        'isConsentGiven',
        'consentVersion',
        'screenDevicePixelRatio',
        'screenHeight',
        'screenWidth',
        'updateDateCustomer',
      ].sort(),
    )
  })
  test('consent, screen, analytics ids and customer are stored and read back', async () => {
    let cookie = await newSession()
    const bodies = [
      { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true, consentVersion: '2026-11' },
      { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 },
      { ga4ClientId: '123.456', ga4SessionId: '1732350000', ga4SessionNumber: 4 },
      { customer: { firstName: 'Lucía' }, updateDateCustomer: '2026-11-23T09:00:00Z' },
    ]
    for (const body of bodies) {
      const res = await app.request(HOST, '/api/session', json(body, cookie))
      expect(res.status).toBe(200)
      cookie = cookieValue(res.setCookies, 'shop_session')!
    }
    const data = (await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${cookie}` } })).json<
      Record<string, unknown>
    >()
    expect(data).toMatchObject({
      isConsentGiven: true,
      isAdsAccepted: false,
      consentVersion: '2026-11',
      screenWidth: 390,
      ga4SessionNumber: 4,
      customer: { firstName: 'Lucía' },
    })
  })
  test('field session stores several fields at once', async () => {
    const res = await app.request(
      HOST,
      '/api/session',
      json({ session: { fotiApiClient: 'web', screenWidth: 1280 } }, await newSession()),
    )
    expect(res.status).toBe(200)
    expect(res.json()).toMatchObject({ fotiApiClient: 'web', screenWidth: 1280 })
  })
  test.each([
    ['empty body', {}],
    ['mixed shapes', { screenWidth: 1, isConsentGiven: true }],
    ['wrong type', { isConsentGiven: 'yes', isAdsAccepted: true, isAnalyticsAccepted: true, consentVersion: '1' }],
    ['unknown field', { session: { admin: true } }],
    ['bad date', { customer: null, updateDateCustomer: 'yesterday' }],
    ['absurd screen', { screenWidth: -5, screenHeight: 10, screenDevicePixelRatio: 1 }],
  ])('bad input (%s) is a 400 with a message and changes nothing', async (_n, body) => {
    const cookie = await newSession()
    const res = await app.request(HOST, '/api/session', json(body, cookie))
    expect(res.status).toBe(400)
    expect(res.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(10)
    expect(res.setCookies).toEqual([])
  })
  test('malformed JSON and oversized bodies are 4xx, not 500', async () => {
    const cookie = await newSession()
    const bad = await app.request(HOST, '/api/session', { ...json({}, cookie), body: '{"isConsentGiven":' })
    expect(bad.status).toBe(400)
    const big = await app.request(
      HOST,
      '/api/session',
      json({ session: { fotiApiClient: 'x'.repeat(10_000) } }, cookie),
    )
    expect(big.status).toBe(413)
  })
  test('a cross-site POST is refused (CSRF)', async () => {
    const res = await app.request(
      HOST,
      '/api/session',
      json({ screenWidth: 1, screenHeight: 1, screenDevicePixelRatio: 1 }, await newSession(), 'http://evil.example'),
    )
    expect(res.status).toBe(403)
  })
})

describe('POST /api/log', () => {
  test('stores a client message in the log', async () => {
    const res = await app.request(HOST, '/api/log', json({ level: 'error', message: 'TypeError in checkout step 2' }))
    expect(res.status).toBe(204)
    expect(app.logs.some((l) => l.msg === 'TypeError in checkout step 2' && l.source === 'client')).toBe(true)
  })
  test('refuses bad levels, empty and oversized messages', async () => {
    expect((await app.request(HOST, '/api/log', json({ level: 'fatal', message: 'x' }))).status).toBe(400)
    expect((await app.request(HOST, '/api/log', json({ level: 'info', message: '' }))).status).toBe(400)
    expect((await app.request(HOST, '/api/log', json({ level: 'info', message: 'x'.repeat(3000) }))).status).toBe(413)
  })
  test('is rate limited per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++)
      statuses.push((await app.request(HOST, '/api/log', json({ level: 'info', message: `m${i}` }))).status)
    expect(statuses).toContain(429)
  })
})

describe('build check, health, headers', () => {
  test('GET /builds/latest.json names the running build', async () => {
    const res = await app.request(HOST, '/builds/latest.json')
    expect(res.json()).toEqual({ build: 'test-build' })
    expect(res.headers['cache-control']).toBe('no-cache')
  })
  test('GET /healthz', async () => {
    expect((await app.request('127.0.0.1', '/healthz')).json()).toMatchObject({ status: 'ok' })
  })
  test('security headers and compression on pages', async () => {
    const res = await app.request(HOST, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/)
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['content-encoding']).toBe('gzip')
  })
  test('hashed assets are served immutable', async () => {
    const html = (await app.request(HOST, '/')).text
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const res = await app.request(HOST, asset!)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toMatch(/immutable/)
    expect((await app.request(HOST, '/assets/missing-file.js')).status).toBe(404)
  })
  test('scripts and stylesheets are sent as the build compressed them: brotli, else gzip, else plain', async () => {
    const html = (await app.request(HOST, '/')).text
    const assets = [/(\/assets\/[^"]+\.js)"/.exec(html)?.[1], /(\/assets\/[^"]+\.css)"/.exec(html)?.[1]]
    for (const asset of assets) {
      expect(asset).toBeDefined()
      const plain = await undiciRequest(`http://127.0.0.1:${app.port}${asset}`, { headers: { host: HOST } })
      const original = Buffer.from(await plain.body.arrayBuffer())
      expect(plain.headers['content-encoding']).toBeUndefined()
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const res = await undiciRequest(`http://127.0.0.1:${app.port}${asset}`, {
          headers: { host: HOST, 'accept-encoding': accept },
        })
        const body = Buffer.from(await res.body.arrayBuffer())
        expect([res.statusCode, res.headers['content-encoding']], `${asset} ${accept}`).toEqual([200, encoding])
        expect(res.headers['content-type']).toMatch(asset!.endsWith('.js') ? /javascript/ : /text\/css/)
        expect(res.headers['cache-control']).toMatch(/immutable/)
        expect(res.headers.vary).toMatch(/Accept-Encoding/)
        expect(Number(res.headers['content-length'])).toBe(body.length)
        expect(decode(body).equals(original), `${asset} ${encoding}`).toBe(true)
        if (encoding === 'br') expect(body.length).toBeLessThan(original.length / 2.5)
      }
    }
  })
  test('the viewport cookie picks the device class for SSR, desktop by default', async () => {
    expect((await app.request(HOST, '/')).text).toContain('data-device="desktop"')
    expect((await app.request(HOST, '/', { headers: { cookie: 'viewport=mobileWide' } })).text).toContain(
      'data-device="mobile"',
    )
    expect((await app.request(HOST, '/', { headers: { cookie: 'viewport=tablet' } })).text).toContain(
      'data-device="tablet"',
    )
  })
  test('unknown API paths are a JSON 404', async () => {
    const res = await app.request(HOST, '/api/nope')
    expect(res.status).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})
