// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findCustomer } from '../../../../db/queries/accounts.js'
import { findTicketByPublicId } from '../../../../db/queries/support.js'
import { isPublicId } from '../../../../server/domain/orders/public-id.js'
import { shortTicketNumber, ticketThread } from '../../../../server/services/support/tickets.js'
import type { PageSeo } from '../../../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../../../catalog-data.js'

/** One ticket's thread; another customer's (or brand's) ticket is the same 404 as an unknown one. */
export function data(pc: PageContextServer) {
  const id = pc.routeParams.public_id
  const customer = findCustomer(db(pc), Number(pc.user!.id))!
  const ticket = isPublicId(id) ? findTicketByPublicId(db(pc), id) : undefined
  const mine =
    ticket &&
    ticket.brandSlug === pc.tenant.brand.slug &&
    (ticket.customerId === customer.id || (ticket.customerId === null && ticket.email === customer.email))
  if (!ticket || !mine) notFound(pc)
  const seo: PageSeo = { noindex: true }
  return {
    ticket: {
      publicId: ticket.publicId,
      number: shortTicketNumber(ticket.publicId),
      subject: ticket.subject,
      status: ticket.status,
      orderPublicId: ticket.orderPublicId,
    },
    thread: ticketThread(db(pc), ticket),
    error: ['closed', 'invalid', 'too_large', 'bad_form'].includes(pc.urlParsed.search.error ?? '')
      ? pc.urlParsed.search.error!
      : null,
    seo,
  }
}
export type Data = ReturnType<typeof data>
