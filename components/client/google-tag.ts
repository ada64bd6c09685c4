import { googleConsentState, type ConsentChoice } from '../../server/domain/analytics/consent.js'

/**
 * Google consent mode v2 and the GA4 tag, from the bundle (the CSP forbids inline scripts). The consent defaults
 * (everything denied) are the first thing in the dataLayer; the tag (gtag.js) loads only for a brand with a GA4 id,
 * in consent mode it sends nothing that needs consent until an update grants it.
 */
declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

/** gtag.js reads `arguments` objects from the dataLayer (not arrays), so this must stay a plain function. */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself
  window.dataLayer.push(arguments)
}

let defaultsPushed = false
let tagLoaded = false
let lastUpdate: string | null = null

/** Idempotent; called before anything else reaches the dataLayer. */
export function ensureConsentDefaults(): void {
  if (defaultsPushed) return
  defaultsPushed = true
  gtag('consent', 'default', { ...googleConsentState(null), wait_for_update: 500 })
}

/** At hydration: the defaults, then gtag.js with the brand's id (none without an id). */
export function initGoogleTag(ga4Id: string | null): void {
  ensureConsentDefaults()
  if (!ga4Id || tagLoaded) return
  tagLoaded = true
  gtag('js', new Date())
  gtag('config', ga4Id)
  const script = document.createElement('script')
  script.async = true
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ga4Id)}`
  script.dataset.googleTag = ga4Id
  document.head.appendChild(script)
}

/** After a choice (or when a stored one is read): the four signals, pushed once per distinct state. */
export function updateGoogleConsent(choice: ConsentChoice): void {
  ensureConsentDefaults()
  const state = googleConsentState(choice)
  const key = JSON.stringify(state)
  if (key === lastUpdate) return
  lastUpdate = key
  gtag('consent', 'update', state)
}
