import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import * as oq from '../../db/queries/orders.js'
import * as tq from '../../db/queries/test-psp.js'
import { insertPercentCode } from '../helpers/promotions.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const CZ_ADDRESS = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Vinohradská 12',
  postalCode: '120 00',
  city: 'Praha',
  phone: '601 123 456',
}

/** The figures of the step-4 summary as the shopper reads them ("329 Kč" -> 329). */
function summaryFigures(html: string): number[] {
  const totals = (/<dl class="summary-totals">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '')
  return [...totals.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)]
    .map((m) => m[1]!)
    .filter((t) => /\d/.test(t))
    .map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')))
}

describe('a whole-unit brand charges exactly what it shows (WPX-CZ, CZK, issue 14)', () => {
  test('three mugs with WELCOME10 and DHL: whole koruna on every line, the lines add up, the order and the PSP get that total', async () => {
    const s = await shopper(app, 'wpx-cz.localhost')
    expect((await s.post('/cart/add', { articleId: 102, quantity: 3 })).status).toBe(200)
    expect((await s.post('/cart/promotion', { code: 'WELCOME10' })).status).toBe(200)
    const cart = await s.cart()
    expect(cart.promotion?.ok).toBe(true)
    for (const l of cart.lines) expect([l.pvp % 100, l.line_total % 100]).toEqual([0, 0])
    expect(cart.totals.discountMinor % 100).toBe(0)
    expect(cart.totals.discountMinor).toBeGreaterThan(0)

    expect((await s.post('/checkout/contact', { email: 'jana@example.cz', customerType: 'PERSON' })).status).toBe(200)
    expect((await s.post('/checkout/address', CZ_ADDRESS)).status).toBe(200)
    expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'DHL_PARCEL' })).status).toBe(200)
    const step4 = await s.page('/checkout?step=4')
    expect(step4.status).toBe(200)
    // Subtotal, each reduction (the automatic offer on mugs, then the code), shipping, total, VAT: all whole koruna,
    // and they add up.
    const figures = summaryFigures(step4.text)
    const [subtotal, ...rest] = figures
    const [shipping, total] = figures.slice(-3, -1)
    const reductions = rest.slice(0, -3)
    expect(reductions).toHaveLength(cart.reductions.length)
    expect(cart.reductions.map((r) => r.kind)).toEqual(['OFFER', 'CODE'])
    expect(figures.every((n) => Number.isInteger(n))).toBe(true)
    expect(subtotal! - reductions.reduce((a, b) => a + b, 0) + shipping!).toBe(total)

    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
    const placed = await s.post('/checkout/place', {
      cartId: hidden('cartId'),
      idempotencyKey: hidden('idempotencyKey'),
      paymentMethod: 'CARD',
      acceptTerms: true,
    })
    expect(placed.status).toBe(200)
    const order = (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
    expect(order.totalMinor).toBe(total! * 100)
    expect(order.totalMinor).toBe(order.subtotalMinor - order.discountMinor + order.shippingMinor)
    for (const amount of [order.subtotalMinor, order.discountMinor, order.shippingMinor, order.totalMinor])
      expect(amount % 100).toBe(0)
    const [payment] = await oq.paymentsOfOrder(app.db, order.id)
    expect(payment!.amountMinor).toBe(order.totalMinor)
    expect((await tq.findTestPspPayment(app.db, payment!.providerRef!))?.amountMinor).toBe(order.totalMinor)
  })
})

describe('one rounding rule on a whole-unit brand (WPX-CZ, issue 32 item 4, decision 042)', () => {
  test('a 10 % code on the 499 Kč wall calendar takes 50 Kč off (half-up), and the VAT is computed once on the total', async () => {
    await insertPercentCode(app.db, { code: 'TENCZ', brandSlug: 'WPX-CZ', value: 10, validTo: Date.UTC(2100, 0, 1) })
    const s = await shopper(app, 'wpx-cz.localhost')
    expect((await s.post('/cart/add', { articleId: 108, quantity: 1 })).status).toBe(200)
    expect((await s.post('/cart/promotion', { code: 'TENCZ' })).status).toBe(200)
    const cart = await s.cart()
    expect(cart.lines.map((l) => l.pvp)).toEqual([49_900])
    expect(cart.reductions.map((r) => [r.kind, r.amountMinor])).toEqual([['CODE', 5_000]])
    // 449 Kč at 21 %: 77.93 Kč contained, shown 78 Kč.
    expect([cart.totals.totalMinor, cart.totals.vatIncludedMinor]).toEqual([44_900, 7_800])
    const cartPage = await s.page('/cart')
    expect(cartPage.text.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]/g, ' ')).toMatch(/−\s?50 Kč|-\s?50 Kč/)

    expect((await s.post('/checkout/contact', { email: 'jana@example.cz', customerType: 'PERSON' })).status).toBe(200)
    expect((await s.post('/checkout/address', CZ_ADDRESS)).status).toBe(200)
    expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'DHL_PARCEL' })).status).toBe(200)
    const step4 = await s.page('/checkout?step=4')
    const [subtotal, reduction, shipping, total, vat] = summaryFigures(step4.text)
    expect([subtotal, reduction]).toEqual([499, 50])
    expect(total).toBe(subtotal! - reduction! + shipping!)
    // The VAT contained in the order total, rounded once, half-up, to a whole koruna (not rounded up by the display).
    expect(vat).toBe(Math.round((total! * 21) / 121))
  })
})
