import { beforeAll, describe, expect, test } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { request } from 'undici'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { mmOf, pdfPages } from '../helpers/pdf-pages.js'
import { TEST_NOW } from '../helpers/test-app.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import * as oq from '../../db/queries/orders.js'

/**
 * Issue 29's photo book in Chromium: 30 photos uploaded in the editor, a 24-page book auto-filled from them, a page
 * moved, the book kept over a reload, bought through the test PSP, rendered by the job runner and fetched from the
 * factory API as one PDF of the right page count and page size.
 */
const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'
const files = mkdtempSync(join(tmpdir(), 'photo-book-e2e-'))
let key = ''
const SHOTS = process.env.EDITOR_SHOTS
const shot = async (page: Page, name: string) =>
  SHOTS && (await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true }))
beforeAll(async () => {
  const created = await createApiKey(env.app.db, { name: 'factory-es', brandSlug: 'WPX-ES' }, TEST_NOW)
  if (!created.ok) throw new Error(created.error)
  key = created.key
})

/** 30 different photos (each its own colour, so none is a duplicate upload), big enough for an A4 page at 150 dpi. */
async function photoFiles(n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const path = join(files, `holiday-${String(i + 1).padStart(2, '0')}.jpg`)
      const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 }
      writeFileSync(
        path,
        await sharp({ create: { width: 1800, height: 1300, channels: 3, background } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      )
      return path
    }),
  )
}

async function go(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await Promise.all([page.waitForURL(url), click()])
  await waitForHydration(page)
}

const pageIds = (page: Page) =>
  page.getByTestId('page-thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-page-id')))

async function factory(path: string) {
  const res = await request(`http://127.0.0.1:${env.app.port}/api/v1/orders${path}`, {
    headers: { host: HOST, authorization: `Bearer ${key}` },
  })
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) }
}

