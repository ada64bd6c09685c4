import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as sq from '../../db/queries/support.js'
import { staffReply } from '../../server/services/support/tickets.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const ES = 'wpx-es.localhost'
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e70000000049454e44ae426082',
  'hex',
)
const form = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
  multipart(fields, file ? { field: 'attachment', ...file } : undefined)
const valid = {
  name: 'Lucía',
  email: 'lucia.contact@example.es',
  subject: 'Blurry mug',
  message: 'The print on my mug looks blurry, can you help?',
}
const ticketsTo = async (email: string) =>
  (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).filter((t) => t.email === email)

describe('contact form -> ticket', () => {
  test('opens a ticket with a checked attachment and mails a confirmation; the ticket shows in the account of that email', async () => {
    const s = await shopper(app, ES)
    const res = await s.postMultipart(
      '/contact',
      form(
        { ...valid, email: demoEmail('WPX-ES', 'customer'), orderReference: 'ABCD-2345' },
        { name: 'foto.png', type: 'image/png', data: PNG },
      ),
    )
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact?sent=1')
    const [ticket] = await ticketsTo(demoEmail('WPX-ES', 'customer'))
    expect(ticket).toMatchObject({
      status: 'PENDING',
      channel: 'formContact',
      orderPublicId: 'abcd2345',
      customerId: null,
    })
    app.jobs.kick()
    await app.jobs.idle()
    const mail = app
      .outbox()
      .find(
        (m) =>
          m.to === demoEmail('WPX-ES', 'customer') &&
          m.text.includes(`T-${ticket!.publicId.slice(0, 8).toUpperCase()}`),
      )
    expect(mail).toBeDefined()

    const me = await shopper(app, ES)
    await me.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    // A guest ticket joins the account only once its address is confirmed from the mailbox (issue 15): the link in
    // the confirmation mail.
    expect((await me.page('/accounts/tickets')).text).not.toContain('Blurry mug')
    const confirm = /https?:\/\/[^/\s]+(\/contact\/confirm-email\?\S+)/.exec(mail!.text)![1]!
    expect((await me.page(confirm)).headers.location).toBe(`/accounts/tickets/${ticket!.publicId}`)
    const list = await me.page('/accounts/tickets')
    expect(list.text).toContain('Blurry mug')
    const detail = await me.page(`/accounts/tickets/${ticket!.publicId}`)
    expect(detail.status).toBe(200)
    const href = /href="([^"]+\/attachments\/\d+)"/.exec(detail.text)![1]!
    const file = await me.page(href)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="foto.png"/)
    // Nobody else gets the ticket or its file.
    const other = await shopper(app, ES)
    await other.signIn(demoEmail('WPX-ES', 'partner'), DEMO_PASSWORD)
    expect((await other.page(`/accounts/tickets/${ticket!.publicId}`)).status).toBe(404)
    expect((await other.page(href)).status).toBe(404)
  })

  test('bad fields are named; a file is judged by its content, not its name; oversized files are refused; nothing is stored', async () => {
    const s = await shopper(app, ES)
    const before = (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).length
    const bad = await s.postMultipart('/contact', form({ name: '', email: 'nope', subject: 'x', message: 'short' }), {
      accept: 'application/json',
    })
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ error: { fields: ['name', 'email', 'subject', 'message'] } })
    const fakeImage = await s.postMultipart(
      '/contact',
      form(valid, {
        name: 'photo.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      }),
    )
    expect(fakeImage.headers.location).toBe('/contact?invalid=attachment')
    const big = await s.postMultipart(
      '/contact',
      form(valid, { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(6 * 1_048_576)]) }),
    )
    expect(big.headers.location).toBe('/contact?error=too_large')
    expect((await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).length).toBe(before)
    const pdf = await s.postMultipart(
      '/contact',
      form(
        { ...valid, email: 'pdf@example.es' },
        { name: 'invoice', type: 'application/octet-stream', data: Buffer.from('%PDF-1.4\n%%EOF') },
      ),
    )
    expect(pdf.headers.location).toBe('/contact?sent=1')
  })

  test('the honeypot is answered normally but stores nothing; more than five messages an hour are refused', async () => {
    const s = await shopper(app, 'pt.wpx-es.localhost')
    const bot = await s.postMultipart(
      '/contact',
      form({ ...valid, email: 'bot@example.pt', website: 'http://spam.example' }),
    )
    expect(bot.headers.location).toBe('/contact?sent=1')
    expect(
      (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).filter((t) => t.email === 'bot@example.pt'),
    ).toHaveLength(0)
    const t2 = await startTestApp()
    try {
      const s2 = await shopper(t2, ES)
      for (let i = 0; i < 5; i++)
        expect(
          (await s2.postMultipart('/contact', form({ ...valid, email: `n${i}@example.es` }))).headers.location,
        ).toBe('/contact?sent=1')
      expect((await s2.postMultipart('/contact', form(valid))).headers.location).toBe('/contact?error=rate_limited')
    } finally {
      await t2.close()
    }
  })

  test('a quote request needs a quantity', async () => {
    const s = await shopper(app, ES)
    const res = await s.postMultipart('/contact', form({ ...valid, channel: 'formContactRequestBudget', quantity: '' }))
    expect(res.headers.location).toBe('/contact?invalid=quantity')
    const ok = await s.postMultipart(
      '/contact',
      form({ ...valid, email: 'b2b@example.es', channel: 'formContactRequestBudget', quantity: '300' }),
    )
    expect(ok.headers.location).toBe('/contact?sent=1')
    expect((await ticketsTo('b2b@example.es'))[0]).toMatchObject({
      channel: 'formContactRequestBudget',
      subject: 'Blurry mug (300)',
    })
  })
})

