import type { Db } from '../../../db/client.js'
import type { OrderMailer } from './order-mail-queue.js'
import { requestRefund } from './online-refunds.js'
import { openRefund } from './refunds.js'

export type RefundOrderResult =
  | { ok: true; kind: 'provider'; refundId: string; amountMinor: number; currency: string; remainingMinor: number }
  | { ok: true; kind: 'refund-data-request'; actionId: string }
  | { ok: false; code: 'NOT_FOUND' | 'NOT_PAID' | 'BAD_AMOUNT'; message: string }

/**
 * The one refund of staff (ops CLI and console): an online payment through its provider (full or partial, never
 * more than is left; the running server's job sends it), else the PROVIDE_DATA_TO_REFUND flow, where the shopper
 * gives the account to transfer to. Either is recorded in one transaction under the order's lock.
 */
export async function refundOrder(
  db: Db,
  orderId: number,
  input: { reason: string; amountMinor?: number; actor: string },
  now: number,
  mail?: OrderMailer,
): Promise<RefundOrderResult> {
  const online = await requestRefund(db, orderId, input, now)
  if (online.ok) return { ...online, kind: 'provider' }
  if (online.error === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND', message: online.message }
  if (online.error === 'BAD_AMOUNT') return { ok: false, code: 'BAD_AMOUNT', message: online.message }
  const opened = await openRefund(db, orderId, { reason: input.reason, amountMinor: input.amountMinor }, now, mail)
  return opened.ok
    ? { ok: true, kind: 'refund-data-request', actionId: opened.actionId }
    : { ok: false, code: opened.code, message: opened.error }
}
