import { transaction } from '../../../db/transaction.js'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import { insertJob } from '../../../db/queries/jobs.js'
import * as oq from '../../../db/queries/orders.js'
import * as pq from '../../../db/queries/provider-payments.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import type { JobHandler } from '../jobs/job-runner.js'
import type { PaymentProviders } from './payments.js'
import { checkRefund } from '../../domain/payments/refund-rule.js'
import { orderRefundBalance } from './refunds.js'

/**
 * Refunds of online payments through the provider (issue 14, decision 024): full or partial, never more than the payment
 * took (refunds that did not fail count). Ops (`npm run ops -- order refund`) and the order API only record the refund
 * and queue its job, in one transaction; the running server's job asks the provider (its idempotency key is the refund
 * id, so a retried job never refunds twice), and the REFUND / REFUND_FAILED webhook settles it and mails the shopper.
 * Bank transfers have no provider to refund through: they keep the PROVIDE_DATA_TO_REFUND flow (./refunds.ts).
 */
export const PROVIDER_REFUND_JOB = 'provider-refund'

/** Minutes of retries first, then hours: the provider may be down for a while. */
const REFUND_RETRY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 10_000, maxDelayMs: 3_600_000 }

const newRefundId = () => `ref_${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)))}`

export type RequestRefundResult =
  | { ok: true; refundId: string; amountMinor: number; currency: string; remainingMinor: number }
  | { ok: false; error: 'NOT_FOUND' | 'NOT_ONLINE' | 'BAD_AMOUNT'; message: string }

/** The paid online payment of an order that a provider can refund, if any. */
export async function refundablePayment(db: Db, orderId: number) {
  return (await oq.paymentsOfOrder(db, orderId)).find(
    (p) => p.status === 'PAID' && p.provider === 'adyen' && p.pspReference !== null,
  )
}

export async function requestRefund(
  db: Db,
  orderId: number,
  input: { amountMinor?: number; reason: string; actor: string },
  now: number,
): Promise<RequestRefundResult> {
  // What is left to refund is read, then a refund of it recorded, holding the order's row lock: two requests at once
  // take turns, so they cannot both take the same remainder.
  return transaction(db, async (tx) => {
    const order = await oq.lockOrder(tx, orderId)
    if (!order) return { ok: false as const, error: 'NOT_FOUND' as const, message: 'no such order' }
    const payment = await refundablePayment(tx, orderId)
    if (!payment)
      return {
        ok: false as const,
        error: 'NOT_ONLINE' as const,
        message: `order ${orderId} has no paid online payment to refund through the provider`,
      }
    // Never more than this payment took, nor than the order received less what both refund flows gave back.
    const check = checkRefund(
      orderId,
      await orderRefundBalance(tx, orderId),
      input.amountMinor,
      payment.amountMinor - (await pq.refundedOrPending(tx, payment.id)),
    )
    if (!check.ok) return { ok: false as const, error: 'BAD_AMOUNT' as const, message: check.message }
    const amount = check.amountMinor
    const id = newRefundId()
    const reason = input.reason.slice(0, 200)
    await pq.insertRefund(tx, {
      id,
      orderId,
      paymentId: payment.id,
      amountMinor: amount,
      currency: payment.currency,
      status: 'REQUESTED',
      reason,
      providerRef: null,
      actor: input.actor,
      createdAt: now,
      updatedAt: now,
    })
    await insertJob(tx, { kind: PROVIDER_REFUND_JOB, ref: id, runAt: now, now })
    await oq.insertOrderEvent(tx, {
      orderId,
      kind: 'payment',
      fromStatus: null,
      toStatus: null,
      shipmentState: null,
      actor: input.actor,
      note: `refund ${id} of ${(amount / 100).toFixed(2)} ${payment.currency} requested${reason ? `: ${reason}` : ''}`,
      at: now,
    })
    return {
      ok: true as const,
      refundId: id,
      amountMinor: amount,
      currency: payment.currency,
      remainingMinor: check.remainingMinor,
    }
  })
}

/** Sends one REQUESTED refund to its provider; the provider's answer makes it PENDING (its webhook settles it). */
export function providerRefundJob(
  deps: { db: Db; providers: PaymentProviders },
  clock: () => number = Date.now,
): JobHandler {
  return {
    kind: PROVIDER_REFUND_JOB,
    policy: REFUND_RETRY,
    leaseMs: 120_000,
    async run(ref) {
      const refund = await pq.findRefund(deps.db, ref)
      if (!refund || refund.status !== 'REQUESTED') return
      const payment = (await oq.findPayment(deps.db, refund.paymentId))!
      const order = (await oq.findOrderById(deps.db, refund.orderId))!
      const provider = deps.providers.get(payment.provider)
      if (!provider?.refund) throw new Error(`provider ${payment.provider} is not configured in this process`)
      const answer = await provider.refund({
        refundId: refund.id,
        brandSlug: order.brandSlug,
        paymentReference: payment.pspReference!,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
      })
      await pq.updateRefund(
        deps.db,
        refund.id,
        'REQUESTED',
        { status: 'PENDING', providerRef: answer.providerRef },
        clock(),
      )
    },
  }
}
