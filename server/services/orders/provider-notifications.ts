import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import { insertJob } from '../../../db/queries/jobs.js'
import * as oq from '../../../db/queries/orders.js'
import * as pq from '../../../db/queries/provider-payments.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import type { JobHandler } from '../jobs/job-runner.js'
import type { AdyenNotificationItem } from '../payments/adyen-provider.js'
import { applyPaymentOutcome, type PaymentDeps } from './payments.js'
import { queueOrderMail } from './order-mail-queue.js'
import { issueCreditNote } from './invoices.js'

/**
 * Adyen's webhook notifications, applied to orders exactly once (decision 024). The webhook route only verifies and
 * stores them (one row per pspReference and eventCode: a retried or replayed item finds its row and queues nothing) and
 * answers [accepted]; a job applies each stored row in one transaction that also marks it applied, so a job run twice,
 * or items arriving in any order, change the order once.
 */
export const PROVIDER_NOTIFICATION_JOB = 'provider-notification'

/** A few quick retries: applying is local work, a failure is a bug or a locked database. */
const NOTIFICATION_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 1_000, maxDelayMs: 600_000 }

const ACTOR = 'webhook:adyen'

/** Stores a verified batch; the ids of the new rows (each with its job). Repeats store nothing. */
export async function storeNotifications(
  db: Db,
  items: readonly AdyenNotificationItem[],
  now: number,
): Promise<number[]> {
  return transaction(db, async (tx) => {
    const ids: number[] = []
    for (const item of items) {
      const id = await pq.insertNotification(tx, {
        provider: 'adyen',
        pspReference: item.pspReference,
        eventCode: String(item.eventCode),
        success: String(item.success) === 'true',
        merchantReference: item.merchantReference ?? '',
        originalReference: item.originalReference ?? null,
        amountMinor: item.amount?.value ?? 0,
        currency: item.amount?.currency ?? '',
        body: item,
        receivedAt: now,
      })
      if (id === undefined) continue
      await insertJob(tx, { kind: PROVIDER_NOTIFICATION_JOB, ref: String(id), runAt: now, now })
      ids.push(id)
    }
    return ids
  })
}

export function providerNotificationJob(deps: Omit<PaymentDeps, 'now'>, clock: () => number = Date.now): JobHandler {
  return {
    kind: PROVIDER_NOTIFICATION_JOB,
    policy: NOTIFICATION_RETRY,
    leaseMs: 60_000,
    async run(ref) {
      await applyNotification({ ...deps, now: clock() }, Number(ref))
    },
  }
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`

/** Applies one stored notification (no-op when it already was, or the shop knows no payment or refund it names). */
export async function applyNotification(deps: PaymentDeps, id: number): Promise<void> {
  const { db, now } = deps
  await transaction(db, async (tx) => {
    const n = await pq.findNotification(tx, id)
    if (!n || !(await pq.markNotificationApplied(tx, id, now))) return
    const item = n.body as AdyenNotificationItem
    const reason = item.reason ? `: ${String(item.reason).slice(0, 120)}` : ''
    const event = (orderId: number, note: string) =>
      oq.insertOrderEvent(tx, {
        orderId,
        kind: 'payment',
        fromStatus: null,
        toStatus: null,
        shipmentState: null,
        actor: ACTOR,
        note: note.slice(0, 300),
        at: now,
      })

    if (n.eventCode === 'REFUND' || n.eventCode === 'REFUND_FAILED') {
      // A refund's merchantReference is the shop's refund id; originalReference is the payment's pspReference. The
      // refund is locked, so it is settled from the status it has now, not one the refund job is replacing.
      const refund = await pq.lockRefund(tx, n.merchantReference)
      const payment = refund
        ? await oq.findPayment(tx, refund.paymentId)
        : n.originalReference
          ? await pq.findPaymentByPspReference(tx, 'adyen', n.originalReference)
          : undefined
      if (!payment) return
      const order = (await oq.findOrderById(tx, payment.orderId))!
      const ok = n.eventCode === 'REFUND' && n.success
      if (refund) {
        const from = refund.status
        if (from !== 'REFUNDED' && from !== 'FAILED')
          await pq.updateRefund(
            tx,
            refund.id,
            from,
            { status: ok ? 'REFUNDED' : 'FAILED', providerRef: n.pspReference },
            now,
          )
      }
      await event(
        order.id,
        `${n.eventCode}${n.success ? '' : ' refused'} ${money(n.amountMinor, n.currency)} (${n.pspReference})${ok ? '' : reason}`,
      )
      // The refund's credit note, numbered with the refund's settlement (decision 049).
      if (ok)
        await issueCreditNote(
          tx,
          order.id,
          refund?.id ?? `psp-${n.pspReference}`,
          refund?.amountMinor ?? n.amountMinor,
          now,
        )
      if (ok)
        await queueOrderMail(
          { ...deps, db: tx },
          order,
          'refund-issued',
          { amountMinor: n.amountMinor, creditNoteSource: refund?.id ?? `psp-${n.pspReference}` },
          n.pspReference,
        )
      return
    }

    // Payment events: AUTHORISATION names the shop's payment id; the others name the payment by its pspReference.
    const found =
      (await oq.findPayment(tx, n.merchantReference)) ??
      (n.originalReference ? await pq.findPaymentByPspReference(tx, 'adyen', n.originalReference) : undefined)
    if (!found || found.provider !== 'adyen') return
    // Like every change to an order's payments (applyPaymentOutcome), under the order's row lock, taken before any
    // event is written; the payment is read again under it.
    const order = (await oq.lockOrder(tx, found.orderId))!
    const payment = (await oq.findPayment(tx, found.id))!

    if (n.eventCode !== 'AUTHORISATION') {
      const known = [
        'CANCELLATION',
        'CAPTURE',
        'CAPTURE_FAILED',
        'CHARGEBACK',
        'CHARGEBACK_REVERSED',
        'CANCEL_OR_REFUND',
      ]
      if (known.includes(n.eventCode))
        await event(
          order.id,
          `${n.eventCode}${n.success ? '' : ' refused'} ${money(n.amountMinor, n.currency)} (${n.pspReference})${reason}`,
        )
      return
    }

    if (!n.success) {
      // A refused attempt: the order stays payable (status 4) and its page says the payment failed. The session stays
      // usable, so a later success of the same payment still pays the order.
      if (payment.status === 'PENDING') await oq.setPaymentOutcome(tx, payment.id, 'failed', now)
      await event(order.id, `${payment.method} refused (${n.pspReference})${reason}`)
      return
    }
    if (n.amountMinor !== payment.amountMinor || n.currency !== payment.currency) {
      // Charge exactly what was shown: an authorisation for another amount never pays the order.
      await event(
        order.id,
        `AUTHORISATION for ${money(n.amountMinor, n.currency)} does not match ${money(payment.amountMinor, payment.currency)} (${n.pspReference}): not marked paid, refund it`,
      )
      return
    }
    await pq.setPaymentPspReference(tx, payment.id, n.pspReference, now)
    await event(order.id, `AUTHORISATION ${money(n.amountMinor, n.currency)} (${n.pspReference})`)
    if (payment.providerRef)
      await applyPaymentOutcome(
        { ...deps, db: tx },
        {
          provider: 'adyen',
          providerRef: payment.providerRef,
          outcome: 'succeeded',
          actor: ACTOR,
        },
      )
  })
}
