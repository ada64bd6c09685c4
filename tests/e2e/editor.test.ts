import { describe, expect, test } from 'vitest'
import { createRequire } from 'node:module'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { photo } from '../helpers/photos.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'
const files = mkdtempSync(join(tmpdir(), 'editor-e2e-'))
const SHOTS = process.env.EDITOR_SHOTS

async function photoFile(name: string, width: number, height: number): Promise<string> {
  const path = join(files, name)
  writeFileSync(path, await photo(width, height))
  return path
}

const num = async (page: Page, testId: string) => Number(await page.getByTestId(testId).inputValue())
const shot = async (page: Page, name: string) =>
  SHOTS && (await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true }))

describe('personalising a 13×18 photo print in the editor', () => {
  test('upload a photo, move and zoom it, get a low-resolution warning for a small photo, add to cart and see the preview', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/101'))
      await waitForHydration(page)
      // The server rendered the shell; the editor chunk arrives after hydration.
      await page.getByTestId('editor').waitFor({ timeout: 30_000 })
      await page.locator('.editor-stage canvas').first().waitFor()

      // A sharp 12 MP photo: it fills the print, no warning.
      await page.getByTestId('photo-input').setInputFiles(await photoFile('big.jpg', 4000, 3000))
      await page.getByTestId('item-panel').waitFor({ timeout: 30_000 })
      await expect.poll(() => page.getByTestId('photo-dpi').getAttribute('data-dpi')).toMatch(/^\d+$/)
      expect(Number(await page.getByTestId('photo-dpi').getAttribute('data-dpi'))).toBeGreaterThanOrEqual(150)
      expect(await page.getByTestId('low-dpi-warning').count()).toBe(0)
      await shot(page, '1-uploaded')

      // Drag the photo 60 px to the right and 30 px down on the canvas.
      const x0 = await num(page, 'item-x')
      const y0 = await num(page, 'item-y')
      const box = (await page.locator('.editor-stage canvas').first().boundingBox())!
      const cx = box.x + box.width / 2
      const cy = box.y + box.height / 2
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      await page.mouse.move(cx + 30, cy + 15, { steps: 4 })
      await page.mouse.move(cx + 60, cy + 30, { steps: 4 })
      await page.mouse.up()
      await expect.poll(() => num(page, 'item-x')).toBeGreaterThan(x0 + 5)
      expect(await num(page, 'item-y')).toBeGreaterThan(y0 + 2)

      // Zoom in twice (button and keyboard); a quick burst of zooms is one undo step, redo brings it back.
      const zoom = async () => Number(await page.getByTestId('zoom-value').getAttribute('data-zoom'))
      expect(await zoom()).toBe(100)
      await page.getByTestId('zoom-in').click()
      await expect.poll(zoom).toBe(110)
      await page.getByTestId('editor-canvas').focus()
      await page.keyboard.press('+')
      await expect.poll(zoom).toBe(121)
      await page.keyboard.press('Control+z')
      await expect.poll(zoom).toBe(100)
      await page.keyboard.press('Control+y')
      await expect.poll(zoom).toBe(121)
      const x1 = await num(page, 'item-x')
      await page.keyboard.press('Shift+ArrowLeft')
      await expect.poll(() => num(page, 'item-x')).toBeCloseTo(x1 - 10, 1)
      await shot(page, '2-moved-zoomed')

      // Replace it with a 400×300 photo: far below 150 dpi on 13×18 cm.
      await page.getByTestId('replace-photo').click()
      await page.getByTestId('photo-input').setInputFiles(await photoFile('small.jpg', 400, 300))
      await page.getByTestId('low-dpi-warning').waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('photo-dpi').getAttribute('data-low')).toBe('true')
      expect(Number(await page.getByTestId('photo-dpi').getAttribute('data-dpi'))).toBeLessThan(150)
      await expect
        .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('saved')
      await shot(page, '3-low-dpi')

      // Adding to cart asks first; confirming renders the print file on the server and opens the cart.
      await page.getByTestId('editor-add-to-cart').click()
      await page.getByTestId('low-dpi-confirm').waitFor()
      await Promise.all([
        page.waitForURL(/\/cart\?added=101-1/, { timeout: 60_000 }),
        page.getByTestId('confirm-low-dpi').click(),
      ])
      await waitForHydration(page)
      const preview = page.getByTestId('cart-line').getByTestId('line-preview')
      expect(await preview.getAttribute('src')).toMatch(/^\/images\/designs\/[a-z2-7]{24}\/preview\.webp$/)
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await shot(page, '4-cart')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 180_000)

  test('a mug shows its handle zone and a wrap-around preview; the draft survives a reload', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/102?design=1'))
      await waitForHydration(page)
      await page.getByTestId('editor').waitFor({ timeout: 30_000 })
      await page.getByTestId('add-text').click()
      await page.getByTestId('text-input').fill('Happy birthday!')
      const preview = page.getByTestId('mug-preview')
      await preview.waitFor()
      await page.getByTestId('mug-turn-right').click()
      expect(await preview.getAttribute('data-degrees')).toBe('30')
      await expect
        .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('saved')
      await shot(page, '5-mug')
      await page.goto(siteUrl(HOST, env.app.port, '/create/102'))
      await waitForHydration(page)
      await page.getByTestId('editor').waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=layer][data-kind=text]').click()
      expect(await page.getByTestId('text-input').inputValue()).toBe('Happy birthday!')
    } finally {
      await page.close()
    }
  }, 120_000)

  test('the loaded editor has no serious or critical accessibility violations (axe-core, WCAG 2.1 AA)', async () => {
    const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/102?new=1'))
      await waitForHydration(page)
      await page.getByTestId('editor').waitFor({ timeout: 30_000 })
      await page.getByTestId('photo-input').setInputFiles(await photoFile('a11y.jpg', 1200, 800))
      await page.getByTestId('item-panel').waitFor({ timeout: 30_000 })
      await page.getByTestId('add-text').click()
      await page.addScriptTag({
        content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
      })
      const found = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: Document,
                opts: unknown,
              ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
            }
          }
        ).axe
        const r = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        })
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          )
      })
      expect(found).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