describe('tickets in the account', () => {
  test('new ticket, staff answer (mailed), customer reply back to PENDING, close; a closed ticket takes no reply', async () => {
    const s = await shopper(app, ES)
    await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    const created = await s.postMultipart(
      '/accounts/tickets/new',
      form({ subject: 'Invoice please', message: 'Could you send me an invoice for my order?' }),
    )
    expect(created.status).toBe(303)
    const publicId = (created.headers.location as string).split('/').pop()!
    const ticket = (await sq.findTicketByPublicId(app.db, publicId))!
    expect(ticket.customerId).not.toBeNull()
    const deps = { db: app.db, now: Date.now, translate: createServerTranslator() }
    expect(
      await staffReply(
        deps,
        ticket,
        { name: 'Marta', from: 'WallPix <legal@wallpix.es>', brandName: 'WallPix España' },
        { message: 'Here it is.' },
      ),
    ).toEqual({ ok: true })
    expect((await sq.findTicketByPublicId(app.db, publicId))!.status).toBe('RESOLVED')
    app.jobs.kick()
    await app.jobs.idle()
    expect(app.outbox().some((m) => m.to === demoEmail('WPX-ES', 'customer') && m.text.includes('Here it is.'))).toBe(
      true,
    )
    await s.postMultipart(`/accounts/tickets/${publicId}/reply`, form({ message: 'Thanks, one more question.' }))
    expect((await sq.findTicketByPublicId(app.db, publicId))!.status).toBe('PENDING')
    expect((await s.page('/accounts/tickets?status=PENDING')).text).toContain('Invoice please')
    await s.post(`/accounts/tickets/${publicId}/close`, {}, false)
    expect((await sq.findTicketByPublicId(app.db, publicId))!.status).toBe('ARCHIVED')
    const late = await s.postMultipart(`/accounts/tickets/${publicId}/reply`, form({ message: 'Hello again' }), {
      accept: 'application/json',
    })
    expect(late.status).toBe(409)
    expect((await s.page('/accounts/tickets?status=BOGUS')).status).toBe(404)
  })
})

