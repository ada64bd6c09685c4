import { orderTotalsOf } from '../orders/order-views.js'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { customerOrdersPage, findCustomerOrder, type OrderOwner } from '../../../db/queries/customer-area.js'
import { dateFilterRange, ORDERS_PAGE_SIZE, pagesFor, type OrdersQuery } from '../../domain/accounts/account-lists.js'
import type { Address } from '../../domain/checkout/checkout-details.js'
import type { BrandConfig } from '../../domain/tenancy/tenant-schema.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import { shopperTimeline } from '../../domain/orders/order-progress.js'
import { addToCart, type CartContext } from '../cart/cart.js'
import { paymentState, type StoredShipment } from '../orders/order-views.js'
import { invoiceLinksOf, orderInvoiceFile } from '../orders/invoice-files.js'
import type { Translate } from '../../i18n/server-messages.js'
import type { MailAttachment } from '../mail/mailer.js'
import { canWithdraw } from '../orders/withdrawals.js'

/** /accounts/orders: one page of the account's orders in the chosen period, newest first. */
export async function customerOrders(db: Db, owner: OrderOwner, query: OrdersQuery, now: number) {
  const range = dateFilterRange(query.date, now)
  const { total, rows } = await customerOrdersPage(db, owner, {
    ...range,
    limit: ORDERS_PAGE_SIZE,
    offset: (query.page - 1) * ORDERS_PAGE_SIZE,
  })
  return { total, pages: pagesFor(total), orders: rows.map((o) => ({ ...o, number: shortOrderNumber(o.publicId) })) }
}

/**
 * One order of the account with everything the shopper may see (lines, totals, delivery, payment, status
 * history). Another account's order, or another brand's, is null: the page answers 404 as for an unknown id.
 */
export async function customerOrderDetail(
  db: Db,
  owner: OrderOwner,
  publicId: string,
  brand: Pick<BrandConfig, 'legal'>,
) {
  const order = await findCustomerOrder(db, owner, publicId)
  if (!order) return null
  const events = await oq.orderEventRows(db, order.id)
  return {
    publicId: order.publicId,
    number: shortOrderNumber(order.publicId),
    status: order.status,
    shipmentState: order.shipmentState,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt,
    currency: order.currency,
    address: order.address as Address,
    shipment: order.shipment as StoredShipment,
    lines: (await oq.orderLineRows(db, order.id)).map((l) => ({
      id: l.id,
      name: l.articleName,
      variantLabel: l.variantLabel ?? '',
      designName: l.designName,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      lineTotalMinor: l.lineTotalMinor,
    })),
    totals: await orderTotalsOf(db, order),
    payment: await paymentState(db, order, brand),
    invoices: await invoiceLinksOf(db, order.id),
    withdrawable: await canWithdraw(db, order, Date.now()),
    timeline: shopperTimeline(
      events.flatMap((e): { at: number; status: number | null; shipmentState: string | null }[] => {
        if (e.kind === 'status' && e.toStatus !== null) return [{ at: e.at, status: e.toStatus, shipmentState: null }]
        if (e.kind === 'shipment' && e.shipmentState)
          return [{ at: e.at, status: null, shipmentState: e.shipmentState }]
        return []
      }),
    ),
  }
}

export type ReorderResult = { ok: true; added: number; skipped: number } | { ok: false; error: 'NOT_FOUND' }

/**
 * Puts every line of a past order into the current cart again, at today's prices of the current site. Lines whose
 * product (or catalog design) is no longer sold here, and lines with a personalised design (which the cart cannot
 * take back yet), are skipped and counted, so the page can say so.
 */
export async function reorder(c: CartContext, owner: OrderOwner, publicId: string): Promise<ReorderResult> {
  const order = await findCustomerOrder(c.db, owner, publicId)
  if (!order) return { ok: false, error: 'NOT_FOUND' }
  let added = 0
  let skipped = 0
  for (const line of await oq.orderLineRows(c.db, order.id)) {
    const result =
      line.personalisedDesignId === null
        ? await addToCart(c, { articleId: line.articleId, designId: line.designId, quantity: line.quantity })
        : null
    if (result?.ok) added += 1
    else skipped += 1
  }
  return { ok: true, added, skipped }
}

/** One invoice or credit note of the account's own order, as its PDF; null for anything else (decision 052). */
export async function customerInvoiceFile(
  db: Db,
  translate: Translate,
  owner: OrderOwner,
  publicId: string,
  fileName: string,
): Promise<MailAttachment | null> {
  const order = await findCustomerOrder(db, owner, publicId)
  return order ? orderInvoiceFile(db, translate, order.id, fileName) : null
}
