import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { visibleHtml } from '../helpers/visible-html.js'

/** Issue 32 item 9: a count is followed by the plural form its language uses for it, never "(1 artículos)". */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const text = (html: string) =>
  visibleHtml(html)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')

/** The checkout's order summary heading for a cart of `quantity` mugs on `host`. */
async function summaryCount(host: string, quantity: number): Promise<string> {
  const s = await shopper(app, host)
  expect((await s.post('/cart/add', { articleId: 102, quantity })).status).toBe(200)
  const page = await s.page('/checkout')
  expect(page.status).toBe(200)
  return /class="checkout-summary-count">([\s\S]*?)<\/span>/.exec(page.text)?.[1] ?? page.text
}

describe('counts take their plural form (ICU) in every language', () => {
  test('WPX-ES: one mug is "(1 artículo)", three are "(3 artículos)"', async () => {
    expect(text(await summaryCount('wpx-es.localhost', 1)).trim()).toBe('(1 artículo)')
    expect(text(await summaryCount('wpx-es.localhost', 3)).trim()).toBe('(3 artículos)')
  })

  test('WPX-PL: Polish few and many, "(2 produkty)" and "(5 produktów)"', async () => {
    expect(text(await summaryCount('wpx-pl.localhost', 2)).trim()).toBe('(2 produkty)')
    expect(text(await summaryCount('wpx-pl.localhost', 5)).trim()).toBe('(5 produktów)')
  })
})
