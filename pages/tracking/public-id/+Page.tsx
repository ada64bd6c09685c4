import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { usePriceFormatter } from '../../../components/price.js'
import { CARRIER_NAMES } from '../../../components/carrier-names.js'
import { useDayFormatter } from '../../../components/payment-method-name.js'
import { useDateTimeFormatter, useOrderLabels } from '../../../components/order-labels.js'
import { OrderLines } from '../../../components/order-summary.js'
import { InvoiceLinks } from '../../../components/invoice-links.js'
import { WithdrawalButton } from '../../../components/withdrawal-button.js'
import type { Data } from './+data.js'

export default function TrackingPublicIdPage() {
  const { t } = useLingui()
  const { order } = useData<Data>()
  const pc = usePageContext()
  const labels = useOrderLabels()
  const when = useDateTimeFormatter()
  const day = useDayFormatter()
  const price = usePriceFormatter()
  usePageTitle(t`Order status`)
  const s = order.shipment
  return (
    <section className="tracking-order" data-testid="tracking-order">
      <h1>
        <Trans>Order {order.number}</Trans>
      </h1>
      <p className="tracking-status">
        <Trans>Status</Trans>: <strong data-testid="tracking-status">{labels.status(order.status)}</strong>
        {order.shipmentState && (
          <>
            {' '}
            · <span data-testid="tracking-shipment-state">{labels.shipment(order.shipmentState)}</span>
          </>
        )}
      </p>
      <dl className="tracking-shipment">
        <dt>
          <Trans>Delivery</Trans>
        </dt>
        <dd>
          {s.mode === 'ADDRESS' && <Trans>Home delivery to {s.town}</Trans>}
          {s.mode === 'PICKPOINT' && <Trans>Pickup point {s.pickupPointName}</Trans>}
          {s.mode === 'MANAGED' && <Trans>Collect at our production centre</Trans>}
          {s.mode === 'CUSTOMER' && <Trans>Collected by your courier</Trans>}
        </dd>
        {s.carrier && (
          <>
            <dt>
              <Trans>Carrier</Trans>
            </dt>
            <dd data-testid="tracking-carrier">{CARRIER_NAMES[s.carrier] ?? s.carrier}</dd>
          </>
        )}
        {order.trackingNumber && (
          <>
            <dt>
              <Trans>Tracking number</Trans>
            </dt>
            <dd data-testid="tracking-number">{order.trackingNumber}</dd>
          </>
        )}
        {s.expected && (
          <>
            <dt>
              <Trans>Expected</Trans>
            </dt>
            <dd data-testid="tracking-expected">
              {s.expected.earliest === s.expected.latest
                ? day(s.expected.earliest)
                : `${day(s.expected.earliest)} – ${day(s.expected.latest)}`}
            </dd>
          </>
        )}
      </dl>
      {order.lines.length > 0 && (
        <>
          <h2>
            <Trans>Your products</Trans>
          </h2>
          <div className="order-summary-box">
            <OrderLines lines={order.lines} money={price} testId="tracking-lines" />
          </div>
        </>
      )}
      <h2>
        <Trans>History</Trans>
      </h2>
      <ol className="timeline" data-testid="tracking-timeline">
        {order.timeline.map((e, i) => (
          <li key={i}>
            <time dateTime={new Date(e.at).toISOString()}>{when(e.at)}</time> · {labels.status(e.status)}
          </li>
        ))}
        {order.shipmentUpdates.map((e, i) => (
          <li key={`s${i}`}>
            <time dateTime={new Date(e.at).toISOString()}>{when(e.at)}</time> · {labels.shipment(e.state)}
          </li>
        ))}
      </ol>
      {order.returns.length > 0 && (
        <>
          <h2>
            <Trans>Refunds</Trans>
          </h2>
          <ul className="plain-list" data-testid="tracking-returns">
            {order.returns.map((r) => (
              <li key={r.id}>
                {labels.returns(r.status)} · {price(r.amountMinor)}
              </li>
            ))}
          </ul>
        </>
      )}
      {order.withdrawable && <WithdrawalButton href={`${pc.localePrefix}/tracking/${order.publicId}/withdrawal`} />}
      <InvoiceLinks base={`${pc.localePrefix}/tracking/${order.publicId}`} invoices={order.invoices} />
      {order.actions.length > 0 && (
        <ul className="user-actions plain-list" data-testid="tracking-actions">
          {order.actions.map((a) => (
            <li key={a.id}>
              {a.done ? (
                <Trans>Refund account received. Thank you.</Trans>
              ) : (
                <a
                  className="btn btn-primary"
                  href={`${pc.localePrefix}/tracking/${order.publicId}/user_required_actions/${a.id}`}
                >
                  <Trans>Tell us where to send your refund</Trans>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
