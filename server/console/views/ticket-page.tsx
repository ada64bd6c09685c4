import type { StaffMember } from '../../domain/console/staff-rules.js'
import { shortOrderNumber } from '../../domain/orders/public-id.js'
import { TICKET_STATUSES } from '../../domain/support/tickets.js'
import type { TicketDetail } from '../../services/console/console-tickets.js'
import { shortTicketNumber } from '../../services/support/tickets.js'
import { t } from '../i18n.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'
import { money } from './order-format.js'
import { TicketThread } from './ticket-thread.js'
import { msg } from '@lingui/core/macro'

/**
 * One ticket as an agent needs it: the thread, the customer's other tickets and orders beside it, and the forms
 * (reply, status, assignment, internal note). Every form carries the ticket's version (a stale form is refused) and
 * a one-time key (a double submit does the action once).
 */
export function TicketPage({
  staff,
  csrf,
  detail,
  formKey,
  notice,
  error,
}: {
  staff: StaffMember
  csrf: string
  detail: TicketDetail
  formKey: string
  notice: string | null
  error: string | null
}) {
  const { ticket: x } = detail
  const action = `/console/tickets/${x.publicId}`
  const hidden = (name: string) => ({ action: name, version: detail.version, formKey: `${formKey}-${name}` })
  const open = x.status !== 'ARCHIVED'
  return (
    <ConsolePage
      title={t(msg`Ticket {number}: {subject}`, { number: detail.number, subject: x.subject })}
      staff={staff}
      csrf={csrf}
      crumbs={[{ label: t(msg`Tickets`), href: '/console/tickets' }]}
      notice={notice}
    >
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <dl className="order-summary">
        <dt>{t(msg`Brand`)}</dt>
        <dd>{`${x.brandSlug} · ${x.siteCode}`}</dd>
        <dt>{t(msg`Customer`)}</dt>
        <dd>{`${x.name} <${x.email}>`}</dd>
        <dt>{t(msg`Language`)}</dt>
        <dd>{x.language}</dd>
        <dt>{t(msg`Channel`)}</dt>
        <dd>{x.channel}</dd>
        <dt>{t(msg`Status`)}</dt>
        <dd>{x.status}</dd>
        <dt>{t(msg`Assigned to`)}</dt>
        <dd>{detail.assignee ? detail.assignee.name : t(msg`Nobody`)}</dd>
        {x.orderPublicId && (
          <>
            <dt>{t(msg`Order`)}</dt>
            <dd>{x.orderPublicId}</dd>
          </>
        )}
      </dl>

      <h2>{t(msg`Messages`)}</h2>
      <TicketThread thread={detail.thread} />

      {open && (
        <section aria-labelledby="ticket-actions">
          <h2 id="ticket-actions">{t(msg`Actions`)}</h2>
          <ActionForm action={action} csrf={csrf} label={t(msg`Send the reply`)} hidden={hidden('reply')}>
            <label htmlFor="a-message">
              {t(msg`Reply (mailed to the customer in their language: {language})`, { language: x.language })}
            </label>
            <textarea id="a-message" name="message" rows={6} required minLength={2} maxLength={5000} />
          </ActionForm>
          <ActionForm action={action} csrf={csrf} label={t(msg`Change the status`)} hidden={hidden('status')}>
            <label htmlFor="a-status">{t(msg`Status`)}</label>
            <select id="a-status" name="to" defaultValue={x.status}>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </ActionForm>
        </section>
      )}
      <ActionForm action={action} csrf={csrf} label={t(msg`Assign`)} hidden={hidden('assign')}>
        <label htmlFor="a-assignee">{t(msg`Assigned to`)}</label>
        <select id="a-assignee" name="assignee" defaultValue="me">
          <option value="me">{t(msg`Me`)}</option>
          {detail.colleagues
            .filter((c) => c.id !== staff.id)
            .map((c) => (
              <option key={c.id} value={String(c.id)}>
                {`${c.name} <${c.email}>`}
              </option>
            ))}
          <option value="none">{t(msg`Nobody`)}</option>
        </select>
      </ActionForm>

      <h2>{t(msg`Internal notes (never shown to the customer)`)}</h2>
      {detail.notes.length === 0 ? (
        <p>-</p>
      ) : (
        <ul className="ticket-notes">
          {detail.notes.map((n) => (
            <li key={n.id}>
              <strong>{n.staffName}</strong>
              {` · ${fmtTime(n.createdAt)}: `}
              <span className="message-body">{n.body}</span>
            </li>
          ))}
        </ul>
      )}
      <ActionForm action={action} csrf={csrf} label={t(msg`Add the note`)} hidden={hidden('note')}>
        <label htmlFor="a-note">{t(msg`Note`)}</label>
        <textarea id="a-note" name="note" rows={3} required maxLength={2000} />
      </ActionForm>

      <h2>{t(msg`The customer's other tickets`)}</h2>
      {detail.otherTickets.length === 0 ? (
        <p>-</p>
      ) : (
        <ul>
          {detail.otherTickets.map((o) => (
            <li key={o.id}>
              <a href={`/console/tickets/${o.publicId}`}>{shortTicketNumber(o.publicId)}</a>
              {` · ${o.subject} · ${o.status} · ${fmtTime(o.createdAt)}`}
            </li>
          ))}
        </ul>
      )}

      <h2>{t(msg`The customer's orders`)}</h2>
      {detail.orders.length === 0 ? (
        <p>-</p>
      ) : (
        <ul>
          {detail.orders.map((o) => (
            <li key={o.id}>
              <a href={`/console/orders/${o.publicId}`}>{shortOrderNumber(o.publicId)}</a>
              {` · ${o.status} · ${money(o.totalMinor, o.currency)} · ${fmtTime(o.createdAt)}`}
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  )
}
