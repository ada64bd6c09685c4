import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'
import * as oq from '../../db/queries/orders.js'

// A purchase with an automatic offer and a code (issue 28): WPX-PL combines them (promotionStacking 'combine').
const env = setupE2eEnvironment()
const HOST = 'wpx-pl.localhost'

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
  await waitForHydration(page)
}
const reductions = (page: Page) => page.getByTestId('reduction').allTextContents()

describe('buying two mugs with the second at half price and a welcome code on WPX-PL', () => {
  test('the offer applies by itself, the code on top; each is its own line up to the order, charged as shown', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, await mugDesignPath(env.app.db)))
      await waitForHydration(page)
      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      // One mug: 20 % off mugs.
      await expect.poll(() => reductions(page)).toEqual([expect.stringContaining('20% rabatu na kubki')])
      await page.getByTestId('cart-line').locator('input[name=quantity]').fill('2')
      await page.getByTestId('cart-line').locator('.cart-quantity button').click()
      // Two mugs: the second at half price saves more, and replaces it.
      await expect.poll(() => reductions(page)).toEqual([expect.stringContaining('50% rabatu na drugi kubek')])

      await page.locator('#promotion-code').fill('welcome10')
      await page.locator('form.cart-promotion button[type=submit]').click()
      await expect
        .poll(() => reductions(page))
        .toEqual([
          expect.stringContaining('50% rabatu na drugi kubek'),
          expect.stringContaining('Kod promocyjny WELCOME10'),
        ])
      const cartTotal = await page.getByTestId('total').textContent()

      await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
      await page.locator('#checkout-email').fill('offer@example.pl')
      await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
      await page.locator('#checkout-firstName').fill('Ewa')
      await page.locator('#checkout-lastName').fill('Kowalska')
      await page.locator('#checkout-street').fill('ul. Długa 5')
      await page.locator('#checkout-postalCode').fill('80-827')
      await page.locator('#checkout-city').fill('Gdańsk')
      await page.locator('#checkout-phone').fill('+48 601 234 567')
      await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
      await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
      expect(await page.getByTestId('checkout-summary').getByTestId('reduction').allTextContents()).toEqual([
        expect.stringContaining('50% rabatu na drugi kubek'),
        expect.stringContaining('Kod promocyjny WELCOME10'),
      ])
      const total = await page.getByTestId('review-total').textContent()
      expect(total).not.toBe(cartTotal) // shipping is added on step 4
      await page.getByTestId('checkout-payment').getByLabel('BLIK').check()
      await page.getByTestId('accept-terms').check()
      await go(
        page,
        () => page.getByTestId('payment-form').locator('button[type=submit]').click(),
        /\/_test-psp\/pay\//,
      )
      await go(page, () => page.locator('button[value=succeeded]').click(), /\/order-completed\?order=/)
      expect(await page.getByTestId('order-total').textContent()).toBe(total)
      expect(await reductions(page)).toEqual([
        expect.stringContaining('50% rabatu na drugi kubek'),
        expect.stringContaining('Kod promocyjny WELCOME10'),
      ])
      const order = (await oq.findOrderByPublicId(env.app.db, new URL(page.url()).searchParams.get('order')!))!
      const rows = await oq.orderReductionRows(env.app.db, order.id)
      expect(rows.map((r) => r.kind)).toEqual(['OFFER', 'CODE'])
      expect(order.discountMinor).toBe(rows[0]!.amountMinor + rows[1]!.amountMinor)
      expect(order.totalMinor).toBe(order.subtotalMinor - order.discountMinor + order.shippingMinor)
    } finally {
      await page.close()
    }
  })
})
