import { invoiceLinksOf } from './invoice-files.js'
import { canWithdraw } from './withdrawals.js'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import type { Address, Contact } from '../../domain/checkout/checkout-details.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import type { BrandConfig } from '../../domain/tenancy/tenant-schema.js'
import { formatIban, maskIban } from '../../domain/money/iban.js'
import type { ShipmentChoice, ShipmentQuote } from '../checkout/checkout.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import { expectsDelivery, shopperTimeline } from '../../domain/orders/order-progress.js'

export type StoredShipment = ShipmentChoice & ShipmentQuote

export { shortOrderNumber }

export type PaymentState =
  | { state: 'paid'; method: string }
  | { state: 'pending'; method: string }
  | {
      state: 'awaiting-transfer'
      method: string
      iban: string
      bic: string
      beneficiary: string
      reference: string
      amountMinor: number
    }
  | { state: 'failed'; method: string; outcome: string }
  | { state: 'unpaid'; method: string }

export async function paymentState(
  db: Db,
  order: oq.OrderRow,
  brand: Pick<BrandConfig, 'legal'>,
): Promise<PaymentState> {
  const attempts = await oq.paymentsOfOrder(db, order.id)
  const paid = attempts.find((p) => p.status === 'PAID')
  if (paid || order.status !== ORDER_STATUS.AWAITING_PAYMENT)
    return { state: 'paid', method: paid?.method ?? order.paymentMethod }
  const last = attempts.at(-1)
  if (!last) return { state: 'unpaid', method: order.paymentMethod }
  // A refused attempt that the provider keeps open (Adyen: the webhook reported a failure) is a failure to the shopper.
  if (last.status === 'CANCELED' || last.outcome === 'failed')
    return { state: 'failed', method: last.method, outcome: last.outcome ?? 'canceled' }
  if (last.provider === 'bank-transfer' && last.providerRef && brand.legal.bankAccount) {
    const a = brand.legal.bankAccount
    return {
      state: 'awaiting-transfer',
      method: last.method,
      iban: formatIban(a.iban),
      bic: a.bic,
      beneficiary: a.beneficiary,
      reference: last.providerRef,
      amountMinor: last.amountMinor,
    }
  }
  return last.outcome === 'pending'
    ? { state: 'pending', method: last.method }
    : { state: 'unpaid', method: last.method }
}

/**
 * One line of a placed order as the order pages show it beside checkout's look: its picture (the shopper's own preview
 * for a personalised line), what it is and how it was made. A personalised line is the shopper's design, not the
 * catalogue design it may have started from, so `designName` is only the catalogue's for a line bought as shown.
 */
export function orderLineView(l: oq.OrderLineRow) {
  const personalised = l.personalisedDesignId !== null
  return {
    name: l.articleName,
    /** The options chosen ("10x15 cm · Matte"); '' for an article without options or an order before variants. */
    variantLabel: l.variantLabel ?? '',
    personalised,
    designName: personalised ? null : l.designName,
    quantity: l.quantity,
    lineTotalMinor: l.lineTotalMinor,
    unitPriceMinor: l.unitPriceMinor,
    articleId: l.articleId,
    urlPreview: l.urlPreview,
  }
}
export type OrderLineView = ReturnType<typeof orderLineView>

/** /order-completed: the full summary, only for the shop session that placed the order (else null = 404). */
export async function orderSummary(
  db: Db,
  publicId: string,
  viewer: { sessionId: string; brandSlug: string },
  brand: Pick<BrandConfig, 'legal'>,
) {
  const order = await oq.findOrderByPublicId(db, publicId)
  if (!order || order.sessionId !== viewer.sessionId || order.brandSlug !== viewer.brandSlug) return null
  const lines = await oq.orderLineRows(db, order.id)
  return {
    publicId: order.publicId,
    number: shortOrderNumber(order.publicId),
    status: order.status,
    createdAt: order.createdAt,
    currency: order.currency,
    email: (order.contact as Contact).email,
    address: order.address as Address,
    shipment: order.shipment as StoredShipment,
    lines: lines.map(orderLineView),
    totals: await orderTotalsOf(db, order),
    payment: await paymentState(db, order, brand),
  }
}

/** An order's frozen totals with each of its reductions (offers, code, waived shipping), as every order view shows them. */
export async function orderTotalsOf(db: Db, order: oq.OrderRow) {
  return {
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    shippingMinor: order.shippingMinor,
    vatMinor: order.vatMinor,
    totalMinor: order.totalMinor,
    promotionCode: order.promotionCode,
    reductions: await oq.orderReductionRows(db, order.id),
  }
}

