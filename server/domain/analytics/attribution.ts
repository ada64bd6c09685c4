/**
 * Campaign attribution from landing URLs (spec sections 1, 3, 7, 9): the affiliate (afcust, afcmp) in `afdata`
 * (15 days, never overwritten), the Google Ads campaign in `awc` (30 days, the latest wins) and the tracked URL
 * identifiers in `attribution` (14 days, the latest tagged landing wins). Cookie values are JSON; every value is read
 * back through the same rules, since the browser may send anything.
 */
export const AFFILIATE_COOKIE = 'afdata'
export const AFFILIATE_COOKIE_DAYS = 15
export const AWC_COOKIE = 'awc'
export const AWC_COOKIE_DAYS = 30
export const ATTRIBUTION_COOKIE = 'attribution'
export const ATTRIBUTION_COOKIE_DAYS = 14

/** Spec section 3: the only URL keys the attribution cookie keeps. */
export const TRACKED_KEYS = [
  'utm_content',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_productid',
  'gclid',
  'fbclid',
  'fbp',
  'fbc',
  'msclkid',
  'gbraid',
  'wbraid',
] as const
export type TrackedKey = (typeof TRACKED_KEYS)[number]
export type TrackedValues = Partial<Record<TrackedKey, string>>

export interface Affiliate {
  /** Partner id as a digit string (partner commissions compare `attribution.afcust` to it as text). */
  afcust: string
  afcmp?: string
}

const MAX_VALUE = 200
/** Below browsers' 4 KB per cookie once percent-encoded. */
const MAX_COOKIE_VALUE = 3000

const AFCUST = /^\d{1,18}$/
const AWC = /^[\w.~-]{1,150}$/

/** Printable text, trimmed, at most `max` characters (longer or empty is refused, not cut: a cut id is wrong). */
function cleanValue(v: unknown, max = MAX_VALUE): string | undefined {
  if (typeof v !== 'string') return undefined
  const s = v.trim()
  if (!s || s.length > max || /[\u0000-\u001f\u007f]/.test(s)) return undefined
  return s
}

export function parseAffiliate(afcust: unknown, afcmp: unknown): Affiliate | null {
  if (typeof afcust !== 'string' || !AFCUST.test(afcust)) return null
  const campaign = cleanValue(afcmp, 100)
  return campaign ? { afcust, afcmp: campaign } : { afcust }
}

export function parseAwc(v: unknown): string | null {
  return typeof v === 'string' && AWC.test(v) ? v : null
}

export function pickTracked(get: (key: TrackedKey) => unknown): TrackedValues {
  const out: TrackedValues = {}
  for (const key of TRACKED_KEYS) {
    const v = cleanValue(get(key))
    if (v !== undefined) out[key] = v
  }
  return out
}

export interface Landing {
  affiliate: Affiliate | null
  awc: string | null
  tracked: TrackedValues
}

/** What a landing URL's query carries; the first value of a repeated key counts. */
export function parseLanding(params: URLSearchParams): Landing {
  return {
    affiliate: parseAffiliate(params.get('afcust'), params.get('afcmp')),
    awc: parseAwc(params.get('awc')),
    tracked: pickTracked((k) => params.get(k)),
  }
}

export function hasLandingData(l: Landing): boolean {
  return l.affiliate !== null || l.awc !== null || Object.keys(l.tracked).length > 0
}

export const affiliateCookieValue = (a: Affiliate): string => JSON.stringify(a)

/** JSON of the tracked values; keys are dropped from the end if the cookie would grow too large. */
export function attributionCookieValue(tracked: TrackedValues): string {
  const entries = Object.entries(tracked)
  let json = JSON.stringify(Object.fromEntries(entries))
  while (entries.length > 0 && encodeURIComponent(json).length > MAX_COOKIE_VALUE) {
    entries.pop()
    json = JSON.stringify(Object.fromEntries(entries))
  }
  return json
}

function parseJsonObject(v: string | undefined): Record<string, unknown> | null {
  if (!v || v.length > 4096) return null
  try {
    const o = JSON.parse(v) as unknown
    return o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function readAffiliateCookie(v: string | undefined): Affiliate | null {
  const o = parseJsonObject(v)
  return o ? parseAffiliate(o.afcust, o.afcmp) : null
}

export function readAttributionCookie(v: string | undefined): TrackedValues {
  const o = parseJsonObject(v)
  return o ? pickTracked((k) => o[k]) : {}
}

export type OrderAttribution = Partial<Affiliate> & { awc?: string } & TrackedValues

/**
 * What an order stores in `orders.attribution`: `{afcust, afcmp, awc, utm_*, gclid, ...}` from the cookies, or null
 * when there is none. `afcust` stays a digit string (partner commissions compare it as text).
 */
export function orderAttribution(cookies: Record<string, string | undefined>): OrderAttribution | null {
  const affiliate = readAffiliateCookie(cookies[AFFILIATE_COOKIE])
  const awc = parseAwc(cookies[AWC_COOKIE])
  const out: OrderAttribution = {
    ...(affiliate ?? {}),
    ...(awc ? { awc } : {}),
    ...readAttributionCookie(cookies[ATTRIBUTION_COOKIE]),
  }
  return Object.keys(out).length > 0 ? out : null
}
