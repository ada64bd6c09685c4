import { describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { layoutShift, siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'

const env = setupE2eEnvironment()
const PHONE = { width: 375, height: 812 }

async function withPhone<T>(fn: (page: Page, context: BrowserContext) => Promise<T>, javaScriptEnabled = true) {
  const context = await env.browser.newContext({ viewport: PHONE, javaScriptEnabled })
  try {
    return await fn(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

async function open(page: Page, host: string, path: string, hydrate = true) {
  await page.goto(siteUrl(host, env.app.port, path))
  if (hydrate) await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

describe('on a phone (375 × 812)', () => {
  for (const host of ['wpx-es.localhost', 'tz-es.localhost', 'wpx-cz.localhost', 'lu.wpx-es.localhost']) {
    test(`${host}: a header of at most 64 px that stays on top, with menu, search and cart; products on the first screen`, async () => {
      await withPhone(async (page) => {
        await open(page, host, '/')
        const header = page.locator('header.site-header')
        const box = (await header.boundingBox())!
        expect(box.height).toBeLessThanOrEqual(64)
        expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('sticky')
        for (const part of ['.site-menu-button', '#site-search-query', '[data-testid=cart-link]'])
          expect(await header.locator(part).isVisible(), part).toBe(true)
        const tile = (await page.locator('[data-testid=design-grid] li').first().boundingBox())!
        expect(tile.y).toBeLessThan(PHONE.height)
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.05)
        await page.mouse.wheel(0, 1500)
        await expect.poll(async () => (await header.boundingBox())!.y).toBe(0)
      })
    })
  }

  test('the design page shows price and both ways to buy on the first screen, without layout shift on a slow phone', async () => {
    await withPhone(async (page, context) => {
      // A slow phone's parser yields half-way through the page; nothing may be painted (and then move) before <main>
      // is complete: neither the cookie banner without its buttons nor the buy buttons without their options.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 8 })
      await open(page, 'wpx-es.localhost', await mugDesignPath(env.app.db))
      for (const id of ['price', 'add-to-cart', 'personalise']) {
        const box = (await page.locator(`.design-buy [data-testid=${id}]`).boundingBox())!
        expect(box.y + box.height, id).toBeLessThan(PHONE.height)
      }
      // The gallery: the mug with the design, the flat design and the mug's wrap-around.
      expect(await page.locator('.design-gallery-views img').count()).toBe(3)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05)
    })
  })

  test('the menu opens without JS', async () => {
    await withPhone(async (page) => {
      await open(page, 'wpx-es.localhost', '/', false)
      const offers = page.locator('.site-nav a[href="/offers"]')
      expect(await offers.isVisible()).toBe(false)
      await page.locator('.site-menu-button').click()
      expect(await offers.isVisible()).toBe(true)
    }, false)
  })
})

describe('checkout', () => {
  test('without JS a private buyer never sees the company fields; choosing "a company" shows them', async () => {
    await withPhone(async (page) => {
      await open(page, 'wpx-es.localhost', await mugDesignPath(env.app.db), false)
      // Without JS the cookie question is a form at the bottom of the page; the shopper answers it first.
      await Promise.all([page.waitForURL(/\/design\//), page.getByTestId('consent-reject').click()])
      await Promise.all([page.waitForURL(/\/cart/), page.getByTestId('add-to-cart').click()])
      await open(page, 'wpx-es.localhost', '/checkout', false)
      const company = page.getByTestId('company-fields')
      expect(await page.locator('input[name=customerType][value=PERSON]').isChecked()).toBe(true)
      expect(await company.isVisible()).toBe(false)
      expect(await page.locator('#checkout-vatId').isVisible()).toBe(false)
      await page.locator('input[name=customerType][value=COMPANY]').check()
      expect(await company.isVisible()).toBe(true)
      await page.locator('#checkout-email').fill('compras@empresa.es')
      await page.locator('#checkout-companyName').fill('Fotos Sol S.L.')
      await page.locator('#checkout-vatId').fill('ESB12345678')
      await Promise.all([
        page.waitForURL(/step=2/),
        page.getByTestId('contact-form').locator('button[type=submit]').click(),
      ])
      // The summary is there on a phone too, closed, with the total in its button.
      expect(await page.getByTestId('checkout-summary').locator('summary').isVisible()).toBe(true)
      expect(await page.getByTestId('summary-total').isVisible()).toBe(false)
    }, false)
  })

  test('every step shows the order summary; step 3 lists pickup points with their address, hours and distance; step 4 reviews, asks for the terms and says the order obliges to pay', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await open(page, 'wpx-es.localhost', await mugDesignPath(env.app.db))
      await Promise.all([page.waitForURL(/\/cart/), page.getByTestId('add-to-cart').click()])
      expect(await page.getByTestId('cart-line').getByTestId('badge-as-shown').count()).toBe(1)
      await open(page, 'wpx-es.localhost', '/checkout')
      const summaryTotal = () => page.getByTestId('summary-total').textContent()
      expect(await page.getByTestId('summary-total').isVisible()).toBe(true)
      expect(await summaryTotal()).toMatch(/€/)
      await page.locator('#checkout-email').fill('lucia@example.es')
      await Promise.all([
        page.waitForURL(/step=2/),
        page.getByTestId('contact-form').locator('button[type=submit]').click(),
      ])
      expect(await page.getByTestId('summary-total').isVisible()).toBe(true)
      for (const [id, value] of [
        ['firstName', 'Lucía'],
        ['lastName', 'Pérez'],
        ['street', 'Calle Mayor 1'],
        ['postalCode', '28013'],
        ['city', 'Madrid'],
        ['phone', '612 345 678'],
      ])
        await page.locator(`#checkout-${id}`).fill(value!)
      await Promise.all([
        page.waitForURL(/step=3/),
        page.getByTestId('address-form').locator('button[type=submit]').click(),
      ])
      expect(await page.getByTestId('summary-total').isVisible()).toBe(true)
      const point = page.getByTestId('pickup-point').first()
      expect(await point.textContent()).toMatch(/, \d{1,3}, 28013 Madrid.*\d{2}:\d{2}–\d{2}:\d{2}.*km/)
      const before = await summaryTotal()
      await Promise.all([
        page.waitForURL(/step=4/),
        page.getByTestId('shipment-address').locator('button[type=submit]').click(),
      ])
      expect(await summaryTotal()).not.toBe(before)
      expect(await summaryTotal()).toBe(await page.getByTestId('review-total').textContent())
      expect(await page.getByTestId('review-blocks').locator('a[href$="step=2"]').count()).toBe(1)
      expect(await page.getByTestId('withdrawal-info').textContent()).toContain('2011/83/UE')
      expect(await page.getByTestId('payment-form').locator('button[type=submit]').textContent()).toContain(
        'Pedido con obligación de pago',
      )
      // The browser asks for the terms first; the server refuses without them anyway (tests/integration).
      expect(await page.getByTestId('accept-terms').evaluate((i: HTMLInputElement) => i.validity.valueMissing)).toBe(
        true,
      )
    } finally {
      await page.close()
    }
  })
})
