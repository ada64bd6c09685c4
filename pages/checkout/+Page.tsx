import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { useLocalHref } from '../../components/local-link.js'
import { CARRIER_NAMES } from '../../components/carrier-names.js'
import { useDayFormatter, usePaymentMethodName } from '../../components/payment-method-name.js'
import { sendEcommerceEvent } from '../../components/client/ecommerce-events.js'
import { FormField } from '../../components/form-field.js'
import { ErrorSummary } from '../../components/error-summary.js'
import { Icon } from '../../components/icons.js'
import { CheckoutSteps } from '../../components/checkout/checkout-steps.js'
import { CheckoutSummary } from '../../components/checkout/checkout-summary.js'
import { CheckoutReview } from '../../components/checkout/checkout-review.js'
import { useOpeningHours } from '../../components/checkout/opening-hours.js'
import { PROMOTION_REFUSALS } from '../../server/http/promotion-refusals.js'
import type { Data } from './+data.js'

export default function CheckoutPage() {
  const { t, i18n } = useLingui()
  const { step, reachable, invalid, error, details, account, cart, summary, shipment, review } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  const href = useLocalHref()
  const day = useDayFormatter()
  const methodName = usePaymentMethodName()
  const hours = useOpeningHours()
  const [placing, setPlacing] = useState(false)
  usePageTitle(t`Checkout`)
  useEffect(() => {
    if (step === 1) void sendEcommerceEvent('begin_checkout', cart.lines, pc.tenant.site.currency)
    // Reported when the shopper reaches step 1, not again when the cart data re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  const base = `${pc.localePrefix}/checkout`
  const err = (field: string) => invalid.includes(field)
  // What each field is called, how to fill it in and what to say when the server refused it (for the field and for
  // the summary at the top of the step).
  const labels: Record<string, string> = {
    email: t`Email`,
    companyName: t`Company name`,
    vatId: t`VAT number`,
    firstName: t`First name`,
    lastName: t`Last name`,
    street: t`Street and number`,
    postalCode: t`Postal code`,
    city: t`City`,
    phone: t`Phone`,
    carrier: t`Carrier`,
    pickupPointId: t`Pickup point`,
    courierName: t`Courier company`,
    courierReference: t`Collection reference (optional)`,
    customerType: t`I am buying as`,
    mode: t`How should we deliver?`,
  }
  const hints: Record<string, string> = {
    email: t`We send the order confirmation and the tracking link here.`,
    vatId: t`With the country code, e.g. ESB12345678.`,
    phone: t`Only for the carrier, if they need to reach you about the delivery.`,
  }
  const messages: Record<string, string> = {
    email: t`Enter an email address such as name@example.com.`,
    companyName: t`Enter the company name.`,
    vatId: t`Enter the VAT number with its country code, e.g. ESB12345678.`,
    postalCode: t`This is not a valid postal code for this country.`,
    phone: t`This is not a valid phone number for this country.`,
    pickupPointId: t`Please choose one of the pickup points.`,
    firstName: t`Please fill in this field.`,
    lastName: t`Please fill in this field.`,
    street: t`Please fill in this field.`,
    city: t`Please fill in this field.`,
    courierName: t`Please fill in this field.`,
  }
  const errorText = (name: string) => messages[name] ?? t`Please check this field.`
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <FormField
      id={`checkout-${name}`}
      name={name}
      label={label}
      hint={hints[name]}
      error={err(name) ? errorText(name) : undefined}
      {...props}
    />
  )
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
  const windowText = (earliest: string, latest: string) =>
    earliest === latest ? day(earliest) : `${day(earliest)} – ${day(latest)}`
  const distance = new Intl.NumberFormat(
    pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale,
    { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 },
  )
  const free = <Trans>Free</Trans>
  const summaryItems = invalid.map((name) => ({
    id: `checkout-${name}`,
    label: labels[name] ?? name,
    message: errorText(name),
  }))
  const contact = details.contact
  // A code on the cart that gives nothing (used up for this email once step 1 named it, below the minimum, ...).
  const refused = cart.promotion && !cart.promotion.ok ? cart.promotion : null
  const refusedCode = refused?.code
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
          {step === 1 && !account && (
            <p className="checkout-signin" data-testid="checkout-signin">
              <Trans>Have an account?</Trans>{' '}
              <a href={`${pc.localePrefix}/login?callbackUrl=${encodeURIComponent(`${base}`)}`}>
                <Trans>Sign in</Trans>
              </a>{' '}
              <Trans>or continue as a guest.</Trans>
            </p>
          )}
          {step === 1 && (
            <form
              method="post"
              action={`${base}/contact`}
              data-testid="contact-form"
              className="checkout-form contact-form"
            >
              <h2>
                <Trans>Your contact details</Trans>
              </h2>
              {field('email', t`Email`, {
                type: 'email',
                required: true,
                autoComplete: 'email',
                defaultValue: details.contact?.email ?? account?.email,
              })}
              <fieldset className="buyer-type">
                <legend>
                  <Trans>I am buying as</Trans>
                </legend>
                <label className="choice-pill">
                  <input
                    type="radio"
                    name="customerType"
                    value="PERSON"
                    defaultChecked={details.contact?.customerType !== 'COMPANY'}
                  />{' '}
                  <Trans>a private person</Trans>
                </label>{' '}
                <label className="choice-pill">
                  <input
                    type="radio"
                    name="customerType"
                    value="COMPANY"
                    defaultChecked={details.contact?.customerType === 'COMPANY'}
                  />{' '}
                  <Trans>a company</Trans>
                </label>
              </fieldset>
              {/* Shown only while "a company" is chosen (CSS :has(), no JS needed); a private buyer never sees them. */}
              <fieldset className="company-fields" data-testid="company-fields">
                <legend className="sr-only">
                  <Trans>Company details</Trans>
                </legend>
                {field('companyName', t`Company name`, {
                  autoComplete: 'organization',
                  defaultValue: contact && 'companyName' in contact ? contact.companyName : undefined,
                })}
                {field('vatId', t`VAT number`, {
                  defaultValue: contact && 'vatId' in contact ? contact.vatId : undefined,
                })}
              </fieldset>
              <button type="submit" className="btn btn-primary">
                <Trans>Continue</Trans>
              </button>
            </form>
          )}
          {step === 2 && account && account.addresses.length > 0 && (
            <ul className="saved-addresses" data-testid="saved-addresses">
              {account.addresses.map(({ id, address: a }) => (
                <li key={id}>
                  <form method="post" action={`${base}/address`}>
                    {(['firstName', 'lastName', 'street', 'postalCode', 'city', 'phone'] as const).map((k) => (
                      <input key={k} type="hidden" name={k} value={a[k]} />
                    ))}
                    <span>
                      {a.firstName} {a.lastName}, {a.street}, {a.postalCode} {a.city}
                    </span>{' '}
                    <button type="submit" className="btn">
                      <Trans>Deliver here</Trans>
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          {step === 2 && (
            <form method="post" action={`${base}/address`} data-testid="address-form">
              {field('firstName', t`First name`, {
                required: true,
                autoComplete: 'given-name',
                defaultValue: details.address?.firstName,
              })}
              {field('lastName', t`Last name`, {
                required: true,
                autoComplete: 'family-name',
                defaultValue: details.address?.lastName,
              })}
              {field('street', t`Street and number`, {
                required: true,
                autoComplete: 'address-line1',
                defaultValue: details.address?.street,
              })}
              {field('postalCode', t`Postal code`, {
                required: true,
                autoComplete: 'postal-code',
                defaultValue: details.address?.postalCode,
              })}
              {field('city', t`City`, {
                required: true,
                autoComplete: 'address-level2',
                defaultValue: details.address?.city,
              })}
              {field('phone', t`Phone`, {
                type: 'tel',
                required: true,
                autoComplete: 'tel',
                defaultValue: details.address?.phone,
              })}
              {account && (
                <p className="form-field">
                  <label>
                    <input type="checkbox" name="saveToAccount" /> <Trans>Save this address in my account</Trans>
                  </label>
                </p>
              )}
              <button type="submit" className="btn btn-primary">
                <Trans>Continue</Trans>
              </button>
            </form>
          )}
          {step === 3 && shipment && (
            <div className="shipment-choice" data-testid="checkout-shipment">
              <h2>
                <Trans>How should we deliver?</Trans>
              </h2>
              {shipment.modes.includes('ADDRESS') && shipment.estimate.ok && (
                <form
                  method="post"
                  action={`${base}/shipment`}
                  data-testid="shipment-address"
                  className="checkout-form"
                >
                  <fieldset className="choice-cards">
                    <legend>
                      <Trans>
                        Home delivery to {details.address?.street}, {details.address?.city}
                      </Trans>
                    </legend>
                    <input type="hidden" name="mode" value="ADDRESS" />
                    {shipment.estimate.options.map((o, i) => (
                      <label key={o.carrier} className="choice-card">
                        <input
                          type="radio"
                          name="carrier"
                          value={o.carrier}
                          defaultChecked={
                            details.shipment?.mode === 'ADDRESS' ? details.shipment.carrier === o.carrier : i === 0
                          }
                        />
                        <span className="choice-card-body">
                          <span className="choice-card-title">{CARRIER_NAMES[o.carrier]}</span>
                          <span className="choice-card-meta">
                            <Trans>Delivery {windowText(o.earliest, o.latest)}</Trans>
                          </span>
                        </span>
                        <span className="choice-card-price">{o.priceMinor === 0 ? free : price(o.priceMinor)}</span>
                      </label>
                    ))}
                  </fieldset>
                  <button type="submit" className="btn btn-primary">
                    <Trans>Deliver to my address</Trans>
                  </button>
                </form>
              )}
              {shipment.pickup && (
                <div className="pickup-points checkout-form" data-testid="shipment-pickup">
                  <h3>
                    <Trans>Pickup point</Trans>
                  </h3>
                  <form method="get" action={base} className="field-with-button">
                    <input type="hidden" name="step" value="3" />
                    <p className="form-field">
                      <label htmlFor="pickup-postal-code">
                        <Trans>Pickup points near postal code</Trans>
                      </label>
                      <input
                        id="pickup-postal-code"
                        name="pickup_postal_code"
                        defaultValue={shipment.pickupPostalCode}
                        autoComplete="postal-code"
                        size={10}
                      />
                    </p>
                    <button type="submit" className="btn btn-secondary">
                      <Icon name="search" /> <Trans>Search</Trans>
                    </button>
                  </form>
                  {shipment.pickup.ok && shipment.pickup.points.length > 0 ? (
                    <form method="post" action={`${base}/shipment`}>
                      <input type="hidden" name="mode" value="PICKPOINT" />
                      <input type="hidden" name="pickupPostalCode" value={shipment.pickupPostalCode} />
                      <fieldset
                        className="choice-cards"
                        id="checkout-pickupPointId"
                        aria-invalid={err('pickupPointId') || undefined}
                      >
                        <legend>
                          <Trans>Choose a pickup point</Trans>
                        </legend>
                        {shipment.pickup.points.map((p) => {
                          const option = shipment.estimate.ok
                            ? shipment.estimate.options.find((o) => o.carrier === p.carrier)
                            : undefined
                          return (
                            <label key={p.id} className="choice-card pickup-point" data-testid="pickup-point">
                              <input
                                type="radio"
                                name="pickupPointId"
                                value={p.id}
                                defaultChecked={p.id === shipment.preselectedPickupPointId}
                              />
                              <span className="choice-card-body">
                                <span className="choice-card-title">{p.name}</span>
                                <span className="pickup-address">
                                  {p.street}, {p.postalCode} {p.city}
                                </span>
                                <span className="choice-card-meta">{hours(p)}</span>
                              </span>
                              <span className="choice-card-side">
                                <span className="pickup-distance">{distance.format(p.distanceMeters / 1000)}</span>
                                {option && (
                                  <span className="choice-card-price">
                                    {option.priceMinor === 0 ? free : price(option.priceMinor)}
                                  </span>
                                )}
                              </span>
                            </label>
                          )
                        })}
                      </fieldset>
                      <button type="submit" className="btn btn-primary">
                        <Trans>Deliver to this pickup point</Trans>
                      </button>
                    </form>
                  ) : (
                    <p data-testid="pickup-none">
                      <Trans>
                        We found no pickup points for this postal code. Please check it or try a nearby one.
                      </Trans>
                    </p>
                  )}
                </div>
              )}
              {shipment.modes.includes('MANAGED') && (
                <form
                  method="post"
                  action={`${base}/shipment`}
                  data-testid="shipment-managed"
                  className="checkout-form"
                >
                  <h3>
                    <Trans>Collect at our production centre</Trans>
                  </h3>
                  <p>
                    <Trans>Free. We let you know by email when your order is ready at {shipment.collectAddress}.</Trans>
                  </p>
                  <input type="hidden" name="mode" value="MANAGED" />
                  <button type="submit" className="btn btn-secondary">
                    <Trans>I will collect it</Trans>
                  </button>
                </form>
              )}
              {shipment.modes.includes('CUSTOMER') && (
                <form
                  method="post"
                  action={`${base}/shipment`}
                  data-testid="shipment-customer"
                  className="checkout-form"
                >
                  <h3>
                    <Trans>My own courier collects it</Trans>
                  </h3>
                  <p>
                    <Trans>Free. Your courier collects the parcel at {shipment.collectAddress}.</Trans>
                  </p>
                  <input type="hidden" name="mode" value="CUSTOMER" />
                  {field('courierName', t`Courier company`, {
                    required: true,
                    maxLength: 60,
                    defaultValue: details.shipment?.mode === 'CUSTOMER' ? details.shipment.courierName : undefined,
                  })}
                  {field('courierReference', t`Collection reference (optional)`, {
                    maxLength: 40,
                    defaultValue:
                      details.shipment?.mode === 'CUSTOMER'
                        ? (details.shipment.courierReference ?? undefined)
                        : undefined,
                  })}
                  <button type="submit" className="btn btn-secondary">
                    <Trans>My courier collects it</Trans>
                  </button>
                </form>
              )}
            </div>
          )}
          {step === 4 && review && details.contact && details.address && details.shipment && (
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
                      You may withdraw from this purchase within 14 days of receiving the goods, without giving a
                      reason, by telling us clearly (for example by email).
                    </Trans>{' '}
                    <a href={href('/_section/legal/terms')}>
                      <Trans>Withdrawal instructions and form</Trans>
                    </a>
                  </p>
                  <p>
                    <strong>
                      <Trans>
                        Exception: products made to your specifications or clearly personalised, such as items with your
                        own photos or texts, cannot be returned under the right of withdrawal (Directive 2011/83/EU,
                        article 16(c)).
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
                    aria-invalid={error === 'terms_not_accepted' || undefined}
                  />
                  <label htmlFor="checkout-acceptTerms">
                    <Trans>
                      I have read and accept the <a href={href('/_section/legal/terms')}>terms and conditions</a> and
                      the <a href={href('/_section/legal/privacy')}>privacy policy</a>.
                    </Trans>
                  </label>
                </p>
                <p className="pay-total">
                  <Trans>Total (VAT included)</Trans>{' '}
                  <strong data-testid="review-total">{price(review.totalMinor)}</strong>
                </p>
                <button type="submit" className="btn btn-primary btn-pay" aria-disabled={placing || undefined}>
                  <Icon name="lock" /> <Trans>Order and pay</Trans>
                </button>
              </form>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
