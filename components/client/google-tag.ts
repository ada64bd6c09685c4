import {
  googleConsentState,
  googleTagAllowed,
  type ConsentChoice,
  type ConsentMode,
} from '../../server/domain/analytics/consent.js'

/**
 * Google consent mode v2 and the GA4 tag, from the bundle (the CSP forbids inline scripts). The consent defaults
 * (everything denied) are the first thing in the dataLayer; the tag (gtag.js) loads only for a brand with a GA4 id:
 * in the brand's "advanced" consent mode at once (it sends nothing that needs consent until an update grants it), in
 * "basic" mode (the default) only once the visitor grants analytics or ads, never after "Reject all".
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
/** The brand's tag and mode, kept from hydration so that a later grant can load it (basic mode). */
let brandTag: { ga4Id: string; mode: ConsentMode } | null = null
let lastChoice: ConsentChoice | null = null

/** Idempotent; called before anything else reaches the dataLayer. */
export function ensureConsentDefaults(): void {
  if (defaultsPushed) return
  defaultsPushed = true
  gtag('consent', 'default', { ...googleConsentState(null), wait_for_update: 500 })
}

/**
 * At hydration: the defaults, then gtag.js with the brand's id when the consent mode allows it now (none without an
 * id). A choice already read from the session (basic mode) counts.
 */
export function initGoogleTag(ga4Id: string | null, mode: ConsentMode): void {
  ensureConsentDefaults()
  brandTag = ga4Id ? { ga4Id, mode } : null
  loadTagIfAllowed()
}

function loadTagIfAllowed(): void {
  if (!brandTag || tagLoaded || !googleTagAllowed(brandTag.mode, lastChoice)) return
  tagLoaded = true
  const { ga4Id } = brandTag
  gtag('js', new Date())
  gtag('config', ga4Id)
  const script = document.createElement('script')
  script.async = true
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ga4Id)}`
  script.dataset.googleTag = ga4Id
  document.head.appendChild(script)
}

/**
 * After a choice (or when a stored one is read): the four signals, pushed once per distinct state; then, in basic
 * mode, the tag if the choice grants analytics or ads (the update precedes the tag's config in the dataLayer).
 */
export function updateGoogleConsent(choice: ConsentChoice): void {
  ensureConsentDefaults()
  lastChoice = choice
  const state = googleConsentState(choice)
  const key = JSON.stringify(state)
  if (key !== lastUpdate) {
    lastUpdate = key
    gtag('consent', 'update', state)
  }
  loadTagIfAllowed()
}
