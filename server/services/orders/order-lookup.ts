import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { isPublicId } from '../../domain/orders/public-id.js'

export type { OrderRow } from '../../../db/queries/orders.js'

/**
 * An order by the public id a visitor or integration sent, seen from one brand (null: a key for every brand).
 * A malformed id and another brand's order are the same "no such order", so callers answer both with one 404.
 */
export function brandOrder(db: Db, publicId: unknown, brandSlug: string | null): oq.OrderRow | undefined {
  const order = isPublicId(publicId) ? oq.findOrderByPublicId(db, publicId) : undefined
  return order && (brandSlug === null || order.brandSlug === brandSlug) ? order : undefined
}

/** A payment and the order it pays (the provider sends the shopper back with the payment id). */
export function paymentWithOrder(db: Db, paymentId: string): { payment: oq.PaymentRow; order: oq.OrderRow } | null {
  const payment = oq.findPayment(db, paymentId)
  const order = payment ? oq.findOrderById(db, payment.orderId) : undefined
  return payment && order ? { payment, order } : null
}

/** The order API's list: newest first, optionally one brand's and some statuses, paged by id. */
export function ordersForApi(
  db: Db,
  filter: { brandSlug: string | null; statuses: number[] | null; limit: number; afterId: number },
): oq.OrderRow[] {
  return oq.listOrders(db, filter)
}
