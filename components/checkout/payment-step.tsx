import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Icon } from '../icons.js'
import { useLocalHref } from '../local-link.js'
import { usePaymentMethodName } from '../payment-method-name.js'
import { usePriceFormatter } from '../price.js'
import type { CheckoutData } from './checkout-fields.js'
import { CheckoutReview } from './checkout-review.js'

type Details = CheckoutData['details']

/** Step 4: the recap, the payment method, the withdrawal information, the terms, and the one button that orders. */
export function PaymentStep({
  base,
  details,
  review,
  termsRefused,
}: {
  base: string
  details: { contact: NonNullable<Details['contact']>; address: NonNullable<Details['address']> } & {
    shipment: NonNullable<Details['shipment']>
  }
  review: NonNullable<CheckoutData['review']>
  termsRefused: boolean
}) {
  const price = usePriceFormatter()
  const href = useLocalHref()
  const methodName = usePaymentMethodName()
  // A second press while the first is on its way would only wait for the same answer (the idempotency key).
  const [placing, setPlacing] = useState(false)
  return (
    <div className="checkout-review" data-testid="checkout-review">
      <h2>
        <Trans>Review and pay</Trans>
      </h2>
      <CheckoutReview
        base={base}
        contact={details.contact}
        address={details.address}
        shipment={details.shipment}
        quote={review.quote}
        collectAddress={review.collectAddress}
      />
      <form
        method="post"
        action={`${base}/place`}
        data-testid="payment-form"
        className="checkout-form payment-form"
        onSubmit={(e) => (placing ? e.preventDefault() : setPlacing(true))}
      >
        <input type="hidden" name="cartId" value={review.cartId ?? ''} />
        <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
        <fieldset className="choice-cards" data-testid="checkout-payment">
          <legend>
            <Trans>Payment method</Trans>
          </legend>
          {review.paymentMethods.map((m, i) => (
            <label key={m} className="choice-card">
              <input type="radio" name="paymentMethod" value={m} defaultChecked={i === 0} />
              <span className="choice-card-body">
                <span className="choice-card-title">{methodName(m)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <section className="withdrawal-info" data-testid="withdrawal-info" aria-labelledby="withdrawal-title">
          <h3 id="withdrawal-title">
            <Icon name="return" /> <Trans>Your right of withdrawal</Trans>
          </h3>
          <p>
            <Trans>
              You may withdraw from this purchase within 14 days of receiving the goods, without giving a reason, by
              telling us clearly (for example by email).
            </Trans>{' '}
            <a href={href('/_section/legal/withdrawal')}>
              <Trans>Withdrawal instructions and form</Trans>
            </a>
          </p>
          <p>
            <strong>
              <Trans>
                Exception: products made to your specifications or clearly personalised, such as items with your own
                photos or texts, cannot be returned under the right of withdrawal (Directive 2011/83/EU, article 16(c)).
              </Trans>
            </strong>
            {review.personalisedLines > 0 && (
              <>
                {' '}
                <Trans>This applies to the items marked “Personalised” in your order.</Trans>
              </>
            )}
          </p>
        </section>
        <p className="form-field terms-field">
          <input
            id="checkout-acceptTerms"
            type="checkbox"
            name="acceptTerms"
            required
            data-testid="accept-terms"
            aria-invalid={termsRefused || undefined}
          />
          <label htmlFor="checkout-acceptTerms">
            <Trans>
              I have read and accept the <a href={href('/_section/legal/terms')}>terms and conditions</a> and the{' '}
              <a href={href('/_section/legal/privacy')}>privacy policy</a>.
            </Trans>
          </label>
        </p>
        <p className="pay-total">
          <Trans>Total (VAT included)</Trans> <strong data-testid="review-total">{price(review.totalMinor)}</strong>
        </p>
        <button type="submit" className="btn btn-primary btn-pay" aria-disabled={placing || undefined}>
          <Icon name="lock" /> <Trans>Order and pay</Trans>
        </button>
      </form>
    </div>
  )
}
