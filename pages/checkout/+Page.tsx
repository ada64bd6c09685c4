import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { CARRIER_NAMES } from '../../components/carrier-names.js'
import type { Data } from './+data.js'


/** Payment brands keep their own names in every language. */
const PAYMENT_BRANDS: Record<string, string> = {
  BANCONTACT: 'Bancontact', GIROPAY: 'giropay', IDEAL: 'iDEAL', PAYPAL: 'PayPal', SOFORT: 'Sofort', MOBILE_PAY: 'MobilePay', BIZUM: 'Bizum',
  MULTIBANCO: 'Multibanco', BLIK: 'BLIK', EPS: 'eps', SWISH: 'Swish', TWINT: 'TWINT', TRUSTLY: 'Trustly', APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay', KLARNA: 'Klarna', MB_WAY: 'MB WAY',
}

export default function CheckoutPage() {
  const { t } = useLingui()
  const { step, reachable, invalid, details, totals, shipment, paymentMethods } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  usePageTitle(t`Checkout`)
  const base = `${pc.localePrefix}/checkout`
  const steps = [t`Contact`, t`Address`, t`Shipment`, t`Payment`]
  const paymentNames: Record<string, string> = { CARD: t`Credit or debit card`, BANK_TRANSFER: t`Bank transfer`, BILLING_ACCOUNT: t`Invoice to your business account` }
  const err = (field: string) => invalid.includes(field)
  const errorText = t`Please check this field.`
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <p className="form-field">
      <label htmlFor={`checkout-${name}`}>{label}</label>
      <input id={`checkout-${name}`} name={name} aria-invalid={err(name) || undefined} aria-describedby={err(name) ? `checkout-${name}-error` : undefined} {...props} />
      {err(name) && <span id={`checkout-${name}-error`} className="form-error">{errorText}</span>}
    </p>
  )
  return (
    <section className="checkout">
      <h1><Trans>Checkout</Trans></h1>
      <ol className="checkout-steps" data-testid="checkout-steps">
        {steps.map((label, i) => (
          <li key={label} aria-current={i + 1 === step ? 'step' : undefined}>
            {i + 1 <= reachable && i + 1 !== step ? <a href={`${base}?step=${i + 1}`}>{label}</a> : label}
          </li>
        ))}
      </ol>
      {invalid.length > 0 && <p className="form-error" role="alert" data-testid="checkout-invalid"><Trans>Some fields need your attention.</Trans></p>}
      {step === 1 && (
        <form method="post" action={`${base}/contact`} data-testid="contact-form">
          {field('email', t`Email`, { type: 'email', required: true, autoComplete: 'email', defaultValue: details.contact?.email })}
          <fieldset>
            <legend><Trans>I am buying as</Trans></legend>
            <label><input type="radio" name="customerType" value="PERSON" defaultChecked={details.contact?.customerType !== 'COMPANY'} /> <Trans>a private person</Trans></label>{' '}
            <label><input type="radio" name="customerType" value="COMPANY" defaultChecked={details.contact?.customerType === 'COMPANY'} /> <Trans>a company</Trans></label>
          </fieldset>
          {field('companyName', t`Company name (companies only)`, { autoComplete: 'organization', defaultValue: details.contact && 'companyName' in details.contact ? details.contact.companyName : undefined })}
          {field('vatId', t`VAT number (companies only)`, { defaultValue: details.contact && 'vatId' in details.contact ? details.contact.vatId : undefined })}
          <button type="submit" className="btn btn-primary"><Trans>Continue</Trans></button>
        </form>
      )}
      {step === 2 && (
        <form method="post" action={`${base}/address`} data-testid="address-form">
          {field('firstName', t`First name`, { required: true, autoComplete: 'given-name', defaultValue: details.address?.firstName })}
          {field('lastName', t`Last name`, { required: true, autoComplete: 'family-name', defaultValue: details.address?.lastName })}
          {field('street', t`Street and number`, { required: true, autoComplete: 'street-address', defaultValue: details.address?.street })}
          {field('postalCode', t`Postal code`, { required: true, autoComplete: 'postal-code', defaultValue: details.address?.postalCode })}
          {field('city', t`City`, { required: true, autoComplete: 'address-level2', defaultValue: details.address?.city })}
          {field('phone', t`Phone`, { type: 'tel', required: true, autoComplete: 'tel', defaultValue: details.address?.phone })}
          <button type="submit" className="btn btn-primary"><Trans>Continue</Trans></button>
        </form>
      )}
      {step === 3 && shipment?.ok && (
        <ul className="shipment-options" data-testid="checkout-shipment">
          {shipment.options.map((o) => (
            <li key={o.carrier}>{CARRIER_NAMES[o.carrier]} · {o.priceMinor === 0 ? <Trans>Free</Trans> : price(o.priceMinor)}</li>
          ))}
        </ul>
      )}
      {step === 4 && (
        <ul className="payment-methods" data-testid="checkout-payment">
          {paymentMethods.map((m) => <li key={m}>{paymentNames[m] ?? PAYMENT_BRANDS[m] ?? m}</li>)}
        </ul>
      )}
      <p className="checkout-total"><Trans>Total</Trans>: <strong>{price(totals.totalMinor)}</strong></p>
    </section>
  )
}
