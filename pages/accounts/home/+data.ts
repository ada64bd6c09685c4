// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { accountOverview } from '../../../server/services/accounts/overview.js'
import { db } from '../../catalog-data.js'
import { ticketsOfCustomer } from '../../../db/queries/support.js'
import { shortTicketNumber } from '../../../server/services/support/tickets.js'
import { ACCOUNT_SEO, accountOwner } from '../account-data.js'

/** /accounts/home: greeting, latest orders (with the orders permission), saved designs, support tickets. */
export function data(pc: PageContextServer) {
  const canSeeOrders = pc.user?.permissions.includes('orders') ?? false
  const overview = accountOverview(db(pc), accountOwner(pc))
  const canSeeTickets = pc.user?.permissions.includes('tickets') ?? false
  // Open tickets: the shop's answer is pending, or it answered and the customer has not closed the ticket yet.
  const openTickets = canSeeTickets
    ? ticketsOfCustomer(db(pc), pc.tenant.brand.slug, Number(pc.user!.id), overview.email)
        .filter((t) => t.status !== 'ARCHIVED')
        .slice(0, 3)
        .map((t) => ({
          publicId: t.publicId,
          number: shortTicketNumber(t.publicId),
          subject: t.subject,
          status: t.status,
        }))
    : null
  return {
    name: overview.name,
    email: overview.email,
    recentOrders: canSeeOrders ? overview.recentOrders : null,
    designsCount: overview.designsCount,
    openTickets,
    seo: ACCOUNT_SEO,
  }
}
export type Data = ReturnType<typeof data>
