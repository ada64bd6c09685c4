import type { Db } from '../../../db/client.js'
import { findCustomer } from '../../../db/queries/accounts.js'
import { countSavedDesigns, recentCustomerOrders, type OrderOwner } from '../../../db/queries/customer-area.js'
import { shortOrderNumber } from '../../emails/order-confirmation.js'

export const RECENT_ORDERS = 3

/** /accounts/home: who is signed in, the latest orders of the account and how many designs it saved. */
export function accountOverview(db: Db, owner: OrderOwner) {
  const customer = findCustomer(db, owner.customerId)
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    email: customer?.email ?? '',
    recentOrders: recentCustomerOrders(db, owner, RECENT_ORDERS).map((o) => ({
      ...o,
      number: shortOrderNumber(o.publicId),
    })),
    designsCount: countSavedDesigns(db, owner.customerId),
  }
}
