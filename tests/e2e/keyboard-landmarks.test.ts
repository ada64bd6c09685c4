import { describe, expect, test } from 'vitest'
import type { BrowserContextOptions } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { axeViolations } from '../helpers/axe.js'
import { mugDesignPath } from './mug-design.js'

const env = setupE2eEnvironment()
/** A visitor's browser: headless Chromium's own UA is treated as a crawler (no consent banner). */
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const HOST = 'wpx-es.localhost'

async function visit(path: string, opts: BrowserContextOptions = {}) {
  const context = await env.browser.newContext({ userAgent: UA, bypassCSP: true, ...opts })
  const page = await context.newPage()
  await page.goto(siteUrl(HOST, env.app.port, path))
  await waitForHydration(page)
  return { context, page }
}

/** The focused element, named by tag, id and test id (body when focus was lost). */
const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`
      : 'none'
  })

describe('keyboard', () => {
  test('"Reject all" with the keyboard closes the banner and leaves focus on the main content, not the body', async () => {
    const { context, page } = await visit('/')
    try {
      await page.getByTestId('consent-reject').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByTestId('consent-banner').count()).toBe(0)
      expect(await focused(page)).toBe('main#main')
      // The next Tab goes on into the page from there, not back to the top of the document.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
    } finally {
      await context.close()
    }
  })

  test('the phone menu closes on Escape and gives focus back to its button', async () => {
    const { context, page } = await visit('/', { viewport: { width: 390, height: 844 }, isMobile: true })
    try {
      await page.getByTestId('consent-reject').click()
      await expect.poll(() => page.getByTestId('consent-banner').count()).toBe(0)
      const menu = page.getByTestId('site-menu')
      await menu.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('.site-menu-panel') !== null)).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.matches('.site-menu > summary'))).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('axe: every part of the page sits in a landmark, scroll regions are reachable (demo shop)', () => {
  for (const path of ['/', '/design/x/1?opt-size=10x15&opt-finish=matte', 'mug design']) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      test(`${path} at ${viewport.width}px`, async () => {
        const target = path === 'mug design' ? await mugDesignPath(env.app.db) : path
        const { context, page } = await visit(target, { viewport })
        try {
          // The demo notice is on every page of a demo shop: it must be inside a landmark too.
          expect(await page.getByTestId('demo-notice').count()).toBe(1)
          expect(await axeViolations(page, ['region', 'scrollable-region-focusable', 'landmark-unique'])).toEqual([])
        } finally {
          await context.close()
        }
      })
    }
  }
})
