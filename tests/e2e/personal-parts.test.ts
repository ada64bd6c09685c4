import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { layoutShift, siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { startTestApp } from '../helpers/test-app.js'
import { CONSENT_VERSION } from '../../server/domain/analytics/consent.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

// The shared page with a visitor's own parts spliced in (decision 039), as Chromium gets it: from the cache, hydrated
// without a mismatch, without a layout shift, and right without JavaScript.
const env = setupE2eEnvironment(() => startTestApp({ PAGE_CACHE_MB: '16' }, { linksToListener: true }))
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const HOST = 'tz-es.localhost'

/** Console errors and uncaught errors of a page (React reports a hydration mismatch as error #418 there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** A same-origin JSON POST from inside the page, as the shop's own scripts send it. */
async function post(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ([p, body]) =>
      (
        await fetch(p, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    [path, data] as const,
  )
}

async function visitor(kind: 'consented' | 'cart' | 'signed in', javaScriptEnabled = true) {
  // The visitor's answers are made with JS; a second context without it gets the same cookies.
  const setup = await env.browser.newContext({ userAgent: UA })
  const page = await setup.newPage()
  await page.goto(siteUrl(HOST, env.app.port, '/help-center'))
  // As a shopper would: answer once the page has settled. Its own first GET /api/session mints a fresh cookie, and in
  // cookie-session mode a response that lands after the answer's would put the unanswered session back.
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const consent = { isConsentGiven: true, isAnalyticsAccepted: false, isAdsAccepted: false }
  expect(await post(page, '/api/session', { ...consent, consentVersion: CONSENT_VERSION })).toBe(200)
  if (kind === 'cart') expect(await post(page, '/cart/add', { articleId: 102, quantity: 2 })).toBe(200)
  if (kind === 'signed in') {
    const csrfToken = await page.evaluate(
      async () => ((await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken,
    )
    const signed = await post(page, '/api/auth/callback/credentials', {
      email: demoEmail('TZ-ES', 'customer'),
      password: DEMO_PASSWORD,
      csrfToken,
      callbackUrl: '/accounts/home',
      json: 'true',
    })
    expect(signed).toBe(200)
  }
  const cookies = await setup.cookies()
  await setup.close()
  const context = await env.browser.newContext({ userAgent: UA, javaScriptEnabled })
  await context.addCookies(cookies)
  return context
}

/** Opens the home page twice (the second view comes from the cache) and returns the second response. */
async function secondView(page: Page, hydrate: boolean) {
  await page.goto(siteUrl(HOST, env.app.port, '/'))
  const res = (await page.goto(siteUrl(HOST, env.app.port, '/')))!
  if (hydrate) await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  return res
}

describe('the shared page with the visitor’s own parts', () => {
  for (const kind of ['consented', 'cart', 'signed in'] as const) {
    test(`${kind}: served from the cache, no banner, own parts at first paint, hydrated without a mismatch, CLS 0`, async () => {
      const context = await visitor(kind)
      try {
        const page = await context.newPage()
        const errors = errorsOf(page)
        const res = await secondView(page, true)
        expect(res.headers()['x-cache']).toBe('HIT')
        expect(res.headers()['cache-control']).toBe('private, no-cache')
        // Part of the HTML as sent, not filled in later.
        const html = await res.text()
        expect(html).not.toContain('data-testid="consent-banner"')
        if (kind === 'cart') expect(html).toMatch(/data-testid="cart-count">.*2.*<\/span>/)
        if (kind === 'signed in') expect(html).toMatch(/Hola, Alex/)
        expect(await page.getByTestId('consent-banner').count()).toBe(0)
        if (kind === 'cart') expect(await page.getByTestId('cart-count').textContent()).toContain('2')
        if (kind === 'signed in') expect(await page.getByTestId('account-link').textContent()).toContain('Alex')
        expect(await layoutShift(page)).toBe(0)
        expect(errors).toEqual([])
        // The footer's "Cookie settings" still reopens the banner in place, with the stored choice.
        await page.getByTestId('cookie-settings').click()
        await expect.poll(() => page.getByTestId('consent-banner').isVisible()).toBe(true)
      } finally {
        await context.close()
      }
    })
  }

  test('without JavaScript: no banner once answered, the cart count and the account name are in the page', async () => {
    for (const kind of ['cart', 'signed in'] as const) {
      const context = await visitor(kind, false)
      try {
        const page = await context.newPage()
        const res = await secondView(page, false)
        expect(res.headers()['x-cache']).toBe('HIT')
        expect(await page.getByTestId('consent-banner').count()).toBe(0)
        if (kind === 'cart') expect(await page.getByTestId('cart-count').textContent()).toContain('2')
        else expect(await page.getByTestId('account-link').textContent()).toContain('Alex')
      } finally {
        await context.close()
      }
    }
  })

  test('a first visit after them still gets the banner and no one else’s parts', async () => {
    const context = await env.browser.newContext({ userAgent: UA })
    try {
      const page = await context.newPage()
      const errors = errorsOf(page)
      await env.app.request(HOST, '/')
      const res = (await page.goto(siteUrl(HOST, env.app.port, '/')))!
      await waitForHydration(page)
      expect(res.headers()['x-cache']).toBe('HIT')
      expect(res.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
      await expect.poll(() => page.getByTestId('consent-banner').isVisible()).toBe(true)
      expect(await page.getByTestId('cart-count').count()).toBe(0)
      expect(await page.getByTestId('account-link').textContent()).not.toContain('Alex')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
