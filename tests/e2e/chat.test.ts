import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { staffReply } from '../../server/services/support/tickets.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import * as sq from '../../db/queries/support.js'

const env = setupE2eEnvironment()

describe('chat in the browser', () => {
  test('a shopper starts a chat, the desk answers, and the answer appears without reloading the page', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl('wpx-es.localhost', env.app.port, '/contact'))
      await waitForHydration(page)
      await Promise.all([
        page.waitForURL(/\/contact\/chat$/),
        page.locator('[data-channel="chat"] a[href="/contact/chat"]').click(),
      ])
      await waitForHydration(page)
      await page.locator('#chat-name').fill('Nuria')
      await page.locator('#chat-email').fill('nuria@example.es')
      await page.locator('#chat-message').fill('¿Hacéis tazas con letras doradas?')
      await Promise.all([
        page.waitForURL(/\/contact\/chat$/),
        page.getByTestId('chat-start').locator('button[type=submit]').click(),
      ])
      await expect.poll(() => page.getByTestId('chat-message').count()).toBe(1)

      const ticket = (await sq.listTickets(env.app.db, { brandSlug: 'WPX-ES', status: 'PENDING' })).find(
        (t) => t.channel === 'chat' && t.email === 'nuria@example.es',
      )!
      const result = await staffReply(
        { db: env.app.db, now: Date.now, translate: createServerTranslator() },
        ticket,
        { name: 'Pablo', from: 'WallPix <hola@wpx-es.example>', brandName: 'WallPix España' },
        { message: 'Todavía no, pero lo anotamos.' },
      )
      expect(result.ok).toBe(true)
      // No navigation: the page polls while the chat is under way.
      await expect.poll(() => page.getByTestId('chat-message').count(), { timeout: 15_000 }).toBe(2)
      expect(await page.locator('[data-author="staff"]').textContent()).toContain('Todavía no, pero lo anotamos.')
      expect(page.url()).toMatch(/\/contact\/chat$/)
    } finally {
      await page.close()
    }
  })
})
