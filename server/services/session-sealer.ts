import * as Iron from 'iron-webcrypto'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { isPastMaxAge, sealedSessionSchema, type SessionData, type ShopSession } from '../domain/shop-session.js'

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
}): SessionSealer {
  const now = opts.now ?? Date.now
  const [current] = opts.secrets
  if (!current) throw new Error('at least one session secret is required')
  const passwords = Object.fromEntries(opts.secrets.map(([id, secret]) => [id, secret]))
  const options = { ...Iron.defaults, ttl: opts.maxAgeMs, localtimeOffsetMsec: 0 }
  const ironOptions = () => ({ ...options, localtimeOffsetMsec: now() - Date.now() })
  return {
    maxAgeMs: opts.maxAgeMs,
    seal: (session) => Iron.seal(session, { id: current[0], secret: current[1] }, ironOptions()),
    async unseal(sealed) {
      if (sealed.length > MAX_COOKIE_BYTES) return null
      let raw: unknown
      try {
        raw = await Iron.unseal(sealed, passwords, ironOptions())
      } catch {
        return null
      }
      const parsed = sealedSessionSchema.safeParse(raw)
      if (!parsed.success || isPastMaxAge(parsed.data, now(), opts.maxAgeMs)) return null
      return parsed.data
    },
    fresh: (data = {}) => ({ id: newSessionId(opts.idBytes), createdAt: now(), data }),
  }
}
