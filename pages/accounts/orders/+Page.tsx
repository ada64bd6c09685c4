import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useMoneyFormatter } from '../../../components/price.js'
import { useDateTimeFormatter, useOrderLabels } from '../../../components/order-labels.js'
import { Pagination } from '../../../components/catalog/pagination.js'
import type { DateFilter } from '../../../server/domain/accounts/account-lists.js'
import type { Data } from './+data.js'

export default function AccountsOrdersPage() {
  const { t } = useLingui()
  const { query, orders, total, pages } = useData<Data>()
  const pc = usePageContext()
  const labels = useOrderLabels()
  const when = useDateTimeFormatter()
  const money = useMoneyFormatter()
  usePageTitle(t`Orders`)
  const base = `${pc.localePrefix}/accounts/orders`
  const periods: Record<DateFilter, string> = {
    without: t`All dates`,
    thirty_days: t`Last 30 days`,
    three_months: t`Last 3 months`,
    this_year: t`This year`,
    last_year: t`Last year`,
  }
  const hrefFor = (page: number) => {
    const params = new URLSearchParams()
    if (query.date !== 'without') params.set('date', query.date)
    if (page > 1) params.set('page', String(page))
    const s = params.toString()
    return s ? `${base}?${s}` : base
  }
  return (
    <section className="account-orders">
      <h1>
        <Trans>Orders</Trans>
      </h1>
      <form method="get" action={base} className="list-controls" data-testid="orders-filter">
        <label htmlFor="orders-date">
          <Trans>Period</Trans>
        </label>{' '}
        <select id="orders-date" name="date" defaultValue={query.date}>
          {Object.entries(periods).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>{' '}
        <button type="submit" className="btn btn-secondary">
          <Trans>Show</Trans>
        </button>
      </form>
      <p className="list-count" data-testid="orders-count">
        <Trans>Orders found: {total}</Trans>
      </p>
      {orders.length === 0 ? (
        <p data-testid="orders-empty">
          <Trans>You have no orders in this period.</Trans>
        </p>
      ) : (
        <table className="data-table" data-testid="orders-table">
          <caption>
            <Trans>Your orders: {periods[query.date]}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.publicId} data-testid="order-row">
                <th scope="row">
                  <a href={`${base}/${o.publicId}`}>{o.number}</a>
                </th>
                <td>
                  <time dateTime={new Date(o.createdAt).toISOString()}>{when(o.createdAt)}</time>
                </td>
                <td>{labels.status(o.status)}</td>
                <td>{money(o.totalMinor, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={hrefFor} />
    </section>
  )
}
