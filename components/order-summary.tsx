import { FreeShippingLabel, ReductionRows, type ShownReduction } from './reduction-rows.js'
import { Trans } from '@lingui/react/macro'
import { CARRIER_NAMES } from './carrier-names.js'
import { useDayFormatter } from './payment-method-name.js'
import type { Address } from '../server/domain/checkout/checkout-details.js'
import type { OrderLineView, StoredShipment } from '../server/services/orders/order-views.js'
import { LineBadge } from './line-badge.js'
import { expectsDelivery } from '../server/domain/orders/order-progress.js'

export interface OrderTotalsView {
  subtotalMinor: number
  discountMinor: number
  shippingMinor: number
  totalMinor: number
  vatMinor: number
  promotionCode: string | null
  /** Each reduction as the order keeps it; none for an order from before reductions were kept (one discount row). */
  reductions: ShownReduction[]
}

/** Totals of a placed order (VAT included), shared by the order confirmation and the account's order page. */
export function OrderTotals({ totals, money }: { totals: OrderTotalsView; money: (minor: number) => string }) {
  return (
    <dl className="summary-totals review-totals" data-testid="order-totals">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{money(totals.subtotalMinor)}</dd>
      <ReductionRows reductions={totals.reductions} money={money} />
      {totals.discountMinor > 0 && totals.reductions.length === 0 && (
        <>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>
            −{money(totals.discountMinor)}
            {totals.promotionCode ? ` (${totals.promotionCode})` : ''}
          </dd>
        </>
      )}
      <dt>
        <Trans>Shipping</Trans>
      </dt>
      <dd>
        {totals.shippingMinor === 0 ? (
          <FreeShippingLabel reductions={totals.reductions} />
        ) : (
          money(totals.shippingMinor)
        )}
      </dd>
      <dt className="summary-total">
        <Trans>Total (VAT included)</Trans>
      </dt>
      <dd className="summary-total" data-testid="order-total">
        <strong>{money(totals.totalMinor)}</strong>
      </dd>
      <dt className="summary-vat">
        <Trans>of which VAT</Trans>
      </dt>
      <dd className="summary-vat">{money(totals.vatMinor)}</dd>
    </dl>
  )
}

/**
 * The lines of a placed order in checkout's summary look (themes/checkout.css): each with its picture, the shopper's
 * own design named as checkout names it, how it is made, quantity and price.
 */
export function OrderLines({
  lines,
  money,
  testId = 'order-lines',
}: {
  lines: readonly OrderLineView[]
  money: (minor: number) => string
  testId?: string
}) {
  return (
    <ul className="summary-lines" data-testid={testId}>
      {lines.map((l, i) => (
        <li key={i} className="summary-line" data-testid="order-line">
          <img src={l.urlPreview} alt="" width={64} height={48} loading="lazy" className="summary-line-picture" />
          <div className="summary-line-body">
            <p className="summary-line-name">
              {l.personalised ? <Trans>Your personalised design</Trans> : (l.designName ?? l.name)}
            </p>
            <p className="summary-line-meta">
              {l.variantLabel ? `${l.name} (${l.variantLabel})` : l.name} <LineBadge personalised={l.personalised} />
            </p>
            <p className="summary-line-meta">
              <Trans>
                Quantity: {l.quantity} × {money(l.unitPriceMinor)}
              </Trans>
            </p>
          </div>
          <span className="price">{money(l.lineTotalMinor)}</span>
        </li>
      ))}
    </ul>
  )
}

/** How the order travels, with the expected day(s) while there is a delivery to expect. */
export function OrderDelivery({
  shipment: s,
  address: a,
  status,
}: {
  shipment: StoredShipment
  address: Address
  status: number
}) {
  const day = useDayFormatter()
  return (
    <p data-testid="order-delivery">
      {s.mode === 'ADDRESS' && (
        <>
          <Trans>Home delivery with {CARRIER_NAMES[s.carrier ?? ''] ?? s.carrier}</Trans>: {a.firstName} {a.lastName},{' '}
          {a.street}, {a.postalCode} {a.city}
        </>
      )}
      {s.mode === 'PICKPOINT' && (
        <>
          <Trans>Pickup point</Trans>: {s.pickupPoint.name}, {s.pickupPoint.street}
        </>
      )}
      {s.mode === 'MANAGED' && <Trans>Collect at our production centre</Trans>}
      {s.mode === 'CUSTOMER' && <Trans>Collected by your courier {s.courierName}</Trans>}
      {expectsDelivery(status) && (
        <>
          {' · '}
          {s.earliest === s.latest ? day(s.earliest) : `${day(s.earliest)} – ${day(s.latest)}`}
        </>
      )}
    </p>
  )
}
