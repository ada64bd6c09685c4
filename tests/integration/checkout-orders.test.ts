import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { failInsertsInto } from '../helpers/test-database.js'
import { startTestApp, TEST_PSP_SECRET, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { signWebhook } from '../../server/domain/payments/webhook-signature.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { openRefund } from '../../server/services/orders/refunds.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const PL_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'ul. Marszałkowska 10',
  postalCode: '00-950',
  city: 'Warszawa',
  phone: '512 345 678',
}

/** Steps 1-3 as JSON, then the step-4 form's hidden fields as the page renders them. */
async function readyToPay(
  s: Shopper,
  opts: {
    email: string
    address: Record<string, string>
    shipment: Record<string, string>
    articleId?: number
    quantity?: number
  },
) {
  expect((await s.post('/cart/add', { articleId: opts.articleId ?? 102, quantity: opts.quantity ?? 1 })).status).toBe(
    200,
  )
  expect((await s.post('/checkout/contact', { email: opts.email, customerType: 'PERSON' })).json()).toEqual({
    ok: true,
    next: 2,
  })
  expect((await s.post('/checkout/address', opts.address)).json()).toEqual({ ok: true, next: 3 })
  const shipment = await s.post('/checkout/shipment', opts.shipment)
  expect(shipment.json()).toEqual({ ok: true, next: 4 })
  const step4 = await s.page('/checkout?step=4')
  expect(step4.status).toBe(200)
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
  return { page: step4.text, cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey') }
}

const orderOf = async (publicId: string) => (await oq.findOrderByPublicId(app.db, publicId))!

async function pspDecide(host: string, hostedUrl: string, choice: string) {
  const path = new URL(hostedUrl).pathname
  const page = await app.request(host, path)
  expect(page.status).toBe(200)
  const res = await app.request(host, path, {
    method: 'POST',
    headers: { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
  })
  expect(res.status).toBe(303)
  return res.headers.location as string
}

describe('guest checkout through the test PSP (WPX-PL, PLN, BLIK)', () => {
  test('contact, address, carrier, BLIK: the signed webhook pays the order once and the Polish confirmation is sent', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    const ready = await readyToPay(s, {
      email: 'anna@example.pl',
      address: PL_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'DHL_PARCEL' },
      quantity: 2,
    })
    expect(ready.page).toContain('BLIK')
    expect(ready.idempotencyKey).toMatch(/^[a-z2-7]{26}$/)
    const placed = await s.post('/checkout/place', {
      cartId: ready.cartId,
      idempotencyKey: ready.idempotencyKey,
      paymentMethod: 'BLIK',
      acceptTerms: true,
    })
    expect(placed.status).toBe(200)
    const { order: publicId, next } = placed.json<{ order: string; next: string }>()
    expect(publicId).toMatch(/^[a-z2-7]{26}$/)
    expect(next).toMatch(/^http:\/\/wpx-pl\.localhost(:\d+)?\/_test-psp\/pay\/tpp_/)
    const order = await orderOf(publicId)
    expect(order.status).toBe(4)
    expect(order.currency).toBe('PLN')
    // Totals are the server's: two mugs at the PLN list price plus the DHL rate (below the free-shipping amount).
    const lines = await oq.orderLineRows(app.db, order.id)
    expect(lines).toHaveLength(1)
    expect(order.subtotalMinor).toBe(lines[0]!.unitPriceMinor * 2)
    expect(order.totalMinor).toBe(order.subtotalMinor - order.discountMinor + order.shippingMinor)
    expect(order.shippingMinor).toBe(order.subtotalMinor >= 19900 ? 0 : 2499)
    expect((await s.cart()).lines).toHaveLength(0)

    const returnUrl = await pspDecide('wpx-pl.localhost', next, 'succeeded')
    await app.jobs.idle()
    expect((await orderOf(publicId)).status).toBe(0)
    const back = await s.page(new URL(returnUrl).pathname + new URL(returnUrl).search)
    expect(back.status).toBe(303)
    expect(back.headers.location).toBe(`/order-completed?order=${publicId}`)
    const done = await s.page(back.headers.location as string)
    expect(done.status).toBe(200)
    expect(done.text).toContain('data-state="paid"')
    expect(done.text).toContain('lang="pl-PL"')

    await app.jobs.idle()
    const mails = app.outbox().filter((m) => m.to === 'anna@example.pl')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(publicId.slice(0, 8).toUpperCase())
    expect(mails[0]!.text).toMatch(/zł/)
    expect(mails[0]!.text).toContain(`/tracking/${publicId}`)
  })

  test('a failed payment leaves the order waiting; paying again with another method works', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    const ready = await readyToPay(s, {
      email: 'piotr@example.pl',
      address: PL_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    const placed = (
      await s.post('/checkout/place', {
        cartId: ready.cartId,
        idempotencyKey: ready.idempotencyKey,
        paymentMethod: 'CARD',
        acceptTerms: true,
      })
    ).json<{ order: string; next: string }>()
    const returnUrl = await pspDecide('wpx-pl.localhost', placed.next, 'failed')
    const back = await s.page(new URL(returnUrl).pathname + new URL(returnUrl).search)
    expect(back.headers.location).toBe(`/order-completed?order=${placed.order}&payment=failed`)
    const page = await s.page(back.headers.location as string)
    expect(page.text).toContain('data-testid="payment-flag"')
    expect(page.text).toContain('data-testid="pay-again"')
    expect((await orderOf(placed.order)).status).toBe(4)
    const again = await s.post('/checkout/pay', { order: placed.order, paymentMethod: 'BLIK' })
    const next = again.json<{ next: string }>().next
    expect(next).toMatch(/\/_test-psp\/pay\/tpp_/)
    await pspDecide('wpx-pl.localhost', next, 'succeeded')
    await app.jobs.idle()
    expect((await orderOf(placed.order)).status).toBe(0)
    expect((await orderOf(placed.order)).paymentMethod).toBe('BLIK')
    const attempts = (await oq.paymentsOfOrder(app.db, (await orderOf(placed.order)).id)).map((p) => p.status)
    expect(attempts).toEqual(['CANCELED', 'PAID'])
  })
})

describe('bank transfer and pickup points (WPX-ES, EUR)', () => {
  test('the order waits in status 4 with a checksummed reference until ops marks it paid', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const step3Ready = await readyToPay(s, {
      email: 'lucia@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    // Change to a pickup point found by the search for the address postal code.
    const step3 = await s.page('/checkout?step=3')
    const pointId = /name="pickupPointId" value="([A-Z0-9-]+)"/.exec(step3.text)?.[1]
    expect(pointId).toBeDefined()
    expect(
      (
        await s.post('/checkout/shipment', { mode: 'PICKPOINT', pickupPointId: pointId!, pickupPostalCode: '28013' })
      ).json(),
    ).toEqual({ ok: true, next: 4 })
    const forged = await s.post('/checkout/shipment', {
      mode: 'PICKPOINT',
      pickupPointId: 'GLS-ES-28013-99',
      pickupPostalCode: '28013',
    })
    expect(forged.status).toBe(400)
    const placed = await s.post('/checkout/place', {
      cartId: step3Ready.cartId,
      idempotencyKey: step3Ready.idempotencyKey,
      paymentMethod: 'BANK_TRANSFER',
      acceptTerms: true,
    })
    const { order: publicId, next } = placed.json<{ order: string; next: string }>()
    expect(next).toBe(`/order-completed?order=${publicId}`)
    const order = await orderOf(publicId)
    expect(order.status).toBe(4)
    expect(order.paymentKind).toBe('TRANSFER')
    expect((order.shipment as { mode: string; shippingType: string }).shippingType).toBe('PICKPOINT')
    const page = await s.page(next)
    const reference = /data-testid="transfer-reference">([^<]+)</.exec(page.text)?.[1]
    expect(reference).toMatch(/^RF\d{2}\d+$/)
    await app.jobs.idle()
    const mail = app.outbox().find((m) => m.to === 'lucia@example.es')
    expect(mail?.text).toContain(reference!)
    expect(mail?.text).toMatch(/IBAN/)
  })

  test('a carrier the site does not offer and a mode the site does not have are refused with the field named', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    await s.post('/checkout/contact', { email: 'a@example.pl', customerType: 'PERSON' })
    await s.post('/checkout/address', PL_ADDRESS)
    const carrier = await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'CORREOS' })
    expect(carrier.status).toBe(400)
    expect(carrier.json()).toMatchObject({ error: { fields: ['carrier'] } })
    const mode = await s.post('/checkout/shipment', { mode: 'MANAGED' })
    expect(mode.json()).toMatchObject({ error: { fields: ['mode'] } })
  })
})

