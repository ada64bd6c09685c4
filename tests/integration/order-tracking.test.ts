import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { moveOrder } from '../../server/services/orders/move-order.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { visibleHtml } from '../helpers/visible-html.js'

let app: TestApp
beforeAll(async () => {
  // Lookups are rate limited per client address: each test lookup comes from its own (proxied) address.
  app = await startTestApp({ TRUST_PROXY: 'loopback' })
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

/** A guest order on WPX-ES paid by bank transfer (status 4), placed through the checkout's JSON steps. */
async function placeOrder(s: Shopper, email: string, carrier = 'CORREOS'): Promise<string> {
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  expect((await s.post('/checkout/contact', { email, customerType: 'PERSON' })).json()).toEqual({ ok: true, next: 2 })
  expect((await s.post('/checkout/address', ES_ADDRESS)).json()).toEqual({ ok: true, next: 3 })
  expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier })).json()).toEqual({ ok: true, next: 4 })
  const step4 = (await s.page('/checkout?step=4')).text
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4)?.[1] ?? ''
  const placed = await s.post('/checkout/place', {
    cartId: hidden('cartId'),
    idempotencyKey: hidden('idempotencyKey'),
    paymentMethod: 'BANK_TRANSFER',
    acceptTerms: true,
  })
  return placed.json<{ order: string }>().order
}

async function move(publicId: string, ...statuses: number[]) {
  const order = (await oq.findOrderByPublicId(app.db, publicId))!
  for (const to of statuses) {
    // Shipping by a carrier gives its tracking number (docs/order-status.md).
    const trackingNumber = to === 9 ? 'PQ4F6P0012345' : undefined
    const r = await moveOrder(app.db, order.id, { to, actor: 'test', trackingNumber }, Date.now())
    expect(r.ok, `move to ${to}`).toBe(true)
  }
}

const shortNumber = (publicId: string) => publicId.slice(0, 8).toUpperCase()

