import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

/**
 * HTML autofill field names that only fit a multi-line control (a textarea): on a single-line input they are invalid
 * (WHATWG autofill: "street-address" is a multiline field; one-line address fields use address-line1..3).
 */
const MULTILINE_ONLY = ['street-address']

const inputs = (html: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)].map((m) => ({
    name: /\bname="([^"]*)"/.exec(m[0])?.[1] ?? '',
    autocomplete: /\bautoComplete="([^"]*)"/i.exec(m[0])?.[1] ?? /\bautocomplete="([^"]*)"/.exec(m[0])?.[1] ?? null,
  }))

test('single-line address inputs use address-line1, never the multi-line street-address (checkout step 2, profile)', async () => {
  const s = await shopper(app, 'wpx-es.localhost')
  await s.post('/cart/add', { articleId: 102, quantity: 1 })
  await s.post('/checkout/contact', { email: 'autofill@example.es', customerType: 'PERSON' })
  const checkout = (await s.page('/checkout?step=2')).text
  expect(checkout).toContain('data-testid="address-form"')

  const customer = await shopper(app, 'wpx-es.localhost')
  expect((await customer.signIn('customer@wpx-es.example', 'photo-demo-2026')).status).toBe(200)
  const profile = (await customer.page('/accounts/profile')).text
  expect(profile).toContain('name="street"')

  for (const [page, html] of [
    ['checkout', checkout],
    ['profile', profile],
  ] as const) {
    const fields = inputs(html)
    for (const f of fields) expect(MULTILINE_ONLY, `${page} input ${f.name}`).not.toContain(f.autocomplete)
    expect(fields.find((f) => f.name === 'street')?.autocomplete, page).toBe('address-line1')
  }
})
