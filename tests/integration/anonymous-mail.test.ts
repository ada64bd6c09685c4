import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as sq from '../../db/queries/support.js'

// Issue 15, findings 9 and 10: anonymous forms cannot flood one mailbox, and a guest ticket naming a customer's email
// does not appear in that customer's account until confirmed from the mailbox.

const ES = 'wpx-es.localhost'
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'loopback' })
})
afterAll(() => app.close())

const mailsTo = async (address: string) => {
  app.jobs.kick()
  await app.jobs.idle()
  return app.outbox().filter((m) => m.to.toLowerCase() === address.toLowerCase())
}

/** A fresh visitor from its own address (behind the trusted proxy). */
const visitor = async (i: number) => {
  const s = await shopper(app, ES)
  const from = { 'x-forwarded-for': `198.51.100.${i}` }
  return {
    s,
    post: async (path: string, body: Record<string, unknown>) => s.post(path, body, false, from),
    contact: (email: string) =>
      s.postMultipart(
        '/contact',
        multipart({ name: 'Eve', email, subject: 'Hello', message: 'Please call me back about my order.' }),
        from,
      ),
  }
}

describe('mail to one recipient from anonymous forms', () => {
  test('23 newsletter and contact submissions from 23 addresses put at most 3 mails into one inbox', async () => {
    const victim = 'victim.inbox@example.es'
    for (let i = 0; i < 23; i++) {
      const v = await visitor(i + 1)
      const email = i % 3 === 0 ? victim.replace('@', `+${i}@`) : victim
      const res = i % 2 ? await v.contact(email) : await v.post('/newsletter', { email })
      // The answer never tells the sender that no mail went out.
      expect(res.headers.location).toMatch(/\?sent=1$/)
    }
    const mails = await mailsTo(victim)
    const tagged = app.outbox().filter((m) => /^victim\.inbox\+\d+@example\.es$/.test(m.to))
    expect(mails.length + tagged.length).toBe(3)
  })

  test('sign-in links and password resets count towards the same recipient limit', async () => {
    const email = demoEmail('WPX-ES', 'customer')
    const before = (await mailsTo(email)).length
    // Two newsletter confirmations, then sign-in links and a reset: the account's own limit would allow three of
    // those, the mailbox gets three mails in all.
    for (let i = 0; i < 2; i++)
      expect((await (await visitor(90 + i)).post('/newsletter', { email })).headers.location).toBe('/newsletter?sent=1')
    for (let i = 0; i < 3; i++) {
      const v = await visitor(100 + i)
      const csrfToken = await v.s.csrf()
      const path = i === 2 ? '/api/auth/password-reset/request' : '/api/auth/signin/email'
      const res = await v.s.post(path, { email, csrfToken }, false, { 'x-forwarded-for': `198.51.100.${100 + i}` })
      expect(res.status).toBe(303)
    }
    expect((await mailsTo(email)).length - before).toBe(3)
  })
})

describe('guest tickets and accounts', () => {
  test("a guest ticket with a customer's email shows in that account only after the link from that mailbox", async () => {
    const email = demoEmail('WPX-ES', 'partner')
    const guest = await visitor(200)
    expect((await guest.contact(email)).headers.location).toBe('/contact?sent=1')
    const ticket = (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).find((t) => t.email === email)!
    const me = await shopper(app, ES)
    expect((await me.signIn(email, DEMO_PASSWORD)).status).toBe(200)
    expect((await me.page('/accounts/tickets')).text).not.toContain('Please call me back')
    expect((await me.page(`/accounts/tickets/${ticket.publicId}`)).status).toBe(404)

    // A forged link confirms nothing.
    const forged = await guest.s.page(`/contact/confirm-email?t=${ticket.publicId}&sig=${'A'.repeat(43)}`)
    expect(forged.headers.location).toBe('/contact')
    expect((await me.page(`/accounts/tickets/${ticket.publicId}`)).status).toBe(404)

    const mail = (await mailsTo(email)).find((m) => m.text.includes(`T-${ticket.publicId.slice(0, 8).toUpperCase()}`))!
    const link = /https?:\/\/[^/\s]+(\/contact\/confirm-email\?\S+)/.exec(mail.text)![1]!
    expect((await me.page(link)).headers.location).toBe(`/accounts/tickets/${ticket.publicId}`)
    expect((await me.page(`/accounts/tickets/${ticket.publicId}`)).status).toBe(200)
  })
})
