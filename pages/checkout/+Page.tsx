import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { CARRIER_NAMES } from '../../components/carrier-names.js'
import { useDayFormatter, usePaymentMethodName } from '../../components/payment-method-name.js'
import { sendEcommerceEvent } from '../../components/client/ecommerce-events.js'
import type { Data } from './+data.js'

export default function CheckoutPage() {
  const { t } = useLingui()
  const { step, reachable, invalid, error, details, account, cart, shipment, review } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  const day = useDayFormatter()
  const methodName = usePaymentMethodName()
  const [placing, setPlacing] = useState(false)
  usePageTitle(t`Checkout`)
  useEffect(() => {
    if (step === 1) void sendEcommerceEvent('begin_checkout', cart.lines, pc.tenant.site.currency)
    // Reported when the shopper reaches step 1, not again when the cart data re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  const base = `${pc.localePrefix}/checkout`
  const steps = [t`Contact`, t`Address`, t`Shipment`, t`Payment`]
  const err = (field: string) => invalid.includes(field)
  const errorText = t`Please check this field.`
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <p className="form-field">
      <label htmlFor={`checkout-${name}`}>{label}</label>
      <input
        id={`checkout-${name}`}
        name={name}
        aria-invalid={err(name) || undefined}
        aria-describedby={err(name) ? `checkout-${name}-error` : undefined}
        {...props}
      />
      {err(name) && (
        <span id={`checkout-${name}-error`} className="form-error">
          {errorText}
        </span>
      )}
    </p>
  )
  const errorMessages: Record<string, string> = {
    method_not_offered: t`Please choose one of the payment methods below.`,
    cart_changed: t`Your cart changed since you opened this page. Please check the order again.`,
    shipment_unavailable: t`The delivery you chose is no longer available. Please choose it again.`,
    step_missing: t`Please complete the previous steps first.`,
    bad_idempotency_key: t`Please check the order again and confirm.`,
  }
  const windowText = (earliest: string, latest: string) =>
    earliest === latest ? day(earliest) : `${day(earliest)} – ${day(latest)}`
  const distance = new Intl.NumberFormat(
    pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale,
    { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 },
  )
  return (
    <section className="checkout">
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <ol className="checkout-steps" data-testid="checkout-steps">
        {steps.map((label, i) => (
          <li key={label} aria-current={i + 1 === step ? 'step' : undefined}>
            {i + 1 <= reachable && i + 1 !== step ? <a href={`${base}?step=${i + 1}`}>{label}</a> : label}
          </li>
        ))}
      </ol>
      {invalid.length > 0 && (
        <p className="form-error" role="alert" data-testid="checkout-invalid">
          <Trans>Some fields need your attention.</Trans>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="checkout-error">
          {errorMessages[error]}
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
        <form method="post" action={`${base}/contact`} data-testid="contact-form">
          {field('email', t`Email`, {
            type: 'email',
            required: true,
            autoComplete: 'email',
            defaultValue: details.contact?.email ?? account?.email,
          })}
          <fieldset>
            <legend>
              <Trans>I am buying as</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name="customerType"
                value="PERSON"
                defaultChecked={details.contact?.customerType !== 'COMPANY'}
              />{' '}
              <Trans>a private person</Trans>
            </label>{' '}
            <label>
              <input
                type="radio"
                name="customerType"
                value="COMPANY"
                defaultChecked={details.contact?.customerType === 'COMPANY'}
              />{' '}
              <Trans>a company</Trans>
            </label>
          </fieldset>
          {field('companyName', t`Company name (companies only)`, {
            autoComplete: 'organization',
            defaultValue: details.contact && 'companyName' in details.contact ? details.contact.companyName : undefined,
          })}
          {field('vatId', t`VAT number (companies only)`, {
            defaultValue: details.contact && 'vatId' in details.contact ? details.contact.vatId : undefined,
          })}
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
            <form method="post" action={`${base}/shipment`} data-testid="shipment-address">
              <fieldset>
                <legend>
                  <Trans>
                    Home delivery to {details.address?.street}, {details.address?.city}
                  </Trans>
                </legend>
                <input type="hidden" name="mode" value="ADDRESS" />
                {shipment.estimate.options.map((o, i) => (
                  <label key={o.carrier} className="choice">
                    <input
                      type="radio"
                      name="carrier"
                      value={o.carrier}
                      defaultChecked={
                        details.shipment?.mode === 'ADDRESS' ? details.shipment.carrier === o.carrier : i === 0
                      }
                    />{' '}
                    <strong>{CARRIER_NAMES[o.carrier]}</strong> ·{' '}
                    {o.priceMinor === 0 ? <Trans>Free</Trans> : price(o.priceMinor)} ·{' '}
                    <Trans>Delivery {windowText(o.earliest, o.latest)}</Trans>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="btn btn-primary">
                <Trans>Deliver to my address</Trans>
              </button>
            </form>
          )}
          {shipment.pickup && (
            <div className="pickup-points" data-testid="shipment-pickup">
              <h3>
                <Trans>Pickup point</Trans>
              </h3>
              <form method="get" action={base} className="inline-form">
                <input type="hidden" name="step" value="3" />
                <label htmlFor="pickup-postal-code">
                  <Trans>Pickup points near postal code</Trans>
                </label>{' '}
                <input
                  id="pickup-postal-code"
                  name="pickup_postal_code"
                  defaultValue={shipment.pickupPostalCode}
                  autoComplete="postal-code"
                  size={10}
                />{' '}
                <button type="submit" className="btn">
                  <Trans>Search</Trans>
                </button>
              </form>
              {shipment.pickup.ok && shipment.pickup.points.length > 0 ? (
                <form method="post" action={`${base}/shipment`}>
                  <input type="hidden" name="mode" value="PICKPOINT" />
                  <input type="hidden" name="pickupPostalCode" value={shipment.pickupPostalCode} />
                  <fieldset aria-invalid={err('pickupPointId') || undefined}>
                    <legend>
                      <Trans>Choose a pickup point</Trans>
                    </legend>
                    {shipment.pickup.points.map((p, i) => {
                      const option = shipment.estimate.ok
                        ? shipment.estimate.options.find((o) => o.carrier === p.carrier)
                        : undefined
                      return (
                        <label key={p.id} className="choice">
                          <input
                            type="radio"
                            name="pickupPointId"
                            value={p.id}
                            defaultChecked={
                              details.shipment?.mode === 'PICKPOINT'
                                ? details.shipment.pickupPoint.id === p.id
                                : i === 0
                            }
                          />{' '}
                          <strong>{p.name}</strong> · {p.street} · {distance.format(p.distanceMeters / 1000)} ·{' '}
                          <Trans>
                            open {p.opensAt}–{p.closesAt}
                          </Trans>
                          {p.saturday && (
                            <>
                              {' '}
                              · <Trans>also on Saturdays</Trans>
                            </>
                          )}
                          {option && <> · {option.priceMinor === 0 ? <Trans>Free</Trans> : price(option.priceMinor)}</>}
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
                  <Trans>We found no pickup points for this postal code. Please check it or try a nearby one.</Trans>
                </p>
              )}
            </div>
          )}
          {shipment.modes.includes('MANAGED') && (
            <form method="post" action={`${base}/shipment`} data-testid="shipment-managed">
              <h3>
                <Trans>Collect at our production centre</Trans>
              </h3>
              <p>
                <Trans>Free. We let you know by email when your order is ready at {shipment.collectAddress}.</Trans>
              </p>
              <input type="hidden" name="mode" value="MANAGED" />
              <button type="submit" className="btn">
                <Trans>I will collect it</Trans>
              </button>
            </form>
          )}
          {shipment.modes.includes('CUSTOMER') && (
            <form method="post" action={`${base}/shipment`} data-testid="shipment-customer">
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
                  details.shipment?.mode === 'CUSTOMER' ? (details.shipment.courierReference ?? undefined) : undefined,
              })}
              <button type="submit" className="btn">
                <Trans>My courier collects it</Trans>
              </button>
            </form>
          )}
        </div>
      )}
      {step === 4 && review && (
        <div className="checkout-review" data-testid="checkout-review">
          <h2>
            <Trans>Review and pay</Trans>
          </h2>
          <ul className="review-lines">
            {cart.lines.map((l) => (
              <li key={l.line_id}>
                {l.quantity} × {l.quantity === 1 ? l.article_name : l.article_name_plural}
                {l.design_name ? ` · ${l.design_name}` : ''} · {price(l.line_total)}
              </li>
            ))}
          </ul>
          <dl className="review-totals">
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{price(cart.totals.subtotalMinor)}</dd>
            {cart.totals.discountMinor > 0 && (
              <>
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>−{price(cart.totals.discountMinor)}</dd>
              </>
            )}
            <dt>
              <Trans>Shipping</Trans>
            </dt>
            <dd>{review.quote ? (review.quote.priceMinor === 0 ? t`Free` : price(review.quote.priceMinor)) : '—'}</dd>
            <dt>
              <Trans>Total (VAT included)</Trans>
            </dt>
            <dd data-testid="review-total">
              <strong>{price(review.totalMinor)}</strong>
            </dd>
          </dl>
          <form
            method="post"
            action={`${base}/place`}
            data-testid="payment-form"
            onSubmit={(e) => (placing ? e.preventDefault() : setPlacing(true))}
          >
            <input type="hidden" name="cartId" value={review.cartId ?? ''} />
            <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
            <fieldset data-testid="checkout-payment">
              <legend>
                <Trans>Payment method</Trans>
              </legend>
              {review.paymentMethods.map((m, i) => (
                <label key={m} className="choice">
                  <input type="radio" name="paymentMethod" value={m} defaultChecked={i === 0} /> {methodName(m)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-primary" aria-disabled={placing || undefined}>
              <Trans>Place order and pay</Trans>
            </button>
          </form>
        </div>
      )}
      {step !== 4 && (
        <p className="checkout-total">
          <Trans>Total</Trans>: <strong>{price(cart.totals.totalMinor)}</strong>
        </p>
      )}
    </section>
  )
}