describe('tracking by the short order number', () => {
  let publicId = ''
  let otherBrandOrder = ''
  beforeAll(async () => {
    publicId = await placeOrder(await shopper(app, HOST), 'number@example.es')
    otherBrandOrder = await placeOrder(await shopper(app, HOST), 'second@example.es')
  })
  let ip = 0
  const lookup = (order: string, secret: string, json = false, from = `10.1.0.${++ip}`) =>
    app.request(HOST, '/tracking/lookup', {
      method: 'POST',
      headers: {
        origin: `http://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': from,
        ...(json ? { accept: 'application/json' } : {}),
      },
      body: new URLSearchParams({ order, emailOrPostalCode: secret }).toString(),
    })

  test('the number the confirmation page and mail show finds the order, as typed or pasted', async () => {
    const number = shortNumber(publicId)
    for (const typed of [number, number.toLowerCase(), ` ${number.slice(0, 4)}-${number.slice(4)} `, `#${number}`]) {
      const res = await lookup(typed, 'number@example.es')
      expect(res.status, typed).toBe(303)
      expect(res.headers.location, typed).toBe(`/tracking/${publicId}`)
    }
    expect((await lookup(number, '28013')).headers.location).toBe(`/tracking/${publicId}`)
    expect((await lookup(number, 'number@example.es', true)).json()).toEqual({ ok: true, order: publicId })
    // The long code keeps working.
    expect((await lookup(publicId, 'number@example.es')).headers.location).toBe(`/tracking/${publicId}`)
  })

  test('every miss gets the same answer: unknown number, wrong email, another order’s email, malformed input', async () => {
    const number = shortNumber(publicId)
    const misses = [
      [number, 'someone@example.es'],
      [number, '08001'],
      [number, 'second@example.es'],
      [shortNumber(otherBrandOrder), 'number@example.es'],
      ['ZZZZZZZZ', 'number@example.es'],
      ['AAAAAAA', 'number@example.es'],
      [`${number}X`, 'number@example.es'],
      ['not-an-order!', 'number@example.es'],
    ]
    for (const [order, secret] of misses) {
      const form = await lookup(order!, secret!)
      expect([form.status, form.headers.location], `${order} ${secret}`).toEqual([303, '/tracking?error=not_found'])
      const json = await lookup(order!, secret!, true)
      expect([json.status, json.text], `${order} ${secret}`).toEqual([
        404,
        JSON.stringify({ error: { code: 'not_found', message: 'No order matches these details.' } }),
      ])
    }
  })

  test('an order of another brand is not found by its number', async () => {
    const res = await app.request('tz-es.localhost', '/tracking/lookup', {
      method: 'POST',
      headers: { origin: 'http://tz-es.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order: shortNumber(publicId), emailOrPostalCode: 'number@example.es' }).toString(),
    })
    expect(res.headers.location).toBe('/tracking?error=not_found')
  })
})

describe('the lookup keeps its rate limit', () => {
  test('the eleventh lookup of a minute from one address is refused, for numbers as for codes', async () => {
    const send = (order: string) =>
      app.request(HOST, '/tracking/lookup', {
        method: 'POST',
        headers: {
          origin: `http://${HOST}`,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '10.9.9.9',
        },
        body: new URLSearchParams({ order, emailOrPostalCode: 'x@example.es' }).toString(),
      })
    for (let i = 0; i < 10; i++)
      expect((await send(i % 2 ? 'ABCDEFGH' : 'a'.repeat(26))).headers.location).toBe('/tracking?error=not_found')
    expect((await send('ABCDEFGH')).headers.location).toBe('/tracking?error=rate_limited')
  })
})

describe('dates and states the shopper reads', () => {
  test('the cart estimate names one day when the earliest and latest day are the same', async () => {
    const s = await shopper(app, HOST)
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    const page = (await s.page('/cart?shipment_country=ES&shipment_postal_code=28013')).text
    const options = [...page.matchAll(/data-testid="shipment-option">(.*?)<\/li>/g)].map((m) =>
      m[1]!.replace(/<!-- -->/g, ''),
    )
    expect(options).toHaveLength(4)
    // Chronoexpress delivers the next working day after production: one date, said once.
    const chrono = options.find((o) => o.includes('Chronoexpress'))!
    expect(chrono).not.toMatch(/entre el (.+) y el \1/)
    expect(chrono).toMatch(/entrega el \d+ de \p{L}+/u)
    const correos = options.find((o) => o.includes('Correos'))!
    expect(correos).toMatch(/entrega entre el \d+ de \p{L}+ y el \d+ de \p{L}+/u)
  })

  test('a delivered order shows no expected delivery date, and “preparing your print files” once in its history', async () => {
    const s = await shopper(app, HOST)
    const publicId = await placeOrder(s, 'delivered@example.es')
    const tracking = async () => visibleHtml((await app.request(HOST, `/tracking/${publicId}`)).text)
    expect(await tracking()).toContain('Entrega prevista')
    await move(publicId, 0, 200, 201, 202, 1, 13, 8, 9, 15)
    const page = await tracking()
    expect(page).toContain('data-testid="tracking-status">Entregado<')
    expect(page).not.toContain('Entrega prevista')
    const timeline = /data-testid="tracking-timeline">(.*?)<\/ol>/.exec(page)![1]!
    expect(timeline.match(/Preparando tus archivos de impresión/g)).toHaveLength(1)
    expect(timeline.match(/Archivos de impresión listos/g)).toHaveLength(1)
    const completed = (await s.page(`/order-completed?order=${publicId}`)).text
    expect(completed).toContain('data-testid="order-delivery"')
    expect(/data-testid="order-delivery">(.*?)<\/p>/.exec(completed)![1]).not.toMatch(/\d+ de \p{L}+/u)
  })

  test('a cancelled order shows no expected delivery date', async () => {
    const s = await shopper(app, HOST)
    const publicId = await placeOrder(s, 'cancelled@example.es')
    const before = (await s.page(`/order-completed?order=${publicId}`)).text
    expect(/data-testid="order-delivery">(.*?)<\/p>/.exec(before)![1]).toMatch(/\d+ de \p{L}+/u)
    await move(publicId, 10)
    const page = visibleHtml((await app.request(HOST, `/tracking/${publicId}`)).text)
    expect(page).toContain('data-testid="tracking-status">Cancelado<')
    expect(page).not.toContain('Entrega prevista')
    const after = (await s.page(`/order-completed?order=${publicId}`)).text
    expect(/data-testid="order-delivery">(.*?)<\/p>/.exec(after)![1]).not.toMatch(/\d+ de \p{L}+/u)
  })
})

describe('phone numbers of the delivery address', () => {
  test('WPX-IT takes an Italian landline with its leading 0 and stores it in E.164', async () => {
    const s = await shopper(app, 'wpx-it.localhost')
    expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
    expect((await s.post('/checkout/contact', { email: 'fisso@example.it', customerType: 'PERSON' })).json()).toEqual({
      ok: true,
      next: 2,
    })
    const address = {
      firstName: 'Giulia',
      lastName: 'Rossi',
      street: 'Via del Corso 1',
      postalCode: '00186',
      city: 'Roma',
    }
    for (const phone of ['+39 06 6988 1234', '02 1234 5678']) {
      const res = await s.post('/checkout/address', { ...address, phone })
      expect(res.json(), phone).toEqual({ ok: true, next: 3 })
    }
    const bad = await s.post('/checkout/address', { ...address, phone: '6 6988 1234' })
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ error: { fields: ['phone'] } })
  })
})
