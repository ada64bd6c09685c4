import { afterAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { setupE2eEnvironment, siteUrl, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'
import { startTestApp } from '../helpers/test-app.js'
import { startAdyenStandIn, type AdyenStandIn } from '../helpers/adyen-stand-in.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

/**
 * Buying in Chromium on a live shop whose provider is Adyen (issue 14), through the stand-in's hosted page: by card on
 * WPX-ES and by BLIK on WPX-PL. The stand-in posts the signed AUTHORISATION webhook before it sends the shopper back,
 * as Adyen does (in any order with the return); the order page shows the payment as paid once the webhook is applied.
 */
let adyen: AdyenStandIn | undefined
const env = setupE2eEnvironment(async () => {
  let port = 0
  adyen = await startAdyenStandIn({ webhookUrl: () => `http://127.0.0.1:${port}/api/payments/adyen/webhook` })
  const app = await startTestApp(adyen.env(), { mode: 'live', linksToListener: true })
  port = app.port
  for (const [brand, account] of [
    ['WPX-ES', 'WallPixES_ECOM'],
    ['WPX-PL', 'WallPixPL_ECOM'],
  ] as const)
    await setSetting(app.db, { brand, site: null }, 'payments.adyenMerchantAccount', account)
  await app.registry.reload()
  return app
})
afterAll(async () => {
  await adyen?.close()
})

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
}

async function buy(
  page: Page,
  host: string,
  method: string,
  address: { firstName: string; lastName: string; street: string; postalCode: string; city: string; phone: string },
) {
  await page.goto(siteUrl(host, env.app.port, await mugDesignPath(env.app.db)))
  await waitForHydration(page)
  await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
  await waitForHydration(page)
  await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
  await waitForHydration(page)
  await page.locator('#checkout-email').fill(`${method.toLowerCase()}@example.com`)
  await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
  for (const [field, value] of Object.entries(address)) await page.locator(`#checkout-${field}`).fill(value)
  await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
  await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
  const total = (await page.getByTestId('review-total').textContent())!
  await page.locator(`input[name=paymentMethod][value=${method}]`).check()
  await page.getByTestId('accept-terms').check()
  await go(
    page,
    () => page.getByTestId('payment-form').locator('button[type=submit]').click(),
    /\/checkoutshopper\/pay\/CS/,
  )
  return total
}

async function payOnHostedPage(page: Page, expected: { amount: string; method: string }) {
  expect(await page.locator('h1').textContent()).toBe(`Pay ${expected.amount}`)
  expect(await page.locator('[data-methods]').getAttribute('data-methods')).toBe(expected.method)
  await go(page, () => page.locator('button[value=pay]').click(), /\/order-completed\?order=/)
  const publicId = new URL(page.url()).searchParams.get('order')!
  await expect
    .poll(async () => (await oq.findOrderByPublicId(env.app.db, publicId))!.status, { timeout: 10_000 })
    .toBe(0)
  await page.reload()
  await waitForHydration(page)
  expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid')
  return publicId
}

describe('paying through Adyen in Chromium', () => {
  test('by card on WPX-ES', async () => {
    const page = await env.browser.newPage()
    try {
      const total = await buy(page, 'wpx-es.localhost', 'CARD', ES_ADDRESS)
      const session = [...adyen!.sessions.values()].at(-1)!
      await payOnHostedPage(page, {
        amount: `${session.request.amount.value} EUR`,
        method: 'scheme',
      })
      expect(await page.getByTestId('order-total').textContent()).toBe(total)
      expect(session.request.shopperLocale).toBe('es-ES')
    } finally {
      await page.close()
    }
  })

  test('by BLIK on WPX-PL', async () => {
    const page = await env.browser.newPage()
    try {
      const total = await buy(page, 'wpx-pl.localhost', 'BLIK', {
        firstName: 'Ewa',
        lastName: 'Kowalska',
        street: 'ul. Długa 5',
        postalCode: '80-827',
        city: 'Gdańsk',
        phone: '+48 601 234 567',
      })
      const session = [...adyen!.sessions.values()].at(-1)!
      const publicId = await payOnHostedPage(page, { amount: `${session.request.amount.value} PLN`, method: 'blik' })
      expect(await page.getByTestId('order-total').textContent()).toBe(total)
      expect((await oq.findOrderByPublicId(env.app.db, publicId))!.totalMinor).toBe(session.request.amount.value)
    } finally {
      await page.close()
    }
  })
})
