import { useSyncExternalStore } from 'react'
import {
  consentDecision,
  consentSessionUpdate,
  type ConsentChoice,
  type ConsentDecision,
} from '../../server/domain/analytics/consent.js'
import { updateGoogleConsent } from './google-tag.js'
import {
  loadShopSession,
  setShopSession,
  shopSessionSnapshot,
  subscribeShopSession,
  type ShopSessionView,
} from './use-shop-session.js'

/**
 * The browser's single source of truth for consent: the shop session as GET/POST /api/session report it, read through
 * the shared rule (current consent version). The banner, the Google tag, page events and ecommerce events all ask here.
 */

/** null while the session has not been read yet on this page. */
export function currentConsent(): ConsentDecision | null {
  const view = shopSessionSnapshot()
  return view ? consentDecision(view) : null
}

/** The decision once the session is known; an unreadable session counts as "not chosen" (nothing is sent). */
export async function loadConsent(
  session: Promise<ShopSessionView | null> = loadShopSession(),
): Promise<ConsentDecision> {
  const view = await session
  return consentDecision(view)
}

export async function analyticsConsented(): Promise<boolean> {
  const d = await loadConsent()
  return d.status === 'chosen' && d.analytics
}

/** Stores the choice in the shop session (POST /api/session, spec section 7); false if the request failed. */
export async function saveConsent(choice: ConsentChoice, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher('/api/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(consentSessionUpdate(choice)),
    })
    if (!res.ok) return false
    setShopSession((await res.json()) as ShopSessionView)
    setSettingsOpen(false)
    return true
  } catch {
    return false
  }
}

let syncing = false
/** Every time the session is (re)read with an answer, Google gets the matching consent update (deduplicated there). */
export function startConsentSync(): void {
  if (syncing) return
  syncing = true
  const apply = () => {
    const d = currentConsent()
    if (d?.status === 'chosen') updateGoogleConsent({ analytics: d.analytics, ads: d.ads })
  }
  subscribeShopSession(apply)
  apply()
}

/* The banner: open when the session has no current answer, or when the visitor reopens it ("Cookie settings"). */
let settingsOpen = false
const settingsListeners = new Set<() => void>()
function setSettingsOpen(open: boolean) {
  settingsOpen = open
  for (const l of settingsListeners) l()
}

export function openConsentSettings(): void {
  setSettingsOpen(true)
}

export function closeConsentSettings(): void {
  setSettingsOpen(false)
}

export type BannerState = 'open' | 'closed'

/**
 * Until the browser has read the session itself, the server's answer stands: it renders the banner open exactly when
 * the request's session holds no current answer, so the banner is part of the first paint (not the late LCP element
 * it was while it waited for /api/session) and the no-JS form at once.
 */
export function bannerState(opts: {
  settingsOpen: boolean
  consent: ConsentDecision | null
  renderedOnServer: boolean
}): BannerState {
  if (opts.settingsOpen) return 'open'
  if (opts.consent === null) return opts.renderedOnServer ? 'open' : 'closed'
  return opts.consent.status === 'ask' ? 'open' : 'closed'
}

function subscribe(l: () => void): () => void {
  settingsListeners.add(l)
  const off = subscribeShopSession(l)
  return () => {
    settingsListeners.delete(l)
    off()
  }
}

export function useBannerState(renderedOnServer: boolean): { state: BannerState; reopened: boolean } {
  const state = useSyncExternalStore(
    subscribe,
    () => bannerState({ settingsOpen, consent: currentConsent(), renderedOnServer }),
    () => (renderedOnServer ? 'open' : 'closed'),
  )
  const reopened = useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  )
  return { state, reopened }
}
