import type * as oq from '../../../db/queries/orders.js'
import type { Db } from '../../../db/client.js'
import type { MailAttachmentRef } from '../../../db/schema/index.js'
import { queueEmail } from '../mail/email-outbox.js'

/**
 * The mails of an order's life (issue 14): the confirmation ("paid", or "awaiting-transfer" with the bank details),
 * shipped, at the pickup point (status 14), delivered, the bank-transfer reminder and cancellation, the refund-data
 * request (PROVIDE_DATA_TO_REFUND link) and the refund issued.
 */
export type OrderMailEvent =
  | 'awaiting-transfer'
  | 'paid'
  | 'shipped'
  | 'at-pickup-point'
  | 'delivered'
  | 'transfer-reminder'
  | 'transfer-canceled'
  | 'refund-data-request'
  | 'refund-issued'
  | 'withdrawal-received'

/**
 * What some mails need beyond the order: the amount refunded, the refund-data link's action id, the source of the
 * refund's credit note (attached to the refund mail).
 */
export interface OrderMailDetail {
  amountMinor?: number
  actionId?: string
  creditNoteSource?: string
}

/**
 * Builds the mail an order change triggers (null: none). It runs inside the change's transaction, so it reads what it
 * needs through that transaction's `db`, never the root database.
 */
export type OrderMailer = (
  db: Db,
  order: oq.OrderRow,
  event: OrderMailEvent,
  detail?: OrderMailDetail,
) => Promise<{
  to: string
  from: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachmentRef[]
} | null>

/** What queueing an order mail needs. */
interface MailDeps {
  db: Db
  mail: OrderMailer
  now: number
}

/**
 * Queues an order's mail once: the dedupe key is the order and the event (and `once`, for events that can happen more
 * than once, such as each refund), so a replayed webhook or a job run twice never mails twice. Sent by the job runner.
 */
export async function queueOrderMail(
  deps: MailDeps,
  order: oq.OrderRow,
  event: OrderMailEvent,
  detail?: OrderMailDetail,
  once?: string,
): Promise<void> {
  const mail = await deps.mail(deps.db, order, event, detail)
  if (mail)
    await queueEmail(deps.db, {
      dedupeKey: `order:${order.id}:${event}${once ? `:${once}` : ''}`,
      ...mail,
      createdAt: deps.now,
    })
}
