import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as sq from '../../db/queries/support.js'
import { findStaffByEmail } from '../../db/queries/console.js'
import { auditEntries } from '../../server/services/console/audit.js'
import { renderTicketReply } from '../../server/emails/support-emails.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { shortTicketNumber } from '../../server/services/support/tickets.js'

/**
 * Issue 30 item 4 (decision 051): the console's ticket inbox and live chat per role and brand, and the actions with
 * their bad inputs (stale form, double submit, another brand's ticket); an internal note never reaches the shopper.
 */
const ES = 'wpx-es.localhost'
let app: TestApp
let support: ConsoleClient
let operations: ConsoleClient
let plSupport: ConsoleClient
let marketer: ConsoleClient
let catalogue: ConsoleClient
let admin: ConsoleClient

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'sara@staff.example', 'support', ['WPX-ES'])
  await addStaff(app, 'oscar@staff.example', 'operations', ['WPX-ES'])
  await addStaff(app, 'pola@staff.example', 'support', ['WPX-PL'])
  await addStaff(app, 'mario@staff.example', 'marketer', ['WPX-ES'])
  await addStaff(app, 'cata@staff.example', 'catalogue', ['WPX-ES'])
  await addStaff(app, 'root@staff.example', 'ops-admin')
  support = await consoleAs(app, 'sara@staff.example')
  operations = await consoleAs(app, 'oscar@staff.example')
  plSupport = await consoleAs(app, 'pola@staff.example')
  marketer = await consoleAs(app, 'mario@staff.example')
  catalogue = await consoleAs(app, 'cata@staff.example')
  admin = await consoleAs(app, 'root@staff.example')
})
afterAll(() => app?.close())

const CUSTOMER = demoEmail('WPX-ES', 'customer')
let serial = 0
/** A ticket the demo customer of WPX-ES opens from their account (language es). */
async function customerTicket() {
  const s = await shopper(app, ES)
  await s.signIn(CUSTOMER, DEMO_PASSWORD)
  const subject = `Factura ${++serial}`
  const created = await s.postMultipart(
    '/accounts/tickets/new',
    multipart({ subject, message: '¿Me podéis mandar la factura de mi pedido?' }),
  )
  expect(created.status).toBe(303)
  const publicId = (created.headers.location as string).split('/').pop()!
  return { s, publicId, subject }
}

let formSerial = 0
const formKey = () => `ticket-form-key-${String(++formSerial).padStart(6, '0')}`
const ticketOf = async (c: ConsoleClient, publicId: string) => {
  const r = await c.getJson<{
    ticket: { version: string; status: string; assignee: number | null; messages: { body: string }[]; notes: string[] }
  }>(`/console/tickets/${publicId}`)
  expect(r.status).toBe(200)
  return r.body.ticket
}
const ticketAudits = async () =>
  (await auditEntries(app.db, { brand: 'WPX-ES', limit: 200 })).filter((e) => e.action === 'ticket')

