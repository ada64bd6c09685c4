import { outboxDir } from '../../server/env.js'
import { readOutbox } from '../../server/services/mail/mailer.js'
import { command } from './command.js'

/** `outbox [--limit 10]`: mail written to the dev outbox (OUTBOX_DIR, else outbox/ in the storage root) when SMTP_URL is unset, newest last. */
export const outboxCommand = command({
  options: { limit: 'string' },
  run({ env }, { values }) {
    for (const m of readOutbox(outboxDir(env)).slice(-Number(values.limit ?? 10)))
      console.log(`${m.file}\n  to: ${m.to}\n  subject: ${m.subject}\n`)
    return 0
  },
})
