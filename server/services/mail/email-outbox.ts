import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import { insertJob } from '../../../db/queries/jobs.js'
import { findOutboxEmail, insertOutboxEmail, markEmailFailed, markEmailSent } from '../../../db/queries/orders.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import type { JobHandler } from '../jobs/job-runner.js'
import type { MailAttachmentRef } from '../../../db/schema/index.js'
import type { MailAttachment, Mailer } from './mailer.js'

/** Renders the files a queued mail names (decision 052: invoices are rendered from their rows when sent). */
export type AttachmentRenderer = (refs: MailAttachmentRef[]) => Promise<MailAttachment[]>

export const MAIL_JOB = 'mail'

/** About three hours of tries (30 s, 1 min, 2 min ... capped at 1 h), enough to ride out an SMTP outage. */
export const MAIL_RETRY: RetryPolicy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 }

/**
 * Queues a mail (transactional outbox, decisions 008 and 020): the email_outbox row and its job are written in one
 * transaction, nested in the caller's when there is one, so a rolled-back order sends nothing and a committed change
 * always gets its mail. A second call with the same dedupe key writes nothing.
 */
export async function queueEmail(db: Db, mail: Parameters<typeof insertOutboxEmail>[1]): Promise<void> {
  await transaction(db, async (tx) => {
    const id = await insertOutboxEmail(tx, mail)
    if (id !== undefined)
      await insertJob(tx, { kind: MAIL_JOB, ref: String(id), runAt: mail.createdAt, now: mail.createdAt })
  })
}

/**
 * Sends one outbox row. The row keeps its own record (sent_at, attempts, last error) for ops. A row naming attachments
 * gets them from `render` at send time; without a renderer they are left out.
 */
export function mailJob(
  db: Db,
  mailer: Mailer,
  now: () => number = Date.now,
  render: AttachmentRenderer = async () => [],
): JobHandler {
  return {
    kind: MAIL_JOB,
    policy: MAIL_RETRY,
    // nodemailer's SMTP timeouts (2 min connect, 10 min socket) stay inside it.
    leaseMs: 15 * 60_000,
    async run(ref) {
      const row = await findOutboxEmail(db, Number(ref))
      if (!row || row.sentAt !== null) return
      try {
        await mailer.send({
          to: row.to,
          from: row.from,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: (row.headers as Record<string, string> | null) ?? undefined,
          attachments: row.attachments?.length ? await render(row.attachments) : undefined,
        })
      } catch (e) {
        await markEmailFailed(db, row.id, (e as Error).message)
        throw e
      }
      await markEmailSent(db, row.id, now())
    },
  }
}