describe('exactly one order', () => {
  test('parallel duplicate submissions with one key, and a second tab with another key, give one order', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'dup@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    const before = (await oq.listOrders(app.db, { brandSlug: 'WPX-ES', statuses: null, limit: 1000, afterId: 0 }))
      .length
    const submit = (key: string) =>
      s.post('/checkout/place', { cartId: ready.cartId, idempotencyKey: key, paymentMethod: 'CARD', acceptTerms: true })
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => submit(ready.idempotencyKey)),
      submit('second-tab-key-0123456789'),
    ])
    const ids = new Set(results.map((r) => r.json<{ order: string }>().order))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(ids.size).toBe(1)
    const nexts = new Set(results.map((r) => r.json<{ next: string }>().next))
    expect(nexts.size).toBe(1)
    expect((await oq.listOrders(app.db, { brandSlug: 'WPX-ES', statuses: null, limit: 1000, afterId: 0 })).length).toBe(
      before + 1,
    )
    expect(await oq.paymentsOfOrder(app.db, (await orderOf([...ids][0]!)).id)).toHaveLength(1)
  })

  test('a crash in the middle of placing leaves no order and the cart intact', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'crash@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    const undoCrash = await failInsertsInto(app.db, 'order_lines')
    try {
      const res = await s.post('/checkout/place', {
        cartId: ready.cartId,
        idempotencyKey: ready.idempotencyKey,
        paymentMethod: 'CARD',
        acceptTerms: true,
      })
      expect(res.status).toBe(500)
    } finally {
      await undoCrash()
    }
    expect(await oq.findOrderByCart(app.db, ready.cartId)).toBeUndefined()
    expect((await s.cart()).lines).toHaveLength(1)
    const retry = await s.post('/checkout/place', {
      cartId: ready.cartId,
      idempotencyKey: ready.idempotencyKey,
      paymentMethod: 'CARD',
      acceptTerms: true,
    })
    expect(retry.status).toBe(200)
  })

  test('a stale cart id, a method the site lacks and a missing key are refused without an order', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'refuse@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    expect(
      (
        await s.post('/checkout/place', {
          cartId: 'abcdefghijklmnopqrstuvwx',
          idempotencyKey: ready.idempotencyKey,
          paymentMethod: 'CARD',
          acceptTerms: true,
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await s.post('/checkout/place', {
          cartId: ready.cartId,
          idempotencyKey: ready.idempotencyKey,
          paymentMethod: 'BLIK',
          acceptTerms: true,
        })
      ).json(),
    ).toMatchObject({ error: { code: 'method_not_offered' } })
    expect(
      (
        await s.post('/checkout/place', {
          cartId: ready.cartId,
          idempotencyKey: 'x',
          paymentMethod: 'CARD',
          acceptTerms: true,
        })
      ).status,
    ).toBe(400)
    const form = await s.post(
      '/checkout/place',
      { cartId: ready.cartId, idempotencyKey: ready.idempotencyKey, paymentMethod: 'BLIK', acceptTerms: true },
      false,
    )
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/checkout?step=4&error=method_not_offered')
    expect(await oq.findOrderByCart(app.db, ready.cartId)).toBeUndefined()
  })
})

