import type { NextFunction, Request, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import { validateStaffSession } from '../services/console/staff-auth.js'
import {
  bodyOf,
  csrfToken,
  csrfValid,
  sendCsrfRefused,
  SESSION_COOKIE,
  wantsJson,
  type ConsoleContext,
} from './context.js'

/** Who is signed in (res.locals.staff, or null) and the CSRF token of their session; every console request. */
export function loadStaff(ctx: ConsoleContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const cookies = parseCookies(req.headers.cookie ?? '')
    res.locals.cookies = cookies
    const found = await validateStaffSession(ctx, cookies[SESSION_COOKIE])
    res.locals.staff = found?.staff ?? null
    res.locals.staffSessionId = found?.sessionId
    res.locals.csrf = found ? csrfToken(ctx.opts.secret, found.sessionId) : null
    next()
  }
}

/** Everything after sign-in needs a signed-in member, and POSTs need the session's CSRF token. */
export function requireStaff(ctx: ConsoleContext) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!res.locals.staff) {
      if (wantsJson(req))
        return res.status(401).json({ error: { code: 'unauthenticated', message: 'Sign in to the console.' } })
      return res.redirect(
        303,
        `/console/login?${new URLSearchParams({ next: req.method === 'GET' ? req.originalUrl : '/console' })}`,
      )
    }
    // The logo upload (multipart) carries its token in the body, checked by its route once the body is read.
    const upload = req.is('multipart/form-data') && /\/settings\/theme\/logo$/.test(req.path)
    if (req.method === 'POST' && !upload && !csrfValid(ctx.opts.secret, tokenBinding(res), bodyOf(req).csrfToken))
      return sendCsrfRefused(req, res)
    next()
  }
}

/** The session id a member's CSRF tokens are bound to. */
function tokenBinding(res: Response): string | undefined {
  return res.locals.staffSessionId as string | undefined
}
