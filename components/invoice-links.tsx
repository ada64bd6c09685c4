import { Trans } from '@lingui/react/macro'

/** An order's invoice and credit notes as PDF links (decision 052); `base` is the order's page path. */
export function InvoiceLinks({
  base,
  invoices,
}: {
  base: string
  invoices: readonly { number: string; kind: 'INVOICE' | 'CREDIT_NOTE' }[]
}) {
  if (invoices.length === 0) return null
  return (
    <>
      <h2>
        <Trans>Invoices</Trans>
      </h2>
      <ul className="plain-list" data-testid="order-invoices">
        {invoices.map(({ number, kind }) => (
          <li key={number}>
            <a href={`${base}/invoices/${number}.pdf`} type="application/pdf">
              {kind === 'INVOICE' ? <Trans>Invoice {number} (PDF)</Trans> : <Trans>Credit note {number} (PDF)</Trans>}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
