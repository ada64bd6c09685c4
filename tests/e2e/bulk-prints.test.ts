import { describe, expect, test } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { photo } from '../helpers/photos.js'
import { axeViolations } from '../helpers/axe.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'
const files = mkdtempSync(join(tmpdir(), 'bulk-prints-e2e-'))

function file(name: string, data: Buffer): string {
  const path = join(files, name)
  writeFileSync(path, data)
  return path
}

const tiles = (page: Page) => page.getByTestId('print-tile')
/** Copies per size and finish in the summary, in ascending order (lines follow the photos' order). */
const summaryCopies = async (page: Page) =>
  (await page.getByTestId('summary-copies').allTextContents()).map(Number).sort((a, b) => a - b)

describe('bulk prints page', () => {
  test('six photos at once: progress, a damaged one named with a retry, low-resolution badge, two sizes, reload, two cart lines', async () => {
    // bypassCSP: axe is injected below (the shop's CSP forbids inline scripts).
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      // The prints article's design page leads to the prints page (design 1 is a photo print).
      await page.goto(siteUrl(HOST, env.app.port, '/design/x/1'))
      await page.getByTestId('order-prints').click()
      await page.waitForURL(/\/prints\/101$/)
      await waitForHydration(page)
      expect(await page.getByTestId('prints-empty').count()).toBe(1)
      // Every progress bar the page shows, with the highest value it reached (uploads on localhost are quick).
      await page.evaluate(() => {
        const seen: Record<string, number> = {}
        ;(window as unknown as { progressSeen: Record<string, number> }).progressSeen = seen
        new MutationObserver(() => {
          for (const p of document.querySelectorAll('progress'))
            seen[p.getAttribute('aria-label') ?? ''] = Math.max(seen[p.getAttribute('aria-label') ?? ''] ?? 0, p.value)
        }).observe(document.body, { subtree: true, childList: true, attributes: true })
      })

      // Four sharp photos, one tiny (far below 150 dpi on paper), one damaged: a JPEG header and then noise.
      const good = await Promise.all([photo(1800, 1200), photo(1200, 1800), photo(2400, 1600), photo(1600, 1600)])
      const chosen = [
        ...good.map((b, i) => file(`holiday-${i + 1}.jpg`, b)),
        file('tiny.jpg', await photo(120, 80)),
        file('damaged.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)])),
      ]
      await page.getByTestId('prints-files').setInputFiles(chosen)

      // Each photo shows its own progress; the five good ones join the prints, the damaged one stays, named.
      await expect.poll(() => tiles(page).count(), { timeout: 60_000 }).toBe(5)
      const progress = await page.evaluate(
        () => (window as unknown as { progressSeen: Record<string, number> }).progressSeen,
      )
      expect(Object.keys(progress).length).toBeGreaterThan(0)
      const failed = page.getByTestId('pending-photo')
      await expect.poll(() => failed.count(), { timeout: 30_000 }).toBe(1)
      expect(await failed.getAttribute('data-state')).toBe('failed')
      expect(await failed.getByTestId('upload-failed').textContent()).toContain('damaged.jpg')
      expect(await failed.getByTestId('upload-retry').isVisible()).toBe(true)
      // Retrying a damaged file fails the same way, alone.
      await failed.getByTestId('upload-retry').click()
      await expect.poll(() => failed.getAttribute('data-state'), { timeout: 30_000 }).toBe('failed')
      expect(await tiles(page).count()).toBe(5)

      // The tiny photo, and only it, has the low-resolution badge (in words).
      const lowRes = page.getByTestId('low-resolution')
      expect(await lowRes.count()).toBe(1)
      expect(await tiles(page).filter({ hasText: 'tiny.jpg' }).getByTestId('low-resolution').count()).toBe(1)

      // All on the first paper, two copies each; then two photos on another size.
      const variants = await page
        .getByTestId('all-variant')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
      expect(variants.length).toBeGreaterThan(1)
      const [small, large] = [variants[0]!, variants.at(-1)!]
      await page.getByTestId('all-variant').selectOption(small)
      await page.getByTestId('all-copies').fill('2')
      await page.getByTestId('apply-all').click()
      await expect.poll(() => summaryCopies(page)).toEqual([10])
      for (const i of [0, 1]) {
        await tiles(page).nth(i).getByTestId('print-variant').selectOption(large)
        await expect.poll(() => tiles(page).nth(i).getByTestId('print-variant').inputValue()).toBe(large)
      }
      await expect.poll(() => summaryCopies(page)).toEqual([4, 6])

      // A fitted photo is shown whole on white.
      await tiles(page).nth(2).getByTestId('print-fit').selectOption('fit')
      await expect.poll(() => tiles(page).nth(2).getAttribute('data-fit')).toBe('fit')

      // A reload reads the prints back from the server: photos, sizes and copies.
      await page.reload()
      await waitForHydration(page)
      expect(await tiles(page).count()).toBe(5)
      expect(await summaryCopies(page)).toEqual([4, 6])
      expect(await tiles(page).nth(2).getAttribute('data-fit')).toBe('fit')
      // The damaged file was never uploaded: it is not there after the reload.
      expect(await page.getByTestId('pending-photo').count()).toBe(0)
      // The page with its tiles, badge and summary has no serious accessibility violation.
      expect(await axeViolations(page)).toEqual([])

      // One cart line per size and finish, with every copy of its photos.
      await page.getByTestId('prints-add-to-cart').click()
      await page.waitForURL(/\/(cart|carrito)/, { timeout: 60_000 })
      const lines = page.getByTestId('cart-line')
      expect(await lines.count()).toBe(2)
      const prints = (await page.getByTestId('line-prints').allTextContents()).sort()
      expect(prints).toEqual([expect.stringContaining('2'), expect.stringContaining('3')])
      const copies = (await page.getByTestId('line-print-copies').allTextContents()).map((t) => parseInt(t, 10))
      expect(copies.sort((a, b) => a - b)).toEqual([4, 6])
      // Not quantity-editable on the cart page.
      expect(await lines.locator('input[name="quantity"]').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
