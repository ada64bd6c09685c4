import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { ADMIN_HOST, addStaff, STAFF_PASSWORD } from '../helpers/staff.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

/** Issue 30's Playwright run for tickets (decision 051): an agent answers in the console, the shopper reads it. */
const env = setupE2eEnvironment()
const SHOP = 'wpx-es.localhost'
const AGENT = 'agente@staff.example'

beforeAll(async () => {
  await addStaff(env.app, AGENT, 'support', ['WPX-ES'])
})

async function shopperSignIn(page: Page, email: string) {
  await page.goto(siteUrl(SHOP, env.app.port, '/login?callbackUrl=%2Faccounts%2Ftickets%3Fnew%3D1'))
  await waitForHydration(page)
  await page.locator('#signin-email').fill(email)
  await page.locator('#signin-password').fill(DEMO_PASSWORD)
  await Promise.all([
    page.waitForURL(/\/accounts\/tickets\?new=1$/),
    page.getByTestId('signin-form').locator('button[type=submit]').click(),
  ])
  await waitForHydration(page)
}

describe('support in the console end to end', () => {
  test(
    'a shopper opens a ticket, an agent answers it in the console, and the shopper reads the answer in /accounts/tickets',
    { timeout: 120_000 },
    async () => {
      const email = demoEmail('WPX-ES', 'customer')
      const shopperContext = await env.browser.newContext()
      const agentContext = await env.browser.newContext()
      try {
        const shop = await shopperContext.newPage()
        await shopperSignIn(shop, email)
        await shop.locator('#ticket-subject').fill('Marco roto')
        await shop.locator('#ticket-message').fill('El marco de mi lienzo llegó roto por una esquina.')
        await Promise.all([
          shop.waitForURL(/\/accounts\/tickets\/[a-z2-7]{26}$/),
          shop.getByTestId('new-ticket-form').locator('button[type=submit]').click(),
        ])
        const ticketUrl = shop.url()
        const publicId = ticketUrl.split('/').pop()!

        const agent = await agentContext.newPage()
        await agent.goto(siteUrl(ADMIN_HOST, env.app.port, '/console/login'))
        await agent.getByLabel('Email').fill(AGENT)
        await agent.getByLabel('Password').fill(STAFF_PASSWORD)
        await agent.getByRole('button', { name: 'Sign in' }).click()
        await agent.waitForURL(siteUrl(ADMIN_HOST, env.app.port, '/console'))
        await agent.getByRole('link', { name: 'Tickets' }).click()
        await agent.getByLabel('Status').selectOption('PENDING')
        await agent.getByRole('button', { name: 'Search' }).click()
        await agent.locator(`a[href="/console/tickets/${publicId}"]`).first().click()
        await agent.waitForURL(siteUrl(ADMIN_HOST, env.app.port, `/console/tickets/${publicId}`))
        expect(await agent.locator('.ticket-thread').textContent()).toContain('llegó roto')

        await agent.getByRole('button', { name: 'Assign' }).click()
        await agent.waitForURL(/\?done=1$/)
        await agent.getByLabel('Note', { exact: true }).fill('Pedir foto del embalaje.')
        await agent.getByRole('button', { name: 'Add the note' }).click()
        await agent.waitForURL(/\?done=1$/)
        await agent.locator('#a-message').fill('Lo sentimos mucho: te enviamos un lienzo nuevo esta semana.')
        await agent.getByRole('button', { name: 'Send the reply' }).click()
        await agent.waitForURL(/\?done=1$/)
        expect(await agent.locator('.ticket-thread').textContent()).toContain('te enviamos un lienzo nuevo')

        await shop.goto(siteUrl(SHOP, env.app.port, '/accounts/tickets'))
        await waitForHydration(shop)
        const row = shop.getByTestId('tickets-list').locator('tr', { hasText: 'Marco roto' })
        await expect.poll(() => row.count()).toBe(1)
        await Promise.all([shop.waitForURL(ticketUrl), row.locator('a').click()])
        await waitForHydration(shop)
        const thread = (await shop.getByTestId('ticket-thread').textContent()) ?? ''
        expect(thread).toContain('te enviamos un lienzo nuevo esta semana')
        expect(thread).not.toContain('Pedir foto del embalaje')
        expect(await shop.getByTestId('ticket-status').getAttribute('data-status')).toBe('RESOLVED')
      } finally {
        await shopperContext.close()
        await agentContext.close()
      }
    },
  )
})
