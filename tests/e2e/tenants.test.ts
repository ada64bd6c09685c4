import { describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()

/** A fresh context (own cookies) per test; the callback's page is closed with it afterwards. */
async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context: BrowserContext = await env.browser.newContext()
  try {
    const page = await context.newPage()
    return await fn(page)
  } finally {
    await context.close()
  }
}

async function open(page: Page, host: string, path = '/') {
  const res = await page.goto(siteUrl(host, env.app.port, path), { waitUntil: 'load' })
  expect(res, `no response for ${host}${path}`).not.toBeNull()
  return res!
}

const primaryColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())

describe('tenant rendering', () => {
  test('WPX-ES: Spanish, wpx theme, euro prices', async () => {
    await withPage(async (page) => {
      const res = await open(page, 'wpx-es.localhost')
      expect(res.status()).toBe(200)
      const html = page.locator('html')
      await expect.poll(() => html.getAttribute('lang')).toBe('es-ES')
      expect(await html.getAttribute('data-theme')).toBe('wpx')
      expect((await page.getByTestId('brand-name').textContent())?.trim()).toBe('WallPix España')
      const shipping = (await page.getByTestId('free-shipping').textContent()) ?? ''
      expect(shipping).toContain('€')
      expect(shipping).toContain('49')
    })
  })

  test('WPX-CZ: Czech, whole koruna without decimals', async () => {
    await withPage(async (page) => {
      const res = await open(page, 'wpx-cz.localhost')
      expect(res.status()).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe('cs-CZ')
      const shipping = (await page.getByTestId('free-shipping').textContent()) ?? ''
      // \s also matches the (narrow) no-break spaces Intl uses as group and currency separators.
      expect(shipping).toMatch(/1\s?199\s?Kč/)
      expect(shipping).not.toMatch(/199[.,]\d/)
    })
  })

  test('TZ-ES: tz theme with its own primary colour', async () => {
    const wpx = await withPage(async (page) => {
      await open(page, 'wpx-es.localhost')
      return primaryColor(page)
    })
    await withPage(async (page) => {
      const res = await open(page, 'tz-es.localhost')
      expect(res.status()).toBe(200)
      expect(await page.locator('html').getAttribute('data-theme')).toBe('tz')
      expect((await page.getByTestId('brand-name').textContent())?.trim()).toBe('Tazzia')
      const tz = await primaryColor(page)
      expect(tz).not.toBe('')
      expect(wpx).not.toBe('')
      expect(tz).not.toBe(wpx)
    })
  })

  test('LU French under /fr: fr-LU with a switcher link to de-LU', async () => {
    await withPage(async (page) => {
      const res = await open(page, 'lu.wpx-es.localhost', '/fr')
      expect(res.status()).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-LU')
      const switcher = page.locator('nav:has(a[hreflang])')
      await expect.poll(() => switcher.count()).toBeGreaterThan(0)
      const deLink = switcher.locator('a[hreflang="de-LU"]')
      expect(await deLink.count()).toBe(1)
      expect(await deLink.getAttribute('href')).toBe('/')
      expect(await switcher.locator('a[hreflang="fr-LU"]').count()).toBe(1)
    })
  })
})

describe('navigation', () => {
  test('header link to /offers navigates client-side without a reload', async () => {
    await withPage(async (page) => {
      await open(page, 'wpx-es.localhost')
      await waitForHydration(page)
      const homeTitle = await page.title()
      await page.evaluate(() => {
        ;(window as unknown as { __marker?: number }).__marker = 1
      })
      await page.locator('.site-nav a[href="/offers"]').click()
      await page.waitForURL((url) => url.pathname === '/offers')
      await page.locator('h1').first().waitFor()
      await expect.poll(() => page.title()).not.toBe(homeTitle)
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
    })
  })

  test('unknown path renders the 404 page with a contact link', async () => {
    await withPage(async (page) => {
      const res = await open(page, 'wpx-es.localhost', '/cart/extra/segments/nope')
      expect(res.status()).toBe(404)
      expect(await page.title()).toBe('404 Not Found')
      // The 404 view itself links to the contact page (the footer's link alone would not count).
      expect(await page.locator('[data-testid="error-404"] a[href="/contact"]').count()).toBeGreaterThan(0)
    })
  })

  test('a language prefix the site does not have answers the 404 page, which hydrates without a browser error', async () => {
    await withPage(async (page) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(String(e)))
      // WPX-ES's Spanish site has no French; Spanish is its language without a prefix.
      for (const path of ['/fr', '/fr/cart', '/es']) {
        const res = await open(page, 'wpx-es.localhost', path)
        expect(res.status(), path).toBe(404)
        await waitForHydration(page)
        await expect.poll(() => page.getByTestId('error-404').count(), { timeout: 5_000 }).toBe(1)
        expect(await page.locator('html').getAttribute('lang'), path).toBe('es-ES')
      }
      expect(errors).toEqual([])
    })
  })
})

describe('browser-side platform behaviour', () => {
  test('after a new build is deployed, the next navigation is a full reload', async () => {
    await withPage(async (page) => {
      // The deployed build differs from the one the page was rendered with.
      await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { build: 'a-newer-build' } }))
      const latest = page.waitForResponse('**/builds/latest.json')
      await open(page, 'wpx-es.localhost')
      await waitForHydration(page)
      await latest
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
      await Promise.all([page.waitForURL('**/offers'), page.locator('.site-nav a[href="/offers"]').click()])
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined()
      expect(await page.locator('h1').count()).toBe(1)
    })
  })

  test('the viewport cookie records the breakpoint, and the next server render uses its device class', async () => {
    const context = await env.browser.newContext({ viewport: { width: 400, height: 800 } })
    try {
      const page = await context.newPage()
      await open(page, 'wpx-pl.localhost')
      await waitForHydration(page)
      expect(await page.locator('html').getAttribute('data-device')).toBe('desktop')
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
        .toBe('mobileMedium')
      const cookie = (await context.cookies()).find((c) => c.name === 'viewport')!
      expect(cookie.sameSite).toBe('Lax')
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000)
      await page.reload()
      expect(await page.locator('html').getAttribute('data-device')).toBe('mobile')
    } finally {
      await context.close()
    }
  })

  test('keyboard: the skip link is the first focus stop and jumps to the main content', async () => {
    await withPage(async (page) => {
      await open(page, 'wpx-it.localhost')
      await waitForHydration(page)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    })
  })
})
