import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()

async function browse(page: Page, host: string, currency: RegExp, searchWord: string) {
  await page.goto(siteUrl(host, env.app.port, '/'))
  await waitForHydration(page)
  // Home -> landing (first banner)
  await Promise.all([page.waitForURL((u) => u.pathname !== '/'), page.getByTestId('banner').first().click()])
  await expect.poll(() => page.locator('h1').textContent()).toBeTruthy()
  const landingTitle = await page.title()
  expect(landingTitle).toContain('·')
  // Landing -> design (first card)
  const card = page.locator('.design-card a').first()
  const designName = (await card.locator('.design-card-name').textContent())!.trim()
  await Promise.all([page.waitForURL(/\/design\/[^/]+\/\d+$/), card.click()])
  await expect.poll(() => page.locator('h1').textContent()).toBe(designName)
  expect(await page.getByTestId('price').first().textContent()).toMatch(currency)
  const personalise = await page.getByTestId('personalise').getAttribute('href')
  expect(personalise).toMatch(/^\/create\/\d+\?design=\d+$/)
  // Search from the header
  await page.locator('#site-search-query').fill(searchWord)
  await Promise.all([page.waitForURL(/\/search\?query=/), page.locator('#site-search-query').press('Enter')])
  await expect.poll(() => page.locator('.design-card').count()).toBeGreaterThan(0)
}

describe('browse home -> landing -> design -> search', () => {
  test('WPX-ES (Spanish, euros)', async () => {
    const page = await env.browser.newPage()
    try {
      await browse(page, 'wpx-es.localhost', /€/, 'tazas')
    } finally {
      await page.close()
    }
  })
  test('TZ-ES (its own theme, mugs)', async () => {
    const page = await env.browser.newPage()
    try {
      await browse(page, 'tz-es.localhost', /€/, 'taza')
      expect(await page.locator('html').getAttribute('data-theme')).toBe('tz')
    } finally {
      await page.close()
    }
  })
  test('images reserve their space: no layout shift while they load', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl('wpx-cz.localhost', env.app.port, '/'))
      const imgs = await page
        .locator('.design-card img')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('width'), e.getAttribute('height')]))
      expect(imgs.length).toBeGreaterThan(0)
      for (const [w, h] of imgs) expect(Number(w) > 0 && Number(h) > 0).toBe(true)
    } finally {
      await page.close()
    }
  })
})

describe('personal parts of cacheable pages', () => {
  test('a name a guest left in the session is in the account link of the shared page after a reload', async () => {
    const context = await env.browser.newContext()
    try {
      const page = await context.newPage()
      const res = await page.goto(siteUrl('wpx-it.localhost', env.app.port, '/'))
      expect(res!.headers()['cache-control']).toMatch(/^public/)
      await waitForHydration(page)
      // The first API call establishes the session cookie; store a customer snapshot in it.
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'shop_session')).toBe(true)
      const status = await page.evaluate(async () => {
        const r = await fetch('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customer: { firstName: 'Giulia' }, updateDateCustomer: new Date().toISOString() }),
        })
        return r.status
      })
      expect(status).toBe(200)
      await page.reload()
      await waitForHydration(page)
      await expect.poll(() => page.getByTestId('account-link').textContent()).toContain('Giulia')
    } finally {
      await context.close()
    }
  })
})

describe('cart', () => {
  test('a design goes from its page into the cart; the header badge and the totals follow', async () => {
    const context = await env.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(siteUrl('wpx-es.localhost', env.app.port, '/'))
      await waitForHydration(page)
      await Promise.all([page.waitForURL(/\/design\//), page.locator('.design-card a').first().click()])
      await waitForHydration(page)
      await Promise.all([page.waitForURL(/\/cart$/), page.getByTestId('add-to-cart').click()])
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
      expect(await page.getByTestId('total').textContent()).toMatch(/€/)
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toContain('1')
      await page.locator('input[name="quantity"]').fill('3')
      await Promise.all([page.waitForURL(/\/cart$/), page.getByRole('button', { name: 'Actualizar' }).click()])
      await expect.poll(() => page.locator('input[name="quantity"]').inputValue()).toBe('3')
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toContain('3')
    } finally {
      await context.close()
    }
  })
})

describe('sort and filter form in the browser', () => {
  test('Apply with "All designs" (the default) shows the sorted list, on a secondary language too', async () => {
    const page = await env.browser.newPage()
    try {
      for (const [host, start] of [
        ['wpx-es.localhost', '/'],
        ['lu.wpx-es.localhost', '/fr'],
      ] as const) {
        await page.goto(siteUrl(host, env.app.port, start))
        await waitForHydration(page)
        const tag = await page.locator('a[href*="/t/"]').first().getAttribute('href')
        await page.goto(siteUrl(host, env.app.port, tag!))
        await waitForHydration(page)
        await page.locator('.list-controls select[name="sort"]').selectOption('DATE_CREATION')
        await Promise.all([
          page.waitForURL(/sort=DATE_CREATION/),
          page.locator('.list-controls button[type="submit"]').click(),
        ])
        expect(new URL(page.url()).searchParams.get('category')).toBe('')
        await expect.poll(() => page.getByTestId('list-count').count()).toBe(1)
        expect(await page.getByTestId('error-404').count()).toBe(0)
        expect(await page.locator('.design-card').count()).toBeGreaterThan(0)
      }
    } finally {
      await page.close()
    }
  })
})
