// https://vike.dev/error-page
import { Trans } from '@lingui/react/macro'
import { useConfig } from 'vike-react/useConfig'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { HelpBlock } from '../../components/help-block.js'
import { LocalLink } from '../../components/local-link.js'
import type { Data } from './+data.js'

/** Spec section 2: 404 inside the master layout; any other status a plain view with Back to home and Refresh. */
export default function ErrorPage() {
  const pc = usePageContext()
  const is404 = pc.is404 === true
  const helpTopics = useData<Data | undefined>()?.helpTopics ?? []
  useConfig()({ title: is404 ? '404 Not Found' : '500 Error' })
  if (is404) {
    return (
      <section className="error-page error-404" data-testid="error-404">
        <h1>
          <Trans>We can’t find this page</Trans>
        </h1>
        <p>
          <Trans>The link may be broken or the page may have moved. Let’s get you back on track.</Trans>
        </p>
        <p className="actions">
          <LocalLink to="/" className="btn btn-primary">
            <Trans>Back to home</Trans>
          </LocalLink>{' '}
          <LocalLink to="/contact">
            <Trans>Contact us</Trans>
          </LocalLink>
        </p>
        <HelpBlock mode="404" topics={helpTopics} />
      </section>
    )
  }
  const clientError = typeof pc.abortStatusCode === 'number' && pc.abortStatusCode < 500
  return (
    <section className="error-page error-plain" data-testid="error-plain">
      <svg
        className="error-image"
        role="img"
        aria-labelledby="error-image-title"
        viewBox="0 0 120 60"
        width="240"
        height="120"
      >
        <title id="error-image-title">{clientError ? '400' : '500'}</title>
        <text x="60" y="42" textAnchor="middle" fontSize="36" fontWeight="700" fill="currentColor">
          {clientError ? '400' : '500'}
        </text>
      </svg>
      <h1>
        {clientError ? (
          <Trans>This request could not be handled</Trans>
        ) : (
          <Trans>Something went wrong on our side</Trans>
        )}
      </h1>
      <p className="actions">
        <LocalLink to="/" className="btn btn-primary">
          <Trans>Back to home</Trans>
        </LocalLink>{' '}
        {/* An empty href reloads the current URL, also without JS (spec section 2: a Refresh button). */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="" className="btn btn-secondary">
          <Trans>Refresh</Trans>
        </a>
      </p>
    </section>
  )
}
