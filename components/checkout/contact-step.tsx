import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import type { CheckoutData, CheckoutField } from './checkout-fields.js'

/** Step 1: who buys (email, private person or company) and, for a guest, the way to sign in instead. */
export function ContactStep({
  base,
  details,
  account,
  field,
}: Pick<CheckoutData, 'details' | 'account'> & { base: string; field: CheckoutField }) {
  const { t } = useLingui()
  const pc = usePageContext()
  const contact = details.contact
  return (
    <>
      {!account && (
        <p className="checkout-signin" data-testid="checkout-signin">
          <Trans>Have an account?</Trans>{' '}
          <a href={`${pc.localePrefix}/login?callbackUrl=${encodeURIComponent(`${base}`)}`}>
            <Trans>Sign in</Trans>
          </a>{' '}
          <Trans>or continue as a guest.</Trans>
        </p>
      )}
      <form method="post" action={`${base}/contact`} data-testid="contact-form" className="checkout-form contact-form">
        <h2>
          <Trans>Your contact details</Trans>
        </h2>
        {field('email', t`Email`, {
          type: 'email',
          required: true,
          autoComplete: 'email',
          defaultValue: contact?.email ?? account?.email,
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
              defaultChecked={contact?.customerType !== 'COMPANY'}
            />{' '}
            <Trans>a private person</Trans>
          </label>{' '}
          <label className="choice-pill">
            <input
              type="radio"
              name="customerType"
              value="COMPANY"
              defaultChecked={contact?.customerType === 'COMPANY'}
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
    </>
  )
}
