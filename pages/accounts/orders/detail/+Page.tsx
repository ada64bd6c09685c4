import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../../components/page-title.js'
import { useMoneyFormatter } from '../../../../components/price.js'
import { usePaymentMethodName } from '../../../../components/payment-method-name.js'
import { useDateTimeFormatter, useOrderLabels } from '../../../../components/order-labels.js'
import { OrderDelivery, OrderTotals } from '../../../../components/order-summary.js'
import { InvoiceLinks } from '../../../../components/invoice-links.js'
import { WithdrawalButton } from '../../../../components/withdrawal-button.js'
import type { Data } from './+data.js'

export default function AccountOrderDetailPage() {
  const { t } = useLingui()
  const { order } = useData<Data>()
  const pc = usePageContext()
  const labels = useOrderLabels()
  const when = useDateTimeFormatter()
  const methodName = usePaymentMethodName()
  const formatMoney = useMoneyFormatter()
  const money = (minor: number) => formatMoney(minor, order.currency)
  usePageTitle(t`Order ${order.number}`)
  const s = order.shipment
  const a = order.address
  const p = order.payment
  return (
    <section className="account-order" data-testid="account-order">
      <p>
        <a href={`${pc.localePrefix}/accounts/orders`}>
          <Trans>Back to your orders</Trans>
        </a>
      </p>
      <h1>
        <Trans>Order {order.number}</Trans>
      </h1>
      <p>
        <Trans>Placed on</Trans> <time dateTime={new Date(order.createdAt).toISOString()}>{when(order.createdAt)}</time>
        {' · '}
        <Trans>Status</Trans>: <strong data-testid="order-status">{labels.status(order.status)}</strong>
        {order.shipmentState && <> · {labels.shipment(order.shipmentState)}</>}
      </p>
      <form
        method="post"
        action={`${pc.localePrefix}/accounts/orders/${order.publicId}/reorder`}
        data-testid="reorder-form"
      >
        <button type="submit" className="btn btn-primary">
          <Trans>Order these products again</Trans>
        </button>
      </form>

      <table className="data-table" data-testid="order-lines">
        <caption>
          <Trans>Products</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {`${l.name}${l.variantLabel ? ` (${l.variantLabel})` : ''}${l.designName ? ` · ${l.designName}` : ''}`}
              </th>
              <td>{l.quantity}</td>
              <td>{money(l.unitPriceMinor)}</td>
              <td>{money(l.lineTotalMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals totals={order.totals} money={money} />

      <h2>
        <Trans>Delivery</Trans>
      </h2>
      <OrderDelivery shipment={s} address={a} status={order.status} />
      {order.trackingNumber && (
        <p>
          <Trans>Tracking number</Trans>: <span data-testid="order-tracking-number">{order.trackingNumber}</span>
        </p>
      )}
      <p>
        <a href={`${pc.localePrefix}/tracking/${order.publicId}`} data-testid="order-tracking-link">
          <Trans>Track this order</Trans>
        </a>
      </p>

      <h2>
        <Trans>Payment</Trans>
      </h2>
      <p data-testid="order-payment" data-state={p.state}>
        {p.state === 'paid' && <Trans>Paid with {methodName(p.method)}.</Trans>}
        {p.state === 'pending' && <Trans>Your payment with {methodName(p.method)} is being confirmed.</Trans>}
        {p.state === 'awaiting-transfer' && (
          <Trans>
            Waiting for your bank transfer of {money(p.amountMinor)} with the reference {p.reference}.
          </Trans>
        )}
        {(p.state === 'failed' || p.state === 'unpaid') && (
          <>
            <Trans>Not paid yet.</Trans>{' '}
            <a href={`${pc.localePrefix}/order-completed?order=${order.publicId}`}>
              <Trans>Pay now</Trans>
            </a>
          </>
        )}
      </p>

      {order.withdrawable && <WithdrawalButton href={`${pc.localePrefix}/tracking/${order.publicId}/withdrawal`} />}
      <InvoiceLinks base={`${pc.localePrefix}/accounts/orders/${order.publicId}`} invoices={order.invoices} />

      <h2>
        <Trans>History</Trans>
      </h2>
      {order.timeline.length === 0 ? (
        <p>
          <Trans>No updates yet.</Trans>
        </p>
      ) : (
        <ol className="timeline" data-testid="order-timeline">
          {order.timeline.map((e, i) => (
            <li key={i}>
              <time dateTime={new Date(e.at).toISOString()}>{when(e.at)}</time> ·{' '}
              {e.status !== null ? labels.status(e.status) : labels.shipment(e.shipmentState ?? '')}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