/**
 * /tracking/{public_id}: what anyone holding the id may see. No name, street, email or phone: the id travels in
 * emails and screenshots, so the page shows progress, carrier and the delivery town only. The order's lines (pictures
 * of the shopper's own designs) only to the browser or account that placed it (`viewer`, the page's order owner).
 */
export async function trackingView(db: Db, publicId: string, brandSlug: string, viewer?: string) {
  const order = await oq.findOrderByPublicId(db, publicId)
  if (!order || order.brandSlug !== brandSlug) return null
  const ownOrder = viewer !== undefined && viewer === order.sessionId
  const events = await oq.orderEventRows(db, order.id)
  const shipment = order.shipment as StoredShipment
  const address = order.address as Address
  return {
    publicId: order.publicId,
    number: shortOrderNumber(order.publicId),
    status: order.status,
    createdAt: order.createdAt,
    shipmentState: order.shipmentState,
    trackingNumber: order.trackingNumber,
    shipment: {
      mode: shipment.mode,
      carrier: shipment.carrier,
      pickupPointName: shipment.mode === 'PICKPOINT' ? shipment.pickupPoint.name : null,
      /** Null once delivered or cancelled: there is nothing left to expect. */
      expected: expectsDelivery(order.status) ? { earliest: shipment.earliest, latest: shipment.latest } : null,
      town: `${address.postalCode} ${address.city}`,
    },
    timeline: shopperTimeline(
      events
        .filter((e) => e.kind === 'status' && e.toStatus !== null)
        .map((e) => ({ status: e.toStatus!, at: e.at, shipmentState: e.shipmentState })),
    ),
    shipmentUpdates: events.filter((e) => e.kind === 'shipment').map((e) => ({ state: e.shipmentState!, at: e.at })),
    lines: ownOrder ? (await oq.orderLineRows(db, order.id)).map(orderLineView) : [],
    returns: (await oq.returnsOfOrder(db, order.id)).map((r) => ({
      id: r.id,
      status: r.status,
      amountMinor: r.amountMinor,
      createdAt: r.createdAt,
    })),
    invoices: await invoiceLinksOf(db, order.id),
    withdrawable: await canWithdraw(db, order, Date.now()),
    actions: (await oq.actionsOfOrder(db, order.id)).map((a) => ({
      id: a.publicId,
      kind: a.kind,
      done: a.completedAt !== null,
    })),
  }
}

/** /tracking/{public_id}/user_required_actions/{id}: the action and, once done, a masked copy of the answer. */
export async function userActionView(db: Db, publicId: string, actionId: string, brandSlug: string) {
  const order = await oq.findOrderByPublicId(db, publicId)
  if (!order || order.brandSlug !== brandSlug) return null
  const action = await oq.findAction(db, order.id, actionId)
  if (!action) return null
  const ret =
    action.returnId === null ? undefined : (await oq.returnsOfOrder(db, order.id)).find((r) => r.id === action.returnId)
  const data = action.data as { iban?: string; holder?: string } | null
  return {
    orderPublicId: order.publicId,
    number: shortOrderNumber(order.publicId),
    currency: order.currency,
    id: action.publicId,
    kind: action.kind,
    done: action.completedAt !== null,
    refundAmountMinor: ret?.amountMinor ?? null,
    answer: data?.iban ? { iban: maskIban(data.iban), holder: data.holder ?? '' } : null,
  }
}

/** What an integration sees of an order: everything needed to produce and ship it, nothing about the session. */
export async function orderJson(db: Db, o: oq.OrderRow) {
  return {
    id: o.publicId,
    number: o.id,
    brand: o.brandSlug,
    site: o.siteCode,
    language: o.language,
    currency: o.currency,
    status: o.status,
    shipmentState: o.shipmentState,
    trackingNumber: o.trackingNumber,
    createdAt: new Date(o.createdAt).toISOString(),
    updatedAt: new Date(o.updatedAt).toISOString(),
    contact: o.contact,
    address: o.address,
    shipment: o.shipment,
    payment: { method: o.paymentMethod, kind: o.paymentKind },
    totals: await orderTotalsOf(db, o),
    lines: (await oq.orderLineRows(db, o.id)).map((l) => ({
      articleId: l.articleId,
      name: l.articleName,
      // What the factory makes: the catalogue key and the options as the shopper read them (null before variants).
      variant: l.variantSku === null ? null : { id: l.variantId, sku: l.variantSku, label: l.variantLabel ?? '' },
      designId: l.designId,
      personalisedDesignId: l.personalisedDesignId,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      lineTotalMinor: l.lineTotalMinor,
    })),
  }
}
