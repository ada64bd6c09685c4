import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import {
  CONSENT_SETTINGS_QUERY,
  CONSENT_SETTINGS_VALUE,
  choiceFromForm,
  consentDecision,
  returnPathWithoutSettingsFlag,
} from '../server/domain/analytics/consent.js'
import { closeConsentSettings, openConsentSettings, saveConsent, useBannerState } from './client/consent.js'
import { sendPendingPageView } from './client/page-events.js'
import { shopSessionSnapshot, subscribeShopSession, usePersonalView } from './client/use-shop-session.js'
import { LocalLink } from './local-link.js'
import { PersonalSlot } from './personal-slot.js'

/**
 * Cookie consent (spec sections 3, 4). A labelled region, first in the tab order, fixed at the bottom of the screen.
 * The page holds it open when the request's session has no current answer (spliced in per visitor, decision 039: part
 * of the first paint, and without JS a form posting to /consent, 303 back here) and leaves it out otherwise, so it
 * never flashes for visitors who answered. With JS it follows GET /api/session from then on, posts to /api/session
 * and closes. "Cookie settings" in the footer reopens it and moves focus into it.
 */
export function ConsentBanner() {
  const pc = usePageContext()
  const view = usePersonalView()
  const flagged = originalUrl(pc.urlOriginal).searchParams.get(CONSENT_SETTINGS_QUERY) === CONSENT_SETTINGS_VALUE
  // The no-JS "Cookie settings" link opens it for everyone who follows it.
  if (flagged) return <ConsentPanel askedInHtml flagged />
  return (
    <PersonalSlot name="consent" view={view}>
      {(variant) => <ConsentPanel askedInHtml={variant === 'ask'} flagged={false} />}
    </PersonalSlot>
  )
}

function ConsentPanel({ askedInHtml, flagged }: { askedInHtml: boolean; flagged: boolean }) {
  const pc = usePageContext()
  const url = originalUrl(pc.urlOriginal)
  const { state, reopened } = useBannerState(askedInHtml)
  // The stored choice pre-ticks the boxes only after hydration: the shared HTML has them unticked.
  const session = useSyncExternalStore(subscribeShopSession, shopSessionSnapshot, () => null)
  const chosen = session ? consentDecision(session) : null
  const region = useRef<HTMLElement>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!flagged) return
    // The no-JS "Cookie settings" link: open here, and drop the flag so a reload does not reopen it.
    openConsentSettings()
    history.replaceState(
      history.state,
      '',
      returnPathWithoutSettingsFlag(location.pathname, location.search) + location.hash,
    )
  }, [flagged])
  useEffect(() => {
    if (state === 'open' && reopened) region.current?.focus()
  }, [state, reopened])

  if (state === 'closed') return null
  const stored = chosen?.status === 'chosen' ? chosen : null
  const returnTo = returnPathWithoutSettingsFlag(url.pathname, url.search)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const button = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const fields: Record<string, unknown> = Object.fromEntries(new FormData(form))
    const choice = choiceFromForm({ ...fields, choice: button?.value })
    if (!choice || busy) return
    setBusy(true)
    const saved = await saveConsent(choice)
    setBusy(false)
    if (!saved) {
      // The API did not answer: the plain form post still records the choice.
      const input = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'choice',
        value: button?.value ?? '',
      })
      form.append(input)
      form.submit()
      return
    }
    if (choice.analytics) void sendPendingPageView()
    // Focus must not fall to the body when the banner goes: back to "Cookie settings" when reopened from there,
    // else to the main content (the skip link's target), where the next Tab goes on into the page.
    if (reopened) document.querySelector<HTMLElement>('[data-consent-settings]')?.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
  }
  const onKeyDown = (e: KeyboardEvent) => {
    // Escape closes the reopened settings unchanged; a first answer cannot be skipped that way.
    if (e.key === 'Escape' && stored) closeConsentSettings()
  }

  return (
    // Escape inside the banner closes the reopened settings; focus stays on the banner's own buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      className="consent-banner"
      data-state={state}
      data-testid="consent-banner"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="container">
        <h2 id="consent-title" className="consent-title">
          <Trans>Your privacy choices</Trans>
        </h2>
        <p id="consent-text">
          <Trans>
            We use cookies that the shop needs to work. With your permission we also use analytics cookies to improve
            the shop and advertising cookies to measure our campaigns. You can change your choice at any time under
            "Cookie settings".
          </Trans>{' '}
          <LocalLink to="/_section/cookies-info">
            <Trans>More about cookies</Trans>
          </LocalLink>
        </p>
        <form method="post" action="/consent" onSubmit={(e) => void submit(e)}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="consent-actions">
            <button
              type="submit"
              name="choice"
              value="accept"
              className="btn btn-primary"
              disabled={busy}
              data-testid="consent-accept"
            >
              <Trans>Accept all</Trans>
            </button>
            <button
              type="submit"
              name="choice"
              value="reject"
              className="btn btn-primary"
              disabled={busy}
              data-testid="consent-reject"
            >
              <Trans>Reject all</Trans>
            </button>
          </div>
          <details className="consent-choose" open={reopened || undefined}>
            <summary data-testid="consent-choose">
              <Trans>Choose</Trans>
            </summary>
            <fieldset>
              <legend>
                <Trans>Optional cookies</Trans>
              </legend>
              <label>
                <input type="checkbox" name="analytics" value="on" defaultChecked={stored?.analytics ?? false} />{' '}
                <Trans>Analytics: how visitors use the shop</Trans>
              </label>
              <label>
                <input type="checkbox" name="ads" value="on" defaultChecked={stored?.ads ?? false} />{' '}
                <Trans>Advertising: measuring and personalising our ads</Trans>
              </label>
            </fieldset>
            <button
              type="submit"
              name="choice"
              value="save"
              className="btn btn-secondary"
              disabled={busy}
              data-testid="consent-save"
            >
              <Trans>Save my choices</Trans>
            </button>
          </details>
        </form>
      </div>
    </section>
  )
}

/** Footer link: without JS a link to this page with the banner open; with JS it reopens the banner in place. */
export function CookieSettingsLink() {
  const pc = usePageContext()
  const href = `${originalUrl(pc.urlOriginal).pathname}?${CONSENT_SETTINGS_QUERY}=${CONSENT_SETTINGS_VALUE}`
  return (
    <a
      href={href}
      data-vike="false"
      data-consent-settings=""
      data-testid="cookie-settings"
      onClick={(e) => {
        e.preventDefault()
        openConsentSettings()
      }}
    >
      <Trans>Cookie settings</Trans>
    </a>
  )
}

/** The URL as the visitor sees it (with the locale prefix), on the server and in the browser. */
function originalUrl(urlOriginal: string | undefined): URL {
  try {
    return new URL(urlOriginal ?? '/', 'http://shop.invalid')
  } catch {
    return new URL('/', 'http://shop.invalid')
  }
}
