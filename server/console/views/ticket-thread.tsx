import type { TicketDetail } from '../../services/console/console-tickets.js'
import { t } from '../i18n.js'
import { fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** A ticket's or chat's messages as the shopper wrote and read them, oldest first. */
export function TicketThread({ thread }: { thread: TicketDetail['thread'] }) {
  return (
    <ol className="ticket-thread">
      {thread.map((m) => (
        <li key={m.id} className={m.author === 'staff' ? 'from-staff' : 'from-customer'}>
          <p>
            <strong>{m.author === 'staff' ? t(msg`{name} (staff)`, { name: m.authorName }) : m.authorName}</strong>
            {` · ${fmtTime(m.createdAt)}`}
            {m.attachments.length > 0 && ` · ${m.attachments.map((a) => a.fileName).join(', ')}`}
          </p>
          <p className="message-body">{m.body}</p>
        </li>
      ))}
    </ol>
  )
}
