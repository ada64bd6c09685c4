import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connect } from 'node:net'
import * as Iron from 'iron-webcrypto'
import { cookieValue, startTestApp, TEST_SECRETS, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { HTTP_TIMEOUTS } from '../../server/http/http-server.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

// Issue 15, findings 7, 8, 11, 12.

const HOST = 'wpx-es.localhost'
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

describe('payment webhooks', () => {
  test.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    'an unknown provider named like an object member (%s) is a 404, never a 500',
    async (name) => {
      const res = await app.request(HOST, `/api/payments/${name}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(404)
      expect(res.json()).toMatchObject({ error: { code: 'unknown_provider' } })
    },
  )
})

const ADDRESS = ES_ADDRESS

/** A cart up to step 4; the hidden fields of the review form. */
async function readyToPlace(s: Shopper, email: string) {
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  expect((await s.post('/checkout/contact', { email, customerType: 'PERSON' })).status).toBe(200)
  expect((await s.post('/checkout/address', ADDRESS)).status).toBe(200)
  expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'CORREOS' })).status).toBe(200)
  const step4 = (await s.page('/checkout?step=4')).text
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4)?.[1] ?? ''
  return { cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey') }
}

describe('idempotency keys belong to the checkout that used them', () => {
  test("another session sending a known key gets 422 and nothing of the first shopper's order", async () => {
    const first = await shopper(app, HOST)
    const ready = await readyToPlace(first, 'first.buyer@example.es')
    const place = (s: Shopper, cartId: string, key: string, asJson = true) =>
      s.post(
        '/checkout/place',
        { cartId, idempotencyKey: key, paymentMethod: 'BANK_TRANSFER', acceptTerms: true },
        asJson,
      )
    const placed = await place(first, ready.cartId, ready.idempotencyKey)
    expect(placed.status).toBe(200)
    const order = placed.json<{ order: string }>().order
    // The same shopper's retry still gets the same order back.
    expect((await place(first, ready.cartId, ready.idempotencyKey)).json()).toMatchObject({ order })

    const other = await shopper(app, HOST)
    const mine = await readyToPlace(other, 'other.buyer@example.es')
    const stolen = await place(other, mine.cartId, ready.idempotencyKey)
    expect(stolen.status).toBe(422)
    expect(stolen.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } })
    expect(stolen.text).not.toContain(order)
    const form = await place(other, mine.cartId, ready.idempotencyKey, false)
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/checkout?step=4&error=bad_idempotency_key')
    // Their own cart is untouched and can still be ordered with their own key.
    expect((await other.cart()).lines).toHaveLength(1)
    const own = await place(other, mine.cartId, mine.idempotencyKey)
    expect(own.status).toBe(200)
    expect(own.json<{ order: string }>().order).not.toBe(order)
  })
})

describe('sealed session cookies', () => {
  const [id, secret] = TEST_SECRETS[0]!
  const sealWith = (opts: { ttl: number; offsetMs: number }) =>
    Iron.seal(
      { id: 'sealtestsessionidaaaaaaaaaaaaaaa', createdAt: Date.now(), data: {} },
      { id, secret },
      {
        ...Iron.defaults,
        ttl: opts.ttl,
        localtimeOffsetMsec: opts.offsetMs,
      },
    )
  const kept = async (seal: string) =>
    cookieValue(
      (await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${seal}` } })).setCookies,
      'shop_session',
    ) === undefined

  test('a seal without an expiry is refused on the first request as on the second', async () => {
    const seal = await sealWith({ ttl: 0, offsetMs: 0 })
    expect(await kept(seal)).toBe(false)
    expect(await kept(seal)).toBe(false)
  })

  test('a seal that expired seconds ago is refused on the first request as on the second', async () => {
    const seal = await sealWith({ ttl: 1_000, offsetMs: -30_000 })
    expect(await kept(seal)).toBe(false)
    expect(await kept(seal)).toBe(false)
  })

  test('a live seal is kept on every request', async () => {
    const seal = await sealWith({ ttl: 3_600_000, offsetMs: 0 })
    expect(await kept(seal)).toBe(true)
    expect(await kept(seal)).toBe(true)
  })
})

describe('slow clients', () => {
  test('the production server has header, request and keep-alive timeouts set', () => {
    expect(HTTP_TIMEOUTS).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
      checkIntervalMs: 2_000,
    })
  })

  test('a body that trickles in past the request timeout is cut with 408', async () => {
    const quick = await startTestApp(
      {},
      {
        httpTimeouts: {
          headersTimeoutMs: 1_000,
          requestTimeoutMs: 1_500,
          keepAliveTimeoutMs: 5_000,
          checkIntervalMs: 250,
        },
      },
    )
    try {
      const started = Date.now()
      const answer = await new Promise<string>((done) => {
        const socket = connect(quick.port, '127.0.0.1', () => {
          socket.write(
            `POST /images/upload HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: http://${HOST}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n`,
          )
          const drip = setInterval(() => socket.write('a'), 200)
          let got = ''
          socket.on('data', (d) => (got += d))
          socket.on('close', () => {
            clearInterval(drip)
            done(got)
          })
          socket.on('error', () => undefined)
        })
      })
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      await quick.close()
    }
  })
})
