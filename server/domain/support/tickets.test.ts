import { describe, expect, it } from 'vitest'
import { contactSchema, isTicketOf, nextTicketStatus } from './tickets.js'

describe('ticket statuses', () => {
  it('a customer reply waits for the shop, a staff reply resolves, closing archives', () => {
    expect(nextTicketStatus('RESOLVED', 'customer-reply')).toEqual({ ok: true, to: 'PENDING' })
    expect(nextTicketStatus('PENDING', 'staff-reply')).toEqual({ ok: true, to: 'RESOLVED' })
    expect(nextTicketStatus('PENDING', 'close')).toEqual({ ok: true, to: 'ARCHIVED' })
  })
  it('an archived ticket takes no more messages', () => {
    expect(nextTicketStatus('ARCHIVED', 'customer-reply')).toEqual({ ok: false, error: 'the ticket is closed' })
    expect(nextTicketStatus('ARCHIVED', 'staff-reply').ok).toBe(false)
  })
})

describe('contact form', () => {
  const base = { name: 'Ana', email: 'Ana@Example.es', subject: 'My mug', message: 'The print on my mug is blurry.' }
  it('accepts a message with an optional order code (typed with dashes or in capitals)', () => {
    const ok = contactSchema.safeParse({ ...base, orderReference: 'AB2C-D3EF' })
    expect(ok.success && ok.data).toMatchObject({
      email: 'ana@example.es',
      orderReference: 'ab2cd3ef',
      channel: 'formContact',
    })
  })
  it('names every bad field', () => {
    const bad = contactSchema.safeParse({ name: '', email: 'x', subject: 'a', message: 'short', orderReference: '123' })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      'email',
      'message',
      'name',
      'orderReference',
      'subject',
    ])
  })
  it('a quote request needs a quantity', () => {
    expect(contactSchema.safeParse({ ...base, channel: 'formContactRequestBudget', quantity: '' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...base, channel: 'formContactRequestBudget', quantity: '250' }).success).toBe(
      true,
    )
  })
})

describe('whose ticket', () => {
  const ana = { id: 7, email: 'ana@example.es' }
  const ticket = { brandSlug: 'WPX-ES', customerId: 7, email: 'other@example.es', emailConfirmedAt: null }
  it('a ticket opened signed in belongs to that account', () => {
    expect(isTicketOf(ticket, 'WPX-ES', ana)).toBe(true)
    expect(isTicketOf(ticket, 'WPX-ES', { id: 8, email: 'other@example.es' })).toBe(false)
  })
  it("a guest ticket belongs to the account with its email once confirmed from that mailbox, a signed-in one never to another account's email", () => {
    expect(isTicketOf({ ...ticket, customerId: null, email: ana.email, emailConfirmedAt: 1 }, 'WPX-ES', ana)).toBe(true)
    expect(isTicketOf({ ...ticket, customerId: null, email: ana.email }, 'WPX-ES', ana)).toBe(false)
    expect(isTicketOf({ ...ticket, customerId: null }, 'WPX-ES', ana)).toBe(false)
    expect(isTicketOf({ ...ticket, customerId: 8, email: ana.email }, 'WPX-ES', ana)).toBe(false)
  })
  it("another brand's ticket is nobody's here", () => {
    expect(isTicketOf(ticket, 'TZ-ES', ana)).toBe(false)
  })
})
