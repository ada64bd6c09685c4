import type { StaffMember } from '../../domain/console/staff-rules.js'
import type { TicketDetail, TicketRow } from '../../services/console/console-tickets.js'
import { shortTicketNumber } from '../../services/support/tickets.js'
import { t } from '../i18n.js'
import { ActionForm, ConsolePage, fmtTime } from './layout.js'
import { TicketThread } from './ticket-thread.js'
import { msg } from '@lingui/core/macro'

/** The chats under way on the member's brands, the latest activity first. */
export function ChatsPage({ staff, csrf, chats }: { staff: StaffMember; csrf: string; chats: TicketRow[] }) {
  return (
    <ConsolePage title={t(msg`Live chat`)} staff={staff} csrf={csrf}>
      <p>
        <a href="/console/chats">{t(msg`Refresh`)}</a>
      </p>
      {chats.length === 0 ? (
        <p>{t(msg`No conversation is open.`)}</p>
      ) : (
        <table className="orders">
          <thead>
            <tr>
              <th>{t(msg`Conversation`)}</th>
              <th>{t(msg`Brand`)}</th>
              <th>{t(msg`Customer`)}</th>
              <th>{t(msg`Status`)}</th>
              <th>{t(msg`Last activity`)}</th>
            </tr>
          </thead>
          <tbody>
            {chats.map((c) => (
              <tr key={c.id}>
                <td>
                  <a href={`/console/chats/${c.publicId}`}>{shortTicketNumber(c.publicId)}</a>
                </td>
                <td>{`${c.brandSlug} · ${c.siteCode} · ${c.language}`}</td>
                <td>{`${c.name} <${c.email}>`}</td>
                <td>{c.status}</td>
                <td>{fmtTime(c.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ConsolePage>
  )
}

/** One conversation: what was said, the agent's answer and the close button; a refresh link shows what came since. */
export function ChatPage({
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
  const { ticket: c } = detail
  const action = `/console/chats/${c.publicId}`
  const hidden = (name: string) => ({ action: name, version: detail.version, formKey: `${formKey}-${name}` })
  return (
    <ConsolePage
      title={t(msg`Chat {number} with {name}`, { number: detail.number, name: c.name })}
      staff={staff}
      csrf={csrf}
      crumbs={[{ label: t(msg`Live chat`), href: '/console/chats' }]}
      notice={notice}
    >
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p>
        {`${c.brandSlug} · ${c.siteCode} · ${c.language} · ${c.email} · `}
        <a href={`/console/tickets/${c.publicId}`}>{t(msg`Open as a ticket`)}</a>
        {' · '}
        <a href={action}>{t(msg`Refresh`)}</a>
      </p>
      <TicketThread thread={detail.thread} />
      {c.status === 'ARCHIVED' ? (
        <p>{t(msg`This conversation is closed.`)}</p>
      ) : (
        <>
          <ActionForm action={action} csrf={csrf} label={t(msg`Send`)} hidden={hidden('reply')}>
            <label htmlFor="c-message">{t(msg`Your answer`)}</label>
            <textarea id="c-message" name="message" rows={3} required minLength={2} maxLength={2000} />
          </ActionForm>
          <ActionForm
            action={action}
            csrf={csrf}
            label={t(msg`Close the conversation`)}
            hidden={hidden('close')}
            danger
          />
        </>
      )}
    </ConsolePage>
  )
}
