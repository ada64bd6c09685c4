import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'
import * as oq from '../../db/queries/orders.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
  await waitForHydration(page)
}

/** The newest mail to this address in the dev outbox, once the background sweep has sent it. */
async function mailLink(to: string, pattern: RegExp): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      env.app.jobs.kick()
      await env.app.jobs.idle()
      const mail = env.app
        .outbox()
        .filter((m) => m.to === to)
        .at(-1)
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? ''
      return pattern.test(link)
    })
    .toBe(true)
  // The link names the configured public port; the test server listens elsewhere.
  const url = new URL(link)
  return siteUrl(url.hostname, env.app.port, url.pathname + url.search)
}

describe('account: register, sign out, sign in, reset the password, see an order', () => {
  test('the whole journey in the browser with the dev outbox', { timeout: 120_000 }, async () => {
    const page = await env.browser.newPage()
    const email = 'carmen@example.es'
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/login'))
      await waitForHydration(page)
      // A first visit answers the cookie question, as a shopper would.
      await page.getByTestId('consent-reject').click()
      await expect.poll(() => page.getByTestId('consent-banner').count()).toBe(0)
      await go(page, () => page.getByTestId('to-register').click(), /mode=register/)
      await page.locator('#register-firstName').fill('Carmen')
      await page.locator('#register-email').fill(email)
      await page.locator('#register-password').fill('mi clave de prueba larga')
      await go(page, () => page.getByTestId('register-form').locator('button[type=submit]').click(), /sent=confirm/)
      expect(await page.getByTestId('login-sent').isVisible()).toBe(true)

      await page.goto(await mailLink(email, /\/api\/auth\/callback\/email\?token=/))
      await waitForHydration(page)
      expect(new URL(page.url()).pathname).toBe('/accounts/home')
      await expect.poll(() => page.getByTestId('account-link').getAttribute('data-auth')).toBe('authenticated')

      await go(page, () => page.getByTestId('sign-out').click(), /\/$/)
      await expect.poll(() => page.getByTestId('account-link').getAttribute('data-auth')).toBe('unauthenticated')

      await page.goto(siteUrl(HOST, env.app.port, '/login'))
      await waitForHydration(page)
      await page.locator('#signin-email').fill(email)
      await page.locator('#signin-password').fill('mi clave de prueba larga')
      await go(page, () => page.getByTestId('signin-form').locator('button[type=submit]').click(), /\/accounts\/home/)
      await go(page, () => page.getByTestId('sign-out').click(), /\/$/)

      await page.goto(siteUrl(HOST, env.app.port, '/login/password-reset'))
      await waitForHydration(page)
      await page.locator('#reset-email').fill(email)
      await go(page, () => page.getByTestId('reset-request-form').locator('button[type=submit]').click(), /sent=1/)
      await page.goto(await mailLink(email, /\/login\/password-reset\?token=/))
      await waitForHydration(page)
      await page.locator('#reset-password').fill('otra clave nueva y larga')
      await go(
        page,
        () => page.getByTestId('new-password-form').locator('button[type=submit]').click(),
        /\/accounts\/home/,
      )

      // An order placed while signed in shows in the account.
      await page.goto(siteUrl(HOST, env.app.port, await mugDesignPath(env.app.db)))
      await waitForHydration(page)
      await go(page, () => page.getByTestId('add-to-cart').click(), /\/cart/)
      await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
      expect(await page.locator('#checkout-email').inputValue()).toBe(email)
      await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
      for (const [id, value] of [
        ['firstName', 'Carmen'],
        ['lastName', 'Ruiz'],
        ['street', 'Calle Luna 3'],
        ['postalCode', '41001'],
        ['city', 'Sevilla'],
        ['phone', '612 000 111'],
      ]) {
        await page.locator(`#checkout-${id}`).fill(value!)
      }
      await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
      await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
      await page.getByTestId('checkout-payment').getByLabel('Bizum').check()
      // The shopper accepts the terms and conditions (the server refuses the order without it).
      await page.getByTestId('accept-terms').check()
      await go(
        page,
        () => page.getByTestId('payment-form').locator('button[type=submit]').click(),
        /\/_test-psp\/pay\//,
      )
      await go(page, () => page.locator('button[value=succeeded]').click(), /\/order-completed\?order=/)
      const publicId = new URL(page.url()).searchParams.get('order')!
      expect((await oq.findOrderByPublicId(env.app.db, publicId))!.customerId).not.toBeNull()

      await page.goto(siteUrl(HOST, env.app.port, '/accounts/orders'))
      await waitForHydration(page)
      const link = page.locator(`a[href*="${publicId}"]`).first()
      await expect.poll(() => link.count()).toBeGreaterThan(0)
      await go(page, () => link.click(), new RegExp(publicId))
      expect(await page.locator('h1').textContent()).toContain(publicId.slice(0, 8).toUpperCase())
    } finally {
      await page.close()
    }
  })
})
