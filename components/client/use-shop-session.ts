import { useEffect, useSyncExternalStore } from 'react'
import type { StoredConsent } from '../../server/domain/analytics/consent.js'

export interface ShopSessionView extends StoredConsent {
  customer: { firstName?: string } | null
  cartItemCount: number
}

/**
 * Personal parts of otherwise shared (cacheable) HTML: the page renders the anonymous version and the browser asks
 * /api/session after hydration and again after each client-side navigation (cart badge, consent). One request at a
 * time for everyone (header, consent banner, analytics): the first one is also what establishes the session cookie,
 * so two parallel first requests would create two sessions.
 */
let view: ShopSessionView | null = null
let inflight: Promise<ShopSessionView | null> | null = null
const listeners = new Set<() => void>()

function publish(next: ShopSessionView) {
  view = next
  for (const l of listeners) l()
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

export function useShopSession(): ShopSessionView | null {
  useEffect(() => {
    void loadShopSession()
    const refresh = () => void refreshShopSession()
    window.addEventListener(CART_CHANGED_EVENT, refresh)
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh)
  }, [])
  return useSyncExternalStore(
    subscribeShopSession,
    () => view,
    () => null,
  )
}

/** For tests. */
export function resetShopSession(): void {
  view = null
  inflight = null
  listeners.clear()
}
