import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useMoneyFormatter } from '../../../components/price.js'
import { useMonthFormatter } from '../../../components/month-name.js'
import type { Data } from './+data.js'

export default function AccountsCommissionsPage() {
  const { t } = useLingui()
  const { months } = useData<Data>()
  const pc = usePageContext()
  const money = useMoneyFormatter()
  const monthName = useMonthFormatter()
  usePageTitle(t`Commissions`)
  const number = new Intl.NumberFormat(
    pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale,
  )
  return (
    <section className="account-commissions">
      <h1>
        <Trans>Commissions</Trans>
      </h1>
      <p>
        <Trans>
          Commissions are earned on paid orders placed through your affiliate links; canceled orders earn nothing.
        </Trans>
      </p>
      {!months || months.length === 0 ? (
        <p data-testid="commissions-empty">
          <Trans>No commissions yet.</Trans>
        </p>
      ) : (
        <table className="data-table" data-testid="commissions-table">
          <caption>
            <Trans>Commissions by month and currency</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>Currency</Trans>
              </th>
              <th scope="col">
                <Trans>Orders</Trans>
              </th>
              <th scope="col">
                <Trans>Commission base</Trans>
              </th>
              <th scope="col">
                <Trans>Commission</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={`${m.month}-${m.currency}`} data-testid="commission-row">
                <th scope="row">
                  <time dateTime={m.month}>{monthName(m.month)}</time>
                </th>
                <td>{m.currency}</td>
                <td>{number.format(m.orders)}</td>
                <td>{money(m.baseMinor, m.currency)}</td>
                <td>{money(m.commissionMinor, m.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
