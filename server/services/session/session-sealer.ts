import * as Iron from 'iron-webcrypto'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import {
  isPastMaxAge,
  sealedSessionSchema,
  type SessionData,
  type ShopSession,
} from '../../domain/session/shop-session.js'

export const SHOP_SESSION_COOKIE = 'shop_session'
export const MAX_COOKIE_BYTES = 4096

export interface SessionSealer {
  seal(session: ShopSession): Promise<string>
  /** The session in the cookie, or null for anything iron or the schema rejects (spec section 5). */
  unseal(sealed: string): Promise<ShopSession | null>
  fresh(data?: SessionData): ShopSession
  maxAgeMs: number
}

export function newSessionId(bytes = 20): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)))
}

/**
 * Fe26.2 sealing with password rotation: the first secret seals, every listed id unseals,
 * so a rotated-out secret keeps working until its cookies age out.
 */
export function createSessionSealer(opts: {
  secrets: readonly (readonly [string, string])[]
  maxAgeMs: number
  idBytes?: number
  now?: () => number
  cacheSize?: number
}): SessionSealer {
  const now = opts.now ?? Date.now
  const [current] = opts.secrets
  if (!current) throw new Error('at least one session secret is required')
  const passwords = Object.fromEntries(opts.secrets.map(([id, secret]) => [id, secret]))
  const options = { ...Iron.defaults, ttl: opts.maxAgeMs, localtimeOffsetMsec: 0 }
  const ironOptions = () => ({ ...options, localtimeOffsetMsec: now() - Date.now() })
  // Unsealing costs two key derivations (~0.6 ms); a returning visitor sends the same seal on every page,
  // so verified seals are remembered (bounded, oldest dropped) and only expiry is re-checked on a hit.
  const verified = new Map<string, ShopSession>()
  const CACHE_MAX = opts.cacheSize ?? 10_000
  const remember = (sealed: string, session: ShopSession) => {
    if (verified.size >= CACHE_MAX) verified.delete(verified.keys().next().value!)
    verified.set(sealed, session)
  }
  // One expiry rule for the first verification and for a cached one (decision 025): a seal must carry an expiry
  // (every seal made here does) and it must lie ahead. Iron alone would accept a seal without one, or one that
  // expired up to a minute ago (its clock skew allowance), and the cache would then refuse it on the next request.
  const sealLive = (sealed: string) => {
    const exp = sealed.split('*')[5] ?? ''
    return /^\d{1,15}$/.test(exp) && Number(exp) > now()
  }
  return {
    maxAgeMs: opts.maxAgeMs,
    seal: (session) => Iron.seal(session, { id: current[0], secret: current[1] }, ironOptions()),
    async unseal(sealed) {
      if (sealed.length > MAX_COOKIE_BYTES) return null
      if (!sealLive(sealed)) {
        verified.delete(sealed)
        return null
      }
      const hit = verified.get(sealed)
      if (hit) {
        if (!isPastMaxAge(hit, now(), opts.maxAgeMs)) return hit
        verified.delete(sealed)
        return null
      }
      let raw: unknown
      try {
        raw = await Iron.unseal(sealed, passwords, ironOptions())
      } catch {
        return null
      }
      const parsed = sealedSessionSchema.safeParse(raw)
      if (!parsed.success || isPastMaxAge(parsed.data, now(), opts.maxAgeMs)) return null
      remember(sealed, parsed.data)
      return parsed.data
    },
    fresh: (data = {}) => ({ id: newSessionId(opts.idBytes), createdAt: now(), data }),
  }
}
