import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useDateTimeFormatter } from '../../../components/order-labels.js'
import { SupportField } from '../../../components/support-form-fields.js'
import { LocalLink } from '../../../components/local-link.js'
import { useTicketStatusLabel } from '../../../components/ticket-labels.js'
import type { Data } from './+data.js'

export default function AccountsTicketsPage() {
  const { t } = useLingui()
  const { status, tickets, counts, showNew, invalid, error } = useData<Data>()
  const pc = usePageContext()
  const when = useDateTimeFormatter()
  const label = useTicketStatusLabel()
  usePageTitle(t`Support tickets`)
  const base = `${pc.localePrefix}/accounts/tickets`
  const filters = [
    ['ALL', t`All`],
    ['PENDING', label('PENDING')],
    ['RESOLVED', label('RESOLVED')],
    ['ARCHIVED', label('ARCHIVED')],
  ] as const
  return (
    <section className="tickets-page" data-testid="tickets-page">
      <h1>
        <Trans>Support tickets</Trans>
      </h1>
      <p>
        <LocalLink to="/contact/chat">
          <Trans>Chat with us</Trans>
        </LocalLink>
      </p>
      <nav aria-label={t`Filter by status`}>
        <ul className="filter-links">
          {filters.map(([value, text]) => (
            <li key={value}>
              <a
                href={value === 'ALL' ? base : `${base}?status=${value}`}
                aria-current={status === value ? 'page' : undefined}
              >
                {text}
                {value !== 'ALL' && ` (${counts[value]})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tickets.length === 0 ? (
        <p data-testid="tickets-empty">
          <Trans>No tickets here.</Trans>
        </p>
      ) : (
        <table className="data-table" data-testid="tickets-list">
          <caption className="sr-only">
            <Trans>Your support tickets</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Ticket</Trans>
              </th>
              <th scope="col">
                <Trans>Subject</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Last update</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((tk) => (
              <tr key={tk.publicId}>
                <td>
                  <a href={`${base}/${tk.publicId}`}>{tk.number}</a>
                </td>
                <td>{tk.subject}</td>
                <td data-status={tk.status}>{label(tk.status)}</td>
                <td>{when(tk.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {showNew ? (
        <form method="post" action={`${base}/new`} encType="multipart/form-data" data-testid="new-ticket-form">
          <h2>
            <Trans>New ticket</Trans>
          </h2>
          {error && (
            <p className="form-error" role="alert">
              {error === 'storage_quota' ? (
                <Trans>We cannot keep any more files from you. Please send your message without the attachment.</Trans>
              ) : (
                <Trans>The attachment could not be accepted (photos, PDF or ZIP up to 5 MB).</Trans>
              )}
            </p>
          )}
          <SupportField
            form="ticket"
            name="subject"
            label={t`Subject`}
            invalid={invalid}
            input={{ required: true, minLength: 3, maxLength: 120 }}
          />
          <SupportField
            form="ticket"
            name="orderReference"
            label={t`Order code (optional)`}
            invalid={invalid}
            input={{ maxLength: 40 }}
          />
          <SupportField
            form="ticket"
            name="message"
            label={t`Message`}
            invalid={invalid}
            textarea
            input={{ required: true, minLength: 10, maxLength: 5000 }}
          />
          <SupportField
            form="ticket"
            name="attachment"
            label={t`Attachment (optional)`}
            invalid={invalid}
            input={{ type: 'file' }}
            hint={t`A photo, PDF or ZIP file up to 5 MB.`}
          />
          <button type="submit" className="btn btn-primary">
            <Trans>Send</Trans>
          </button>
        </form>
      ) : (
        <p>
          <a className="btn btn-primary" href={`${base}?new=1`} data-testid="new-ticket">
            <Trans>Open a new ticket</Trans>
          </a>
        </p>
      )}
    </section>
  )
}
