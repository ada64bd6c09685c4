import { useEffect, useState } from 'react'

export interface ShopSessionView {
  customer: { firstName?: string } | null
  cartItemCount: number
}

/**
 * Personal parts of otherwise shared (cacheable) HTML: the page renders the anonymous version and the
 * browser asks /api/session after hydration. This first API call is also what establishes the session cookie.
 */
export function useShopSession(): ShopSessionView | null {
  const [view, setView] = useState<ShopSessionView | null>(null)
  useEffect(() => {
    let live = true
    const load = () =>
      fetch('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<ShopSessionView>) : null))
        .then((v) => {
          if (live && v) setView(v)
        })
        .catch(() => {})
    void load()
    // Pages that change the cart in place announce it, so the header badge follows without a page load.
    window.addEventListener(CART_CHANGED_EVENT, load)
    return () => {
      live = false
      window.removeEventListener(CART_CHANGED_EVENT, load)
    }
  }, [])
  return view
}

export const CART_CHANGED_EVENT = 'shop:cart-changed'
