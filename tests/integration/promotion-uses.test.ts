import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as oq from '../../db/queries/orders.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { readyWithCode, usesOf as promotionUses } from '../helpers/promotions.js'
import { placeOrderJson, shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// A promotion code with a limit of uses (decision 038: one compare-and-set per order, in the placing transaction).
// Runs on the engine of the pass (SQLite, and PostgreSQL on the PostgreSQL pass); across two instances:
// tests/integration/postgres-concurrency.test.ts.
const HOST = 'wpx-es.localhost'
const BRAND = '/console/brands/WPX-ES'
let app: TestApp
let marketer: ConsoleClient

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'es@staff.example', 'marketer', ['WPX-ES'])
  marketer = await consoleAs(app, 'es@staff.example')
}, 60_000)
afterAll(() => app.close())

/** Publishes a promotion code through the console as a marketer does (new, or changed when `exists`). */
async function publishCode(code: string, maxUses: string, exists = false): Promise<void> {
  const fields = { kind: 'PERCENT', value: '10', currency: '', minSubtotal: '0', validFrom: '2026-01-01' }
  const saved = await marketer.post(exists ? `${BRAND}/promotions/${code}` : `${BRAND}/promotions`, {
    code,
    ...fields,
    validTo: '2027-12-31',
    maxUses,
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await marketer.post(`${BRAND}/publish`)
  expect(published.status, published.text).toBe(200)
}

const usesOf = (code: string) => promotionUses(app.db, 'WPX-ES', code)
const withCode = (code: string, email: string) => readyWithCode(app, HOST, code, email, 2)

const orderOf = async (res: { json<T>(): T }) =>
  (await oq.findOrderByPublicId(app.db, res.json<{ order: string }>().order))!

describe('promotion codes with a limit of uses', () => {
  test('the last use goes to one order; a shopper who reviewed the code is told, sees the new total, then orders', async () => {
    await publishCode('ONCE', '1')
    const first = await withCode('ONCE', 'first@example.es')
    const second = await withCode('ONCE', 'second@example.es')

    const placed = await placeOrderJson(first.s, first.ready)
    expect(placed.status, placed.text).toBe(200)
    const order = await orderOf(placed)
    expect(order.promotionCode).toBe('ONCE')
    expect(order.discountMinor).toBeGreaterThan(0)
    expect(await usesOf('ONCE')).toBe(1)

    // The second shopper still has step 4 open with the reduction shown: the form post is sent back, not placed.
    const refused = await second.s.post(
      '/checkout/place',
      { ...second.ready, paymentMethod: 'CARD', acceptTerms: 'on' },
      false,
    )
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toBe('/checkout?step=4&error=promotion_used_up')
    const step4 = await second.s.page(String(refused.headers.location))
    expect(step4.text).toContain('Tu código promocional se acaba de agotar')
    const cart = await second.s.cart()
    expect(cart.promotion).toBeNull()
    expect(cart.totals.discountMinor).toBe(0)
    expect(await oq.findOrderByCart(app.db, second.ready.cartId)).toBeUndefined()

    // Placing again (the shopper has now seen the full price) gives an order without the reduction.
    const again = await placeOrderJson(second.s, second.ready)
    expect(again.status, again.text).toBe(200)
    const full = await orderOf(again)
    expect(full.promotionCode).toBeNull()
    expect(full.discountMinor).toBe(0)
    expect(full.totalMinor).toBe(cart.totals.subtotalMinor + full.shippingMinor)
    expect(await usesOf('ONCE')).toBe(1)

    // A later shopper is refused the code in the cart, with the reason shown in the shop's language.
    const late = await shopper(app, HOST)
    await late.post('/cart/add', { articleId: 104, quantity: 1 })
    await late.post('/cart/promotion', { code: 'ONCE' })
    expect((await late.cart()).promotion).toMatchObject({ ok: false, reason: 'USED_UP' })
    expect((await late.page()).text).toContain('Este código ya se ha agotado.')
  })

  test('the JSON answer of a placement refused for that reason is a 409 naming it', async () => {
    await publishCode('JSONONCE', '1')
    const first = await withCode('JSONONCE', 'json1@example.es')
    const second = await withCode('JSONONCE', 'json2@example.es')
    expect((await placeOrderJson(first.s, first.ready)).status).toBe(200)
    const refused = await placeOrderJson(second.s, second.ready)
    expect(refused.status).toBe(409)
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('promotion_used_up')
  })

  test('orders sent at once take exactly the uses there are', async () => {
    await publishCode('TWICE', '2')
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => withCode('TWICE', `twice${i}@example.es`)))
    const answers = await Promise.all(shoppers.map(({ s, ready }) => placeOrderJson(s, ready)))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409])
    expect(await usesOf('TWICE')).toBe(2)
    for (const r of answers.filter((a) => a.status === 200)) expect((await orderOf(r)).promotionCode).toBe('TWICE')
  })

  test('publishing the brand again keeps the count; a raised limit lets one more order use the code', async () => {
    expect(await usesOf('ONCE')).toBe(1)
    const list = await marketer.get(`${BRAND}/promotions`)
    expect(list.text).toMatch(/ONCE[\s\S]*?1 of 1/)
    await publishCode('ONCE', '2', true)
    expect(await usesOf('ONCE')).toBe(1)
    const { s, ready } = await withCode('ONCE', 'third@example.es')
    const placed = await placeOrderJson(s, ready)
    expect(placed.status, placed.text).toBe(200)
    expect((await orderOf(placed)).promotionCode).toBe('ONCE')
    expect(await usesOf('ONCE')).toBe(2)
    expect((await marketer.get(`${BRAND}/promotions`)).text).toMatch(/ONCE[\s\S]*?2 of 2/)
  })

  test('a limit that is not a whole number of at least 1 is refused with the field named, and nothing changes', async () => {
    for (const maxUses of ['0', '-3', 'many', '1.5']) {
      const r = await marketer.post(`${BRAND}/promotions`, {
        code: 'BADLIMIT',
        kind: 'PERCENT',
        value: '10',
        currency: '',
        minSubtotal: '0',
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        maxUses,
      })
      expect(r.status, maxUses).toBe(422)
      expect(r.text, maxUses).toMatch(/maxUses/)
    }
    expect(
      (await marketer.getJson<{ promotions: { code: string }[] }>(`${BRAND}/promotions`)).body.promotions.map(
        (p) => p.code,
      ),
    ).not.toContain('BADLIMIT')
  })
})