describe('newsletter', () => {
  test('double opt-in: pending until the mailed link is confirmed; the welcome mail has a signed one-click unsubscribe', async () => {
    const s = await shopper(app, ES)
    const email = 'news@example.es'
    expect((await s.post('/newsletter', { email }, false)).headers.location).toBe('/newsletter?sent=1')
    expect((await sq.findSubscription(app.db, 'WPX-ES', email))!.status).toBe('pending')
    app.jobs.kick()
    await app.jobs.idle()
    const link = /https?:\/\/\S+/.exec(
      app
        .outbox()
        .filter((m) => m.to === email)
        .at(-1)!.text,
    )![0]
    const url = new URL(link)
    const page = await s.page(url.pathname + url.search)
    expect(page.text).toContain('data-testid="newsletter-confirm-form"')
    const token = url.searchParams.get('confirm')!
    expect((await s.post('/newsletter/confirm', { token }, false)).headers.location).toBe('/newsletter?confirmed=1')
    expect((await sq.findSubscription(app.db, 'WPX-ES', email))!.status).toBe('confirmed')
    expect((await s.post('/newsletter/confirm', { token }, false)).headers.location).toBe(
      '/newsletter?error=invalid_link',
    )
    app.jobs.kick()
    await app.jobs.idle()
    const welcome = app
      .outbox()
      .filter((m) => m.to === email)
      .at(-1)!
    const header = welcome.headers['list-unsubscribe'] ?? welcome.headers['List-Unsubscribe']
    expect(header).toMatch(/^<http:\/\/wpx-es\.localhost(:\d+)?\/unsubscribe\?s=\d+&sig=[\w-]+>$/)
    const unsub = new URL(header!.slice(1, -1))
    // Tampered signature or id: nothing changes.
    const tampered = await app.request(
      ES,
      `/unsubscribe?s=${unsub.searchParams.get('s')}&sig=${unsub.searchParams.get('sig')!.slice(0, -2)}xx`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    )
    expect(tampered.headers.location).toBe('/unsubscribe?error=invalid_link')
    const otherId = await app.request(
      ES,
      `/unsubscribe?s=${Number(unsub.searchParams.get('s')) + 1}&sig=${unsub.searchParams.get('sig')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    )
    expect(otherId.headers.location).toBe('/unsubscribe?error=invalid_link')
    expect((await sq.findSubscription(app.db, 'WPX-ES', email))!.status).toBe('confirmed')
    // The mail client's one-click POST (RFC 8058): no cookie, no origin.
    const oneClick = await app.request(ES, unsub.pathname + unsub.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.headers.location).toBe('/unsubscribe?done=1')
    expect((await sq.findSubscription(app.db, 'WPX-ES', email))!.status).toBe('unsubscribed')
  })
})

describe('ticket API for the support desk', () => {
  test('lists and answers tickets of its brand only', async () => {
    const s = await shopper(app, ES)
    await s.postMultipart('/contact', form({ ...valid, email: 'api@example.es' }))
    const [ticket] = await ticketsTo('api@example.es')
    const { createApiKey } = await import('../../server/services/orders/api-keys.js')
    const es = await createApiKey(app.db, { name: 'desk-es', brandSlug: 'WPX-ES' }, Date.now())
    const tz = await createApiKey(app.db, { name: 'desk-tz', brandSlug: 'TZ-ES' }, Date.now())
    if (!es.ok || !tz.ok) throw new Error('keys')
    const call = (key: string, path: string, body?: unknown) =>
      app.request(ES, `/api/v1/tickets${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
    expect((await app.request(ES, '/api/v1/tickets')).status).toBe(401)
    expect(
      (await call(es.key, '?status=PENDING')).json<{ tickets: { id: string }[] }>().tickets.map((t) => t.id),
    ).toContain(ticket!.publicId)
    expect((await call(es.key, '?status=NOPE')).status).toBe(400)
    expect((await call(tz.key, `/${ticket!.publicId}`)).status).toBe(404)
    const answered = await call(es.key, `/${ticket!.publicId}/replies`, {
      message: 'We will reprint it for free.',
      name: 'Marta',
    })
    expect(answered.json()).toMatchObject({
      status: 'RESOLVED',
      messages: [{ author: 'customer' }, { author: 'staff', authorName: 'Marta' }],
    })
    expect((await call(es.key, `/${ticket!.publicId}/replies`, { message: '' })).status).toBe(400)
  })
})

describe('reviews', () => {
  test('a customer reviews a delivered order; it appears on /reviews only after approval', async () => {
    const { insertOrder } = await import('../../db/queries/orders.js')
    const { findCustomerByEmail } = await import('../../db/queries/accounts.js')
    const { moderateReview } = await import('../../server/services/support/reviews.js')
    const customer = (await findCustomerByEmail(app.db, 'TZ-ES', demoEmail('TZ-ES', 'customer')))!
    const base = {
      brandSlug: 'TZ-ES',
      siteCode: 'es',
      language: 'es',
      currency: 'EUR',
      sessionId: `c:${customer.id}`,
      customerId: customer.id,
      contact: {},
      address: {},
      shipment: {},
      paymentMethod: 'CARD',
      paymentKind: 'ONLINE_PREPAID',
      promotionCode: null,
      subtotalMinor: 1000,
      discountMinor: 0,
      shippingMinor: 0,
      vatMinor: 174,
      totalMinor: 1000,
      trackingNumber: null,
      shipmentState: null,
      attribution: null,
      createdAt: 1,
      updatedAt: 1,
    }
    await insertOrder(app.db, {
      ...base,
      publicId: 'a'.repeat(26),
      cartId: 'cart-delivered',
      idempotencyKey: 'k-delivered-000000',
      status: 15,
    })
    await insertOrder(app.db, {
      ...base,
      publicId: 'b'.repeat(26),
      cartId: 'cart-shipped',
      idempotencyKey: 'k-shipped-00000000',
      status: 9,
    })
    const s = await shopper(app, 'tz-es.localhost')
    expect((await s.page('/reviews')).text).not.toContain('data-testid="review-form"')
    await s.signIn(demoEmail('TZ-ES', 'customer'), DEMO_PASSWORD)
    const page = await s.page('/reviews')
    expect(page.text).toContain('data-testid="review-form"')
    expect(page.text).toContain('AAAAAAAA')
    expect(page.text).not.toContain('BBBBBBBB')
    expect(
      (await s.post('/reviews', { order: 'b'.repeat(26), rating: 5, text: 'Not delivered yet but great' })).status,
    ).toBe(404)
    expect((await s.post('/reviews', { order: 'a'.repeat(26), rating: 9, text: 'x' })).json()).toMatchObject({
      error: { fields: ['rating', 'text'] },
    })
    const sent = await s.post(
      '/reviews',
      { order: 'a'.repeat(26), rating: 4, text: 'La taza quedó preciosa, muy buena impresión.' },
      false,
    )
    expect(sent.headers.location).toBe('/reviews?submitted=1')
    expect(
      (await s.post('/reviews', { order: 'a'.repeat(26), rating: 4, text: 'Second review of the same order' })).status,
    ).toBe(404)
    const anonymous = await shopper(app, 'tz-es.localhost')
    expect((await anonymous.page('/reviews')).text).not.toContain('La taza quedó preciosa')
    const [pending] = await (
      await import('../../server/services/support/reviews.js')
    ).listReviews(app.db, {
      brandSlug: 'TZ-ES',
      status: 'PENDING',
    })
    expect(await moderateReview(app.db, pending!.id, 'PUBLISHED')).toEqual({ ok: true })
    expect((await moderateReview(app.db, pending!.id, 'REJECTED')).ok).toBe(false)
    expect((await anonymous.page('/reviews')).text).toContain('La taza quedó preciosa')
  })
})
