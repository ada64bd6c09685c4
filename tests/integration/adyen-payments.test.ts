import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { runOps } from '../helpers/ops-cli.js'
import { insertPercentCode } from '../helpers/promotions.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import {
  batch,
  signItem,
  startAdyenStandIn,
  type AdyenStandIn,
  type NotificationItem,
} from '../helpers/adyen-stand-in.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import * as oq from '../../db/queries/orders.js'
import * as pq from '../../db/queries/provider-payments.js'
import * as cq from '../../db/queries/cart.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

/**
 * Adyen as the live shop's provider (issue 14, decision 024), against the stand-in Adyen server: the session request,
 * the hosted page and the shopper's return, signed webhooks (replayed, reordered, unsigned, forged), refunds, and a
 * provider that fails or does not answer.
 */
let adyen: AdyenStandIn
let app: TestApp
const WEBHOOK_AUTH = { user: 'adyen-hooks', password: 'hook-password-1' }
const basic = `Basic ${Buffer.from(`${WEBHOOK_AUTH.user}:${WEBHOOK_AUTH.password}`).toString('base64')}`

beforeAll(async () => {
  adyen = await startAdyenStandIn()
  app = await startTestApp(
    adyen.env({ ADYEN_WEBHOOK_USER: WEBHOOK_AUTH.user, ADYEN_WEBHOOK_PASSWORD: WEBHOOK_AUTH.password }),
    { mode: 'live' },
  )
  for (const [brand, account] of [
    ['WPX-ES', 'WallPixES_ECOM'],
    ['WPX-PL', 'WallPixPL_ECOM'],
  ] as const) {
    const set = await setSetting(app.db, { brand, site: null }, 'payments.adyenMerchantAccount', account)
    expect(set.ok).toBe(true)
  }
  await app.registry.reload()
})
afterAll(async () => {
  await app.close()
  await adyen.close()
})

const PL_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'ul. Marszałkowska 10',
  postalCode: '00-950',
  city: 'Warszawa',
  phone: '512 345 678',
}

async function readyToPay(s: Shopper, email: string, address: Record<string, string>, carrier: string) {
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  expect((await s.post('/checkout/contact', { email, customerType: 'PERSON' })).status).toBe(200)
  expect((await s.post('/checkout/address', address)).status).toBe(200)
  expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier })).status).toBe(200)
  const step4 = await s.page('/checkout?step=4')
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
  return { page: step4.text, cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey') }
}

/** The shopper on the stand-in's hosted page: pays or refuses, and follows the redirect back to the shop. */
async function hostedPage(s: Shopper, url: string, choice: 'pay' | 'refuse') {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const back = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
    redirect: 'manual',
  })
  expect(back.status).toBe(303)
  const returnUrl = new URL(back.headers.get('location')!)
  return s.page(returnUrl.pathname + returnUrl.search)
}

const postWebhook = (body: string, auth: string | null = basic) =>
  app.request('wpx-es.localhost', '/api/payments/adyen/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body,
  })

const orderOf = async (publicId: string) => (await oq.findOrderByPublicId(app.db, publicId))!

async function placeWith(s: Shopper, ready: { cartId: string; idempotencyKey: string }, method: string) {
  return s.post('/checkout/place', {
    cartId: ready.cartId,
    idempotencyKey: ready.idempotencyKey,
    paymentMethod: method,
    acceptTerms: true,
  })
}

