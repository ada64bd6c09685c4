import type { Db } from '../../../db/client.js'
import { insertJob } from '../../../db/queries/jobs.js'

/**
 * A bank transfer that does not arrive (issue 14): a reminder after the brand's `payments.transferReminderDays` (3 by
 * default), the order canceled after `transferCancelDays` (10), each with its mail. Both are jobs scheduled when the
 * shopper chooses the transfer, so they survive restarts and run once; each does nothing if the order was paid (or
 * moved otherwise) meanwhile.
 */
export const TRANSFER_REMINDER_JOB = 'transfer-reminder'
export const TRANSFER_CANCEL_JOB = 'transfer-cancel'

export const DAY_MS = 86_400_000

export interface TransferDays {
  reminderDays: number
  cancelDays: number
}

export async function scheduleTransferDeadlines(
  db: Db,
  orderId: number,
  days: TransferDays,
  now: number,
): Promise<void> {
  await insertJob(db, {
    kind: TRANSFER_REMINDER_JOB,
    ref: String(orderId),
    runAt: now + days.reminderDays * DAY_MS,
    now,
  })
  await insertJob(db, { kind: TRANSFER_CANCEL_JOB, ref: String(orderId), runAt: now + days.cancelDays * DAY_MS, now })
}
