import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { startIconStandIn } from '../helpers/icon-stand-in.js'

let app: TestApp
let off: TestApp
let iconStandIn: Awaited<ReturnType<typeof startIconStandIn>>
beforeAll(async () => {
  iconStandIn = await startIconStandIn()
  app = await startTestApp({ ICON_SERVICE_URL: iconStandIn.url })
  off = await startTestApp({ CLIENT_API_REQUESTS: 'off' })
})
afterAll(async () => {
  await app.close()
  await off.close()
  await iconStandIn.close()
})

const get = (path: string, a: TestApp = app, host = 'wpx-es.localhost') => a.request(host, path)
type ApiError = { error: { code: string; message: string } }

describe('GET /builds/meta/{build}.json: route metadata of the running build', () => {
  test('the running build lists its routes and the payload URL of each, immutable', async () => {
    const res = await get('/builds/meta/test-build.json')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = res.json<{ id: string; routes: { path: string; payload: string }[] }>()
    expect(meta.id).toBe('test-build')
    expect(meta.routes).toContainEqual({ path: '/', payload: '/_payload.json' })
    expect(meta.routes).toContainEqual({ path: '/offers', payload: '/offers/_payload.json' })
    // Routes with parameters have no single payload; the error page is no route.
    expect(meta.routes.map((r) => r.path)).not.toContain('/design')
    expect(meta.routes.map((r) => r.path)).not.toContain('/_error')
  })

  test('another build is 404, a malformed id 400', async () => {
    const other = await get('/builds/meta/an-older-build.json')
    expect(other.status).toBe(404)
    expect(other.json<ApiError>().error.code).toBe('unknown_build')
    expect((await get('/builds/meta/%3Cscript%3E.json')).status).toBe(400)
    expect((await get('/builds/latest.json')).json()).toEqual({ build: 'test-build' })
  })
})

describe('GET /{route}/_payload.json: the data a route renders with', () => {
  test('a route payload is the page data of that route as JSON', async () => {
    const res = await get('/offers/_payload.json')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/json/)
    const payload = res.json<{ logicalPath?: string; data?: unknown }>()
    expect(payload.logicalPath).toBe('/offers')
    expect(payload.data).toBeTruthy()
    const home = await get('/_payload.json')
    expect(home.status).toBe(200)
    expect(home.json<{ logicalPath?: string }>().logicalPath).toBe('/')
  })

  test('a localized URL gives its page payload; an unknown route is 404', async () => {
    const de = await get('/offers/_payload.json', app, 'de.wpx-es.localhost')
    expect(de.status).toBe(200)
    expect((await get('/no-such-page/_payload.json')).status).toBe(404)
  })
})

describe('icon data service: GET /api/icons/{prefix}.json?icons=', () => {
  test('the shop icons come from the build, other icons from the icon service', async () => {
    const shop = await get('/api/icons/shop.json?icons=cart,lock')
    expect(shop.status).toBe(200)
    const set = shop.json<{ prefix: string; icons: Record<string, { body: string }> }>()
    expect(set.prefix).toBe('shop')
    expect(Object.keys(set.icons).sort()).toEqual(['cart', 'lock'])
    expect(set.icons.cart!.body).toContain('<path')
    const mdi = await get('/api/icons/mdi.json?icons=home,unknown-thing')
    expect(mdi.status).toBe(200)
    expect(mdi.json()).toMatchObject({ icons: { home: {} }, not_found: ['unknown-thing'] })
  })

  test('a URL over 500 characters is 414, bad names 400, unknown icons 404, in the site language', async () => {
    const long = await get(`/api/icons/mdi.json?icons=${Array.from({ length: 80 }, (_, i) => `icon-${i}`).join(',')}`)
    expect(long.status).toBe(414)
    expect(long.json<ApiError>().error).toMatchObject({ code: 'url_too_long', message: expect.stringMatching(/larga/) })
    const bad = await get('/api/icons/shop.json?icons=%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(bad.json<ApiError>().error.code).toBe('invalid_icons')
    expect((await get('/api/icons/shop.json')).status).toBe(400)
    const none = await get('/api/icons/shop.json?icons=no-such-icon')
    expect(none.status).toBe(404)
    expect(none.json<ApiError>().error.code).toBe('icons_not_found')
  })
})

describe('client-side API requests disabled (CLIENT_API_REQUESTS=off)', () => {
  test('route payloads and icon data answer 403 client_api_disabled, translated; pages still render', async () => {
    for (const path of ['/offers/_payload.json', '/api/icons/shop.json?icons=cart']) {
      const res = await get(path, off)
      expect(res.status).toBe(403)
      expect(res.json<ApiError>().error).toMatchObject({
        code: 'client_api_disabled',
        message: expect.stringMatching(/desactivad/),
      })
    }
    const de = await get('/offers/_payload.json', off, 'de.wpx-es.localhost')
    expect(de.json<ApiError>().error.message).toMatch(/deaktiviert/)
    expect((await get('/offers', off)).status).toBe(200)
  })
})