describe('a photo book made in the editor', () => {
  test('30 photos, auto-fill a 24-page book, move a page, reload, buy it; the factory gets a 25-page A4 PDF', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/112'))
      await waitForHydration(page)
      await page.getByTestId('page-strip').waitFor({ timeout: 30_000 })
      // The cover and 24 pages, in spreads; every page empty and saying so in words.
      expect(await page.getByTestId('page-thumb').count()).toBe(25)
      expect(await page.locator('[data-testid=page-thumb][data-warnings~=empty-page]').count()).toBe(25)
      expect(await page.locator('.page-spread').count()).toBe(13)

      await page.getByTestId('photo-input').setInputFiles(await photoFiles(30))
      await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 120_000 }).toBe(30)

      await page.getByTestId('auto-fill').click()
      // One photo on the cover and on each page; five photos left over (a page layout with more slots takes them).
      await expect.poll(() => page.locator('[data-testid=page-thumb][data-warnings~=empty-page]').count()).toBe(0)
      expect(await page.getByTestId('page-message').textContent()).toMatch(/5/)
      expect(await page.locator('.page-thumb-photo').count()).toBe(25)
      expect(await page.getByTestId('page-checks').count()).toBe(0)
      await shot(page, 'book-1-filled')

      // Page 1 moves one place later, with the button (keyboard and touch use the same).
      await page.locator('[data-testid=page-thumb][data-page-id=p1]').click()
      await page.getByTestId('move-later').click()
      await expect.poll(() => pageIds(page).then((ids) => ids.slice(0, 4))).toEqual(['cover', 'p2', 'p1', 'p3'])
      // A 24-page book cannot grow: the refusal says why.
      await page.getByTestId('add-pages').click()
      expect(await page.getByTestId('page-message').textContent()).toMatch(/24/)
      // The autosave (a second after the last edit) has the moved page before the page is reloaded.
      const savedOrder = () =>
        page.evaluate(() =>
          fetch('/api/editor/drafts/112', { headers: { accept: 'application/json' } })
            .then((r) => r.json())
            .then((b: { draft: { pages?: { id: string }[] } | null }) => b.draft?.pages?.slice(0, 3).map((p) => p.id)),
        )
      await expect.poll(savedOrder, { timeout: 15_000 }).toEqual(['p2', 'p1', 'p3'])

      // The autosaved draft (version 2) is what the editor opens again.
      await page.reload()
      await waitForHydration(page)
      await page.getByTestId('page-strip').waitFor({ timeout: 30_000 })
      expect((await pageIds(page)).slice(0, 4)).toEqual(['cover', 'p2', 'p1', 'p3'])
      expect(await page.locator('.page-thumb-photo').count()).toBe(25)

      await go(page, () => page.getByTestId('editor-add-to-cart').click(), /\/cart/)
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
      await go(page, () => page.getByTestId('to-checkout').click(), /\/checkout$/)
      await page.locator('#checkout-email').fill('libro@example.es')
      await go(page, () => page.getByTestId('contact-form').locator('button[type=submit]').click(), /step=2/)
      for (const [field, value] of Object.entries(ES_ADDRESS)) await page.locator(`#checkout-${field}`).fill(value)
      await go(page, () => page.getByTestId('address-form').locator('button[type=submit]').click(), /step=3/)
      await go(page, () => page.getByTestId('shipment-address').locator('button[type=submit]').click(), /step=4/)
      await page.locator('input[name=paymentMethod][value=CARD]').check()
      await page.getByTestId('accept-terms').check()
      await go(
        page,
        () => page.getByTestId('payment-form').locator('button[type=submit]').click(),
        /\/_test-psp\/pay\//,
      )
      await go(page, () => page.locator('button[value=succeeded]').click(), /\/order-completed\?order=/)
      expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid')
      const publicId = new URL(page.url()).searchParams.get('order')!
      expect((await oq.findOrderByPublicId(env.app.db, publicId))!.status).toBe(0)

      // The job runner renders the PDF outside the request; the factory API lists it once it is ready.
      const manifest = async () => JSON.parse((await factory(`/${publicId}/print-files`)).body.toString())
      await expect
        .poll(async () => (await manifest()).files?.[0]?.ready, { timeout: 180_000, interval: 1000 })
        .toBe(true)
      const line = (await manifest()).files[0]
      expect(line).toMatchObject({ articleId: 112, format: 'pdf', pages: 25, ready: true })
      const pdf = await factory(`/${publicId}/print-files/${line.line}`)
      expect(pdf.status).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.headers['x-print-pages']).toBe('25')
      const pages = pdfPages(pdf.body)
      expect(pages).toHaveLength(25)
      // A4 landscape plus 3 mm bleed on every side.
      for (const p of pages) {
        expect(mmOf(p.mediaBox[2])).toBeCloseTo(303, 1)
        expect(mmOf(p.mediaBox[3])).toBeCloseTo(216, 1)
      }
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 400_000)

  test('auto-fill by date taken puts the earlier-taken photo first, an undated one after; the choice is kept', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const dated = async (name: string, exif: Record<string, string> | null) => {
      const path = join(files, name)
      const img = sharp({ create: { width: 1800, height: 1300, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      writeFileSync(path, await (exif ? img.withExif({ IFD2: exif }) : img).jpeg({ quality: 80 }).toBuffer())
      return path
    }
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/112'))
      await waitForHydration(page)
      await page.getByTestId('page-strip').waitFor({ timeout: 30_000 })
      // Uploaded one by one in the reverse of the order they were taken, the undated photo last.
      const uploads = [
        await dated('taken-2024.jpg', { DateTimeOriginal: '2024:08:15 18:30:05' }),
        await dated('taken-2023.jpg', { DateTimeOriginal: '2023:07:14 09:30:00' }),
        await dated('no-date.jpg', null),
      ]
      for (const [i, path] of uploads.entries()) {
        await page.getByTestId('photo-input').setInputFiles(path)
        await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 60_000 }).toBe(i + 1)
      }
      const idOf = await page.evaluate(() =>
        fetch('/images/uploads', { headers: { accept: 'application/json' } })
          .then((r) => r.json())
          .then((b: { uploads: { id: string; fileName: string }[] }) =>
            Object.fromEntries(b.uploads.map((u) => [u.fileName, u.id])),
          ),
      )
      const filledWith = () =>
        Promise.all(
          ['cover', 'p1', 'p2'].map((id) =>
            page.locator(`[data-testid=page-thumb][data-page-id=${id}] .page-thumb-photo`).getAttribute('style'),
          ),
        ).then((styles) => styles.map((st) => Object.keys(idOf).find((name) => st?.includes(idOf[name]!))))

      await page.getByTestId('auto-fill').click()
      await expect.poll(filledWith).toEqual(['taken-2024.jpg', 'taken-2023.jpg', 'no-date.jpg'])
      await page.getByTestId('fill-order').selectOption('date')
      await page.getByTestId('auto-fill').click()
      await expect.poll(filledWith).toEqual(['taken-2023.jpg', 'taken-2024.jpg', 'no-date.jpg'])
      // The choice is remembered for the tab's session.
      await page.reload()
      await waitForHydration(page)
      await page.getByTestId('page-strip').waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('fill-order').inputValue()).toBe('date')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 180_000)

  test('a calendar shows each month page as a Spanish month grid from the chosen first month, holidays marked', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/108'))
      await waitForHydration(page)
      await page.getByTestId('page-strip').waitFor({ timeout: 30_000 })
      // The title sheet and 12 months, one sheet at a time; a 13-sheet calendar takes no more.
      expect(await page.getByTestId('page-thumb').count()).toBe(13)
      await page.getByTestId('add-pages').click()
      expect(await page.getByTestId('page-message').textContent()).toMatch(/13/)

      await page.getByTestId('start-month').fill('2026-12')
      await page.locator('[data-testid=page-thumb][data-page-id=p1]').click()
      const month = page.getByTestId('calendar-month')
      await expect.poll(() => month.locator('caption').textContent()).toBe('diciembre de 2026')
      // Weeks start on Monday in Spain; 6, 8 and 25 December are national holidays.
      expect(await month.locator('th').first().textContent()).toBe('lun')
      expect(await month.locator('td.calendar-holiday').allTextContents()).toEqual([
        '6festivo',
        '8festivo',
        '25festivo',
      ])
      expect(await page.locator('[data-testid=page-thumb][data-page-id=p2] .page-thumb-name').textContent()).toBe(
        'enero de 2027',
      )
      await shot(page, 'calendar-december')

      // Auto-fill lays the month pages' photos above the grid (printed over them): no page says it is covered.
      await page.getByTestId('photo-input').setInputFiles(await photoFiles(3))
      await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 60_000 }).toBe(3)
      await page.getByTestId('auto-fill').click()
      await expect.poll(() => page.locator('.page-thumb-photo').count()).toBe(3)
      const p1 = page.locator('[data-testid=page-thumb][data-page-id=p1]')
      expect(await p1.getAttribute('data-warnings')).toBe('')
      const photoBottom = await p1
        .locator('.page-thumb-photo')
        .evaluate((el) => parseFloat((el as HTMLElement).style.top) + parseFloat((el as HTMLElement).style.height))
      expect(photoBottom).toBeLessThan(60)
      // The shopper moves December's photo down into the grid (Shift+arrow: 10 mm a press): it is warned about in
      // words beside the stage, on the thumbnail, in the checks and before adding to the cart.
      await p1.click()
      await page.getByTestId('layer').first().click()
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown')
      await page.getByTestId('under-grid-warning').waitFor()
      await expect.poll(() => p1.getAttribute('data-warnings')).toBe('under-calendar-grid')
      expect(await page.getByTestId('page-checks').textContent()).toContain('Tapado por la cuadrícula del calendario')
      await page.getByTestId('editor-add-to-cart').click()
      await page.getByTestId('confirm-under-grid').waitFor()
      await shot(page, 'calendar-covered')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
