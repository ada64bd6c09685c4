import { useEffect, useSyncExternalStore } from 'react'

/** Spec section 3/4: the browser's view of the sign-in, refreshed when the tab becomes visible and every 24 hours. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated'
export interface AuthSnapshot {
  status: AuthStatus
  user: { id: string; name: string; email: string; kind: string; permissions: string[] } | null
  expires: string | null
  lastRefreshed: number | null
}

export const REFRESH_EVERY_MS = 24 * 3_600_000

const INITIAL: AuthSnapshot = { status: 'loading', user: null, expires: null, lastRefreshed: null }
let snapshot: AuthSnapshot = INITIAL
const listeners = new Set<() => void>()
let inflight: Promise<void> | null = null

function publish(next: AuthSnapshot) {
  snapshot = next
  for (const l of listeners) l()
}

/** Asks /api/auth/session once at a time; a failed request keeps the last known state. */
export function refreshAuth(fetcher: typeof fetch = fetch): Promise<void> {
  inflight ??= fetcher('/api/auth/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (r) => {
      if (!r.ok) return
      const body = (await r.json()) as { user?: AuthSnapshot['user']; expires?: string }
      publish(
        body.user
          ? { status: 'authenticated', user: body.user, expires: body.expires ?? null, lastRefreshed: Date.now() }
          : { status: 'unauthenticated', user: null, expires: null, lastRefreshed: Date.now() },
      )
    })
    .catch(() => {})
    .finally(() => {
      inflight = null
    })
  return inflight
}

let started = false
function start() {
  if (started || typeof window === 'undefined') return
  started = true
  void refreshAuth()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshAuth()
  })
  setInterval(() => void refreshAuth(), REFRESH_EVERY_MS)
}

export function useAuthStatus(): AuthSnapshot {
  useEffect(start, [])
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => snapshot,
    () => INITIAL,
  )
}

export function authSnapshot(): AuthSnapshot {
  return snapshot
}

/** For tests. */
export function resetAuthStatus(): void {
  snapshot = INITIAL
  inflight = null
}
