import { FreeShippingLabel, ReductionRows, type ShownReduction } from './reduction-rows.js'
import { Trans } from '@lingui/react/macro'
import { CARRIER_NAMES } from './carrier-names.js'
import { useDayFormatter } from './payment-method-name.js'
import type { Address } from '../server/domain/checkout/checkout-details.js'
import type { StoredShipment } from '../server/services/orders/order-views.js'
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
    <dl className="review-totals" data-testid="order-totals">
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
      <dt>
        <Trans>Total (VAT included)</Trans>
      </dt>
      <dd data-testid="order-total">
        <strong>{money(totals.totalMinor)}</strong>
      </dd>
      <dt>
        <Trans>of which VAT</Trans>
      </dt>
      <dd>{money(totals.vatMinor)}</dd>
    </dl>
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
