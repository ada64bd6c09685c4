import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import type { Data } from './+data.js'

export default function TrackingPage() {
  const { t } = useLingui()
  const { error } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Track your order`)
  return (
    <section className="tracking">
      <h1>
        <Trans>Track your order</Trans>
      </h1>
      <p>
        <Trans>
          Enter the order number from your confirmation email (for example AB12CD34) and the email address or delivery
          postal code of the order.
        </Trans>
      </p>
      {error === 'not_found' && (
        <p className="form-error" role="alert" data-testid="tracking-error">
          <Trans>We could not find an order with these details. Please check them and try again.</Trans>
        </p>
      )}
      {error === 'rate_limited' && (
        <p className="form-error" role="alert" data-testid="tracking-error">
          <Trans>Too many attempts. Please wait a minute and try again.</Trans>
        </p>
      )}
      <form method="post" action={`${pc.localePrefix}/tracking/lookup`} data-testid="tracking-form">
        <p className="form-field">
          <label htmlFor="tracking-order">
            <Trans>Order number</Trans>
          </label>
          <input id="tracking-order" name="order" required autoComplete="off" spellCheck={false} maxLength={80} />
        </p>
        <p className="form-field">
          <label htmlFor="tracking-secret">
            <Trans>Email or delivery postal code</Trans>
          </label>
          <input id="tracking-secret" name="emailOrPostalCode" required maxLength={254} />
        </p>
        <button type="submit" className="btn btn-primary">
          <Trans>Find my order</Trans>
        </button>
      </form>
    </section>
  )
}
