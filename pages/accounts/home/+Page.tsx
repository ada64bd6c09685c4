import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useMoneyFormatter } from '../../../components/price.js'
import { LocalLink } from '../../../components/local-link.js'
import { useDateTimeFormatter, useOrderLabels } from '../../../components/order-labels.js'
import { OrderLines } from '../../../components/order-summary.js'
import { useTicketStatusLabel } from '../../../components/ticket-labels.js'
import type { Data } from './+data.js'

export default function AccountsHomePage() {
  const { t } = useLingui()
  const { name, email, recentOrders, designsCount, openTickets } = useData<Data>()
  const ticketLabel = useTicketStatusLabel()
  const pc = usePageContext()
  const labels = useOrderLabels()
  const when = useDateTimeFormatter()
  const money = useMoneyFormatter()
  usePageTitle(t`My account`)
  const firstName = pc.user?.firstName ?? ''
  return (
    <section className="account-home">
      <h1 data-testid="account-greeting">
        <Trans>Hello, {firstName}</Trans>
      </h1>
      <section className="account-box" aria-labelledby="home-details">
        <h2 id="home-details">
          <Trans>Your details</Trans>
        </h2>
        <dl>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd data-testid="account-name">{name}</dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd data-testid="account-email">{email}</dd>
        </dl>
        <p>
          <LocalLink to="/accounts/profile">
            <Trans>Edit your profile, password and addresses</Trans>
          </LocalLink>
        </p>
      </section>
      {recentOrders && (
        <section className="account-box" aria-labelledby="home-orders" data-testid="home-orders">
          <h2 id="home-orders">
            <Trans>Recent orders</Trans>
          </h2>
          {recentOrders.length === 0 ? (
            <p>
              <Trans>You have not placed any orders yet.</Trans>
            </p>
          ) : (
            <ul className="account-orders-list plain-list">
              {recentOrders.map((o) => (
                <li key={o.publicId} className="order-summary-box" data-testid="home-order">
                  <p className="order-summary-head">
                    <LocalLink to={`/accounts/orders/${o.publicId}`}>
                      <Trans>Order {o.number}</Trans>
                    </LocalLink>
                    {' · '}
                    <time dateTime={new Date(o.createdAt).toISOString()}>{when(o.createdAt)}</time>
                    {' · '}
                    <span data-testid="home-order-status">{labels.status(o.status)}</span>
                    {' · '}
                    <strong>{money(o.totalMinor, o.currency)}</strong>
                  </p>
                  <OrderLines lines={o.lines} money={(minor) => money(minor, o.currency)} testId="home-order-lines" />
                </li>
              ))}
            </ul>
          )}
          <p>
            <LocalLink to="/accounts/orders">
              <Trans>All orders</Trans>
            </LocalLink>
          </p>
        </section>
      )}
      <section className="account-box" aria-labelledby="home-designs" data-testid="home-designs">
        <h2 id="home-designs">
          <Trans>My designs</Trans>
        </h2>
        <p>
          <Trans>Saved designs</Trans>: <strong data-testid="home-designs-count">{designsCount}</strong>
        </p>
        <p>
          <LocalLink to="/accounts/designs">
            <Trans>See your designs</Trans>
          </LocalLink>
        </p>
      </section>
      {openTickets && (
        <section className="account-box" aria-labelledby="home-tickets" data-testid="home-tickets">
          <h2 id="home-tickets">
            <Trans>Support tickets</Trans>
          </h2>
          {openTickets.length === 0 ? (
            <p>
              <Trans>You have no open support tickets.</Trans>
            </p>
          ) : (
            <ul className="plain-list">
              {openTickets.map((tk) => (
                <li key={tk.publicId}>
                  <LocalLink to={`/accounts/tickets/${tk.publicId}`}>{tk.number}</LocalLink> · {tk.subject} ·{' '}
                  {ticketLabel(tk.status)}
                </li>
              ))}
            </ul>
          )}
          <p>
            <LocalLink to="/accounts/tickets">
              <Trans>All tickets</Trans>
            </LocalLink>
          </p>
        </section>
      )}
    </section>
  )
}
