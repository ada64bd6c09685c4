import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import type { Data } from './+data.js'

/** Newsletter sign-up with double opt-in; the mailed link lands here and is confirmed with one click (a POST). */
export default function NewsletterPage() {
  const { t } = useLingui()
  const { confirmToken, sent, confirmed, invalid, error } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Newsletter`)
  const action = `${pc.localePrefix}/newsletter`
  return (
    <section className="newsletter-page" data-testid="newsletter-page">
      <h1>
        <Trans>Newsletter</Trans>
      </h1>
      {confirmed && (
        <p className="notice" role="status" data-testid="newsletter-confirmed">
          <Trans>Your subscription is confirmed. Welcome!</Trans>
        </p>
      )}
      {sent && (
        <p className="notice" role="status" data-testid="newsletter-sent">
          <Trans>Almost done: we have sent you an email. Open the link in it to confirm your subscription.</Trans>
        </p>
      )}
      {error === 'invalid_link' && (
        <p className="form-error" role="alert">
          <Trans>This confirmation link is not valid any more. Please subscribe again.</Trans>
        </p>
      )}
      {error === 'rate_limited' && (
        <p className="form-error" role="alert">
          <Trans>Too many attempts. Please wait a few minutes and try again.</Trans>
        </p>
      )}
      {confirmToken ? (
        <form method="post" action={`${action}/confirm`} data-testid="newsletter-confirm-form">
          <input type="hidden" name="token" value={confirmToken} />
          <p>
            <Trans>Please confirm that you want to receive our newsletter.</Trans>
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Confirm subscription</Trans>
          </button>
        </form>
      ) : (
        !confirmed && (
          <form method="post" action={action} data-testid="newsletter-form">
            <p>
              <Trans>
                Get ideas, new designs and offers by email. You can unsubscribe at any time with the link in every
                email.
              </Trans>
            </p>
            <p className="form-field">
              <label htmlFor="newsletter-email">
                <Trans>Email</Trans>
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? 'newsletter-email-error' : undefined}
              />
              {invalid && (
                <span id="newsletter-email-error" className="form-error">
                  <Trans>Please check this field.</Trans>
                </span>
              )}
            </p>
            <button type="submit" className="btn btn-primary">
              <Trans>Subscribe</Trans>
            </button>
          </form>
        )
      )}
    </section>
  )
}
