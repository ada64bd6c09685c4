/**
 * Cookie consent (spec sections 3, 4, 9). The shop session stores the choice (isConsentGiven, isAnalyticsAccepted,
 * isAdsAccepted, consentVersion); `isConsentGiven` means "the visitor answered", the two flags say what they allowed.
 * A stored answer to another version of the consent text does not count: the visitor is asked again and, until then,
 * everything optional stays denied. Shared by the server (form post, page events) and the browser (banner, tags).
 */
export const CONSENT_VERSION = '2026-11'

/**
 * Google consent mode of a brand (tenant setting analytics.consentMode). basic: the Google tag is not loaded at all
 * until the visitor grants analytics or ads consent (nothing reaches Google before, or after "Reject all").
 * advanced: the tag loads at once with everything denied and sends cookieless pings until an update grants more.
 */
export const CONSENT_MODES = ['basic', 'advanced'] as const
export type ConsentMode = (typeof CONSENT_MODES)[number]
export const DEFAULT_CONSENT_MODE: ConsentMode = 'basic'

/** Whether the brand's Google tag may be on the page now: always in advanced mode, in basic mode only after a grant. */
export function googleTagAllowed(mode: ConsentMode, choice: ConsentChoice | null): boolean {
  if (mode === 'advanced') return true
  return choice !== null && (choice.analytics || choice.ads)
}

export interface ConsentChoice {
  analytics: boolean
  ads: boolean
}

export type ConsentDecision = { status: 'ask' } | ({ status: 'chosen' } & ConsentChoice)

/** The session fields involved; GET /api/session answers null for unset ones. */
export interface StoredConsent {
  isConsentGiven?: boolean | null
  isAnalyticsAccepted?: boolean | null
  isAdsAccepted?: boolean | null
  consentVersion?: string | null
}

/** Whether to ask, or what the visitor allowed under the current consent version. */
export function consentDecision(
  stored: StoredConsent | null | undefined,
  version: string = CONSENT_VERSION,
): ConsentDecision {
  if (!stored || stored.isConsentGiven !== true || stored.consentVersion !== version) return { status: 'ask' }
  return { status: 'chosen', analytics: stored.isAnalyticsAccepted === true, ads: stored.isAdsAccepted === true }
}

/** Analytics allowed right now: answered under the current version, analytics accepted. */
export function analyticsAllowed(stored: StoredConsent | null | undefined): boolean {
  const d = consentDecision(stored)
  return d.status === 'chosen' && d.analytics
}

/** The consent body of POST /api/session (spec section 7) for a choice. */
export function consentSessionUpdate(choice: ConsentChoice, version: string = CONSENT_VERSION) {
  return {
    isConsentGiven: true,
    isAnalyticsAccepted: choice.analytics,
    isAdsAccepted: choice.ads,
    consentVersion: version,
  }
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, ads: true }
export const REJECT_ALL: ConsentChoice = { analytics: false, ads: false }

/**
 * The banner's form without JS: `choice` is the button pressed (accept, reject, save); with save, the checked boxes
 * (`analytics`, `ads`) count. Anything else is not a choice (null).
 */
export function choiceFromForm(body: Record<string, unknown> | null | undefined): ConsentChoice | null {
  const choice = body?.choice
  if (choice === 'accept') return ACCEPT_ALL
  if (choice === 'reject') return REJECT_ALL
  if (choice === 'save') return { analytics: isChecked(body?.analytics), ads: isChecked(body?.ads) }
  return null
}

const isChecked = (v: unknown) => v === 'on' || v === 'true' || v === '1'

export type GoogleConsentValue = 'granted' | 'denied'
export interface GoogleConsentState {
  ad_storage: GoogleConsentValue
  ad_user_data: GoogleConsentValue
  ad_personalization: GoogleConsentValue
  analytics_storage: GoogleConsentValue
}

/** Google consent mode v2 (spec section 4): ads covers the three ad signals, analytics the analytics storage. */
export function googleConsentState(choice: ConsentChoice | null): GoogleConsentState {
  const ads: GoogleConsentValue = choice?.ads ? 'granted' : 'denied'
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  }
}

/**
 * Where the no-JS form returns to: a path on this site only (never `//host` or `/\host`, which browsers treat as
 * another origin), at most 2000 characters; anything else goes to the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length > 2000 ||
    !value.startsWith('/') ||
    /^\/[/\\]/.test(value) ||
    /[\u0000-\u001f\u007f]/.test(value)
  )
    return '/'
  return value
}

/** The query flag of the footer's "Cookie settings" link without JS (the page renders the banner open). */
export const CONSENT_SETTINGS_QUERY = 'consent'
export const CONSENT_SETTINGS_VALUE = 'settings'

/** The current URL as a return path, without the settings flag (so saving does not reopen the banner). */
export function returnPathWithoutSettingsFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(CONSENT_SETTINGS_QUERY)
  const rest = params.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/** A banner answer as recorded (decision 053): which text version, what was allowed. */
export interface ConsentAnswer extends ConsentChoice {
  version: string
}

/**
 * The answer a POST /api/session body gives, or null when it gives none (a screen size, analytics ids, or consent
 * fields that do not say "answered"). The plain consent body and a whole `session` body both count.
 */
export function consentAnswerOf(update: Record<string, unknown>): ConsentAnswer | null {
  const fields = (update.session && typeof update.session === 'object' ? update.session : update) as StoredConsent
  if (fields.isConsentGiven !== true || typeof fields.consentVersion !== 'string') return null
  return {
    version: fields.consentVersion,
    analytics: fields.isAnalyticsAccepted === true,
    ads: fields.isAdsAccepted === true,
  }
}
