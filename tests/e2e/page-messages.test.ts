import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { mugDesignPath } from './mug-design.js'

/**
 * Decision 032: the browser gets only the messages of the page it shows, inside the page context, instead of the
 * whole catalog of its language. A message the page's code renders but its part lacks would show as its id: the
 * layout throws it (pages/+Layout.tsx), and these pages, first loads and client navigations, must throw none.
 */
const env = setupE2eEnvironment()

/** The whole catalogs' chunks, which a page no longer loads (the fallback of development and of browser errors). */
const catalogChunks = Object.entries(
  JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string }>,
)
  .filter(([key]) => /^locales\/[^/]+\/messages\.po$/.test(key))
  .map(([, entry]) => entry.file)

function watch(page: Page) {
  const errors: string[] = []
  const scripts: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  return { errors, scripts }
}

const missing = (errors: string[]) => errors.filter((e) => e.includes('is missing from'))

describe("a page's own messages", () => {
  test('catalogue, cart, checkout, help, account and error pages hydrate with their part of the catalog', async () => {
    expect(catalogChunks).toHaveLength(12)
    const page = await env.browser.newPage()
    const seen = watch(page)
    try {
      const es = 'wpx-es.localhost'
      const paths: [host: string, path: string][] = [
        [es, '/'],
        [es, '/tags-list'],
        [es, '/search?query=tazas'],
        [es, await mugDesignPath(env.app.db)],
        [es, '/help-center'],
        [es, '/cart'],
        [es, '/checkout'],
        [es, '/contact'],
        [es, '/login'],
        [es, '/offers'],
        [es, '/no/such/page'],
        ['lu.wpx-es.localhost', '/fr'],
        ['wpx-cz.localhost', '/'],
      ]
      for (const [host, path] of paths) {
        await page.goto(siteUrl(host, env.app.port, path))
        await waitForHydration(page).catch((e: Error) => {
          throw new Error(`${host}${path}: ${e.message} ${seen.errors.join(' | ')}`)
        })
        const sent = await page.evaluate(() => document.getElementById('vike_pageContext')?.textContent ?? '{}')
        const { pageMessages } = JSON.parse(sent) as { pageMessages?: { messagesJson?: string } }
        // The page's part, not the whole catalog (728 messages): a catalogue page uses about 70.
        const messages = JSON.parse(pageMessages?.messagesJson ?? '{}') as Record<string, unknown>
        const count = Object.keys(messages).length
        expect(count, `${host}${path}`).toBeGreaterThan(20)
        expect(count, `${host}${path}`).toBeLessThan(200)
      }
      // Give thrown reports (setTimeout) a moment to surface.
      await page.waitForTimeout(200)
      expect(missing(seen.errors)).toEqual([])
      expect(seen.scripts.filter((s) => catalogChunks.some((c) => s.endsWith(c)))).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('client navigations bring the next page its messages: home -> landing -> design, then back', async () => {
    const page = await env.browser.newPage()
    const seen = watch(page)
    try {
      await page.goto(siteUrl('tz-es.localhost', env.app.port, '/'))
      await waitForHydration(page)
      await Promise.all([page.waitForURL((u) => u.pathname !== '/'), page.getByTestId('banner').first().click()])
      await expect.poll(() => page.locator('h1').textContent()).toBeTruthy()
      const card = page.locator('.design-card a').first()
      const designName = (await card.locator('.design-card-name').textContent())!.trim()
      await Promise.all([page.waitForURL(/\/design\/[^/]+\/\d+$/), card.click()])
      await expect.poll(() => page.locator('h1').textContent()).toBe(designName)
      // The design page's own text (the personalise button) is Spanish, not a message id.
      expect(await page.getByTestId('personalise').textContent()).toMatch(/[a-záéíóúñ]{4,}/i)
      await page.goBack()
      await page.waitForURL((u) => !/\/design\//.test(u.pathname))
      await page.waitForTimeout(200)
      expect(missing(seen.errors)).toEqual([])
      expect(seen.scripts.filter((s) => catalogChunks.some((c) => s.endsWith(c)))).toEqual([])
    } finally {
      await page.close()
    }
  })
})