describe('terms and conditions', () => {
  test('an order is placed only with the terms accepted: refused with a clear message, nothing placed', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'terms@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    // The review step asks for it: a required checkbox, the withdrawal information and a pay button saying "pay".
    expect(/<input[^>]*name="acceptTerms"[^>]*>/.exec(ready.page)?.[0]).toContain('required')
    expect(ready.page).toContain('data-testid="withdrawal-info"')
    const place = { cartId: ready.cartId, idempotencyKey: ready.idempotencyKey, paymentMethod: 'CARD' }
    for (const refused of [place, { ...place, acceptTerms: false }, { ...place, acceptTerms: 'no' }]) {
      const res = await s.post('/checkout/place', refused)
      expect(res.status).toBe(400)
      expect(res.json()).toEqual({
        error: { code: 'terms_not_accepted', message: expect.stringContaining('terms and conditions') },
      })
    }
    const form = await s.post('/checkout/place', place, false)
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/checkout?step=4&error=terms_not_accepted')
    const back = await s.page(form.headers.location as string)
    expect(back.text).toContain('data-testid="checkout-error"')
    expect(back.text).toContain('data-testid="accept-terms"')
    expect(await oq.findOrderByCart(app.db, ready.cartId)).toBeUndefined()
    expect((await s.cart()).lines).toHaveLength(1)
    // Ticked (a form sends "on"), the same key places the order.
    const placed = await s.post('/checkout/place', { ...place, acceptTerms: 'on' }, false)
    expect(placed.status).toBe(303)
    expect(await oq.findOrderByCart(app.db, ready.cartId)).toBeDefined()
  })
})

