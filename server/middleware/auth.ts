import type { RequestHandler, Response } from 'express'
import type { Db } from '../../db/client.js'
import type { Tenant } from '../domain/tenancy/tenant.js'
import type { ShopSession } from '../domain/session/shop-session.js'
import { validateSessionToken, type SignedInUser } from '../services/accounts/auth-service.js'

export const AUTH_COOKIE = 'auth_session'

/** Reads the sign-in cookie: res.locals.user is the account (of this brand) or null. Never fails a request. */
export function authMiddleware(opts: { db: Db; now?: () => number }): RequestHandler {
  return async (req, res, next) => {
    const token = (res.locals.cookies as Record<string, string | undefined> | undefined)?.[AUTH_COOKIE]
    const tenant = res.locals.tenant as Tenant
    const found = token
      ? await validateSessionToken({ db: opts.db, now: opts.now ?? Date.now }, token, tenant.brand.slug)
      : null
    res.locals.user = found?.user ?? null
    res.locals.authExpiresAt = found?.expiresAt ?? null
    next()
  }
}

export function setAuthCookie(res: Response, token: string, expiresAt: number, secure: boolean): void {
  res.cookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(expiresAt),
    encode: String,
  })
}

export function clearAuthCookie(res: Response, secure: boolean): void {
  res.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' })
}

/**
 * Who owns carts and orders in this request: a signed-in customer's cart follows the account across devices
 * (key `c:<id>`); anyone else's belongs to the shop session.
 */
export function ownerId(res: Response): string {
  const user = res.locals.user as SignedInUser | null
  return user ? `c:${user.id}` : (res.locals.shopSession as ShopSession).id
}
