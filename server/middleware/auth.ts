import type { RequestHandler, Response } from 'express'
import { AUTH_COOKIE, requestContext } from '../http/request-context.js'

export { AUTH_COOKIE }

/** Reads the sign-in cookie: the request context's user is the account (of this brand) or null. Never fails a request. */
export function authMiddleware(): RequestHandler {
  return async (_req, res, next) => {
    const context = requestContext(res)
    const found = await context.signIn()
    context.user = found?.user ?? null
    context.authExpiresAt = found?.expiresAt ?? null
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
  const { user, shopSession } = requestContext(res)
  return user ? `c:${user.id}` : shopSession.id
}
