import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../../components/page-title.js'
import { useDateTimeFormatter } from '../../../../components/order-labels.js'
import { useTicketStatusLabel } from '../../../../components/ticket-labels.js'
import type { Data } from './+data.js'

export default function TicketDetailPage() {
  const { t } = useLingui()
  const { ticket, thread, error } = useData<Data>()
  const pc = usePageContext()
  const when = useDateTimeFormatter()
  const label = useTicketStatusLabel()
  usePageTitle(t`Ticket ${ticket.number}`)
  const base = `${pc.localePrefix}/accounts/tickets/${ticket.publicId}`
  const closed = ticket.status === 'ARCHIVED'
  return (
    <section className="ticket-page" data-testid="ticket-page">
      <p>
        <a href={`${pc.localePrefix}/accounts/tickets`}>
          <Trans>All tickets</Trans>
        </a>
      </p>
      <h1>
        {ticket.number}: {ticket.subject}
      </h1>
      <p>
        <Trans>Status</Trans>:{' '}
        <strong data-testid="ticket-status" data-status={ticket.status}>
          {label(ticket.status)}
        </strong>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error === 'closed' ? (
            <Trans>This ticket is closed. Please open a new one.</Trans>
          ) : error === 'storage_quota' ? (
            <Trans>We cannot keep any more files from you. Please send your message without the attachment.</Trans>
          ) : (
            <Trans>Please write a message (and attach only photos, PDF or ZIP up to 5 MB).</Trans>
          )}
        </p>
      )}
      <ol className="ticket-thread" data-testid="ticket-thread">
        {thread.map((m) => (
          <li key={m.id} className={`ticket-message ticket-message-${m.author}`}>
            <p className="ticket-meta">
              <strong>{m.author === 'staff' ? t`Customer service` : m.authorName}</strong> ·{' '}
              <time dateTime={new Date(m.createdAt).toISOString()}>{when(m.createdAt)}</time>
            </p>
            <p className="ticket-body">{m.body}</p>
            {m.attachments.length > 0 && (
              <ul>
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={`${base}/attachments/${a.id}`} download>
                      {a.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {!closed && (
        <>
          <form method="post" action={`${base}/reply`} encType="multipart/form-data" data-testid="reply-form">
            <p className="form-field">
              <label htmlFor="reply-message">
                <Trans>Your reply</Trans>
              </label>
              <textarea id="reply-message" name="message" rows={5} required minLength={2} maxLength={5000} />
            </p>
            <p className="form-field">
              <label htmlFor="reply-attachment">
                <Trans>Attachment (optional)</Trans>
              </label>
              <input id="reply-attachment" name="attachment" type="file" />
            </p>
            <button type="submit" className="btn btn-primary">
              <Trans>Send reply</Trans>
            </button>
          </form>
          <form method="post" action={`${base}/close`} data-testid="close-form">
            <button type="submit" className="btn">
              <Trans>Close this ticket</Trans>
            </button>
          </form>
        </>
      )}
    </section>
  )
}