describe('payment webhooks', () => {
  async function pendingPayment() {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'hook@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'GLS' },
    })
    const { order } = (
      await s.post('/checkout/place', {
        cartId: ready.cartId,
        idempotencyKey: ready.idempotencyKey,
        paymentMethod: 'CARD',
        acceptTerms: true,
      })
    ).json<{ order: string }>()
    const payment = (await oq.paymentsOfOrder(app.db, (await orderOf(order)).id))[0]!
    return { s, order, payment }
  }
  const send = (body: string, signature: string) =>
    app.request('wpx-es.localhost', '/api/payments/test-psp/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'psp-signature': signature },
      body,
    })
  const event = (id: string, pspId: string, status: string) =>
    JSON.stringify({ id, type: 'payment.updated', created: 1, payment: { id: pspId, status } })

  test('bad and stale signatures are refused; a replayed event changes nothing and mails once', async () => {
    const { order, payment } = await pendingPayment()
    const body = event(`evt_${'a'.repeat(24)}`, payment.providerRef!, 'succeeded')
    const now = Math.floor(Date.now() / 1000)
    expect((await send(body, signWebhook('wrong-secret-'.padEnd(40, 'x'), body, now))).status).toBe(401)
    expect((await send(body, signWebhook(TEST_PSP_SECRET, body, now - 301))).status).toBe(401)
    expect((await send(body, '')).status).toBe(401)
    expect((await orderOf(order)).status).toBe(4)
    const first = await send(body, signWebhook(TEST_PSP_SECRET, body, now))
    expect(first.json()).toEqual({ received: true, duplicate: false, changed: true })
    const replay = await send(body, signWebhook(TEST_PSP_SECRET, body, now))
    expect(replay.json()).toEqual({ received: true, duplicate: true, changed: false })
    // A different event reporting the same result (a retry with a new id) is also harmless.
    const other = event(`evt_${'b'.repeat(24)}`, payment.providerRef!, 'succeeded')
    expect((await send(other, signWebhook(TEST_PSP_SECRET, other, now))).json()).toMatchObject({
      duplicate: false,
      changed: false,
    })
    expect((await orderOf(order)).status).toBe(0)
    await app.jobs.idle()
    expect(app.outbox().filter((m) => m.to === 'hook@example.es')).toHaveLength(1)
    expect((await oq.orderEventRows(app.db, (await orderOf(order)).id)).filter((e) => e.toStatus === 0)).toHaveLength(1)
  })

  test('the shopper returning before the webhook and the webhook racing it move the order once', async () => {
    const { s, order, payment } = await pendingPayment()
    const hosted = payment.redirectUrl!
    const path = new URL(hosted).pathname
    // Decide at the PSP but race: the return and a direct webhook arrive together with the PSP's own delivery.
    const decided = await app.request('wpx-es.localhost', path, {
      method: 'POST',
      headers: { origin: 'http://wpx-es.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=succeeded',
    })
    const ret = new URL(decided.headers.location as string)
    const body = event(`evt_${'c'.repeat(24)}`, payment.providerRef!, 'succeeded')
    await Promise.all([
      s.page(ret.pathname + ret.search),
      send(body, signWebhook(TEST_PSP_SECRET, body, Math.floor(Date.now() / 1000))),
      s.page(ret.pathname + ret.search),
    ])
    await app.jobs.idle()
    expect((await orderOf(order)).status).toBe(0)
    expect((await oq.orderEventRows(app.db, (await orderOf(order)).id)).filter((e) => e.toStatus === 0)).toHaveLength(1)
    expect(
      app.outbox().filter((m) => m.to === 'hook@example.es' && m.subject.includes(order.slice(0, 8).toUpperCase())),
    ).toHaveLength(1)
  })
})

