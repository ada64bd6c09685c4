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
 * by a fresh random session, never an error.
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
    await writeShopSession(res, sealer, sealer.fresh(), { secure: secureCookies(req) })
    next()
  }
}
