import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { useDateTimeFormatter } from '../../../components/order-labels.js'
import { WithdrawalRefusalMessage } from '../../../components/withdrawal-refusal.js'
import type { Data } from './+data.js'

/** The confirmation step of the withdrawal function: which products, the shopper's name, an optional reason. */
export default function WithdrawalPage() {
  const { t } = useLingui()
  const d = useData<Data>()
  const pc = usePageContext()
  const when = useDateTimeFormatter()
  usePageTitle(t`Withdrawal from order ${d.number}`)
  const back = `${pc.localePrefix}/tracking/${d.publicId}`
  const nameInvalid = d.invalid.includes('name')
  return (
    <section className="withdrawal" data-testid="withdrawal">
      <h1>
        <Trans>Withdrawal from order {d.number}</Trans>
      </h1>
      {d.withdrawal ? (
        <div data-testid="withdrawal-done" role="status">
          <p>
            <Trans>
              We received your withdrawal on {when(d.withdrawal.at)}. We have sent you a confirmation by email.
            </Trans>
          </p>
          <ul>
            {d.withdrawal.lines.map((l, i) => (
              <li key={i}>
                {l.quantity} × {l.label}
              </li>
            ))}
          </ul>
        </div>
      ) : d.closed ? (
        <p className="form-error" role="alert" data-testid="withdrawal-refused">
          <WithdrawalRefusalMessage reason={d.closed} />
        </p>
      ) : (
        <form method="post" action={`${back}/withdrawal`} data-testid="withdrawal-form">
          {d.refused && (
            <p className="form-error" role="alert" data-testid="withdrawal-refused">
              <WithdrawalRefusalMessage reason={d.refused} />
            </p>
          )}
          <p>
            {d.deadline !== null ? (
              <Trans>You can withdraw until {when(d.deadline)}.</Trans>
            ) : (
              <Trans>You can withdraw until 14 days after you receive the order.</Trans>
            )}{' '}
            <Trans>You do not need to give a reason.</Trans>
          </p>
          <fieldset>
            <legend>
              <Trans>Products you withdraw from</Trans>
            </legend>
            {d.eligible.map((l) => (
              <p className="form-field form-check" key={l.id}>
                <input id={`withdraw-line-${l.id}`} type="checkbox" name="lines" value={l.id} defaultChecked />
                <label htmlFor={`withdraw-line-${l.id}`}>
                  {l.quantity} × {l.label}
                </label>
              </p>
            ))}
          </fieldset>
          <p className="form-field">
            <label htmlFor="withdraw-name">
              <Trans>Your name</Trans>
            </label>
            <input
              id="withdraw-name"
              name="name"
              required
              maxLength={120}
              autoComplete="name"
              aria-invalid={nameInvalid || undefined}
              aria-describedby={nameInvalid ? 'withdraw-name-error' : undefined}
            />
            {nameInvalid && (
              <span id="withdraw-name-error" className="form-error">
                <Trans>Please enter your name.</Trans>
              </span>
            )}
          </p>
          <p className="form-field">
            <label htmlFor="withdraw-reason">
              <Trans>Reason (optional)</Trans>
            </label>
            <textarea id="withdraw-reason" name="reason" maxLength={500} rows={3} />
          </p>
          <button type="submit" className="btn btn-primary" data-testid="withdrawal-confirm">
            <Trans>Confirm withdrawal</Trans>
          </button>
        </form>
      )}
      {d.personalised.length > 0 && (
        <div data-testid="withdrawal-personalised">
          <p>
            <Trans>
              Personalised products are excluded from the right of withdrawal (Directive 2011/83/EU, article 16(c)):
            </Trans>
          </p>
          <ul>
            {d.personalised.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <a href={back}>
          <Trans>Back to the order</Trans>
        </a>
      </p>
    </section>
  )
}
