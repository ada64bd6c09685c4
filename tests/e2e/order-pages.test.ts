import { beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { axeViolations } from '../helpers/axe.js'
import { placeOrderJson, readyToPlace, shopper, type Shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { blankDocument } from '../../server/domain/editor/editor-document.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as oq from '../../db/queries/orders.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'
/** The Spanish site's zone; the server runs in UTC and the browser below in New York. */
const SITE_ZONE = 'Europe/Madrid'

/** An order of a mug personalised on a catalogue design and a plain canvas, and the browser's cookies that placed it. */
interface PlacedOrder {
  s: Shopper
  publicId: string
  personalisedDesignId: string
  catalogueDesignName: string
}

async function placeOrder(signedIn: boolean): Promise<PlacedOrder> {
  const s = await shopper(env.app, HOST)
  if (signedIn) expect((await s.signIn(demoEmail('WPX-ES', 'partner'), DEMO_PASSWORD)).status).toBe(200)
  const added = await s.post('/cart/personalised', { document: blankDocument(102, 1) })
  expect(added.status).toBe(201)
  const personalisedDesignId = added.json<{ personalisedDesignId: string }>().personalisedDesignId
  expect((await s.post('/cart/add', { articleId: 104, quantity: 1 })).status).toBe(200)
  const placed = await placeOrderJson(s, await readyToPlace(s, 'order-pages@example.es', ES_ADDRESS))
  expect(placed.status).toBe(200)
  const publicId = placed.json<{ order: string }>().order
  const lines = await oq.orderLineRows(env.app.db, (await oq.findOrderByPublicId(env.app.db, publicId))!.id)
  const catalogueDesignName = lines.find((l) => l.personalisedDesignId)?.designName ?? ''
  return { s, publicId, personalisedDesignId, catalogueDesignName }
}

/** A guest's order (the public tracking page is for shoppers who are not signed in) and a signed-in customer's. */
let guest: PlacedOrder
let customer: PlacedOrder
beforeAll(async () => {
  guest = await placeOrder(false)
  customer = await placeOrder(true)
})

/** The pages, each with the order and browser it is seen with. */
const PAGES: Record<string, () => PlacedOrder> = {
  '/order-completed?order=:id': () => guest,
  '/tracking/:id': () => guest,
  '/accounts/home': () => customer,
  '/accounts/orders': () => customer,
}

/** A browser in New York holding the shopper's cookies, recording every page error and console error. */
async function shopperBrowser(o: PlacedOrder): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ timezoneId: 'America/New_York', bypassCSP: true })
  await context.addCookies([...o.s.jar].map(([name, value]) => ({ name, value, domain: HOST, path: '/' })))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return { context, page, errors }
}

/** Opens the page as its shopper, checking it is that page and not a redirect elsewhere. */
async function open(path: string) {
  const o = PAGES[path]!()
  const b = await shopperBrowser(o)
  const url = path.replace(':id', o.publicId)
  await b.page.goto(siteUrl(HOST, env.app.port, url))
  await waitForHydration(b.page)
  const now = new URL(b.page.url())
  expect(now.pathname + now.search).toBe(url)
  return { ...b, o }
}

/** Each <time> of the page: what it shows, and the same instant formatted by the browser in the site's zone. */
const shownTimes = (page: Page, zone: string) =>
  page.locator('time[datetime]').evaluateAll(
    (els, tz) =>
      els.map((el) => {
        const lang = document.documentElement.lang || 'es-ES'
        const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: tz })
        return { shown: el.textContent, expected: format.format(new Date(el.getAttribute('datetime')!)) }
      }),
    zone,
  )

describe('order times are the site’s local time, the same on the server and in a browser outside UTC', () => {
  for (const path of ['/tracking/:id', '/accounts/home', '/accounts/orders']) {
    test(`${path}: no hydration error, times in ${SITE_ZONE}`, async () => {
      const { context, page, errors } = await open(path)
      try {
        // React reports a mismatch after hydration; give it a moment.
        await page.waitForTimeout(300)
        expect(errors).toEqual([])
        const times = await shownTimes(page, SITE_ZONE)
        expect(times.length).toBeGreaterThan(0)
        for (const t of times) expect(t.shown).toBe(t.expected)
      } finally {
        await context.close()
      }
    })
  }
})

describe('order pages show the shopper’s own design with its picture, styled like checkout', () => {
  for (const path of ['/order-completed?order=:id', '/tracking/:id', '/accounts/home']) {
    test(`${path}`, async () => {
      const { context, page, o } = await open(path)
      try {
        const preview = page.locator(`img[src="/images/designs/${o.personalisedDesignId}/preview.webp"]`)
        await expect.poll(() => preview.count()).toBe(1)
        // The picture loads for its owner.
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
        // Lines use checkout's summary-line look, not a browser-default list.
        const list = page.locator('ul.summary-lines').first()
        expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none')
        const line = list.locator('.summary-line').filter({ has: preview })
        expect(await line.evaluate((li) => getComputedStyle(li).display)).toBe('grid')
        // The shopper's own design, not the name of the catalogue design it started from.
        await expect.poll(() => line.textContent()).toContain('Tu diseño personalizado')
        if (o.catalogueDesignName)
          expect(await line.locator('.summary-line-name').textContent()).not.toContain(o.catalogueDesignName)
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await context.close()
      }
    })
  }

  test('the tracking page shows no pictures or design names to someone else holding the link', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    try {
      await page.goto(siteUrl(HOST, env.app.port, `/tracking/${guest.publicId}`))
      await waitForHydration(page)
      expect(await page.getByTestId('tracking-order').isVisible()).toBe(true)
      expect(await page.locator(`img[src*="/images/designs/"]`).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
