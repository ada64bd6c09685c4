import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment } from '../helpers/browser.js'
import { ADMIN_HOST, addStaff, STAFF_PASSWORD } from '../helpers/staff.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import * as oq from '../../db/queries/orders.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { moveOrder } from '../../server/services/orders/move-order.js'

/**
 * Issue 30's operations journey in the browser (decisions 048 and 050): an operations member finds an order by its
 * postal code, ships it with a tracking number (the shopper's shipped mail names it), and creates a reprint, which
 * the order page then links.
 */
const env = setupE2eEnvironment()
const consoleUrl = (path: string) => siteUrl(ADMIN_HOST, env.app.port, path)

async function signIn(page: Page, email: string) {
  await page.goto(consoleUrl('/console/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(consoleUrl('/console'))
}

/** A paid WPX-ES order delivered to `postalCode`, through the factory's steps up to packed (status 8). */
async function packedOrder(email: string, postalCode: string) {
  const s = await shopper(env.app, 'wpx-es.localhost')
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  const ready = await readyToPlace(s, email, { ...ES_ADDRESS, postalCode })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  const order = (await oq.findOrderByPublicId(env.app.db, placed.json<{ order: string }>().order))!
  const deps = { db: env.app.db, providers: new Map(), mail: () => Promise.resolve(null), now: Date.now() }
  expect((await markOrderPaid(deps, order.id, 'test')).ok).toBe(true)
  for (const to of [200, 201, 202, 1, 13, 8])
    expect((await moveOrder(env.app.db, order.id, { to, actor: 'factory' }, Date.now())).ok).toBe(true)
  return order
}

describe('operations in the console', () => {
  test(
    'find an order by postal code, ship it with a tracking number, and reprint a line',
    { timeout: 120_000 },
    async () => {
      await addStaff(env.app, 'oskar@staff.example', 'operations', ['WPX-ES'])
      const email = 'operations-e2e@example.es'
      const order = await packedOrder(email, '28013')
      const page = await env.browser.newPage()
      try {
        await signIn(page, 'oskar@staff.example')
        await page.getByRole('link', { name: 'Orders' }).click()
        await page.getByLabel('Postal code').fill('28013')
        await page.getByRole('button', { name: 'Search' }).click()
        await page.locator(`a[href="/console/orders/${order.publicId}"]`).click()
        await page.waitForURL(consoleUrl(`/console/orders/${order.publicId}`))

        await page.getByLabel('New status').selectOption('9')
        await page.getByLabel('Tracking number (needed to ship)').fill('PK555000111ES')
        await page.getByRole('button', { name: 'Move', exact: true }).click()
        await page.waitForURL(/done=1/)
        expect((await oq.findOrderById(env.app.db, order.id))!.status).toBe(9)
        await expect
          .poll(async () => {
            env.app.jobs.kick()
            await env.app.jobs.idle()
            return env.app.outbox().some((m) => m.to === email && m.text.includes('PK555000111ES'))
          })
          .toBe(true)

        const line = (await oq.orderLineRows(env.app.db, order.id))[0]!
        await page.locator(`#a-qty-${line.id}`).fill('1')
        await page.locator('#a-reprint-reason').selectOption('transit_damage')
        await page.locator('#a-reprint-note').fill('box arrived crushed')
        await page.getByRole('button', { name: 'Reprint for free' }).click()
        await page.waitForURL(/done=1/)
        const [reprint] = await oq.reprintsOfOrder(env.app.db, order.id)
        expect(reprint).toBeDefined()
        const link = page.locator(`a[href="/console/orders/${reprint!.publicId}"]`)
        await expect.poll(() => link.count()).toBe(1)
        await link.click()
        await page.waitForURL(consoleUrl(`/console/orders/${reprint!.publicId}`))
        expect(await page.locator(`a[href="/console/orders/${order.publicId}"]`).count()).toBe(1)
        expect(await page.locator('body').textContent()).toContain('Damaged in transit')
      } finally {
        await page.close()
      }
    },
  )
})
