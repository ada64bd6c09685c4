import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { FormField } from '../../components/form-field.js'
import type { Data } from './+data.js'

export default function LoginPage() {
  const { t } = useLingui()
  const { mode, callbackUrl, csrfToken, error, sent, invalid } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(mode === 'register' ? t`Create an account` : t`Sign in`)
  const errors: Record<string, string> = {
    CredentialsSignin: t`The email or password is not correct.`,
    EmailNotConfirmed: t`Please confirm your email address first: open the link we sent you, or ask for a sign-in link below.`,
    TooManyAttempts: t`Too many attempts. Please wait a few minutes and try again.`,
    Verification: t`This link is no longer valid. Links work once and for a short time; please ask for a new one.`,
    InvalidProvider: t`This way of signing in is not available.`,
    MissingCSRF: t`Your session expired. Please try again.`,
  }
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
    </>
  )
  const field = (
    form: string,
    name: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const bad = invalid.includes(name) && form === 'register'
    return (
      <FormField
        id={`${form}-${name}`}
        name={name}
        label={label}
        hint={bad ? undefined : hint}
        error={bad ? (hint ?? t`Please check this field.`) : undefined}
        {...props}
      />
    )
  }
  const passwordHint = t`At least 10 characters. A few words you remember work well.`
  return (
    <section className="login-page">
      <h1>{mode === 'register' ? <Trans>Create an account</Trans> : <Trans>Sign in</Trans>}</h1>
      {error && (
        <p className="form-error" role="alert" data-testid="login-error">
          {errors[error]}
        </p>
      )}
      {sent === 'link' && (
        <p className="notice" role="status" data-testid="login-sent">
          <Trans>If an account exists for this email, we have sent it a sign-in link. Please check your inbox.</Trans>
        </p>
      )}
      {sent === 'confirm' && (
        <p className="notice" role="status" data-testid="login-sent">
          <Trans>Thank you. We have sent you an email: open the link in it to confirm your address and sign in.</Trans>
        </p>
      )}
      {mode === 'signin' ? (
        <>
          <form method="post" action="/api/auth/callback/credentials" data-testid="signin-form">
            {hidden}
            {field('signin', 'email', t`Email`, { type: 'email', required: true, autoComplete: 'email' })}
            {field('signin', 'password', t`Password`, {
              type: 'password',
              required: true,
              autoComplete: 'current-password',
              maxLength: 128,
            })}
            <button type="submit" className="btn btn-primary">
              <Trans>Sign in</Trans>
            </button>{' '}
            <a href={`${pc.localePrefix}/login/password-reset`}>
              <Trans>Forgot your password?</Trans>
            </a>
          </form>
          <form method="post" action="/api/auth/signin/email" data-testid="email-link-form" className="secondary-form">
            <h2>
              <Trans>Sign in without a password</Trans>
            </h2>
            {hidden}
            {field('link', 'email', t`Email`, { type: 'email', required: true, autoComplete: 'email' })}
            <button type="submit" className="btn">
              <Trans>Email me a sign-in link</Trans>
            </button>
          </form>
          <p>
            <Trans>New here?</Trans>{' '}
            <a href={`${pc.localePrefix}/login?mode=register`} data-testid="to-register">
              <Trans>Create an account</Trans>
            </a>
          </p>
        </>
      ) : (
        <>
          <form method="post" action="/api/auth/register" data-testid="register-form">
            {hidden}
            {field('register', 'firstName', t`First name`, {
              required: true,
              autoComplete: 'given-name',
              maxLength: 60,
            })}
            {field('register', 'lastName', t`Last name`, { autoComplete: 'family-name', maxLength: 80 })}
            {field('register', 'email', t`Email`, { type: 'email', required: true, autoComplete: 'email' })}
            {field(
              'register',
              'password',
              t`Password`,
              { type: 'password', required: true, autoComplete: 'new-password', minLength: 10, maxLength: 128 },
              passwordHint,
            )}
            <p className="form-field">
              <label>
                <input type="checkbox" name="newsletter" /> <Trans>Send me the newsletter with offers and ideas</Trans>
              </label>
            </p>
            <button type="submit" className="btn btn-primary">
              <Trans>Create account</Trans>
            </button>
          </form>
          <p>
            <Trans>Already have an account?</Trans>{' '}
            <a href={`${pc.localePrefix}/login`}>
              <Trans>Sign in</Trans>
            </a>
          </p>
        </>
      )}
    </section>
  )
}
