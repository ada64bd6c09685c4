import type { RequestHandler, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import type { ShopSession } from '../domain/shop-session.js'
import { MAX_COOKIE_BYTES, SHOP_SESSION_COOKIE, type SessionSealer } from '../services/session-sealer.js'

export interface CookieOptions {
  secure: boolean
}

/** Seals the session into its cookie; refuses to emit a cookie browsers would drop. */
export async function writeShopSession(res: Response, sealer: SessionSealer, session: ShopSession, opts: CookieOptions): Promise<boolean> {
  const sealed = await sealer.seal(session)
  if (sealed.length + SHOP_SESSION_COOKIE.length + 1 > MAX_COOKIE_BYTES) return false
  res.cookie(SHOP_SESSION_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: sealer.maxAgeMs,
    encode: String,
  })
  res.locals.shopSession = session
  return true
}

/**
 * Spec section 4/5: a missing, tampered, expired or otherwise rejected cookie is replaced
 * by a fresh random session, never an error. The new cookie is only sent where the session matters
 * (API calls and form posts): page HTML stays free of Set-Cookie, so it can be cached and costs no sealing.
 */
export function shopSessionMiddleware(sealer: SessionSealer, secureCookies: (req: Parameters<RequestHandler>[0]) => boolean): RequestHandler {
  return async (req, res, next) => {
    const cookies = parseCookies(req.headers.cookie ?? '')
    res.locals.cookies = cookies
    const raw = cookies[SHOP_SESSION_COOKIE]
    const existing = raw ? await sealer.unseal(raw) : null
    if (existing) {
      res.locals.shopSession = existing
      return next()
    }
    const fresh = sealer.fresh()
    res.locals.shopSession = fresh
    const persist = req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')
    if (persist) await writeShopSession(res, sealer, fresh, { secure: secureCookies(req) })
    next()
  }
}
