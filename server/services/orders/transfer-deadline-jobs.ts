import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import type { JobHandler } from '../jobs/job-runner.js'
import { moveOrder } from './move-order.js'
import { queueOrderMail, type OrderMailer } from './order-mail-queue.js'
import { TRANSFER_CANCEL_JOB, TRANSFER_REMINDER_JOB } from './transfer-deadlines.js'

/** The jobs of ./transfer-deadlines.ts: the reminder and the cancellation of a bank transfer not received. */
const DEADLINE_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 60_000, maxDelayMs: 3_600_000 }

/**
 * Still waiting for a bank transfer: status 4 with a pending transfer as its latest attempt. Read holding the order's
 * row lock until the job's transaction ends, so a payment settled at the same moment (applyPaymentOutcome takes the
 * same lock) is seen here, or waits and finds the order reminded or canceled.
 */
async function waitingForTransfer(tx: Db, orderId: number): Promise<oq.OrderRow | null> {
  const order = await oq.lockOrder(tx, orderId)
  if (!order || order.status !== ORDER_STATUS.AWAITING_PAYMENT) return null
  const last = (await oq.paymentsOfOrder(tx, orderId)).at(-1)
  return last?.provider === 'bank-transfer' && last.status === 'PENDING' ? order : null
}

export function transferDeadlineJobs(
  deps: { db: Db; mail: OrderMailer },
  clock: () => number = Date.now,
): JobHandler[] {
  return [
    {
      kind: TRANSFER_REMINDER_JOB,
      policy: DEADLINE_RETRY,
      leaseMs: 60_000,
      async run(ref) {
        const now = clock()
        await transaction(deps.db, async (tx) => {
          const order = await waitingForTransfer(tx, Number(ref))
          if (order) await queueOrderMail({ ...deps, db: tx, now }, order, 'transfer-reminder')
        })
      },
    },
    {
      kind: TRANSFER_CANCEL_JOB,
      policy: DEADLINE_RETRY,
      leaseMs: 60_000,
      async run(ref) {
        const now = clock()
        await transaction(deps.db, async (tx) => {
          const order = await waitingForTransfer(tx, Number(ref))
          if (!order) return
          const moved = await moveOrder(
            tx,
            order.id,
            { to: ORDER_STATUS.CANCELED, actor: 'shop', note: 'bank transfer not received in time' },
            now,
          )
          if (!moved.ok) return
          for (const p of await oq.paymentsOfOrder(tx, order.id))
            if (p.status === 'PENDING') await oq.updatePaymentStatus(tx, p.id, 'PENDING', 'CANCELED', 'expired', now)
          await queueOrderMail({ ...deps, db: tx, now }, moved.order, 'transfer-canceled')
        })
      },
    },
  ]
}
