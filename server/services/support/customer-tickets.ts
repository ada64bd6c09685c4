import type { Db } from '../../../db/client.js'
import { findCustomer } from '../../../db/queries/accounts.js'
import * as sq from '../../../db/queries/support.js'
import { isPublicId } from '../../domain/orders/public-id.js'
import { isTicketOf, TICKET_STATUSES, type TicketStatus } from '../../domain/support/tickets.js'
import { shortTicketNumber, ticketThread } from './tickets.js'

/** Tickets as the account area sees them: the customer's own, including those opened as a guest with their email. */

interface Customer {
  id: number
  email: string
}

/** One of the customer's tickets by its public id, or null for a malformed id or anyone else's ticket. */
export async function customerTicket(
  db: Db,
  publicId: unknown,
  brandSlug: string,
  customer: Customer,
): Promise<sq.TicketRow | null> {
  const ticket = isPublicId(publicId) ? await sq.findTicketByPublicId(db, publicId) : undefined
  return ticket && isTicketOf(ticket, brandSlug, customer) ? ticket : null
}

/** An attachment of that ticket (its row holds the stored file's name), or undefined for any other id. */
export async function ticketAttachment(db: Db, ticket: sq.TicketRow, attachmentId: number) {
  const found = await sq.findAttachment(db, attachmentId)
  return found && found.ticketId === ticket.id ? found.a : undefined
}

const listItem = (t: sq.TicketRow) => ({
  publicId: t.publicId,
  number: shortTicketNumber(t.publicId),
  subject: t.subject,
  status: t.status,
})

/** /accounts/home: up to three tickets still open (the shop's answer is pending, or it answered and nobody closed it). */
export async function openTicketsOf(db: Db, brandSlug: string, customer: Customer) {
  return (await sq.ticketsOfCustomer(db, brandSlug, customer.id, customer.email))
    .filter((t) => t.status !== 'ARCHIVED')
    .slice(0, 3)
    .map(listItem)
}

/** /accounts/tickets: the signed-in customer's tickets with one status (or all), and how many there are per status. */
export async function accountTickets(db: Db, brandSlug: string, customerId: number, status: TicketStatus | 'ALL') {
  const customer = (await findCustomer(db, customerId))!
  const all = await sq.ticketsOfCustomer(db, brandSlug, customer.id, customer.email)
  return {
    tickets: all
      .filter((t) => status === 'ALL' || t.status === status)
      .map((t) => ({ ...listItem(t), updatedAt: t.updatedAt })),
    counts: Object.fromEntries(TICKET_STATUSES.map((s) => [s, all.filter((t) => t.status === s).length])) as Record<
      TicketStatus,
      number
    >,
  }
}

/** /accounts/tickets/{public_id}: one ticket of the signed-in customer with its thread, or null (the page's 404). */
export async function accountTicket(db: Db, brandSlug: string, customerId: number, publicId: string | undefined) {
  const customer = (await findCustomer(db, customerId))!
  const ticket = await customerTicket(db, publicId, brandSlug, customer)
  if (!ticket) return null
  return {
    ticket: { ...listItem(ticket), orderPublicId: ticket.orderPublicId },
    thread: await ticketThread(db, ticket),
  }
}