describe('paying by card on WPX-ES through Adyen', () => {
  let publicId = ''
  let authorisation: NotificationItem

  test('the session names amount, currency, merchant account, reference, return URL, country, locale and the method', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, 'lucia@example.es', ES_ADDRESS, 'CORREOS')
    expect(ready.page).toContain('value="CARD"')
    const placed = await placeWith(s, ready, 'CARD')
    expect(placed.status).toBe(200)
    const body = placed.json<{ order: string; next: string }>()
    publicId = body.order
    const order = await orderOf(publicId)
    const [payment] = await oq.paymentsOfOrder(app.db, order.id)
    expect(payment!.provider).toBe('adyen')
    const request = adyen.sessionRequests.at(-1)!
    expect(request.body).toEqual({
      merchantAccount: 'WallPixES_ECOM',
      amount: { value: order.totalMinor, currency: 'EUR' },
      reference: payment!.id,
      merchantOrderReference: String(order.id),
      returnUrl: `http://wpx-es.localhost/checkout/payment-return?payment=${payment!.id}`,
      countryCode: 'ES',
      shopperLocale: 'es-ES',
      allowedPaymentMethods: ['scheme'],
      mode: 'hosted',
      channel: 'Web',
      shopperEmail: 'lucia@example.es',
      // The lines as shown: the mug at its unit price and the carrier's rate, with Spanish VAT (21 % = 2100).
      lineItems: [
        {
          id: expect.stringMatching(/^line-\d+$/),
          description: expect.any(String),
          quantity: 1,
          amountIncludingTax: order.subtotalMinor,
          taxPercentage: 2100,
        },
        ...(order.shippingMinor
          ? [
              {
                id: 'shipping',
                description: 'Shipping',
                quantity: 1,
                amountIncludingTax: order.shippingMinor,
                taxPercentage: 2100,
              },
            ]
          : []),
        // The mug's automatic offer (20 % off mugs), named as the shopper saw it.
        {
          id: 'reduction-1',
          description: '20 % de descuento en tazas',
          quantity: 1,
          amountIncludingTax: -order.discountMinor,
          taxPercentage: 2100,
        },
      ],
    })
    // The key stays server-side; the attempt id makes the request idempotent.
    expect(request.headers['idempotency-key']).toBe(payment!.id)
    expect(adyen.sessions.has(payment!.providerRef!)).toBe(true)
    expect(body.next).toMatch(new RegExp(`^${adyen.endpoint}/checkoutshopper/pay/CS`))
    expect(placed.text).not.toContain('AQE_standin')
    // The cart is consumed once the payment has started.
    expect((await s.cart()).lines).toHaveLength(0)

    const back = await hostedPage(s, body.next, 'pay')
    // The return is answered from the session result; the order waits for the webhook, which is the truth.
    expect(back.status).toBe(303)
    expect(back.headers.location).toBe(`/order-completed?order=${publicId}`)
    expect((await orderOf(publicId)).status).toBe(4)
    const page = await s.page(back.headers.location as string)
    expect(page.text).toContain('data-state="pending"')

    authorisation = adyen.outbox.at(-1)!
    expect(authorisation.merchantReference).toBe(payment!.id)
    const accepted = await postWebhook(batch([authorisation]))
    expect([accepted.status, accepted.text]).toEqual([200, '[accepted]'])
    await app.jobs.idle()
    const paid = await orderOf(publicId)
    expect(paid.status).toBe(0)
    const after = (await oq.paymentsOfOrder(app.db, paid.id))[0]!
    expect([after.status, after.pspReference]).toEqual(['PAID', authorisation.pspReference])
    await app.jobs.idle()
    expect(app.outbox().filter((m) => m.to === 'lucia@example.es')).toHaveLength(1)
  })

  test('a replayed, a reordered and a repeated notification are applied once each', async () => {
    const order = await orderOf(publicId)
    const payment = (await oq.paymentsOfOrder(app.db, order.id))[0]!
    const capture = signItem({
      amount: authorisation.amount,
      eventCode: 'CAPTURE',
      eventDate: new Date().toISOString(),
      merchantAccountCode: 'WallPixES_ECOM',
      merchantReference: payment.id,
      originalReference: authorisation.pspReference,
      pspReference: 'CAPTURE0000000001',
      success: 'true',
    })
    for (const body of [batch([capture, authorisation]), batch([authorisation]), batch([capture])]) {
      const res = await postWebhook(body)
      expect([res.status, res.text]).toEqual([200, '[accepted]'])
    }
    await app.jobs.idle()
    const notes = (await oq.orderEventRows(app.db, order.id)).map((e) => e.note ?? '')
    expect(notes.filter((n) => n.startsWith('AUTHORISATION'))).toHaveLength(1)
    expect(notes.filter((n) => n.startsWith('CAPTURE'))).toHaveLength(1)
    expect((await oq.orderEventRows(app.db, order.id)).filter((e) => e.toStatus === 0)).toHaveLength(1)
    expect(app.outbox().filter((m) => m.to === 'lucia@example.es')).toHaveLength(1)
  })

  test('unsigned, forged, wrongly keyed, unauthenticated and malformed webhooks are refused and change nothing', async () => {
    const order = await orderOf(publicId)
    const events = (await oq.orderEventRows(app.db, order.id)).length
    const cancellation: NotificationItem = {
      amount: authorisation.amount,
      eventCode: 'CANCELLATION',
      eventDate: new Date().toISOString(),
      merchantAccountCode: 'WallPixES_ECOM',
      merchantReference: authorisation.merchantReference,
      originalReference: authorisation.pspReference,
      pspReference: 'CANCEL00000000001',
      success: 'true',
    }
    const signed = signItem(cancellation)
    const forged = { ...signed, amount: { ...signed.amount, value: signed.amount.value + 1 } }
    const wrongKey = signItem(cancellation, 'AA'.repeat(32))
    for (const [body, auth, status] of [
      [batch([cancellation]), basic, 401],
      [batch([forged]), basic, 401],
      [batch([wrongKey]), basic, 401],
      [batch([signed]), null, 401],
      [batch([signed]), `Basic ${Buffer.from('adyen-hooks:wrong-password').toString('base64')}`, 401],
      ['{"notificationItems": 5}', basic, 400],
      ['not json', basic, 400],
      [batch([]), basic, 400],
    ] as const) {
      const res = await postWebhook(body, auth)
      expect(res.status).toBe(status)
      expect(res.text).not.toBe('[accepted]')
    }
    await app.jobs.idle()
    expect(await oq.orderEventRows(app.db, order.id)).toHaveLength(events)
    const { paymentNotifications } = tablesOf(app.db)
    const stored = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.pspReference, 'CANCEL00000000001'))
    expect(stored).toHaveLength(0)
    // A valid item for a payment the shop does not know is acknowledged, and changes nothing.
    const unknown = signItem({
      ...cancellation,
      merchantReference: 'pay_unknown',
      originalReference: 'NOPE000000000000',
      pspReference: 'UNKNOWN000000001',
    })
    const res = await postWebhook(batch([unknown]))
    expect([res.status, res.text]).toEqual([200, '[accepted]'])
    await app.jobs.idle()
    expect(await oq.orderEventRows(app.db, order.id)).toHaveLength(events)
  })

  test('refunds through Adyen: partial, then the rest, never more than was paid; REFUND and REFUND_FAILED are recorded', async () => {
    const order = await orderOf(publicId)
    const key = await createApiKey(app.db, { name: 'refund-desk', brandSlug: 'WPX-ES' }, Date.now())
    if (!key.ok) throw new Error(key.error)
    const refund = (body: unknown) =>
      app.request('wpx-es.localhost', `/api/v1/orders/${publicId}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const first = await refund({ amountMinor: 500, reason: 'one print damaged' })
    expect(first.status).toBe(202)
    const r1 = first.json<{ refund: { id: string; remainingMinor: number } }>().refund
    expect(r1.remainingMinor).toBe(order.totalMinor - 500)
    expect((await refund({ amountMinor: order.totalMinor, reason: 'too much' })).status).toBe(409)
    await app.jobs.idle()
    const sent = adyen.refundRequests.at(-1)!
    expect(sent.pspReference).toBe(authorisation.pspReference)
    expect(sent.idempotencyKey).toBe(r1.id)
    expect(sent.body).toMatchObject({
      merchantAccount: 'WallPixES_ECOM',
      amount: { value: 500, currency: 'EUR' },
      reference: r1.id,
    })
    expect((await pq.findRefund(app.db, r1.id))!.status).toBe('PENDING')

    const refundItem = (
      reference: string,
      value: number,
      eventCode: string,
      success: 'true' | 'false',
      pspReference: string,
    ) =>
      signItem({
        amount: { currency: 'EUR', value },
        eventCode,
        eventDate: new Date().toISOString(),
        merchantAccountCode: 'WallPixES_ECOM',
        merchantReference: reference,
        originalReference: authorisation.pspReference,
        pspReference,
        success,
      })
    expect((await postWebhook(batch([refundItem(r1.id, 500, 'REFUND', 'true', 'REFUND0000000001')]))).text).toBe(
      '[accepted]',
    )
    await app.jobs.idle()
    expect((await pq.findRefund(app.db, r1.id))!.status).toBe('REFUNDED')
    // The shopper is told, once, in the order's language.
    await postWebhook(batch([refundItem(r1.id, 500, 'REFUND', 'true', 'REFUND0000000001')]))
    await app.jobs.idle()
    const refundMails = app.outbox().filter((m) => m.subject.startsWith('Te hemos reembolsado'))
    expect(refundMails).toHaveLength(1)
    expect(refundMails[0]!.to).toBe('lucia@example.es')

    const rest = await refund({ reason: 'order canceled' })
    expect(rest.status).toBe(202)
    const r2 = rest.json<{ refund: { id: string; amountMinor: number; remainingMinor: number } }>().refund
    expect([r2.amountMinor, r2.remainingMinor]).toEqual([order.totalMinor - 500, 0])
    expect((await refund({ amountMinor: 1, reason: 'nothing left' })).status).toBe(409)
    await app.jobs.idle()
    await postWebhook(batch([refundItem(r2.id, r2.amountMinor, 'REFUND_FAILED', 'true', 'REFUNDFAIL000001')]))
    await app.jobs.idle()
    expect((await pq.findRefund(app.db, r2.id))!.status).toBe('FAILED')
    // A failed refund gives its amount back to what may be refunded.
    const again = await refund({ reason: 'second try' })
    expect(again.json<{ refund: { amountMinor: number } }>().refund.amountMinor).toBe(order.totalMinor - 500)
    const notes = (await oq.orderEventRows(app.db, order.id)).map((e) => e.note ?? '')
    expect(notes.some((n) => n.startsWith('REFUND 5.00 EUR'))).toBe(true)
    expect(notes.some((n) => n.startsWith('REFUND_FAILED'))).toBe(true)
  })
})

describe('paying by BLIK on WPX-PL through Adyen', () => {
  test('a refused BLIK leaves the order payable and the return says so; paying again works', async () => {
    const s = await shopper(app, 'wpx-pl.localhost')
    const ready = await readyToPay(s, 'anna@example.pl', PL_ADDRESS, 'DHL_PARCEL')
    const placed = await placeWith(s, ready, 'BLIK')
    const { order: publicId, next } = placed.json<{ order: string; next: string }>()
    const request = adyen.sessionRequests.at(-1)!.body as Record<string, unknown>
    expect(request).toMatchObject({
      merchantAccount: 'WallPixPL_ECOM',
      amount: { value: (await orderOf(publicId)).totalMinor, currency: 'PLN' },
      countryCode: 'PL',
      shopperLocale: 'pl-PL',
      allowedPaymentMethods: ['blik'],
    })
    const back = await hostedPage(s, next, 'refuse')
    expect(back.headers.location).toBe(`/order-completed?order=${publicId}&payment=failed`)
    await postWebhook(batch([adyen.outbox.at(-1)!]))
    await app.jobs.idle()
    expect((await orderOf(publicId)).status).toBe(4)
    const page = await s.page(back.headers.location as string)
    expect(page.text).toContain('data-state="failed"')

    const again = await s.post('/checkout/pay', { order: publicId, paymentMethod: 'BLIK' })
    expect(again.status).toBe(200)
    const retry = again.json<{ next: string }>().next
    expect(retry).not.toBe(next)
    await hostedPage(s, retry, 'pay')
    const paid = adyen.outbox.at(-1)!
    await postWebhook(batch([paid]))
    await app.jobs.idle()
    expect((await orderOf(publicId)).status).toBe(0)

    // Ops refund it in full from the CLI; the running shop's job sends it to Adyen.
    const before = adyen.refundRequests.length
    const r = await runOps(app, undefined, 'order', 'refund', publicId, '--reason', 'customer withdrew')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/^refund ref_[a-z2-7]{24} of \d+\.\d{2} PLN requested/)
    await expect.poll(() => adyen.refundRequests.length, { timeout: 10_000 }).toBe(before + 1)
    expect(adyen.refundRequests.at(-1)!).toMatchObject({
      pspReference: paid.pspReference,
      body: {
        merchantAccount: 'WallPixPL_ECOM',
        amount: { value: (await orderOf(publicId)).totalMinor, currency: 'PLN' },
      },
    })
    const twice = await runOps(app, undefined, 'order', 'refund', publicId, '--reason', 'twice')
    expect(twice.code).toBe(1)
    expect(twice.stderr).toContain('refunded in full already')
  })
})

describe('Klarna on WPX-ES/de with a promotion', () => {
  test('the session carries line items (goods, shipping, each reduction negative) that add up to the amount', async () => {
    await insertPercentCode(app.db, {
      code: 'KLARNA10',
      brandSlug: 'WPX-ES',
      value: 10,
      validTo: TEST_NOW + 86_400_000,
    })
    const s = await shopper(app, 'de.wpx-es.localhost')
    expect((await s.post('/cart/add', { articleId: 102, quantity: 3 })).status).toBe(200)
    expect((await s.post('/cart/promotion', { code: 'KLARNA10' })).status).toBe(200)
    expect((await s.post('/checkout/contact', { email: 'jonas@example.de', customerType: 'PERSON' })).status).toBe(200)
    const address = {
      ...ES_ADDRESS,
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      phone: '030 1234567',
    }
    expect((await s.post('/checkout/address', address)).status).toBe(200)
    expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'DHL_PARCEL' })).status).toBe(200)
    const step4 = await s.page('/checkout?step=4')
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
    const placed = await placeWith(s, { cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey') }, 'KLARNA')
    expect(placed.status).toBe(200)
    const order = await orderOf(placed.json<{ order: string }>().order)
    expect(order.discountMinor).toBeGreaterThan(0)
    const body = adyen.sessionRequests.at(-1)!.body as {
      amount: { value: number }
      countryCode: string
      shopperLocale: string
      allowedPaymentMethods: string[]
      lineItems: { id: string; quantity: number; amountIncludingTax: number; taxPercentage: number }[]
    }
    expect([body.countryCode, body.shopperLocale]).toEqual(['DE', 'de-DE'])
    expect(body.allowedPaymentMethods).toEqual(['klarna_paynow', 'klarna', 'klarna_account'])
    expect(body.lineItems.map((l) => [l.id.replace(/\d+$/, 'n'), l.quantity, l.taxPercentage])).toEqual([
      ['line-n', 3, 1900],
      ...(order.shippingMinor ? [['shipping', 1, 1900]] : []),
      // Three mugs: the second-mug offer, then the code on what is left (WPX-ES combines them).
      ['reduction-n', 1, 1900],
      ['reduction-n', 1, 1900],
    ])
    expect(body.lineItems.slice(-2).reduce((sum, l) => sum + l.amountIncludingTax, 0)).toBe(-order.discountMinor)
    expect(body.lineItems.reduce((sum, l) => sum + l.amountIncludingTax * l.quantity, 0)).toBe(body.amount.value)
    expect(body.amount.value).toBe(order.totalMinor)
  })
})

describe('Adyen failing during checkout', () => {
  for (const failure of ['error', 'timeout'] as const) {
    test(`a provider ${failure}: a clear translated message, the cart intact, the order payable`, async () => {
      const s = await shopper(app, 'wpx-es.localhost')
      const ready = await readyToPay(s, `${failure}@example.es`, ES_ADDRESS, 'CORREOS')
      adyen.failWith(failure)
      let placed
      try {
        placed = await s.post(
          '/checkout/place',
          { cartId: ready.cartId, idempotencyKey: ready.idempotencyKey, paymentMethod: 'CARD', acceptTerms: 'on' },
          false,
        )
      } finally {
        adyen.failWith('ok')
      }
      expect(placed.status).toBe(303)
      const location = placed.headers.location as string
      expect(location).toMatch(/\/order-completed\?order=[a-z2-7]{26}&payment=provider_error$/)
      const publicId = /order=([a-z2-7]{26})/.exec(location)![1]!
      const page = await s.page(location)
      expect(page.text).toContain('El servicio de pago no ha respondido')
      expect((await orderOf(publicId)).status).toBe(4)
      expect((await s.cart()).lines).toHaveLength(1)
      expect(
        (
          await cq.findCart(app.db, {
            sessionId: (await orderOf(publicId)).sessionId,
            brandSlug: 'WPX-ES',
            siteCode: 'es',
          })
        )?.id,
      ).toBe(ready.cartId)
      // Placing the same cart again resumes the same order, now with Adyen answering.
      const retried = await placeWith(s, ready, 'CARD')
      expect(retried.json<{ order: string }>().order).toBe(publicId)
      expect(retried.json<{ next: string }>().next).toMatch(/\/checkoutshopper\/pay\/CS/)
      expect((await s.cart()).lines).toHaveLength(0)
    })
  }
})

describe('a double click while Adyen answers', () => {
  test('both submissions get the one hosted page of one payment; no second session is opened', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const ready = await readyToPay(s, 'double@example.es', ES_ADDRESS, 'CORREOS')
    const sessionsBefore = adyen.sessionRequests.length
    // The second submission arrives while the first waits for Adyen's answer (a network call): it must not start a
    // second attempt, as it did when the first attempt had no provider reference yet (found by bench/engines.ts).
    const [a, b] = await Promise.all([placeWith(s, ready, 'CARD'), placeWith(s, ready, 'CARD')])
    expect([a.status, b.status]).toEqual([200, 200])
    const first = a.json<{ order: string; next: string }>()
    const second = b.json<{ order: string; next: string }>()
    expect(second.order).toBe(first.order)
    expect(second.next).toBe(first.next)
    expect(first.next).toMatch(/\/checkoutshopper\/pay\/CS/)
    expect(await oq.paymentsOfOrder(app.db, (await orderOf(first.order)).id)).toHaveLength(1)
    expect(adyen.sessionRequests.length - sessionsBefore).toBe(1)
  })
})