describe('order API and tracking', () => {
  let publicId = ''
  let key = ''
  beforeAll(async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, {
      email: 'track@example.es',
      address: ES_ADDRESS,
      shipment: { mode: 'ADDRESS', carrier: 'CORREOS' },
    })
    publicId = (
      await s.post('/checkout/place', {
        cartId: ready.cartId,
        idempotencyKey: ready.idempotencyKey,
        paymentMethod: 'BANK_TRANSFER',
        acceptTerms: true,
      })
    ).json<{ order: string }>().order
    const created = await createApiKey(app.db, { name: 'factory-es', brandSlug: 'WPX-ES' }, Date.now())
    if (!created.ok) throw new Error(created.error)
    key = created.key
  })
  const api = (path: string, init: { method?: 'GET' | 'POST'; body?: unknown; key?: string } = {}) =>
    app.request('wpx-es.localhost', `/api/v1/orders${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.key ?? key}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  test('the API needs a key, refuses illegal moves with a clear error and records legal ones', async () => {
    expect((await app.request('wpx-es.localhost', '/api/v1/orders')).status).toBe(401)
    expect((await api('', { key: `sk_${'a'.repeat(40)}` })).status).toBe(401)
    const list = await api('?status=4')
    expect(list.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).toContain(publicId)
    const illegal = await api(`/${publicId}/status`, { method: 'POST', body: { status: 9 } })
    expect(illegal.status).toBe(409)
    expect(illegal.json()).toMatchObject({
      error: { code: 'illegal_transition', message: 'order status cannot change from 4 to 9 (allowed from 4: 0, 10)' },
    })
    expect((await api(`/${publicId}/status`, { method: 'POST', body: { status: 'x' } })).status).toBe(400)
    // The transfer arrives (ops marks it paid), so the refund below has money to give back.
    const paid = await markOrderPaid(
      { db: app.db, providers: new Map(), mail: async () => null, now: Date.now() },
      (await orderOf(publicId)).id,
      'ops',
    )
    expect(paid).toEqual({ ok: true })
    for (const status of [200, 201, 202, 1, 13, 8])
      expect((await api(`/${publicId}/status`, { method: 'POST', body: { status } })).status).toBe(200)
    const shipped = await api(`/${publicId}/status`, {
      method: 'POST',
      body: { status: 9, trackingNumber: 'PQ4F6P0012345' },
    })
    expect(shipped.json()).toMatchObject({ status: 9, shipmentState: 'ON_ROUTE', trackingNumber: 'PQ4F6P0012345' })
    expect(
      (await api(`/${publicId}/shipment`, { method: 'POST', body: { shipmentState: 'ON_DELIVERY' } })).json(),
    ).toMatchObject({ status: 9, shipmentState: 'ON_DELIVERY' })
  })

  test('a key of another brand sees the order as 404', async () => {
    const other = await createApiKey(app.db, { name: 'factory-pl', brandSlug: 'WPX-PL' }, Date.now())
    if (!other.ok) throw new Error(other.error)
    expect((await api(`/${publicId}`, { key: other.key })).status).toBe(404)
    expect((await api(`/${publicId}`)).status).toBe(200)
  })

  test('tracking lookup needs the order email or postal code and answers the same for every miss', async () => {
    const lookup = (order: string, secret: string) =>
      app.request('wpx-es.localhost', '/tracking/lookup', {
        method: 'POST',
        headers: {
          origin: 'http://wpx-es.localhost',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '10.0.0.9',
        },
        body: new URLSearchParams({ order, emailOrPostalCode: secret }).toString(),
      })
    const wrongEmail = await lookup(publicId, 'someone@example.es')
    const unknown = await lookup('a'.repeat(26), 'track@example.es')
    expect(wrongEmail.headers.location).toBe('/tracking?error=not_found')
    expect(unknown.headers.location).toBe(wrongEmail.headers.location)
    expect((await lookup(publicId.toUpperCase(), 'TRACK@example.es')).headers.location).toBe(`/tracking/${publicId}`)
    expect((await lookup(publicId, '28013')).headers.location).toBe(`/tracking/${publicId}`)
    const page = await app.request('wpx-es.localhost', `/tracking/${publicId}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('PQ4F6P0012345')
    expect(page.text).toContain('data-testid="tracking-timeline"')
    expect(page.text).not.toContain('Calle Mayor')
    expect(page.text).not.toContain('track@example.es')
    for (const path of [
      `/tracking/${'b'.repeat(26)}`,
      '/tracking/not-an-order',
      `/tracking/${publicId.slice(0, 25)}`,
    ]) {
      expect((await app.request('wpx-es.localhost', path)).status).toBe(404)
    }
    expect((await app.request('tz-es.localhost', `/tracking/${publicId}`)).status).toBe(404)
  })

  test('a refund request is answered once with a checksummed IBAN, then shown as done', async () => {
    const opened = await openRefund(app.db, (await orderOf(publicId)).id, { reason: 'damaged mug' }, Date.now())
    if (!opened.ok) throw new Error(opened.error)
    const path = `/tracking/${publicId}/user_required_actions/${opened.actionId}`
    expect((await app.request('wpx-es.localhost', path)).text).toContain('data-testid="refund-form"')
    const send = (iban: string) =>
      app.request('wpx-es.localhost', path, {
        method: 'POST',
        headers: { origin: 'http://wpx-es.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ holder: 'Lucía Pérez', iban }).toString(),
      })
    const bad = await send('ES9121000418450200051333')
    expect(bad.headers.location).toBe(`${path}?invalid=iban`)
    expect((await send('ES91 2100 0418 4502 0005 1332')).headers.location).toBe(path)
    await send('DE89370400440532013000')
    const done = await app.request('wpx-es.localhost', path)
    expect(done.text).toContain('data-testid="user-action-done"')
    expect(done.text).toContain('1332')
    expect(done.text).not.toContain('DE89')
    const stored = (await oq.actionsOfOrder(app.db, (await orderOf(publicId)).id))[0]!
    expect(stored.data).toEqual({ iban: 'ES9121000418450200051332', holder: 'Lucía Pérez' })
    expect(
      (await app.request('wpx-es.localhost', `/tracking/${publicId}/user_required_actions/${'c'.repeat(26)}`)).status,
    ).toBe(404)
  })
})
