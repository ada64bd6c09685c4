import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import type { Data } from './+data.js'

export default function LoginPasswordResetPage() {
  const { t } = useLingui()
  const { token, csrfToken, sent, error, invalid } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Reset your password`)
  const errors: Record<string, string> = {
    InvalidToken: t`This link is no longer valid. Links work once and for 30 minutes; please ask for a new one.`,
    TooManyAttempts: t`Too many attempts. Please wait a few minutes and try again.`,
    MissingCSRF: t`Your session expired. Please try again.`,
  }
  return (
    <section className="login-page">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {error && (
        <p className="form-error" role="alert" data-testid="reset-error">
          {errors[error]}
        </p>
      )}
      {sent && (
        <p className="notice" role="status" data-testid="reset-sent">
          <Trans>If an account exists for this email, we have sent it a link to choose a new password.</Trans>
        </p>
      )}
      {token ? (
        <form method="post" action="/api/auth/password-reset/confirm" data-testid="new-password-form">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="callbackUrl" value={`${pc.localePrefix}/accounts/home`} />
          <p className="form-field">
            <label htmlFor="reset-password">
              <Trans>New password</Trans>
            </label>
            <input
              id="reset-password"
              name="password"
              type="password"
              required
              minLength={10}
              maxLength={128}
              autoComplete="new-password"
              aria-invalid={invalid || undefined}
              aria-describedby="reset-password-hint"
            />
            <span id="reset-password-hint" className={invalid ? 'form-error' : 'form-hint'}>
              <Trans>At least 10 characters. A few words you remember work well.</Trans>
            </span>
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Save the new password</Trans>
          </button>
        </form>
      ) : (
        <form method="post" action="/api/auth/password-reset/request" data-testid="reset-request-form">
          <p>
            <Trans>We will email you a link to choose a new password.</Trans>
          </p>
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="callbackUrl" value={`${pc.localePrefix}/login`} />
          <p className="form-field">
            <label htmlFor="reset-email">
              <Trans>Email</Trans>
            </label>
            <input id="reset-email" name="email" type="email" required autoComplete="email" />
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Send the link</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
