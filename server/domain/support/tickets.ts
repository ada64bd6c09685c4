import { z } from 'zod'
import { isValidEmail } from '../forms/validation.js'
import { normalizePublicIdInput } from '../orders/public-id.js'

/** Spec ticket statuses. PENDING: the shop has to answer; RESOLVED: the shop answered; ARCHIVED: closed for good. */
export const TICKET_STATUSES = ['PENDING', 'RESOLVED', 'ARCHIVED'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]
export type TicketEvent = 'customer-reply' | 'staff-reply' | 'close'

/** The spec leaves ticket transitions open; this is the shop's rule. An archived ticket stays closed (open a new one). */
export function nextTicketStatus(
  from: TicketStatus,
  event: TicketEvent,
): { ok: true; to: TicketStatus } | { ok: false; error: string } {
  if (from === 'ARCHIVED') return { ok: false, error: 'the ticket is closed' }
  if (event === 'customer-reply') return { ok: true, to: 'PENDING' }
  if (event === 'staff-reply') return { ok: true, to: 'RESOLVED' }
  return { ok: true, to: 'ARCHIVED' }
}

/**
 * Whose ticket it is: a ticket of this brand that the customer opened signed in, or opened as a guest with the
 * account's email. Anyone else's ticket is treated like an unknown one.
 */
export function isTicketOf(
  ticket: { brandSlug: string; customerId: number | null; email: string; emailConfirmedAt: number | null },
  brandSlug: string,
  customer: { id: number; email: string },
): boolean {
  if (ticket.brandSlug !== brandSlug) return false
  // A guest ticket names any email it likes: it joins that account only once confirmed from the mailbox.
  return (
    ticket.customerId === customer.id ||
    (ticket.customerId === null && ticket.email === customer.email && ticket.emailConfirmedAt !== null)
  )
}

/** The spec's contact channels that open tickets from the contact form (helpCenter is a link; chat has its own page). */
export const FORM_CHANNELS = ['formContact', 'formContactRequestBudget'] as const

const text = (min: number, max: number) =>
  z.string().trim().min(min, `at least ${min} characters`).max(max, `at most ${max} characters`)

export const contactSchema = z
  .object({
    channel: z.enum(FORM_CHANNELS).default('formContact'),
    name: text(1, 80),
    email: z.string().trim().toLowerCase().max(254).refine(isValidEmail, 'not a valid email address'),
    subject: text(3, 120),
    message: text(10, 5000),
    orderReference: z
      .string()
      .transform(normalizePublicIdInput)
      .refine((v) => v === '' || /^[a-z2-7]{8}$|^[a-z2-7]{26}$/.test(v), 'an order code has 8 or 26 letters and digits')
      .optional(),
    quantity: z
      .string()
      .regex(/^\d{0,6}$/, 'a whole number')
      .transform((v) => (v === '' ? undefined : Number(v)))
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.channel === 'formContactRequestBudget' && (c.quantity === undefined || c.quantity < 1))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'how many pieces do you need?' })
  })

export const replySchema = z.object({ message: text(2, 5000) })

/** Starting a chat (/contact/chat): who is writing and the first message; a signed-in customer's come from the account. */
export const chatStartSchema = z.object({
  name: text(1, 80),
  email: z.string().trim().toLowerCase().max(254).refine(isValidEmail, 'not a valid email address'),
  message: text(2, 2000),
})
