import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { usePriceFormatter } from '../../../components/price.js'
import type { Data } from './+data.js'

export default function UserRequiredActionPage() {
  const { t } = useLingui()
  const { action, invalid } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  usePageTitle(t`Refund details`)
  const back = `${pc.localePrefix}/tracking/${action.orderPublicId}`
  return (
    <section className="user-action" data-testid="user-action">
      <h1>
        <Trans>Refund details for order {action.number}</Trans>
      </h1>
      {action.refundAmountMinor !== null && (
        <p>
          <Trans>Refund amount</Trans>: <strong>{price(action.refundAmountMinor)}</strong>
        </p>
      )}
      {action.done ? (
        <div data-testid="user-action-done">
          <p>
            <Trans>Thank you. We will send the refund to this account:</Trans>
          </p>
          <p>
            {action.answer?.holder} · {action.answer?.iban}
          </p>
        </div>
      ) : (
        <form method="post" action={`${back}/user_required_actions/${action.id}`} data-testid="refund-form">
          {invalid.length > 0 && (
            <p className="form-error" role="alert">
              <Trans>Some fields need your attention.</Trans>
            </p>
          )}
          <p className="form-field">
            <label htmlFor="refund-holder">
              <Trans>Account holder</Trans>
            </label>
            <input
              id="refund-holder"
              name="holder"
              required
              maxLength={70}
              autoComplete="name"
              aria-invalid={invalid.includes('holder') || undefined}
              aria-describedby={invalid.includes('holder') ? 'refund-holder-error' : undefined}
            />
            {invalid.includes('holder') && (
              <span id="refund-holder-error" className="form-error">
                <Trans>Please enter the name of the account holder.</Trans>
              </span>
            )}
          </p>
          <p className="form-field">
            <label htmlFor="refund-iban">IBAN</label>
            <input
              id="refund-iban"
              name="iban"
              required
              maxLength={42}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={invalid.includes('iban') || undefined}
              aria-describedby={invalid.includes('iban') ? 'refund-iban-error' : undefined}
            />
            {invalid.includes('iban') && (
              <span id="refund-iban-error" className="form-error">
                <Trans>This IBAN is not valid. Please check it against your bank statement.</Trans>
              </span>
            )}
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Send refund details</Trans>
          </button>
        </form>
      )}
      <p>
        <a href={back}>
          <Trans>Back to the order</Trans>
        </a>
      </p>
    </section>
  )
}
