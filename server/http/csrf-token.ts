import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * CSRF tokens bound to the shop session, shared by the shop's auth forms (api/auth.ts) and the console's sign-in
 * (console/context.tsx), which may not import API routers.
 */

/** CSRF token bound to the shop session (double-submit without a second cookie): HMAC(secret, session id). */
export function csrfTokenFor(secret: string, shopSessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${shopSessionId}`).digest('base64url')
}

/** Constant-time check of a form's CSRF token against the one `csrfTokenFor` makes for this binding. */
export function csrfValid(secret: string, shopSessionId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(csrfTokenFor(secret, shopSessionId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
