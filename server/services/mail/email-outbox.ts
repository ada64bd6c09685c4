import type { Db } from '../../../db/client.js'
import { markEmailFailed, markEmailSent, pendingEmails } from '../../../db/queries/orders.js'
import type { Logger } from '../../logger.js'
import type { Mailer } from './mailer.js'

/** Gives up on a message after this many failed sends (it stays in the table with its last error, for ops). */
export const MAX_MAIL_ATTEMPTS = 8

/** Sends queued mail. Rows are written by the transaction that caused them, so a rolled-back order sends nothing. */
export async function sendPendingEmails(db: Db, mailer: Mailer, logger: Logger, now: () => number): Promise<number> {
  let sent = 0
  for (const row of pendingEmails(db, 20)) {
    if (row.attempts >= MAX_MAIL_ATTEMPTS) continue
    try {
      await mailer.send({
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: (row.headers as Record<string, string> | null) ?? undefined,
      })
      markEmailSent(db, row.id, now())
      sent++
    } catch (e) {
      logger.warn({ mail: row.dedupeKey, err: (e as Error).message }, 'sending mail failed; will retry')
      markEmailFailed(db, row.id, row.attempts + 1, (e as Error).message)
    }
  }
  return sent
}
