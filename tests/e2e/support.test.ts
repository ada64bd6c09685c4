import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-pl.localhost'

describe('contact form -> ticket in the account', () => {
  test('a guest writes with a photo; once confirmed from the mailbox and signed in with that email, the ticket and its thread are in the account', async () => {
    const page = await env.browser.newPage()
    const email = demoEmail('WPX-PL', 'customer')
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/contact'))
      await waitForHydration(page)
      await page.locator('#contact-name').fill('Ewa')
      await page.locator('#contact-email').fill(email)
      await page.locator('#contact-subject').fill('Kubek z rysą')
      await page.locator('#contact-message').fill('Mój kubek przyszedł z rysą na uchu. Co mogę zrobić?')
      await page.locator('#contact-attachment').setInputFiles({
        name: 'kubek.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e70000000049454e44ae426082',
          'hex',
        ),
      })
      await Promise.all([
        page.waitForURL(/sent=1/),
        page.getByTestId('contact-form').locator('button[type=submit]').click(),
      ])
      expect(await page.getByTestId('contact-sent').isVisible()).toBe(true)

      // A guest ticket joins the account once its address is confirmed from the mailbox (issue 15): the link in the
      // confirmation mail, opened in the browser.
      env.app.jobs.kick()
      await env.app.jobs.idle()
      const mail = env.app.outbox().find((m) => m.to === email && m.text.includes('/contact/confirm-email?'))!
      await page.goto(
        siteUrl(HOST, env.app.port, /https?:\/\/[^/\s]+(\/contact\/confirm-email\?\S+)/.exec(mail.text)![1]!),
      )

      await page.goto(siteUrl(HOST, env.app.port, '/login?callbackUrl=%2Faccounts%2Ftickets'))
      await waitForHydration(page)
      await page.locator('#signin-email').fill(email)
      await page.locator('#signin-password').fill(DEMO_PASSWORD)
      await Promise.all([
        page.waitForURL(/\/accounts\/tickets$/),
        page.getByTestId('signin-form').locator('button[type=submit]').click(),
      ])
      await waitForHydration(page)
      const row = page.getByTestId('tickets-list').locator('tr', { hasText: 'Kubek z rysą' })
      await expect.poll(() => row.count()).toBe(1)
      await Promise.all([page.waitForURL(/\/accounts\/tickets\/[a-z2-7]{26}$/), row.locator('a').click()])
      await waitForHydration(page)
      expect(await page.getByTestId('ticket-thread').textContent()).toContain('rysą na uchu')
      expect(await page.getByTestId('ticket-status').getAttribute('data-status')).toBe('PENDING')
      expect(await page.locator('a[download]').textContent()).toBe('kubek.png')
    } finally {
      await page.close()
    }
  })
})