describe('who sees the tickets', () => {
  test('support, operations and an admin find it; another brand, a marketer and a catalogue manager get 404', async () => {
    const { publicId } = await customerTicket()
    for (const c of [support, operations, admin]) {
      const found = await c.getJson<{ tickets: string[] }>('/console/tickets?status=PENDING&brand=WPX-ES')
      expect(found.body.tickets).toContain(publicId)
      expect((await c.get(`/console/tickets/${publicId}`)).status).toBe(200)
    }
    expect((await plSupport.getJson<{ tickets: string[] }>('/console/tickets')).body.tickets).not.toContain(publicId)
    const missing = await plSupport.get('/console/tickets/aaaaaaaaaaaaaaaaaaaaaaaaaa')
    const foreign = await plSupport.get(`/console/tickets/${publicId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.text).toBe(missing.text)
    const v = (await ticketOf(support, publicId)).version
    const post = await plSupport.post(`/console/tickets/${publicId}`, {
      action: 'reply',
      message: 'Hola',
      version: v,
      formKey: formKey(),
    })
    expect(post.status).toBe(404)
    for (const c of [marketer, catalogue]) {
      expect((await c.get('/console/tickets')).status).toBe(404)
      expect((await c.get(`/console/tickets/${publicId}`)).status).toBe(404)
      expect((await c.get('/console/chats')).status).toBe(404)
      const refused = await c.post(`/console/tickets/${publicId}`, {
        action: 'note',
        note: 'x',
        version: v,
        formKey: formKey(),
      })
      expect(refused.status).toBe(404)
    }
    expect((await sq.messagesOf(app.db, (await sq.findTicketByPublicId(app.db, publicId))!.id)).length).toBe(1)
  })

  test('the ticket page shows the customer, their other tickets and the console links; filters read strictly', async () => {
    const first = await customerTicket()
    const second = await customerTicket()
    const page = (await support.get(`/console/tickets/${second.publicId}`)).text
    expect(page).toContain(CUSTOMER)
    expect(page).toContain(`href="/console/tickets/${first.publicId}"`)
    expect(page).toContain('name="message"')
    const bad = await support.getJson<{ error: { fields: string[] } }>('/console/tickets?status=OPEN&assignee=them')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual(['status', 'assignee'])
    const unassigned = await support.getJson<{ tickets: string[] }>(
      '/console/tickets?assignee=none&channel=formContact',
    )
    expect(unassigned.body.tickets).toContain(second.publicId)
    expect((await support.getJson<{ tickets: string[] }>('/console/tickets?age=30')).body.tickets).not.toContain(
      second.publicId,
    )
  })
})

describe('actions', () => {
  test('reply: once on a double submit, mailed in the customer language, shown in their account', async () => {
    const { s, publicId } = await customerTicket()
    const v = (await ticketOf(support, publicId)).version
    const key = formKey()
    const reply = { action: 'reply', message: 'Te la mandamos hoy mismo.', version: v, formKey: key }
    const first = await support.post(`/console/tickets/${publicId}`, reply)
    expect(first.status).toBe(200)
    expect(first.json()).toEqual({ ok: true, repeated: false })
    const again = await support.post(`/console/tickets/${publicId}`, reply)
    expect(again.json()).toEqual({ ok: true, repeated: true })
    const after = await ticketOf(support, publicId)
    expect(after.status).toBe('RESOLVED')
    expect(after.messages.filter((m) => m.body === 'Te la mandamos hoy mismo.')).toHaveLength(1)
    expect((await ticketAudits()).filter((e) => e.summary.includes(`[form ${key}]`))).toHaveLength(1)

    app.jobs.kick()
    await app.jobs.idle()
    const expected = renderTicketReply(
      { language: 'es', brand: 'x', name: 'x', ticket: shortTicketNumber(publicId), reply: 'x' },
      createServerTranslator(),
    )
    const mails = app.outbox().filter((m) => m.to === CUSTOMER && m.text.includes('Te la mandamos hoy mismo.'))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(expected.subject)
    const account = (await s.page(`/accounts/tickets/${publicId}`)).text
    expect(account).toContain('Te la mandamos hoy mismo.')
  })

  test('an internal note is kept for staff and never shown to the shopper', async () => {
    const { s, publicId } = await customerTicket()
    const v = (await ticketOf(operations, publicId)).version
    const note = { action: 'note', note: 'Cliente difícil: revisar el pedido antes.', version: v, formKey: formKey() }
    expect((await operations.post(`/console/tickets/${publicId}`, note)).status).toBe(200)
    expect((await ticketOf(support, publicId)).notes).toEqual(['Cliente difícil: revisar el pedido antes.'])
    expect((await support.get(`/console/tickets/${publicId}`)).text).toContain('Cliente difícil')
    expect((await s.page(`/accounts/tickets/${publicId}`)).text).not.toContain('Cliente difícil')
    expect((await s.page('/accounts/tickets')).text).not.toContain('Cliente difícil')
  })

  test('a stale form changes nothing (409); assignment to me, to a colleague of the brand, not to another brand', async () => {
    const { s, publicId } = await customerTicket()
    const v = (await ticketOf(support, publicId)).version
    const mine = await support.post(`/console/tickets/${publicId}`, {
      action: 'assign',
      assignee: 'me',
      version: v,
      formKey: formKey(),
    })
    expect(mine.status).toBe(200)
    const assigned = await ticketOf(support, publicId)
    expect(assigned.assignee).not.toBeNull()
    const found = await support.getJson<{ tickets: string[] }>('/console/tickets?assignee=mine')
    expect(found.body.tickets).toContain(publicId)

    // The page shown before the assignment is stale: its reply and status forms change nothing.
    const stale = await operations.post(`/console/tickets/${publicId}`, {
      action: 'status',
      to: 'ARCHIVED',
      version: v,
      formKey: formKey(),
    })
    expect(stale.status).toBe(409)
    const staleHtml = await operations.post(
      `/console/tickets/${publicId}`,
      { action: 'reply', message: 'Demasiado tarde', version: v, formKey: formKey() },
      { json: false },
    )
    expect(staleHtml.status).toBe(409)
    expect(staleHtml.text).toContain('Nothing was changed')
    expect((await ticketOf(support, publicId)).status).toBe('PENDING')

    // A customer reply also makes the shown page stale.
    const before = (await ticketOf(support, publicId)).version
    await s.postMultipart(`/accounts/tickets/${publicId}/reply`, multipart({ message: 'Y otra cosa más.' }))
    const late = await support.post(`/console/tickets/${publicId}`, {
      action: 'status',
      to: 'RESOLVED',
      version: before,
      formKey: formKey(),
    })
    expect(late.status).toBe(409)

    const colleague = (await sq.findTicketByPublicId(app.db, publicId))!
    const v2 = (await ticketOf(support, publicId)).version
    const pl = await support.post(`/console/tickets/${publicId}`, {
      action: 'assign',
      assignee: String((await plStaffId())!),
      version: v2,
      formKey: formKey(),
    })
    expect(pl.status).toBe(400)
    expect((await sq.findTicketByPublicId(app.db, publicId))!.assignedStaffId).toBe(colleague.assignedStaffId)
    const archived = await support.post(`/console/tickets/${publicId}`, {
      action: 'status',
      to: 'ARCHIVED',
      version: v2,
      formKey: formKey(),
    })
    expect(archived.status).toBe(200)
    const audit = (await ticketAudits()).find((e) => e.summary.includes('status ARCHIVED'))
    expect(audit?.changes).toContainEqual({ path: 'ticket.status', before: 'PENDING', after: 'ARCHIVED' })
  })
})

const plStaffId = async () => (await findStaffByEmail(app.db, 'pola@staff.example'))?.id

describe('live chat, the agent side', () => {
  test("the agent reads and answers an open chat of the brand; the shopper's chat shows it; close ends it", async () => {
    const s = await shopper(app, ES)
    const started = await s.post(
      '/contact/chat',
      { name: 'Lucía', email: 'lucia.chat@example.es', message: '¿Tenéis lienzos de 1 metro?' },
      false,
    )
    expect(started.status).toBe(303)
    const chat = (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).find(
      (x) => x.email === 'lucia.chat@example.es',
    )!
    expect((await support.getJson<{ chats: string[] }>('/console/chats')).body.chats).toContain(chat.publicId)
    expect((await plSupport.getJson<{ chats: string[] }>('/console/chats')).body.chats).not.toContain(chat.publicId)
    expect((await plSupport.get(`/console/chats/${chat.publicId}`)).status).toBe(404)
    const page = await support.getJson<{ chat: { version: string } }>(`/console/chats/${chat.publicId}`)
    const answer = await support.post(
      `/console/chats/${chat.publicId}`,
      { action: 'reply', message: 'Sí, hasta 100 × 150 cm.', version: page.body.chat.version, formKey: formKey() },
      { json: false },
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe(`/console/chats/${chat.publicId}`)
    const widget = (await s.page('/contact/chat')).text
    expect(widget).toMatch(/data-author="staff">[\s\S]*Sí, hasta 100 × 150 cm\./)
    // A chat answer is not mailed: the shopper reads it in the chat.
    app.jobs.kick()
    await app.jobs.idle()
    expect(app.outbox().some((m) => m.to === 'lucia.chat@example.es' && m.text.includes('100 × 150'))).toBe(false)

    const v = (await support.getJson<{ chat: { version: string } }>(`/console/chats/${chat.publicId}`)).body.chat
      .version
    const closed = await support.post(`/console/chats/${chat.publicId}`, {
      action: 'close',
      version: v,
      formKey: formKey(),
    })
    expect(closed.status).toBe(200)
    expect((await sq.findTicketByPublicId(app.db, chat.publicId))!.status).toBe('ARCHIVED')
    expect((await support.getJson<{ chats: string[] }>('/console/chats')).body.chats).not.toContain(chat.publicId)
  })
})
