import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { photo } from '../helpers/photos.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

// The upload budget of decision 047 at its default counts (500 per session); the address ceiling is set to 600 here
// so that refusing an address takes a few hundred uploads rather than a thousand, and still lets one session's 500 pass.
const HOST = 'wpx-es.localhost'
let app: TestApp
let tiny: Buffer
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'loopback', LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: '600' })
  tiny = await photo(8, 8)
})
afterAll(() => app.close())

const visitor = async (address: string) => {
  const s = await shopper(app, HOST)
  const from = { 'x-forwarded-for': address }
  const upload = () =>
    s.postMultipart('/images/upload', multipart({}, { field: 'img', name: 'p.jpg', type: 'image/jpeg', data: tiny }), {
      accept: 'application/json',
      ...from,
    })
  return { s, from, upload }
}

const uploadMany = async (upload: () => ReturnType<Awaited<ReturnType<typeof visitor>>['upload']>, n: number) => {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) statuses.push((await upload()).status)
  return statuses
}

describe('the upload budget (decision 047)', () => {
  test('one session uploads 500 photos in one go without meeting a limit; the 501st waits', async () => {
    const v = await visitor('203.0.113.10')
    const statuses = await uploadMany(v.upload, 500)
    expect(statuses.filter((s) => s !== 201)).toEqual([])
    const next = await v.upload()
    expect(next.status).toBe(429)
    expect(next.json()).toMatchObject({ error: { code: 'too_many_uploads' } })
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0)
  }, 180_000)

  test('an address uploading from fresh sessions without ever ordering is refused, with a Retry-After', async () => {
    for (let round = 0; round < 6; round++) {
      const v = await visitor('203.0.113.20')
      expect((await uploadMany(v.upload, 100)).filter((s) => s !== 201)).toEqual([])
    }
    const fresh = await visitor('203.0.113.20')
    const refused = await fresh.upload()
    expect(refused.status).toBe(429)
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_uploads' } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held up by it.
    expect((await (await visitor('203.0.113.21')).upload()).status).toBe(201)
  }, 180_000)

  test('placing an order renews the session budget and gives the address back what the session uploaded', async () => {
    const v = await visitor('203.0.113.30')
    expect((await uploadMany(v.upload, 500)).filter((s) => s !== 201)).toEqual([])
    expect((await v.upload()).status).toBe(429)
    expect((await v.s.post('/cart/add', { articleId: 102, quantity: 1 }, true, v.from)).status).toBe(200)
    const ready = await readyToPlace(v.s, 'budget@example.es', ES_ADDRESS)
    const placed = await v.s.post(
      '/checkout/place',
      { ...ready, paymentMethod: 'CARD', acceptTerms: true },
      true,
      v.from,
    )
    expect(placed.status).toBe(200)
    // The next order's photos: the session's 500 again, and the address (600 a day) has room for them too.
    expect((await uploadMany(v.upload, 500)).filter((s) => s !== 201)).toEqual([])
  }, 240_000)
})
