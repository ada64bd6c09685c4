import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()
/** A visitor's browser: headless Chromium's own UA is treated as a crawler (no consent banner). */
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** What scrolls on the editor page: the document's height against its content's, and every inner vertical scroller. */
const scrollFacts = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!
    let contentBottom = 0
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.height === 0 || getComputedStyle(el).position === 'fixed') continue
      // Boxes stretched to the viewport (layout wrappers, main) are not content; their children are.
      if (el.children.length > 0 && r.height >= window.innerHeight - 1) continue
      contentBottom = Math.max(contentBottom, r.bottom + window.scrollY)
    }
    const innerScrollers = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const oy = getComputedStyle(el).overflowY
        return (oy === 'auto' || oy === 'scroll') && el.scrollHeight > el.clientHeight + 1
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
    return { documentHeight: root.scrollHeight, viewport: window.innerHeight, contentBottom, innerScrollers }
  })

describe('the editor page scrolls once, as a page', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${name} ${viewport.width}x${viewport.height}: no inner scroll box, no blank tail, add to cart reachable`, async () => {
      const context = await env.browser.newContext({ viewport, userAgent: UA, isMobile: name === 'phone' })
      const page = await context.newPage()
      try {
        await page.goto(siteUrl('wpx-es.localhost', env.app.port, '/create/102'))
        await waitForHydration(page)
        await page.getByTestId('editor').waitFor({ timeout: 30_000 })
        if (await page.getByTestId('consent-banner').isVisible()) await page.getByTestId('consent-reject').click()
        await expect.poll(() => page.getByTestId('consent-banner').count()).toBe(0)
        const facts = await scrollFacts(page)
        expect(facts.innerScrollers).toEqual([])
        expect(facts.documentHeight).toBeLessThanOrEqual(Math.max(facts.viewport, facts.contentBottom + 48))
        // The button is reached by scrolling the page itself, and nothing covers it there.
        const add = page.getByTestId('editor-add-to-cart')
        await add.scrollIntoViewIfNeeded()
        const box = (await add.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
          [box.x + box.width / 2, box.y + box.height / 2],
        )
        expect(hit).toBe('editor-add-to-cart')
      } finally {
        await context.close()
      }
    })
  }
})
