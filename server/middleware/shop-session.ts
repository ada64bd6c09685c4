import type { RequestHandler, Response } from 'express'
import type { ShopSession } from '../domain/session/shop-session.js'
import { MAX_COOKIE_BYTES, SHOP_SESSION_COOKIE } from '../services/session/session-sealer.js'
import type { SessionStore } from '../services/session/session-store.js'
import { requestContext } from '../http/request-context.js'

export interface CookieOptions {
  secure: boolean
}

/** Persists the session and sends its cookie when it changed; refuses to emit a cookie browsers would drop. */
export async function writeShopSession(
  res: Response,
  store: SessionStore,
  session: ShopSession,
  opts: CookieOptions,
): Promise<boolean> {
  const context = requestContext(res)
  const isNew = context.shopSessionIsNew
  const sealed = await store.write(session, { isNew })
  context.shopSession = session
  context.shopSessionIsNew = false
  if (sealed === null) return true
  if (sealed.length + SHOP_SESSION_COOKIE.length + 1 > MAX_COOKIE_BYTES) return false
  res.cookie(SHOP_SESSION_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: store.maxAgeMs,
    encode: String,
  })
  return true
}

/**
 * Spec section 4/5: a missing, tampered, expired or otherwise rejected cookie is replaced
 * by a fresh random session, never an error. The new cookie is only sent where the session matters
 * (API calls and form posts): page HTML stays free of Set-Cookie, so it can be cached and costs no sealing.
 */
export function shopSessionMiddleware(
  store: SessionStore,
  secureCookies: (req: Parameters<RequestHandler>[0]) => boolean,
): RequestHandler {
  return async (req, res, next) => {
    const context = requestContext(res)
    const existing = await context.storedSession()
    if (existing) {
      context.shopSession = existing
      return next()
    }
    const fresh = store.fresh()
    context.shopSession = fresh
    context.shopSessionIsNew = true
    const persist = req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')
    if (persist) await writeShopSession(res, store, fresh, { secure: secureCookies(req) })
    next()
  }
}
