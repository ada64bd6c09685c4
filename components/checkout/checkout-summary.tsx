import { FreeShippingLabel, ReductionRows, type ShownReduction } from '../reduction-rows.js'
import { Plural, Trans } from '@lingui/react/macro'
import type { CartLine } from '../../server/domain/cart/cart-totals.js'
import { usePriceFormatter } from '../price.js'
import { Icon } from '../icons.js'
import { LineBadge } from '../line-badge.js'

export interface SummaryTotals {
  subtotalMinor: number
  discountMinor: number
  /** null until a shipment is chosen. */
  shippingMinor: number | null
  totalMinor: number
  vatIncludedMinor: number
  /** The VAT the prices contain that an exempt business buyer does not pay (reverse charge); null otherwise. */
  vatNotChargedMinor?: number | null
}

/**
 * The order summary beside every checkout step: each line with its picture, how it is made, quantity and price,
 * then the totals. A disclosure that starts closed on a phone (the total shows in its button) and is always open
 * from 64em (themes/checkout.css), without JS.
 */
export function CheckoutSummary({
  lines,
  totals,
  reductions,
  freeShippingOffer,
}: {
  lines: CartLine[]
  totals: SummaryTotals
  reductions: readonly ShownReduction[]
  /** The free-shipping offer this cart reaches, named beside "Free". */
  freeShippingOffer: string | null
}) {
  const price = usePriceFormatter()
  const count = lines.reduce((n, l) => n + l.quantity, 0)
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <details className="checkout-summary-box">
        <summary>
          <span id="checkout-summary-title" className="checkout-summary-title">
            <Trans>Order summary</Trans>
          </span>{' '}
          <span className="checkout-summary-count">
            <Plural value={count} one={`(# item)`} other={`(# items)`} />
          </span>
          <span className="checkout-summary-total">{price(totals.totalMinor)}</span>
          <Icon name="chevron" />
        </summary>
        <ul className="summary-lines">
          {lines.map((l) => (
            <li key={l.lineId} className="summary-line" data-testid="summary-line">
              <img src={l.urlPreview} alt="" width={64} height={48} loading="lazy" className="summary-line-picture" />
              <div className="summary-line-body">
                <p className="summary-line-name">
                  {l.personalisedDesignId ? <Trans>Your personalised design</Trans> : (l.designName ?? l.articleName)}
                </p>
                <p className="summary-line-meta">
                  {l.articleName} <LineBadge personalised={l.personalisedDesignId !== null} />
                </p>
                <p className="summary-line-meta">
                  <Trans>
                    Quantity: {l.quantity} × {price(l.unitPriceMinor)}
                  </Trans>
                </p>
              </div>
              <span className="price">{price(l.lineTotalMinor)}</span>
            </li>
          ))}
        </ul>
        <dl className="summary-totals">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{price(totals.subtotalMinor)}</dd>
          <ReductionRows reductions={reductions} money={price} />
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>
            {totals.shippingMinor === null ? (
              <Trans>Chosen in step 3</Trans>
            ) : totals.shippingMinor === 0 ? (
              <FreeShippingLabel
                reductions={
                  freeShippingOffer ? [{ kind: 'SHIPPING', label: freeShippingOffer, amountMinor: 0 }] : reductions
                }
              />
            ) : (
              price(totals.shippingMinor)
            )}
          </dd>
          {totals.vatNotChargedMinor != null && (
            <>
              <dt data-testid="summary-reverse-charge">
                <Trans>VAT not charged: intra-Community supply, reverse charge</Trans>
              </dt>
              <dd>{price(-totals.vatNotChargedMinor)}</dd>
            </>
          )}
          <dt className="summary-total">
            <Trans>Total</Trans>
          </dt>
          <dd className="summary-total" data-testid="summary-total">
            {price(totals.totalMinor)}
          </dd>
          {totals.vatNotChargedMinor == null && (
            <>
              <dt className="summary-vat">
                <Trans>VAT included</Trans>
              </dt>
              <dd className="summary-vat">{price(totals.vatIncludedMinor)}</dd>
            </>
          )}
        </dl>
      </details>
    </aside>
  )
}
