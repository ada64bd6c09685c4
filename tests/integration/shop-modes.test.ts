import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { tablesOf } from '../../db/client.js'
import { findTestPspPayment, insertTestPspPayment } from '../../db/queries/test-psp.js'
import { TEST_NOW } from '../helpers/test-app.js'

// SHOP_MODE through createApp: demo (the default) is the demo shop; live has no demo data, no test PSP and no notice.
let demo: TestApp
let live: TestApp
beforeAll(async () => {
  demo = await startTestApp()
  live = await startTestApp({ PUBLIC_SCHEME: 'https' }, { mode: 'live' })
})
afterAll(async () => {
  await demo?.close()
  await live?.close()
})

const ES = 'wpx-es.localhost'
const PL = 'wpx-pl.localhost'
const NOTICE = 'data-testid="demo-notice"'
const TPP = 'tpp_aaaaaaaaaaaaaaaaaaaaaaaa'

/** Steps 1-3 on WPX-PL, then the payment methods step 4 offers and its hidden fields. */
async function step4(s: Shopper) {
  await s.post('/cart/add', { articleId: 102, quantity: 1 })
  await s.post('/checkout/contact', { email: 'ewa@example.pl', customerType: 'PERSON' })
  await s.post('/checkout/address', {
    firstName: 'Ewa',
    lastName: 'Nowak',
    street: 'ul. Marszałkowska 10',
    postalCode: '00-950',
    city: 'Warszawa',
    phone: '512 345 678',
  })
  const carrier = /name="carrier" value="([A-Z_]+)"/.exec((await s.page('/checkout?step=3')).text)![1]!
  await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier })
  const page = (await s.page('/checkout?step=4')).text
  const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(page)![1]!
  return {
    methods: [...page.matchAll(/name="paymentMethod"[^>]*value="([A-Z_]+)"/g)].map((m) => m[1]),
    cartId: hidden('cartId'),
    idempotencyKey: hidden('idempotencyKey'),
  }
}

describe('demo mode (the default)', () => {
  test('every page says it is a demo shop: pages, the 404 page, the test PSP page', async () => {
    for (const path of ['/', '/no/such/page', '/cart']) expect((await demo.request(ES, path)).text).toContain(NOTICE)
    const de = await demo.request('de.wpx-es.localhost', '/')
    expect(de.text).toContain('<strong>Demo-Shop</strong>')
    const s = await shopper(demo, PL)
    const { methods, cartId, idempotencyKey } = await step4(s)
    expect(methods).toEqual(['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'BLIK'])
    const { next } = (
      await s.post('/checkout/place', { cartId, idempotencyKey, paymentMethod: 'BLIK', acceptTerms: true })
    ).json<{
      next: string
    }>()
    const psp = await s.page(new URL(next).pathname)
    expect(psp.status).toBe(200)
    expect(psp.text).toContain(NOTICE)
  })

  test('no HSTS over http', async () => {
    expect((await demo.request(ES, '/')).headers['strict-transport-security']).toBeUndefined()
  })
})

describe('live mode', () => {
  test('no demo notice', async () => {
    for (const path of ['/', '/no/such/page', '/cart'])
      expect((await live.request(ES, path)).text).not.toContain(NOTICE)
  })

  test('the test PSP does not exist: its page, its action and its webhook are 404, even for a stored payment', async () => {
    await insertTestPspPayment(live.db, {
      id: TPP,
      merchantReference: 'pay_x',
      amountMinor: 1000,
      currency: 'EUR',
      method: 'CARD',
      returnUrl: 'https://wpx-es.localhost/checkout/payment-return?payment=pay_x',
      webhookUrl: 'https://wpx-es.localhost/api/payments/test-psp/webhook',
      status: 'open',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    const page = await live.request(ES, `/_test-psp/pay/${TPP}`)
    expect(page.status).toBe(404)
    expect(page.text).toContain('data-testid="error-404"')
    const pay = await live.request(ES, `/_test-psp/pay/${TPP}`, {
      method: 'POST',
      headers: { origin: `http://${ES}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=succeeded',
    })
    expect(pay.status).toBe(404)
    expect((await findTestPspPayment(live.db, TPP))!.status).toBe('open')
    const webhook = await live.request(ES, '/api/payments/test-psp/webhook', { method: 'POST', body: '{}' })
    expect(webhook.status).toBe(404)
    expect(webhook.json()).toMatchObject({ error: { code: 'unknown_provider' } })
  })

  test('the checkout offers only methods with a provider: bank transfer until a real PSP is configured', async () => {
    const s = await shopper(live, PL)
    const { methods, cartId, idempotencyKey } = await step4(s)
    expect(methods).toEqual(['BANK_TRANSFER'])
    const card = await s.post('/checkout/place', { cartId, idempotencyKey, paymentMethod: 'BLIK', acceptTerms: true })
    expect(card.status).toBe(400)
    expect(card.json()).toMatchObject({ error: { code: 'method_not_offered' } })
    const transfer = await s.post('/checkout/place', {
      cartId,
      idempotencyKey,
      paymentMethod: 'BANK_TRANSFER',
      acceptTerms: true,
    })
    expect(transfer.status).toBe(200)
    expect(transfer.json<{ next: string }>().next).toMatch(/^\/order-completed\?order=/)
  })

  test('no demo accounts, reviews or promotion codes; the catalogue ops loaded is there', async () => {
    const { customers, reviews } = tablesOf(live.db)
    expect((await live.db.select({ n: count() }).from(customers))[0]!.n).toBe(0)
    expect((await live.db.select({ n: count() }).from(reviews))[0]!.n).toBe(0)
    const s = await shopper(live, ES)
    expect((await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)).status).toBe(401)
    expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
    await s.post('/cart/promotion', { code: 'WELCOME10' })
    expect((await s.cart()).promotion).toMatchObject({ code: 'WELCOME10', ok: false })
  })

  test('PUBLIC_SCHEME=https sends HSTS (helmet: one year, subdomains included)', async () => {
    expect((await live.request(ES, '/')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
