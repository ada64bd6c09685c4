import { useEffect, useSyncExternalStore } from 'react'
import type { StoredConsent } from '../../server/domain/analytics/consent.js'
import {
  ANONYMOUS_VIEW,
  PERSONAL_VIEW_ELEMENT_ID,
  type PersonalView,
} from '../../server/domain/session/personal-view.js'

export interface ShopSessionView extends StoredConsent {
  customer: { firstName?: string } | null
  cartItemCount: number
}

/**
 * The browser's copy of the shop session (GET /api/session): asked after hydration and again after each client-side
 * navigation (cart badge, consent, analytics ids). One request at a
 * time for everyone (header, consent banner, analytics): the first one is also what establishes the session cookie,
 * so two parallel first requests would create two sessions.
 */
let view: ShopSessionView | null = null
let inflight: Promise<ShopSessionView | null> | null = null
const listeners = new Set<() => void>()

function publish(next: ShopSessionView) {
  view = next
  const was = currentPersonalView()
  personal = {
    isConsentGiven: next.isConsentGiven ?? null,
    isAnalyticsAccepted: next.isAnalyticsAccepted ?? null,
    isAdsAccepted: next.isAdsAccepted ?? null,
    consentVersion: next.consentVersion ?? null,
    cartItemCount: next.cartItemCount,
    // A signed-in name came with the page; the session only knows a guest's.
    account: was.account ?? (next.customer?.firstName ? { firstName: next.customer.firstName } : null),
  }
  for (const l of listeners) l()
}

/**
 * The visitor's part of the page as the server spliced it in (decision 039): the JSON it embedded, read once. During
 * hydration components render from exactly this, so the HTML they hydrate matches; /api/session answers update it.
 */
let embedded: PersonalView | undefined
let personal: PersonalView | undefined

function embeddedPersonalView(): PersonalView {
  if (embedded) return embedded
  try {
    const text = document.getElementById(PERSONAL_VIEW_ELEMENT_ID)?.textContent
    embedded = text ? (JSON.parse(text) as PersonalView) : ANONYMOUS_VIEW
  } catch {
    embedded = ANONYMOUS_VIEW
  }
  return embedded
}

function currentPersonalView(): PersonalView {
  return (personal ??= embeddedPersonalView())
}

/**
 * null on the server: components then render every variant of their slots (components/personal-slot.tsx). In the
 * browser, the embedded view while hydrating, then the latest one.
 */
export function usePersonalView(): PersonalView | null {
  useEffect(() => {
    void loadShopSession()
    const refresh = () => void refreshShopSession()
    window.addEventListener(CART_CHANGED_EVENT, refresh)
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh)
  }, [])
  return useSyncExternalStore(subscribeShopSession, currentPersonalView, serverPersonalView)
}

function serverPersonalView(): PersonalView | null {
  return typeof document === 'undefined' ? null : embeddedPersonalView()
}

/** Asks /api/session (joining a request already under way); a failure keeps the last known view. */
export function refreshShopSession(fetcher: typeof fetch = fetch): Promise<ShopSessionView | null> {
  inflight ??= fetcher('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (r) => (r.ok ? ((await r.json()) as ShopSessionView) : null))
    .then((v) => {
      if (v) publish(v)
      return view
    })
    .catch(() => view)
    .finally(() => {
      inflight = null
    })
  return inflight
}

/** The session as last loaded, loading it first if this page has not asked yet. */
export function loadShopSession(): Promise<ShopSessionView | null> {
  return view ? Promise.resolve(view) : refreshShopSession()
}

/** After a POST /api/session, whose answer is the updated view. */
export function setShopSession(next: ShopSessionView): void {
  publish(next)
}

export function shopSessionSnapshot(): ShopSessionView | null {
  return view
}

export function subscribeShopSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Pages that change the cart in place announce it, so the header badge follows without a page load. */
export const CART_CHANGED_EVENT = 'shop:cart-changed'

/** For tests. */
export function resetShopSession(): void {
  view = null
  embedded = undefined
  personal = undefined
  inflight = null
  listeners.clear()
}
