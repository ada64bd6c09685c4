import type { Db } from '../../../db/client.js'
import { findCustomer } from '../../../db/queries/accounts.js'
import { countSavedDesigns, recentCustomerOrders, type OrderOwner } from '../../../db/queries/customer-area.js'
import { orderLineRows } from '../../../db/queries/orders.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import { orderLineView } from '../orders/order-views.js'
import { openTicketsOf } from '../support/customer-tickets.js'

export type { OrderOwner }

export const RECENT_ORDERS = 3

/** Who is signed in, the latest orders of the account (each with its lines and pictures) and how many designs it saved. */
export async function accountOverview(db: Db, owner: OrderOwner) {
  const customer = await findCustomer(db, owner.customerId)
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    email: customer?.email ?? '',
    recentOrders: await Promise.all(
      (await recentCustomerOrders(db, owner, RECENT_ORDERS)).map(async ({ id, ...o }) => ({
        ...o,
        number: shortOrderNumber(o.publicId),
        lines: (await orderLineRows(db, id)).map(orderLineView),
      })),
    ),
    designsCount: await countSavedDesigns(db, owner.customerId),
  }
}

/** /accounts/home: the overview, with orders and open tickets only for users with those permissions (else null). */
export async function accountHomePage(db: Db, owner: OrderOwner, can: { orders: boolean; tickets: boolean }) {
  const overview = await accountOverview(db, owner)
  return {
    name: overview.name,
    email: overview.email,
    recentOrders: can.orders ? overview.recentOrders : null,
    designsCount: overview.designsCount,
    openTickets: can.tickets
      ? await openTicketsOf(db, owner.brandSlug, { id: owner.customerId, email: overview.email })
      : null,
  }
}
