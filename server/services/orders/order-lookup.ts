import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { isPublicId, parseOrderReference } from '../../domain/orders/public-id.js'
import { normalizePostalCode } from '../../domain/checkout/postal-codes.js'
import type { Address, Contact } from '../../domain/checkout/checkout-details.js'

export type { OrderRow } from '../../../db/queries/orders.js'

/**
 * An order by the public id a visitor or integration sent, seen from one brand (null: a key for every brand).
 * A malformed id and another brand's order are the same "no such order", so callers answer both with one 404.
 */
export async function brandOrder(
  db: Db,
  publicId: unknown,
  brandSlug: string | null,
): Promise<oq.OrderRow | undefined> {
  const order = isPublicId(publicId) ? await oq.findOrderByPublicId(db, publicId) : undefined
  return order && (brandSlug === null || order.brandSlug === brandSlug) ? order : undefined
}

/** Stands in for "no order" so that a miss compares the secret just like a hit does. */
const NO_ORDER = { contact: { email: '\u0000' }, address: { postalCode: '\u0000' } }
/** A prefix no order id has ('0' is not in the id alphabet): a malformed reference runs the same query as any other. */
const NO_PREFIX = '00000000'

function secretMatches(order: { contact: unknown; address: unknown }, secret: string): boolean {
  const email = (order.contact as Contact).email
  const postalCode = (order.address as Address).postalCode
  return secret !== '' && (secret.toLowerCase() === email || normalizePostalCode(secret) === postalCode)
}

/**
 * The public tracking lookup: the short order number or the full order code, plus the order's email or delivery
 * postal code, within one brand. Every miss (malformed or unknown reference, another brand's order, wrong secret)
 * is the same undefined, and each goes through the same steps (one indexed prefix query, one secret comparison per
 * candidate or against a stand-in), so neither the answer nor its cost tells which numbers exist.
 */
export async function trackOrder(
  db: Db,
  brandSlug: string,
  reference: string,
  secret: string,
): Promise<oq.OrderRow | undefined> {
  const ref = parseOrderReference(reference)
  // Two orders could share a number (40 random bits); the secret decides, and a handful of candidates is plenty.
  const candidates = (await oq.ordersWithPublicIdPrefix(db, brandSlug, ref?.prefix ?? NO_PREFIX, 5)).filter(
    (o) => ref !== null && (ref.publicId === null || o.publicId === ref.publicId),
  )
  let found: oq.OrderRow | undefined
  for (const order of candidates.length ? candidates : [NO_ORDER]) {
    if (secretMatches(order, secret) && order !== NO_ORDER) found ??= order as oq.OrderRow
  }
  return found
}

/** A payment and the order it pays (the provider sends the shopper back with the payment id). */
export async function paymentWithOrder(
  db: Db,
  paymentId: string,
): Promise<{ payment: oq.PaymentRow; order: oq.OrderRow } | null> {
  const payment = await oq.findPayment(db, paymentId)
  const order = payment ? await oq.findOrderById(db, payment.orderId) : undefined
  return payment && order ? { payment, order } : null
}

/** The order API's list: newest first, optionally one brand's and some statuses, paged by id. */
export async function ordersForApi(
  db: Db,
  filter: { brandSlug: string | null; statuses: number[] | null; limit: number; afterId: number },
): Promise<oq.OrderRow[]> {
  return oq.listOrders(db, filter)
}
