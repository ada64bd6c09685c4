import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useMoneyFormatter } from '../../../components/price.js'
import { useMonthFormatter } from '../../../components/month-name.js'
import type { Data } from './+data.js'

export default function AccountsInvoicesPage() {
  const { t } = useLingui()
  const { invoices } = useData<Data>()
  const pc = usePageContext()
  const money = useMoneyFormatter()
  const monthName = useMonthFormatter()
  usePageTitle(t`Invoices`)
  return (
    <section className="account-invoices">
      <h1>
        <Trans>Invoices</Trans>
      </h1>
      <p>
        <Trans>Each month with commissions has a self-billing invoice, one per currency.</Trans>
      </p>
      {invoices.length === 0 ? (
        <p data-testid="invoices-empty">
          <Trans>No invoices yet.</Trans>
        </p>
      ) : (
        <table className="data-table" data-testid="invoices-table">
          <caption>
            <Trans>Commission invoices</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>Commission</Trans>
              </th>
              <th scope="col">
                <Trans>Invoice</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((inv) => {
              const name = monthName(inv.month)
              return (
                <tr key={`${inv.month}-${inv.currency}`} data-testid="invoice-row">
                  <th scope="row">
                    <time dateTime={inv.month}>{name}</time>
                  </th>
                  <td>{money(inv.commissionMinor, inv.currency)}</td>
                  <td>
                    <a
                      href={`${pc.localePrefix}/accounts/invoices/${inv.month}/${inv.currency}.pdf`}
                      type="application/pdf"
                      rel="external"
                      aria-label={t`Invoice for ${name} in ${inv.currency} (PDF)`}
                    >
                      <Trans>PDF</Trans>
                    </a>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
