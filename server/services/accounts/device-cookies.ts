import * as Iron from 'iron-webcrypto'
import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { newSessionId } from '../session/session-sealer.js'

/**
 * OWASP's device cookies (decision 043): a browser that signed in to an account gets a sealed cookie naming that
 * account. During a block of its client address (too many failed sign-ins from there, decision 025) a browser
 * presenting a valid one for the account it signs in to may still try, under its own lockout; unknown browsers stay
 * blocked. Sealed with iron (Fe26.2) like the shop session, under a key derived from AUTH_SECRET.
 */
export const DEVICE_COOKIE = 'shop_device'
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 86_400_000

const payloadSchema = z.object({ v: z.literal(1), id: z.string().min(16).max(64), login: z.string().min(3).max(400) })

export interface DeviceCookies {
  /** A fresh cookie value for this account (`shop:<brand>:<email>`), after a successful sign-in. */
  issue(login: string): Promise<string>
  /** The device's id when `sealed` is a valid, unexpired device cookie of this account; else null. */
  deviceOf(sealed: string | undefined, login: string): Promise<string | null>
}

export function createDeviceCookies(opts: { secret: string; now: () => number }): DeviceCookies {
  // Its own key: a device cookie can never be read as a shop session or a CSRF token, nor the other way round.
  const password = { id: 'd1', secret: createHmac('sha256', opts.secret).update('device-cookie').digest('hex') }
  const options = () => ({
    ...Iron.defaults,
    ttl: DEVICE_COOKIE_MAX_AGE_MS,
    localtimeOffsetMsec: opts.now() - Date.now(),
  })
  return {
    issue: (login) => Iron.seal({ v: 1, id: newSessionId(), login }, password, options()),
    async deviceOf(sealed, login) {
      if (!sealed || sealed.length > 1024) return null
      let raw: unknown
      try {
        raw = await Iron.unseal(sealed, { [password.id]: password.secret }, options())
      } catch {
        return null
      }
      const parsed = payloadSchema.safeParse(raw)
      return parsed.success && parsed.data.login === login ? parsed.data.id : null
    },
  }
}
