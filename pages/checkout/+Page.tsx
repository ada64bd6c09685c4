import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { sendEcommerceEvent } from '../../components/client/ecommerce-events.js'
import { cartLineJson } from '../../server/domain/cart/cart-line-json.js'
import { ErrorSummary } from '../../components/error-summary.js'
import { CheckoutSteps } from '../../components/checkout/checkout-steps.js'
import { CheckoutSummary } from '../../components/checkout/checkout-summary.js'
import { useCheckoutFields } from '../../components/checkout/checkout-fields.js'
import { ContactStep } from '../../components/checkout/contact-step.js'
import { AddressStep } from '../../components/checkout/address-step.js'
import { ShipmentStep } from '../../components/checkout/shipment-step.js'
import { PaymentStep } from '../../components/checkout/payment-step.js'
import { PROMOTION_REFUSALS } from '../../server/http/promotion-refusals.js'
import type { Data } from './+data.js'

/** The checkout frame: step bar, order summary, what the server refused, and the current step's own component. */
export default function CheckoutPage() {
  const { t, i18n } = useLingui()
  const { step, reachable, invalid, error, details, account, cart, summary, shipment, review } = useData<Data>()
  const pc = usePageContext()
  const { field, isInvalid, summaryItems } = useCheckoutFields(invalid)
  usePageTitle(t`Checkout`)
  useEffect(() => {
    if (step === 1) void sendEcommerceEvent('begin_checkout', cart.lines.map(cartLineJson), pc.tenant.site.currency)
    // Reported when the shopper reaches step 1, not again when the cart data re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  const base = `${pc.localePrefix}/checkout`
  const errorMessages: Record<string, string> = {
    method_not_offered: t`Please choose one of the payment methods below.`,
    cart_changed: t`Your cart changed since you opened this page. Please check the order again.`,
    shipment_unavailable: t`The delivery you chose is no longer available. Please choose it again.`,
    step_missing: t`Please complete the previous steps first.`,
    bad_idempotency_key: t`Please check the order again and confirm.`,
    terms_not_accepted: t`To place the order, please accept the terms and conditions and the privacy policy.`,
    promotion_used_up: t`Your promotion code has just been used up and was removed from your order. Please check the new total.`,
    promotion_used_up_for_email: t`You have already used this promotion code as often as one customer may, so it was removed from your order. Please check the new total.`,
  }
  // A code on the cart that gives nothing (used up for this email once step 1 named it, below the minimum, ...).
  const refused = cart.promotion && !cart.promotion.ok ? cart.promotion : null
  const refusedCode = refused?.code
  const { contact, address, shipment: chosen } = details
  return (
    <section className="checkout">
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutSteps step={step} reachable={reachable} base={base} />
      <div className="checkout-layout">
        <CheckoutSummary
          lines={cart.lines}
          totals={summary}
          reductions={cart.reductions}
          freeShippingOffer={
            cart.freeShipping && cart.totals.subtotalMinor - cart.totals.discountMinor >= cart.freeShipping.fromMinor
              ? cart.freeShipping.title
              : null
          }
        />
        <div className="checkout-main">
          <ErrorSummary items={summaryItems} testId="checkout-invalid" />
          {error && (
            <p className="form-error" role="alert" data-testid="checkout-error">
              {errorMessages[error]}
            </p>
          )}
          {refused && (
            <p className="form-error" role="alert" data-testid="promotion-refused">
              <Trans>Promotion code {refusedCode}:</Trans> {i18n._(PROMOTION_REFUSALS[refused.reason])}
            </p>
          )}
          {step === 1 && <ContactStep base={base} details={details} account={account} field={field} />}
          {step === 2 && <AddressStep base={base} details={details} account={account} field={field} />}
          {step === 3 && shipment && (
            <ShipmentStep base={base} details={details} shipment={shipment} field={field} isInvalid={isInvalid} />
          )}
          {step === 4 && review && contact && address && chosen && (
            <PaymentStep
              base={base}
              details={{ contact, address, shipment: chosen }}
              review={review}
              termsRefused={error === 'terms_not_accepted'}
            />
          )}
        </div>
      </div>
    </section>
  )
}
