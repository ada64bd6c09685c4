import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { visibleHtml } from '../helpers/visible-html.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const PERSON = { email: 'ana@example.es', customerType: 'PERSON' }
const COMPANY = { email: 'compras@example.es', customerType: 'COMPANY', companyName: 'Fotos SL', vatId: 'ESB12345678' }

/** A WPX-ES cart with one mug, checkout steps 1 and 2 done, and the step-3 page as the shopper sees it. */
async function atShipmentStep(contact: Record<string, string>): Promise<{ s: Shopper; html: string }> {
  const s = await shopper(app, 'wpx-es.localhost')
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  expect((await s.post('/checkout/contact', contact)).json()).toEqual({ ok: true, next: 2 })
  expect((await s.post('/checkout/address', ES_ADDRESS)).json()).toEqual({ ok: true, next: 3 })
  const page = await s.page('/checkout?step=3')
  expect(page.status).toBe(200)
  return { s, html: visibleHtml(page.text) }
}

/** Euro amounts as shown ("3,95 €") in minor units. */
const minor = (shown: string) => Math.round(Number(shown.replace(/[^\d,]/g, '').replace(',', '.')) * 100)

interface ShownPoint {
  id: string
  checked: boolean
  km: number
  priceMinor: number
}

function pickupPoints(html: string): ShownPoint[] {
  return [...html.matchAll(/<label[^>]*data-testid="pickup-point"[^>]*>([\s\S]*?)<\/label>/g)].map(([, body]) => ({
    id: /<input[^>]*name="pickupPointId"[^>]*value="([^"]+)"/.exec(body!)![1]!,
    checked: /<input[^>]*name="pickupPointId"[^>]*checked/.test(body!),
    km: Number(/class="pickup-distance">([\d,.]+)/.exec(body!)![1]!.replace(',', '.')),
    priceMinor: minor(/class="choice-card-price">([^<]+)</.exec(body!)![1]!),
  }))
}

describe('pickup points: the preselected point is the cheapest, then the nearest (as home delivery preselects)', () => {
  test('a cheaper carrier further away wins over a dearer one nearby', async () => {
    const { html } = await atShipmentStep(PERSON)
    const points = pickupPoints(html)
    expect(points.length).toBeGreaterThan(2)
    // The list holds points of carriers at different prices, and the nearest is not one of the cheapest:
    // the case the shopper reported.
    const cheapest = Math.min(...points.map((p) => p.priceMinor))
    expect(points[0]!.priceMinor).toBeGreaterThan(cheapest)
    const checked = points.filter((p) => p.checked)
    expect(checked).toHaveLength(1)
    const nearestCheapest = Math.min(...points.filter((p) => p.priceMinor === cheapest).map((p) => p.km))
    expect(checked[0]).toMatchObject({ priceMinor: cheapest, km: nearestCheapest })
    // Home delivery: the cheapest carrier is the one checked.
    const home = /data-testid="shipment-address"[\s\S]*?<\/form>/.exec(html)![0]
    const radios = [...home.matchAll(/<input[^>]*name="carrier"[^>]*>/g)].map(([tag]) => tag)
    expect(radios.filter((r) => r.includes('checked')).map((r) => /value="([A-Z_]+)"/.exec(r)?.[1])).toEqual([
      'CORREOS',
    ])
  })
})

describe('business-only shipment modes: collection at the production centre and the customer’s own courier', () => {
  test('a private guest neither sees them nor can choose them', async () => {
    const { s, html } = await atShipmentStep(PERSON)
    expect(html).toContain('data-testid="shipment-address"')
    expect(html).not.toContain('data-testid="shipment-managed"')
    expect(html).not.toContain('data-testid="shipment-customer"')
    for (const body of [{ mode: 'MANAGED' }, { mode: 'CUSTOMER', courierName: 'Mi Mensajero' }]) {
      const res = await s.post('/checkout/shipment', body)
      expect(res.status).toBe(400)
      expect(res.json()).toMatchObject({ error: { fields: ['mode'] } })
    }
    expect((await s.page('/checkout?step=4')).text).not.toContain('data-testid="checkout-review"')
  })

  test('a business customer sees both and can choose them', async () => {
    const { s, html } = await atShipmentStep(COMPANY)
    expect(html).toContain('data-testid="shipment-managed"')
    expect(html).toContain('data-testid="shipment-customer"')
    expect((await s.post('/checkout/shipment', { mode: 'MANAGED' })).json()).toEqual({ ok: true, next: 4 })
  })

  test('a business shipment chosen as a company is dropped when the contact becomes a private person', async () => {
    const { s } = await atShipmentStep(COMPANY)
    expect((await s.post('/checkout/shipment', { mode: 'MANAGED' })).json()).toEqual({ ok: true, next: 4 })
    expect((await s.post('/checkout/contact', PERSON)).json()).toEqual({ ok: true, next: 2 })
    const step4 = await s.page('/checkout?step=4')
    expect(visibleHtml(step4.text)).toContain('data-testid="checkout-shipment"')
  })
})

describe('cart: shipping before a postal code, and the way to checkout', () => {
  test('the cart shows the “from” shipping price of the site before any postal code', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    const html = visibleHtml((await s.page('/cart')).text)
    // WPX-ES ships with Correos from 3,95 €, the cheapest of its carriers.
    const from = /data-testid="shipping-from"[^>]*>([\s\S]*?)<\/(?:p|dd)>/.exec(html)?.[1]
    expect(from?.replace(/<[^>]+>/g, '')).toMatch(/desde\s*3,95\s*€/i)
  })

  test('the checkout button is the cart’s primary, full-width call to action', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    const html = visibleHtml((await s.page('/cart')).text)
    const button = /<a[^>]*data-testid="to-checkout"[^>]*>/.exec(html)?.[0] ?? ''
    expect(button).toMatch(/class="[^"]*\bbtn-primary\b[^"]*\bbtn-block\b/)
    // The only primary button of the cart page's own content.
    const content = /data-testid="cart-page"[\s\S]*?class="help-block"/.exec(html)![0]
    expect(content.match(/\bbtn-primary\b/g)).toHaveLength(1)
  })
})
