import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { pageEventRows } from '../../db/queries/analytics.js'
import { CONSENT_VERSION } from '../../server/domain/analytics/consent.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'

const env = setupE2eEnvironment()
/** Headless Chromium says "HeadlessChrome", which the shop rightly treats as a crawler; a visitor's browser does not. */
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

async function visitor(opts: BrowserContextOptions = {}) {
  const context = await env.browser.newContext({ userAgent: UA, ...opts })
  // Records whether the banner was ever displayed on this page, from the first byte on (no flash allowed).
  await context.addInitScript(() => {
    const w = window as unknown as { bannerSeen: boolean }
    w.bannerSeen = false
    const check = () => {
      const el = document.querySelector('[data-testid="consent-banner"]')
      if (el && getComputedStyle(el).display !== 'none') w.bannerSeen = true
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
  })
  return { context, page: await context.newPage() }
}

const banner = (page: Page) => page.getByTestId('consent-banner')
const eventsOf = async (brand: string) => (await pageEventRows(env.app.db)).filter((r) => r.brandSlug === brand)
/** gtag() pushes `arguments` objects; these are the consent commands, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((a) => a[0] === 'consent') as [
        string,
        string,
        Record<string, string>,
      ][],
  )

/** The brand's GA4 tag (gtag.js) on the page (WPX-ES has G-WPXES0001). */
const gtagScripts = (page: Page) =>
  page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-WPXES0001"]').count()

async function open(page: Page, host: string, path = '/') {
  await page.goto(siteUrl(host, env.app.port, path))
  await waitForHydration(page)
}

describe('consent banner', () => {
  test('first visit: the banner asks, is a labelled region and is the keyboard stop right after the skip link', async () => {
    const { context, page } = await visitor()
    try {
      await open(page, 'wpx-pl.localhost')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(
        await page.getByRole('region', { name: (await page.locator('#consent-title').textContent()) ?? '' }).count(),
      ).toBe(1)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="consent-banner"]'))).toBe(true)
      // Before any answer the first dataLayer entry is the all-denied default.
      const [first] = await consentCommands(page)
      expect(first).toEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ])
      expect(await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>)[1])).toBe(
        'default',
      )
    } finally {
      await context.close()
    }
  })

  test('"Reject all": no page event, consent stays denied, no Google tag on a brand without GA4 id', async () => {
    const { context, page } = await visitor()
    try {
      const before = (await eventsOf('WPX-PL')).length
      await open(page, 'wpx-pl.localhost')
      await banner(page).getByTestId('consent-reject').click()
      await expect.poll(() => banner(page).count()).toBe(0)
      expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({
        isConsentGiven: true,
        isAnalyticsAccepted: false,
        isAdsAccepted: false,
        consentVersion: CONSENT_VERSION,
      })
      await Promise.all([page.waitForURL(/\/offers$/), page.locator('.site-nav a[href$="/offers"]').click()])
      await page.waitForLoadState('networkidle')
      expect(await eventsOf('WPX-PL')).toHaveLength(before)
      const commands = await consentCommands(page)
      expect(commands.length).toBeGreaterThan(0)
      expect(JSON.stringify(commands)).not.toContain('granted')
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
      expect(
        await page.evaluate(() =>
          (window.dataLayer ?? []).some((e) => Array.from(e as ArrayLike<unknown>)[0] === 'config'),
        ),
      ).toBe(false)
    } finally {
      await context.close()
    }
  })

  test('"Accept all" on WPX-ES: consent granted, the GA4 tag is loaded, page events stored, no banner after reload', async () => {
    const { context, page } = await visitor()
    try {
      const before = (await eventsOf('WPX-ES')).length
      await open(page, 'wpx-es.localhost')
      // Consent mode "basic" (the default, issue 17): no Google tag before the answer; it used to load at once.
      expect(await gtagScripts(page)).toBe(0)
      await banner(page).getByTestId('consent-accept').click()
      await expect.poll(() => banner(page).count()).toBe(0)
      await expect.poll(() => gtagScripts(page)).toBe(1)
      // The grant precedes the tag's config in the dataLayer, so gtag.js starts with consent granted.
      const commands = await page.evaluate(() =>
        (window.dataLayer ?? []).map((e) =>
          Array.from(e as ArrayLike<unknown>)
            .slice(0, 2)
            .join(' '),
        ),
      )
      expect(commands.indexOf('consent update')).toBeLessThan(commands.indexOf('config G-WPXES0001'))
      await expect
        .poll(async () => (await consentCommands(page)).at(-1))
        .toEqual([
          'consent',
          'update',
          {
            ad_storage: 'granted',
            ad_user_data: 'granted',
            ad_personalization: 'granted',
            analytics_storage: 'granted',
          },
        ])
      // The view that happened before the answer is counted once the visitor accepts.
      await expect.poll(async () => (await eventsOf('WPX-ES')).length).toBe(before + 1)
      expect((await eventsOf('WPX-ES')).at(-1)).toMatchObject({ path: '/', siteCode: 'es', mobile: false })

      // Client-side navigation: one more event, with the previous page as referrer.
      await Promise.all([page.waitForURL(/\/offers$/), page.locator('.site-nav a[href$="/offers"]').click()])
      await expect.poll(async () => (await eventsOf('WPX-ES')).length).toBe(before + 2)
      expect((await eventsOf('WPX-ES')).at(-1)).toMatchObject({
        path: '/offers',
        referrer: siteUrl('wpx-es.localhost', env.app.port, '/'),
      })

      await page.reload()
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false)
      expect(await banner(page).count()).toBe(0)
      // A stored answer is replayed to Google on every page load.
      expect((await consentCommands(page)).at(-1)?.[1]).toBe('update')
      await expect.poll(async () => (await eventsOf('WPX-ES')).length).toBe(before + 3)
    } finally {
      await context.close()
    }
  })

  test('consent mode basic (default) on WPX-ES: no Google tag before an answer, nor after "Reject all", nor on the next pages', async () => {
    const { context, page } = await visitor()
    try {
      await open(page, 'wpx-es.localhost')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(await gtagScripts(page)).toBe(0)
      await banner(page).getByTestId('consent-reject').click()
      await expect.poll(() => banner(page).count()).toBe(0)
      await Promise.all([page.waitForURL(/\/offers$/), page.locator('.site-nav a[href$="/offers"]').click()])
      await page.reload()
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
      expect(
        await page.evaluate(() =>
          (window.dataLayer ?? []).some((e) =>
            ['js', 'config'].includes(String(Array.from(e as ArrayLike<unknown>)[0])),
          ),
        ),
      ).toBe(false)
    } finally {
      await context.close()
    }
  })

  test('consent mode advanced (a brand setting): the tag loads at once, with consent denied first', async () => {
    const set = async (mode: string) => {
      expect((await setSetting(env.app.db, { brand: 'WPX-ES', site: null }, 'analytics.consentMode', mode)).ok).toBe(
        true,
      )
      await env.app.registry.reload()
    }
    const { context, page } = await visitor()
    try {
      await set('advanced')
      await open(page, 'wpx-es.localhost')
      await expect.poll(() => gtagScripts(page)).toBe(1)
      expect(JSON.stringify(await consentCommands(page))).not.toContain('granted')
    } finally {
      await set('basic')
      await context.close()
    }
  })

  test('"Cookie settings" reopens the banner with the stored choice; "Choose" saves analytics only', async () => {
    const { context, page } = await visitor()
    try {
      await open(page, 'wpx-cz.localhost')
      await banner(page).getByTestId('consent-reject').click()
      await expect.poll(() => banner(page).count()).toBe(0)
      await page.getByTestId('cookie-settings').click()
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('consent-banner')
      expect(new URL(page.url()).search).toBe('')
      await page.keyboard.press('Escape')
      await expect.poll(() => banner(page).count()).toBe(0)

      await page.getByTestId('cookie-settings').click()
      const analytics = banner(page).locator('input[name="analytics"]')
      expect(await analytics.isChecked()).toBe(false)
      await analytics.check()
      await banner(page).getByTestId('consent-save').click()
      await expect.poll(() => banner(page).count()).toBe(0)
      expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toMatchObject({
        isAnalyticsAccepted: true,
        isAdsAccepted: false,
        consentVersion: CONSENT_VERSION,
      })
      expect((await consentCommands(page)).at(-1)?.[2]).toEqual({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      })
    } finally {
      await context.close()
    }
  })

  test('an answer to an older consent version asks again', async () => {
    const { context, page } = await visitor()
    try {
      await open(page, 'wpx-pl.localhost')
      await page.evaluate(() =>
        fetch('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            isConsentGiven: true,
            isAnalyticsAccepted: true,
            isAdsAccepted: true,
            consentVersion: '2020-01',
          }),
        }).then((r) => r.text()),
      )
      await page.reload()
      await waitForHydration(page)
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(JSON.stringify(await consentCommands(page))).not.toContain('granted')
    } finally {
      await context.close()
    }
  })

  test('without JS the banner is a form that records the choice and returns to the page', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false })
    try {
      await page.goto(siteUrl('wpx-pl.localhost', env.app.port, '/offers'))
      expect(await banner(page).isVisible()).toBe(true)
      await Promise.all([page.waitForURL(/\/offers$/), banner(page).getByTestId('consent-reject').click()])
      expect(await banner(page).count()).toBe(0)
      // The footer link reopens it without JS too.
      await Promise.all([page.waitForURL(/consent=settings/), page.getByTestId('cookie-settings').click()])
      expect(await banner(page).isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })

  test('the open banner passes axe (WCAG 2.1 AA, serious and critical)', async () => {
    const { context, page } = await visitor({ bypassCSP: true })
    try {
      await open(page, 'tz-es.localhost')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      await page.addScriptTag({
        content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
      })
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null }[] }>
            }
          }
        ).axe
        return (
          await axe.run(
            { include: [['[data-testid="consent-banner"]']] },
            { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
          )
        ).violations
      })
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
