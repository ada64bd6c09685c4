import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { validateIban } from '../../domain/money/iban.js'
import { newPublicId } from '../../domain/orders/public-id.js'
import { RETURN_STATUS, transitionReturn, type ReturnStatus } from '../../domain/orders/shipment-tracking.js'
import { checkRefund, refundBalance, type RefundBalance } from '../../domain/payments/refund-rule.js'
import { refundsOfOrder } from '../../../db/queries/provider-payments.js'
import { queueOrderMail, type OrderMailer } from './order-mail-queue.js'
import { issueCreditNote } from './invoices.js'

/** What the order received and what it gave back or is giving back, by both refund flows (read inside the caller's lock). */
export async function orderRefundBalance(db: Db, orderId: number): Promise<RefundBalance> {
  return refundBalance({
    payments: await oq.paymentsOfOrder(db, orderId),
    providerRefunds: await refundsOfOrder(db, orderId),
    transferRefunds: await oq.returnsOfOrder(db, orderId),
  })
}

/**
 * Ops opens a refund (a return confirmed, status 8) and asks the shopper for the account to refund to
 * (PROVIDE_DATA_TO_REFUND). The shopper answers once on the tracking page; ops completes (5) or cancels (100) it.
 */
export async function openRefund(
  db: Db,
  orderId: number,
  input: { reason: string; amountMinor?: number },
  now: number,
  /** Queues the refund-data request mail with its PROVIDE_DATA_TO_REFUND link (sent by the job runner). */
  mail?: OrderMailer,
): Promise<
  { ok: true; actionId: string } | { ok: false; code: 'NOT_FOUND' | 'NOT_PAID' | 'BAD_AMOUNT'; error: string }
> {
  // What is left is read, then a refund of it recorded, holding the order's row lock: two requests at once take
  // turns, so they cannot both take the same remainder (decision 038).
  return transaction(db, async (tx) => {
    const order = await oq.lockOrder(tx, orderId)
    if (!order) return { ok: false as const, code: 'NOT_FOUND' as const, error: 'no such order' }
    const check = checkRefund(orderId, await orderRefundBalance(tx, orderId), input.amountMinor)
    if (!check.ok) return { ok: false as const, code: check.code, error: check.message }
    const amount = check.amountMinor
    const returnId = await oq.insertReturn(tx, {
      orderId,
      status: RETURN_STATUS.CONFIRMED,
      reason: input.reason.slice(0, 200),
      amountMinor: amount,
      createdAt: now,
      updatedAt: now,
    })
    const actionId = newPublicId()
    await oq.insertAction(tx, {
      publicId: actionId,
      orderId,
      returnId,
      kind: 'PROVIDE_DATA_TO_REFUND',
      data: null,
      createdAt: now,
      completedAt: null,
    })
    await oq.insertOrderEvent(tx, {
      orderId,
      kind: 'return',
      fromStatus: null,
      toStatus: RETURN_STATUS.CONFIRMED,
      shipmentState: null,
      actor: 'ops',
      note: input.reason.slice(0, 200),
      at: now,
    })
    if (mail)
      await queueOrderMail(
        { db: tx, mail, now },
        order,
        'refund-data-request',
        { amountMinor: amount, actionId },
        actionId,
      )
    return { ok: true as const, actionId }
  })
}

export async function moveReturn(
  db: Db,
  orderId: number,
  returnId: number,
  to: number,
  now: number,
  /** Completing a refund (5) queues the refund-issued mail. */
  mail?: OrderMailer,
): Promise<{ ok: true } | { ok: false; error: string }> {
  return transaction(db, async (tx) => {
    const ret = (await oq.returnsOfOrder(tx, orderId)).find((r) => r.id === returnId)
    if (!ret) return { ok: false as const, error: 'no such return for this order' }
    const move = transitionReturn(ret.status as ReturnStatus, to)
    if (!move.ok) return move
    if (!(await oq.updateReturnStatus(tx, returnId, ret.status, move.to, now)))
      return { ok: false as const, error: 'the return changed meanwhile' }
    await oq.insertOrderEvent(tx, {
      orderId,
      kind: 'return',
      fromStatus: ret.status,
      toStatus: move.to,
      shipmentState: null,
      actor: 'ops',
      note: null,
      at: now,
    })
    // A completed refund is corrected on the invoice by a credit note, numbered in this transaction (decision 049).
    if (move.to === RETURN_STATUS.COMPLETED)
      await issueCreditNote(tx, orderId, `return-${returnId}`, ret.amountMinor, now)
    if (mail && move.to === RETURN_STATUS.COMPLETED)
      await queueOrderMail(
        { db: tx, mail, now },
        (await oq.findOrderById(tx, orderId))!,
        'refund-issued',
        { amountMinor: ret.amountMinor, creditNoteSource: `return-${returnId}` },
        `return-${returnId}`,
      )
    return { ok: true as const }
  })
}

export type RefundDataResult =
  | { ok: true }
  | { ok: false; error: 'NOT_FOUND' | 'ALREADY_DONE'; fields?: never }
  | { ok: false; error: 'INVALID'; fields: string[] }

/** Stores the refund account once; the IBAN must pass its mod-97 checksum and the holder must be named. */
export async function provideRefundData(
  db: Db,
  orderId: number,
  actionId: string,
  body: { iban?: unknown; holder?: unknown },
  now: number,
): Promise<RefundDataResult> {
  const fields: string[] = []
  const iban = typeof body.iban === 'string' ? validateIban(body.iban) : null
  if (!iban?.ok) fields.push('iban')
  const holder = typeof body.holder === 'string' ? body.holder.trim() : ''
  if (holder.length < 2 || holder.length > 70) fields.push('holder')
  const action = await oq.findAction(db, orderId, actionId)
  if (!action || action.kind !== 'PROVIDE_DATA_TO_REFUND') return { ok: false, error: 'NOT_FOUND' }
  if (action.completedAt !== null) return { ok: false, error: 'ALREADY_DONE' }
  if (fields.length || !iban?.ok) return { ok: false, error: 'INVALID', fields }
  return (await oq.completeAction(db, actionId, { iban: iban.iban, holder }, now))
    ? { ok: true }
    : { ok: false, error: 'ALREADY_DONE' }
}
