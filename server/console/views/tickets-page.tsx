import type { StaffMember } from '../../domain/console/staff-rules.js'
import { TICKET_STATUSES } from '../../domain/support/tickets.js'
import { shortTicketNumber } from '../../services/support/tickets.js'
import type { TicketRow } from '../../services/console/console-tickets.js'
import { TICKET_AGES, TICKET_CHANNELS, type TicketSearchForm } from '../sections/ticket-forms.js'
import { t } from '../i18n.js'
import { FilterForm, NextPageLink } from '../list-page.js'
import { ConsolePage, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The ticket inbox of the brands the member sees: one GET form of filters, newest first, a link to the next page. */
export function TicketsPage({
  staff,
  csrf,
  form,
  brands,
  tickets,
  next,
  invalid,
}: {
  staff: StaffMember
  csrf: string
  form: TicketSearchForm
  brands: string[]
  tickets: TicketRow[]
  next: string | null
  invalid: string[]
}) {
  const select = (name: keyof TicketSearchForm, label: string, options: [string, string][]) => (
    <p className={invalid.includes(name) ? 'field invalid' : 'field'}>
      <label htmlFor={`t-${name}`}>{label}</label>
      <select id={`t-${name}`} name={name} defaultValue={form[name]} aria-invalid={invalid.includes(name) || undefined}>
        <option value="">{t(msg`Any`)}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </p>
  )
  return (
    <ConsolePage title={t(msg`Tickets`)} staff={staff} csrf={csrf}>
      <FilterForm action="/console/tickets" invalid={invalid}>
        {select(
          'status',
          t(msg`Status`),
          TICKET_STATUSES.map((s) => [s, s]),
        )}
        {select(
          'brand',
          t(msg`Brand`),
          brands.map((b) => [b, b]),
        )}
        <p className="field">
          <label htmlFor="t-site">{t(msg`Site`)}</label>
          <input id="t-site" name="site" defaultValue={form.site} />
        </p>
        {select(
          'channel',
          t(msg`Channel`),
          TICKET_CHANNELS.map((c) => [c, c]),
        )}
        {select('assignee', t(msg`Assigned to`), [
          ['mine', t(msg`Me`)],
          ['none', t(msg`Nobody`)],
        ])}
        {select(
          'age',
          t(msg`Waiting longer than (days)`),
          TICKET_AGES.map((d) => [d, d]),
        )}
      </FilterForm>
      {tickets.length === 0 ? (
        <p>{t(msg`No tickets found.`)}</p>
      ) : (
        <table className="orders">
          <thead>
            <tr>
              <th>{t(msg`Ticket`)}</th>
              <th>{t(msg`Brand`)}</th>
              <th>{t(msg`Channel`)}</th>
              <th>{t(msg`Subject`)}</th>
              <th>{t(msg`Customer`)}</th>
              <th>{t(msg`Status`)}</th>
              <th>{t(msg`Last activity`)}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((x) => (
              <tr key={x.id}>
                <td>
                  <a href={`/console/tickets/${x.publicId}`}>{shortTicketNumber(x.publicId)}</a>
                </td>
                <td>{`${x.brandSlug} · ${x.siteCode}`}</td>
                <td>{x.channel}</td>
                <td>{x.subject}</td>
                <td>{`${x.name} <${x.email}>`}</td>
                <td>{x.status}</td>
                <td>{fmtTime(x.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NextPageLink href={next} label={t(msg`Older tickets`)} />
    </ConsolePage>
  )
}
