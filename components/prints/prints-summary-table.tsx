import { Trans, useLingui } from '@lingui/react/macro'
import type { PrintsSummary } from '../../server/domain/prints/prints-summary.js'

/** Photos, copies and price per size and finish (each will be one cart line), and the total. */
export function PrintsSummaryTable({ summary, price }: { summary: PrintsSummary; price: (minor: number) => string }) {
  const { t } = useLingui()
  if (summary.lines.length === 0) return null
  return (
    <table className="prints-summary-table" data-testid="prints-summary">
      <caption className="sr-only">{t`Your prints by size and finish`}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Size and finish</Trans>
          </th>
          <th scope="col">
            <Trans>Photos</Trans>
          </th>
          <th scope="col">
            <Trans>Copies</Trans>
          </th>
          <th scope="col">
            <Trans>Price each</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.lines.map((l) => (
          <tr key={l.variantId} data-testid="prints-summary-line">
            <th scope="row">{l.label}</th>
            <td>{l.photos}</td>
            <td data-testid="summary-copies">{l.copies}</td>
            <td className="price">{price(l.unitPriceMinor)}</td>
            <td className="price">{price(l.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td>{summary.photos}</td>
          <td>{summary.copies}</td>
          <td />
          <td className="price" data-testid="prints-total">
            {price(summary.totalMinor)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
