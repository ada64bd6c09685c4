import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { runOps } from '../helpers/ops-cli.js'
import { demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as oq from '../../db/queries/orders.js'
import { findTestPspPayment } from '../../db/queries/test-psp.js'

// Every absolute URL that leaves a response names the site's configured host with PUBLIC_SCHEME and PUBLIC_PORT,
// whatever port the request's Host names and whatever forwarded headers a client (or proxy) sends.
let app: TestApp
beforeAll(async () => {
  // TRUST_PROXY makes Express believe X-Forwarded-*: the links must not follow them either.
  app = await startTestApp({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443', TRUST_PROXY: 'loopback' })
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost:6666'
const ORIGIN = 'https://wpx-es.localhost:8443'
const FORWARDED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-port': '9999' }

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0])
async function mailsTo(to: string) {
  app.jobs.kick()
  await app.jobs.idle()
  return app.outbox().filter((m) => m.to === to)
}

describe('links in mails', () => {
  test('password reset and sign-in links', async () => {
    const s = await shopper(app, HOST)
    const email = demoEmail('WPX-ES', 'customer')
    await s.post('/api/auth/password-reset/request', { email, csrfToken: await s.csrf() }, false, FORWARDED)
    await s.post('/api/auth/signin/email', { email, callbackUrl: '/', csrfToken: await s.csrf() }, false, FORWARDED)
    const links = (await mailsTo(email)).flatMap((m) => linksIn(m.text))
    expect(links).toHaveLength(2)
    expect(links[0]).toMatch(new RegExp(`^${ORIGIN}/login/password-reset\\?token=`))
    expect(links[1]).toMatch(new RegExp(`^${ORIGIN}/api/auth/callback/email\\?token=`))
  })

  test('registration confirmation', async () => {
    const s = await shopper(app, HOST)
    const email = 'origin@example.es'
    const body = { email, password: 'una clave bastante larga', firstName: 'Olga', json: 'true' }
    expect((await s.post('/api/auth/register', { ...body, csrfToken: await s.csrf() }, true, FORWARDED)).status).toBe(
      200,
    )
    const [mail] = await mailsTo(email)
    expect(linksIn(mail!.text)).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/api/auth/callback/email\\?`))])
  })

  test('newsletter confirmation and the List-Unsubscribe header of the welcome mail', async () => {
    const s = await shopper(app, HOST)
    const email = 'origin-news@example.es'
    await s.post('/newsletter', { email }, false, FORWARDED)
    const [confirm] = await mailsTo(email)
    const link = linksIn(confirm!.text)[0]!
    expect(link).toMatch(new RegExp(`^${ORIGIN}/newsletter\\?confirm=`))
    await s.post('/newsletter/confirm', { token: new URL(link).searchParams.get('confirm')! }, false, FORWARDED)
    const welcome = (await mailsTo(email)).at(-1)!
    expect(welcome.headers['list-unsubscribe'] ?? welcome.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/unsubscribe\\?s=\\d+&sig=`),
    )
  })
})

/** Steps 1-3 on WPX-ES through the given Host, then places the order with the method. */
async function placeOrder(s: Shopper, email: string, paymentMethod: string) {
  await s.post('/cart/add', { articleId: 102, quantity: 1 })
  await s.post('/checkout/contact', { email, customerType: 'PERSON' })
  await s.post('/checkout/address', {
    firstName: 'Oscar',
    lastName: 'Ortega',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    phone: '612 345 678',
  })
  const carrier = /name="carrier" value="([A-Z_]+)"/.exec((await s.page('/checkout?step=3')).text)![1]!
  await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier })
  const step4 = (await s.page('/checkout?step=4')).text
  const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(step4)![1]!
  const placed = await s.post(
    '/checkout/place',
    { cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey'), paymentMethod, acceptTerms: true },
    true,
    FORWARDED,
  )
  expect(placed.status).toBe(200)
  return placed.json<{ order: string; next: string }>()
}

describe('orders and payments', () => {
  test('the order mail links to the configured origin', async () => {
    const email = 'origin-order@example.es'
    await placeOrder(await shopper(app, HOST), email, 'BANK_TRANSFER')
    const [mail] = await mailsTo(email)
    const links = linksIn(mail!.text)
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const link of links) expect(link.startsWith(`${ORIGIN}/`)).toBe(true)
    expect(links.some((l) => l.startsWith(`${ORIGIN}/tracking/`))).toBe(true)
    expect(links.some((l) => l.startsWith(`${ORIGIN}/order-completed?order=`))).toBe(true)
  })

  test('the PSP gets return and webhook URLs on the configured origin, and its webhook still reaches the shop', async () => {
    const s = await shopper(app, HOST)
    const placed = await placeOrder(s, 'origin-card@example.es', 'CARD')
    expect(placed.next).toMatch(new RegExp(`^${ORIGIN}/_test-psp/pay/tpp_[a-z2-7]{24}$`))
    const psp = (await findTestPspPayment(app.db, new URL(placed.next).pathname.split('/').at(-1)!))!
    expect(psp.returnUrl).toMatch(new RegExp(`^${ORIGIN}/checkout/payment-return\\?payment=pay_[a-z2-7]{24}$`))
    expect(psp.webhookUrl).toBe(`${ORIGIN}/api/payments/test-psp/webhook`)
    const decided = await app.request(HOST, new URL(placed.next).pathname, {
      method: 'POST',
      headers: { origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded', ...FORWARDED },
      body: 'choice=succeeded',
    })
    expect(decided.headers.location).toBe(psp.returnUrl)
    app.jobs.kick()
    await app.jobs.idle()
    expect((await oq.findOrderByPublicId(app.db, placed.order))!.status).toBe(0)
  })

  test('the ops CLI prints the refund link on the configured origin', async () => {
    const { order } = await placeOrder(await shopper(app, HOST), 'origin-refund@example.es', 'BANK_TRANSFER')
    // Only money received can be refunded (issue 32 item 1): the transfer arrives first.
    const paid = await runOps(app, undefined, 'order', 'mark-paid', order)
    expect(paid.code, paid.stderr).toBe(0)
    const r = await runOps(app, undefined, 'order', 'refund', order, '--reason', 'damaged')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(
      new RegExp(`the shopper gives the account at ${ORIGIN}/tracking/${order}/user_required_actions/[a-z2-7]{26}\\n`),
    )
  })
})

test('robots.txt and the sitemap name the configured origin', async () => {
  expect((await app.request(HOST, '/robots.txt', { headers: FORWARDED })).text).toContain(
    `Sitemap: ${ORIGIN}/sitemap.xml`,
  )
  const locs = [...(await app.request(HOST, '/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(locs.length).toBeGreaterThan(0)
  expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true)
})
