import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { transaction } from '../../../db/transaction.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import { newPublicId } from '../../domain/orders/public-id.js'
import { newPaymentId } from './payments.js'
import { reprintChoiceError, type ReprintLine, type ReprintReason } from '../../domain/orders/reprint.js'

export interface ReprintInput {
  reason: ReprintReason
  note?: string
  lines: readonly ReprintLine[]
  /** The request's one-time key (the console form's, the CLI's): the same key makes the same reprint once. */
  key: string
  actor: string
}

export type ReprintResult =
  | { ok: true; reprint: oq.OrderRow; repeated: boolean }
  | { ok: false; code: 'NOT_FOUND' | 'NOT_PAID' | 'CANCELED' | 'BAD_LINES'; message: string }

/**
 * A free replacement order for some lines of a paid order (decision 050; ops CLI and console). The reprint copies the
 * chosen lines with their designs (personalised design, catalogue design, preview), so the factory's print files
 * are the original's; it ships to the original's address and contact, costs nothing and is paid at 0 by a PAID
 * payment of the `reprint` provider, so it starts at RECEIVED like a paid order: no invoice (nothing was sold), no
 * mail asking for money. One transaction under the original's row lock; the key is the reprint's idempotency key,
 * unique per brand, so a repeated request finds the reprint it already made.
 */
export async function reprintOrder(
  db: Db,
  originalId: number,
  input: ReprintInput,
  now: number,
): Promise<ReprintResult> {
  return transaction(db, async (tx): Promise<ReprintResult> => {
    const original = await oq.lockOrder(tx, originalId)
    if (!original) return { ok: false, code: 'NOT_FOUND', message: 'no such order' }
    const idempotencyKey = `reprint:${input.key}`
    const earlier = await oq.findOrderByIdempotencyKey(tx, original.brandSlug, idempotencyKey)
    if (earlier) return { ok: true, reprint: earlier, repeated: true }
    if (original.status === ORDER_STATUS.CANCELED)
      return { ok: false, code: 'CANCELED', message: 'a canceled order cannot be reprinted' }
    const payments = await oq.paymentsOfOrder(tx, original.id)
    if (!payments.some((p) => p.status === 'PAID'))
      return { ok: false, code: 'NOT_PAID', message: 'the order is not paid yet, so there is nothing to reprint' }
    const lines = await oq.orderLineRows(tx, original.id)
    const bad = reprintChoiceError(input.lines, lines)
    if (bad) return { ok: false, code: 'BAD_LINES', message: bad }

    const reprint = await oq.insertOrder(tx, {
      publicId: newPublicId(),
      brandSlug: original.brandSlug,
      siteCode: original.siteCode,
      language: original.language,
      currency: original.currency,
      sessionId: original.sessionId,
      customerId: original.customerId,
      cartId: idempotencyKey,
      idempotencyKey,
      status: ORDER_STATUS.RECEIVED,
      contact: original.contact,
      address: original.address,
      shipment: original.shipment,
      paymentMethod: original.paymentMethod,
      paymentKind: original.paymentKind,
      promotionCode: null,
      subtotalMinor: 0,
      discountMinor: 0,
      shippingMinor: 0,
      vatMinor: 0,
      totalMinor: 0,
      attribution: null,
      reprintOf: original.id,
      reprintReason: input.reason,
      createdAt: now,
      updatedAt: now,
    })
    const byId = new Map(lines.map((l) => [l.id, l]))
    await oq.insertOrderLines(
      tx,
      input.lines.map(({ lineId, quantity }) => {
        const { id: _id, orderId: _orderId, ...line } = byId.get(lineId)!
        return { ...line, orderId: reprint.id, quantity, unitPriceMinor: 0, lineTotalMinor: 0 }
      }),
    )
    await oq.insertPayment(tx, {
      id: newPaymentId(),
      orderId: reprint.id,
      provider: 'reprint',
      method: original.paymentMethod,
      kind: original.paymentKind,
      status: 'PAID',
      amountMinor: 0,
      currency: original.currency,
      providerRef: null,
      redirectUrl: null,
      outcome: 'reprint',
      pspReference: null,
      createdAt: now,
      updatedAt: now,
    })
    const why = input.note ? `${input.reason}: ${input.note}` : input.reason
    await oq.insertOrderEvent(tx, {
      orderId: reprint.id,
      kind: 'status',
      fromStatus: null,
      toStatus: ORDER_STATUS.RECEIVED,
      shipmentState: null,
      actor: input.actor,
      note: `reprint of ${original.publicId} (${why})`,
      at: now,
    })
    await oq.insertOrderEvent(tx, {
      orderId: original.id,
      kind: 'reprint',
      fromStatus: null,
      toStatus: null,
      shipmentState: null,
      actor: input.actor,
      note: `reprinted as ${reprint.publicId} (${why})`,
      at: now,
    })
    return { ok: true, reprint, repeated: false }
  })
}
