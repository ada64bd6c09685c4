import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { asc, eq } from 'drizzle-orm'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { tablesOf } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'

// A shopper on a whole-unit brand (WPX-CZ, koruna without decimals) picks a print size and finish on a design page,
// sees the price follow, and buys exactly that print (decision 040).
const env = setupE2eEnvironment()
const HOST = 'wpx-cz.localhost'

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
  await waitForHydration(page)
}

async function printDesignPath(): Promise<string> {
  const { designs } = tablesOf(env.app.db)
  const [d] = await env.app.db
    .select({ id: designs.id })
    .from(designs)
    .where(eq(designs.articleId, 101))
    .orderBy(asc(designs.id))
    .limit(1)
  return `/design/x/${d!.id}`
}

describe('choosing a print size and finish on WPX-CZ', () => {
  test('the price follows the choice, the cart and the order carry it, every amount a whole koruna', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, await printDesignPath()))
      await waitForHydration(page)
      const before = await page.locator('.design-buy').getByTestId('price').textContent()
      await page.getByTestId('option-size').selectOption('20x30')
      await page.getByTestId('option-finish').selectOption('matte')
      await expect.poll(() => page.locator('.design-buy').getByTestId('price').textContent()).not.toBe(before)
      const shown = (await page.locator('.design-buy').getByTestId('price').textContent())!
      expect(shown).toMatch(/^\d[\d\s]*\sKč$/)
      // The address keeps the choice: a reload shows the same print at the same price.
      expect(new URL(page.url()).searchParams.get('opt-size')).toBe('20x30')
      await page.reload()
      await waitForHydration(page)
      expect(await page.locator('.design-buy').getByTestId('price').textContent()).toBe(shown)

      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
      expect(await page.getByTestId('line-variant').textContent()).toBe('20x30 cm · Matný')
      expect(await page.getByTestId('cart-line').textContent()).toContain(shown)

      await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
      await page.locator('#checkout-email').fill('jana@example.cz')
      await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
      await page.locator('#checkout-firstName').fill('Jana')
      await page.locator('#checkout-lastName').fill('Nováková')
      await page.locator('#checkout-street').fill('Dlouhá 12')
      await page.locator('#checkout-postalCode').fill('110 00')
      await page.locator('#checkout-city').fill('Praha')
      await page.locator('#checkout-phone').fill('+420 601 234 567')
      await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
      await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
      const total = (await page.getByTestId('review-total').textContent())!
      expect(total).toMatch(/^\d[\d\s]*\sKč$/)
      await page.getByTestId('checkout-payment').getByLabel('Bankovní převod', { exact: true }).check()
      await page.getByTestId('accept-terms').check()
      await go(page, () => page.getByTestId('payment-form').locator('button[type=submit]').click(), /\/order-completed/)
      expect(await page.getByTestId('order-total').textContent()).toBe(total)
      expect(await page.getByTestId('order-lines').textContent()).toContain('20x30 cm · Matný')
      const publicId = new URL(page.url()).searchParams.get('order')!
      const order = (await oq.findOrderByPublicId(env.app.db, publicId))!
      expect(order.totalMinor % 100).toBe(0)
      const [line] = await oq.orderLineRows(env.app.db, order.id)
      expect(line).toMatchObject({ variantSku: 'print-20x30-matte', quantity: 1 })
      expect(line!.unitPriceMinor % 100).toBe(0)
    } finally {
      await page.close()
    }
  })
})
