import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { ADMIN_HOST, addStaff, STAFF_PASSWORD } from '../helpers/staff.js'

const env = setupE2eEnvironment()
const SHOP = 'wpx-cz.localhost'
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

beforeAll(async () => {
  await addStaff(env.app, 'marketa@staff.example', 'marketer', ['WPX-CZ'])
  await addStaff(env.app, 'katalog@staff.example', 'catalogue', ['WPX-CZ'])
})

const consoleUrl = (path: string) => siteUrl(ADMIN_HOST, env.app.port, path)
const primaryColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())
const firstBannerTitle = (page: Page) => page.getByTestId('banner').first().locator('strong').textContent()

async function signIn(page: Page, email = 'marketa@staff.example') {
  await page.goto(consoleUrl('/console/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(consoleUrl('/console'))
}

/** A shop visitor with a fresh browser profile (no preview cookie, nothing cached). */
async function asVisitor<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await env.browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(siteUrl(SHOP, env.app.port, '/'))
    await waitForHydration(page)
    return await fn(page)
  } finally {
    await context.close()
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const result = await page.evaluate(async () => {
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
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
  })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

describe('marketer console end to end', () => {
  test(
    'a marketer changes the WPX-CZ accent colour and a banner, previews on the shop host, publishes, and the shop shows it',
    { timeout: 120_000 },
    async () => {
      const original = await asVisitor(async (page) => ({
        colour: await primaryColor(page),
        title: await firstBannerTitle(page),
      }))
      expect(original).toEqual({ colour: '#0b57c4', title: 'Vánoce se blíží' })

      const context: BrowserContext = await env.browser.newContext()
      try {
        const page = await context.newPage()
        await signIn(page)
        await page.getByRole('link', { name: 'WPX-CZ · WallPix Česko' }).click()

        // Accent colour: a refused value first (named at its field), then a good one.
        await page.getByRole('link', { name: 'Theme and logo' }).click()
        await page.getByLabel('Accent colour').fill('#ffe066')
        await page.getByRole('button', { name: 'Save to draft' }).click()
        await expect
          .poll(() => page.getByRole('alert').textContent())
          .toContain('Accent colour: accent colour on the background contrasts')
        expect(await page.getByLabel('Accent colour').getAttribute('aria-invalid')).toBe('true')
        await page.getByLabel('Accent colour').fill('#8e1b3c')
        await page.getByRole('button', { name: 'Save to draft' }).click()
        await expect.poll(() => page.getByRole('status').textContent()).toContain('Saved to your draft')

        // A banner text in Czech.
        await page.getByRole('link', { name: 'WPX-CZ' }).click()
        await page.getByRole('link', { name: 'Home banners' }).click()
        await page.getByRole('link', { name: 'Vánoce se blíží' }).click()
        await page.getByLabel('Title', { exact: true }).fill('Vánoce s WallPix')
        await page.getByRole('button', { name: 'Save to draft' }).click()
        await expect.poll(() => page.getByRole('status').textContent()).toContain('Saved to your draft')

        // Preview: the console hands the browser to the shop host, which shows the draft in this browser only.
        await page.getByRole('link', { name: 'WPX-CZ' }).click()
        expect(await page.locator('table.changes').textContent()).toContain('themeTokens.accentColor')
        await page.getByRole('button', { name: 'Preview on the shop' }).click()
        const [preview] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('link', { name: 'Open the preview on wpx-cz.localhost (new tab)' }).click(),
        ])
        await preview.waitForURL(siteUrl(SHOP, env.app.port, '/'))
        await waitForHydration(preview)
        expect(await preview.getByTestId('preview-bar').textContent()).toContain('marketa@staff.example')
        expect(await firstBannerTitle(preview)).toBe('Vánoce s WallPix')
        expect(await primaryColor(preview)).toBe('#8e1b3c')
        expect(
          await asVisitor(async (p) => ({ colour: await primaryColor(p), title: await firstBannerTitle(p) })),
        ).toEqual(original)

        // Publish: every visitor gets it at once, no restart.
        await page.bringToFront()
        await page.getByRole('link', { name: 'Back to WPX-CZ' }).click()
        await page.getByRole('button', { name: 'Publish' }).click()
        await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Published \(audit entry #\d+\)/)
        expect(
          await asVisitor(async (p) => ({ colour: await primaryColor(p), title: await firstBannerTitle(p) })),
        ).toEqual({ colour: '#8e1b3c', title: 'Vánoce s WallPix' })

        // The audit log shows it, with before and after.
        await page.getByRole('link', { name: 'Audit log', exact: true }).click()
        await page
          .getByRole('link', { name: /^#\d+$/ })
          .first()
          .click()
        const changes = await page.locator('table.changes').textContent()
        expect(changes).toContain('themeTokens.accentColor')
        expect(changes).toContain('"#8e1b3c"')
        expect(changes).toContain('content.banners.christmas.texts.cs.title')
      } finally {
        await context.close()
      }
    },
  )

  test('the decimals preview follows the checkbox live, and the forms pass axe', { timeout: 120_000 }, async () => {
    const context = await env.browser.newContext({ bypassCSP: true })
    try {
      const page = await context.newPage()
      await page.goto(consoleUrl('/console/login'))
      expect(await axeViolations(page)).toEqual([])
      await signIn(page)
      await page.goto(consoleUrl('/console/brands/WPX-CZ/settings/general'))
      const cell = page.getByTestId('price-shown').nth(1)
      // WPX-CZ shows whole koruna: 12.99 Kč is rounded up to 13 Kč.
      expect(await cell.textContent()).toMatch(/^13\sKč$/)
      await page.getByLabel('Show decimals in prices').check()
      expect(await cell.textContent()).toMatch(/^12,99\sKč$/)
      await page.getByLabel('Google Analytics 4 id').fill('UA-1')
      await page.getByRole('button', { name: 'Save to draft' }).click()
      await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(
    'the catalogue section: list, an article with a refused draft, and its preview pass axe',
    { timeout: 120_000 },
    async () => {
      const context = await env.browser.newContext({ bypassCSP: true })
      try {
        const page = await context.newPage()
        await signIn(page, 'katalog@staff.example')
        await page.goto(consoleUrl('/console/brands/WPX-CZ/catalogue'))
        expect(await axeViolations(page)).toEqual([])
        await page.goto(consoleUrl('/console/brands/WPX-CZ/catalogue/photo-print'))
        expect(await axeViolations(page)).toEqual([])
        // A broken price: the page comes back with the problem named and the text kept.
        const rows = page.locator('textarea')
        const text = await rows.inputValue()
        expect(text).toMatch(/,CZK,1,\d+/)
        await rows.fill(text.replace(/(,CZK,1,)\d+/, '$1-5'))
        await page.getByRole('button', { name: 'Save draft' }).click()
        await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
        expect(await page.getByRole('alert').textContent()).toMatch(/amount_minor/)
        expect(await page.locator('textarea').inputValue()).toMatch(/,CZK,1,-5/)
        expect(await axeViolations(page)).toEqual([])
        await page.goto(consoleUrl('/console/brands/WPX-CZ/catalogue/photo-print/preview'))
        expect(await page.locator('body').textContent()).toMatch(/Kč/)
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )

  test(
    'the offers section: list, a new offer refused then saved, the edit form pass axe',
    { timeout: 120_000 },
    async () => {
      const context = await env.browser.newContext({ bypassCSP: true })
      try {
        const page = await context.newPage()
        await signIn(page)
        await page.goto(consoleUrl('/console/brands/WPX-CZ/offers'))
        expect(await page.locator('tr[data-offer="mugs-20"]').textContent()).toMatch(/cz live/)
        expect(await axeViolations(page)).toEqual([])
        await page.getByRole('link', { name: 'New offer' }).click()
        expect(await axeViolations(page)).toEqual([])
        await page.getByLabel('Key', { exact: true }).fill('vanoce-hrnky')
        await page.getByLabel('Title (cs)').fill('Vánoční hrnky')
        await page.getByLabel('Rule', { exact: true }).selectOption('amount')
        await page.getByLabel('Amount off each copy in CZK').fill('99999')
        await page.getByLabel('MUG', { exact: true }).check()
        await page.getByLabel('Starts', { exact: true }).fill('2026-12-01T00:00')
        await page.getByLabel('Ends', { exact: true }).fill('2026-12-24T00:00')
        await page.getByRole('button', { name: 'Add to draft' }).click()
        // Refused at its field, what was typed kept.
        await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
        expect(await page.getByRole('alert').textContent()).toMatch(/a line would go negative/)
        expect(await page.getByLabel('Title (cs)').inputValue()).toBe('Vánoční hrnky')
        expect(await axeViolations(page)).toEqual([])
        await page.getByLabel('Amount off each copy in CZK').fill('20')
        await page.getByRole('button', { name: 'Add to draft' }).click()
        await page.waitForURL(/\/offers\?saved=1$/)
        expect(await page.locator('tr[data-offer="vanoce-hrnky"]').textContent()).toMatch(/cz scheduled/)
        await page.getByRole('link', { name: 'vanoce-hrnky' }).click()
        expect(await page.getByLabel('Amount off each copy in CZK').inputValue()).toBe('20.00')
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
