import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'
import * as oq from '../../db/queries/orders.js'
import { CONSENT_VERSION } from '../../server/domain/analytics/consent.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-pl.localhost'

const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((e) =>
      e && typeof e === 'object' && 'event' in e ? [(e as { event: string }).event] : [],
    ),
  )

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
  await waitForHydration(page)
}

describe('buying a mug as a guest on WPX-PL with BLIK through the test PSP, then tracking it', () => {
  test('no analytics without consent', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, await mugDesignPath(env.app.db)))
      await waitForHydration(page)
      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(await events(page)).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('with JS, cart changes refresh in place without a page load', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, await mugDesignPath(env.app.db)))
      await waitForHydration(page)
      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      const before = await page.getByTestId('total').textContent()
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      await page.getByTestId('cart-line').locator('input[name=quantity]').fill('3')
      await page.getByTestId('cart-line').locator('.cart-quantity button').click()
      await expect.poll(() => page.getByTestId('total').textContent()).not.toBe(before)
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
      await page.getByTestId('cart-line').locator('button.btn-link').click()
      await expect.poll(() => page.getByTestId('cart-empty').count()).toBe(1)
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    } finally {
      await page.close()
    }
  })

  test('design -> cart -> checkout 1-4 -> PSP success -> order completed -> tracking', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/'))
      await waitForHydration(page)
      // The shopper accepted analytics under the current consent version (the banner itself: tests/e2e/consent.test.ts).
      await page.evaluate(
        (version) =>
          fetch('/api/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              isConsentGiven: true,
              isAnalyticsAccepted: true,
              isAdsAccepted: false,
              consentVersion: version,
            }),
          }).then((r) => r.text()),
        CONSENT_VERSION,
      )
      await page.goto(siteUrl(HOST, env.app.port, await mugDesignPath(env.app.db)))
      await waitForHydration(page)
      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      await expect.poll(() => events(page)).toContain('add_to_cart')
      expect(new URL(page.url()).search).toBe('')

      await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
      await expect.poll(() => events(page)).toContain('begin_checkout')
      await page.locator('#checkout-email').fill('ewa@example.pl')
      await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
      await page.locator('#checkout-firstName').fill('Ewa')
      await page.locator('#checkout-lastName').fill('Kowalska')
      await page.locator('#checkout-street').fill('ul. Długa 5')
      await page.locator('#checkout-postalCode').fill('80-827')
      await page.locator('#checkout-city').fill('Gdańsk')
      await page.locator('#checkout-phone').fill('+48 601 234 567')
      await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
      await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
      const total = await page.getByTestId('review-total').textContent()
      expect(total).toMatch(/zł/)
      await page.getByTestId('checkout-payment').getByLabel('BLIK').check()
      // The shopper accepts the terms and conditions (the server refuses the order without it).
      await page.getByTestId('accept-terms').check()
      await go(
        page,
        () => page.getByTestId('payment-form').locator('button[type=submit]').click(),
        /\/_test-psp\/pay\//,
      )
      expect(await page.getByTestId('test-psp').textContent()).toContain('BLIK')

      await go(page, () => page.locator('button[value=succeeded]').click(), /\/order-completed\?order=/)
      expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid')
      expect(await page.getByTestId('order-total').textContent()).toBe(total)
      await expect.poll(() => events(page)).toContain('purchase')
      const publicId = new URL(page.url()).searchParams.get('order')!
      const number = (await page.getByTestId('order-number').textContent())!
      expect(number).toBe(publicId.slice(0, 8).toUpperCase())

      await go(page, () => page.getByTestId('track-order').click(), new RegExp(`/tracking/${publicId}$`))
      const status = await page.getByTestId('tracking-status').textContent()
      expect(status!.length).toBeGreaterThan(2)
      expect(await page.getByTestId('tracking-carrier').textContent()).toMatch(/DHL|GLS|UPS/)
      expect((await oq.findOrderByPublicId(env.app.db, publicId))!.status).toBe(0)

      // The public lookup form finds it with the delivery postal code.
      await page.goto(siteUrl(HOST, env.app.port, '/tracking'))
      await waitForHydration(page)
      await page.locator('#tracking-order').fill(publicId.toUpperCase())
      await page.locator('#tracking-secret').fill('80-827')
      await go(
        page,
        () => page.getByTestId('tracking-form').locator('button[type=submit]').click(),
        new RegExp(`/tracking/${publicId}$`),
      )
      // ... and with the short number the confirmation page showed.
      await page.goto(siteUrl(HOST, env.app.port, '/tracking'))
      await waitForHydration(page)
      await page.locator('#tracking-order').fill(number)
      await page.locator('#tracking-secret').fill('80-827')
      await go(
        page,
        () => page.getByTestId('tracking-form').locator('button[type=submit]').click(),
        new RegExp(`/tracking/${publicId}$`),
      )
    } finally {
      await page.close()
    }
  })
})
