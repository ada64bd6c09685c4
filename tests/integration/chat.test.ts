import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { closeDb } from '../../db/client.js'
import { configChangeSeen } from '../helpers/test-database.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import * as sq from '../../db/queries/support.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'
/** TEST_NOW is Monday 23 November 2026, 09:00 UTC: 10:00 in Madrid, inside the default hours (Mon–Fri 9–18). */
const MONDAY_10_MADRID = TEST_NOW

const chatTickets = async () =>
  (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).filter((t) => t.channel === 'chat')
const form = (s: Shopper, path: string, body: Record<string, string>) => s.post(path, body, false)
const messagesOf = (html: string) =>
  [...html.matchAll(/data-testid="chat-message" data-author="(\w+)">([\s\S]*?)<\/li>/g)].map((m) => ({
    author: m[1],
    text: m[2]!.replace(/<[^>]+>/g, ' '),
  }))

describe('chat with the support desk (contact channel "chat")', () => {
  test('the contact page offers the chat while it is open, and promises no button', async () => {
    expect(new Date(MONDAY_10_MADRID).getUTCDay()).toBe(1)
    const page = (await app.request(HOST, '/contact')).text
    const chat = /<li data-channel="chat">([\s\S]*?)<\/li>/.exec(page)![1]!
    expect(chat).toContain('href="/contact/chat"')
    expect(page).not.toContain('chat button')
    expect(page).not.toContain('botón del chat')
  })

  test('without JS: start, staff answers through the ticket API, write again, end; kept as one ticket', async () => {
    const s = await shopper(app, HOST)
    const empty = (await s.page('/contact/chat')).text
    expect(empty).toContain('data-testid="chat-start"')
    const started = await form(s, '/contact/chat', {
      name: 'Marta',
      email: 'marta@example.es',
      message: 'Hola, ¿puedo cambiar la dirección de mi pedido?',
    })
    expect(started.status).toBe(303)
    expect(started.headers.location).toBe('/contact/chat')
    const [ticket] = await chatTickets()
    expect(ticket).toMatchObject({ channel: 'chat', status: 'PENDING', email: 'marta@example.es', name: 'Marta' })

    let page = (await s.page('/contact/chat')).text
    expect(messagesOf(page)).toEqual([
      { author: 'customer', text: expect.stringContaining('¿puedo cambiar la dirección de mi pedido?') },
    ])
    expect(page).not.toContain('data-testid="chat-start"')

    // Staff answer with the existing tools: the ticket API (or `npm run ops -- ticket reply`).
    const key = await createApiKey(app.db, { name: 'desk', brandSlug: 'WPX-ES' }, Date.now())
    if (!key.ok) throw new Error(key.error)
    const reply = await app.request(HOST, `/api/v1/tickets/${ticket!.publicId}/replies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Sí, dinos la nueva dirección.', name: 'Lucía' }),
    })
    expect(reply.status).toBe(200)
    expect(reply.json()).toMatchObject({ channel: 'chat', status: 'RESOLVED' })

    page = (await s.page('/contact/chat')).text
    expect(messagesOf(page).map((m) => m.author)).toEqual(['customer', 'staff'])
    expect(page).toContain('Sí, dinos la nueva dirección.')

    const again = await form(s, '/contact/chat/messages', { message: 'Calle Mayor 3, 28013 Madrid' })
    expect(again.headers.location).toBe('/contact/chat')
    expect((await sq.findTicketByPublicId(app.db, ticket!.publicId))!.status).toBe('PENDING')
    expect(messagesOf((await s.page('/contact/chat')).text)).toHaveLength(3)

    // Another visitor sees nothing of it.
    const other = await shopper(app, HOST)
    const theirs = (await other.page('/contact/chat')).text
    expect(theirs).not.toContain('Calle Mayor 3')
    expect(theirs).toContain('data-testid="chat-start"')
    expect((await form(other, '/contact/chat/messages', { message: 'Hola hola' })).status).toBe(404)

    const ended = await form(s, '/contact/chat/end', {})
    expect(ended.headers.location).toBe('/contact/chat')
    expect((await sq.findTicketByPublicId(app.db, ticket!.publicId))!.status).toBe('ARCHIVED')
    expect((await s.page('/contact/chat')).text).toContain('data-testid="chat-start"')
    expect(await chatTickets()).toHaveLength(1)
  })

  test('a signed-in customer chats under the account; a guest chat follows the shopper when they sign in', async () => {
    const s = await shopper(app, HOST)
    await form(s, '/contact/chat', { name: 'Ana', email: 'guest@example.es', message: 'Una pregunta rápida' })
    await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    const page = (await s.page('/contact/chat')).text
    expect(page).toContain('Una pregunta rápida')
    expect((await form(s, '/contact/chat/messages', { message: 'Sigo aquí' })).status).toBe(303)
    expect((await s.page('/contact/chat')).text).toContain('Sigo aquí')
  })

  test('bad input gets a clear 4xx and writes nothing; a cross-site post is refused', async () => {
    const s = await shopper(app, HOST)
    const before = (await chatTickets()).length
    const bad = await s.post('/contact/chat', { name: '', email: 'not-an-email', message: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_fields', fields: ['name', 'email', 'message'] } })
    const badForm = await form(s, '/contact/chat', { name: 'Pepe', email: 'pepe@example.es', message: '' })
    expect(badForm.status).toBe(303)
    expect(badForm.headers.location).toBe('/contact/chat?invalid=message')
    expect((await s.page('/contact/chat?invalid=message')).text).toContain('aria-invalid="true"')
    const cross = await app.request(HOST, '/contact/chat', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&email=a%40example.es&message=hello+there',
    })
    expect(cross.status).toBe(403)
    expect(await chatTickets()).toHaveLength(before)
  })

  test('outside opening hours the page says when chat opens and offers the contact form; no chat starts', async () => {
    const s = await shopper(app, HOST)
    await form(s, '/contact/chat', { name: 'Eva', email: 'eva@example.es', message: 'Antes del cierre' })
    // The brand's hours become the weekend (as `npm run tenant -- set WPX-ES chat.days '[6,7]'` does, from another
    // connection, which the running shop notices): on Monday the chat is closed until Saturday 9:00 (Madrid).
    const ops = await app.openConnection()
    expect((await setSetting(ops, { brand: 'WPX-ES', site: null }, 'chat.days', [6, 7])).ok).toBe(true)
    await configChangeSeen()
    try {
      const contact = (await app.request(HOST, '/contact')).text
      const chat = /<li data-channel="chat">([\s\S]*?)<\/li>/.exec(contact)![1]!
      expect(chat).not.toContain('href="/contact/chat"')
      expect(chat).toMatch(/sábado/)

      const visitor = await shopper(app, HOST)
      const page = (await visitor.page('/contact/chat')).text
      expect(page).toContain('data-testid="chat-closed"')
      expect(/data-testid="chat-closed"[\s\S]*?<\/section>/.exec(page)![0]).toMatch(/sábado.*09:00/)
      expect(page).toContain('href="/contact"')
      expect(page).not.toContain('data-testid="chat-start"')
      const before = (await chatTickets()).length
      const refused = await visitor.post('/contact/chat', { name: 'Leo', email: 'leo@example.es', message: 'Hola' })
      expect(refused.status).toBe(409)
      expect(refused.json()).toMatchObject({ error: { code: 'chat_closed' } })
      expect(await chatTickets()).toHaveLength(before)

      // A conversation already under way stays readable and takes messages for the desk to answer later.
      const mine = (await s.page('/contact/chat')).text
      expect(mine).toContain('Antes del cierre')
      expect(mine).toContain('data-testid="chat-closed"')
      expect((await form(s, '/contact/chat/messages', { message: 'Lo dejo escrito' })).status).toBe(303)
    } finally {
      await setSetting(ops, { brand: 'WPX-ES', site: null }, 'chat.days', [1, 2, 3, 4, 5])
      await closeDb(ops)
      await configChangeSeen()
    }
  })

  test('the chat page speaks the language of the site: /fr on lu', async () => {
    const page = await app.request('lu.wpx-es.localhost', '/fr/contact/chat')
    expect(page.status).toBe(200)
    expect(page.text).toContain('lang="fr-LU"')
    expect(page.text).toContain('action="/fr/contact/chat"')
  })
})
