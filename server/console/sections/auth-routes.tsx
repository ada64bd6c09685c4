import { Router } from 'express'
import { secureCookies } from '../../http/secure-cookies.js'
import { newToken } from '../../domain/accounts/auth-rules.js'
import { addressOf, refused } from '../../http/requester.js'
import { endStaffSession, normalizeStaffEmail, signInStaff } from '../../services/console/staff-auth.js'
import {
  bodyOf,
  csrfToken,
  csrfValid,
  LOGIN_COOKIE,
  one,
  sendPage,
  sendSaved,
  SESSION_COOKIE,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { t } from '../i18n.js'
import { LoginPage } from '../views/login-page.js'
import { msg } from '@lingui/core/macro'

type Cookies = Record<string, string | undefined>

/**
 * Sign-in (before any member is known): the form's CSRF token is bound to a random pre-session cookie, failed
 * attempts are throttled per account and per address, and a success starts a host-only session cookie.
 */
export function signInRoutes(ctx: ConsoleContext): Router {
  const { opts } = ctx
  const router = Router()
  const { limiter } = opts

  router.get('/console/login', (req, res) => {
    if (res.locals.staff) return res.redirect(303, '/console')
    let nonce = (res.locals.cookies as Cookies)[LOGIN_COOKIE]
    if (!nonce || nonce.length !== 32) {
      nonce = newToken()
      res.cookie(LOGIN_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(req),
        path: '/console',
        encode: String,
      })
    }
    const error =
      req.query.error === 'signin'
        ? t(msg`Email or password is wrong, or the account is disabled.`)
        : req.query.error === 'throttled'
          ? t(msg`Too many failed attempts; wait 15 minutes and try again.`)
          : req.query.error === 'csrf'
            ? t(msg`The form expired; please try again.`)
            : null
    sendPage(
      res,
      error ? 401 : 200,
      <LoginPage csrf={csrfToken(opts.secret, `login:${nonce}`)} error={error} next={safeNext(req.query.next)} />,
    )
  })

  router.post('/console/login', async (req, res) => {
    const b = bodyOf(req)
    const next = safeNext(b.next)
    const fail = (status: number, error: string) =>
      wantsJson(req)
        ? res.status(status).json({ error: { code: error } })
        : res.redirect(303, `/console/login?${new URLSearchParams({ error, next })}`)
    const nonce = (res.locals.cookies as Cookies)[LOGIN_COOKIE]
    if (!csrfValid(opts.secret, nonce ? `login:${nonce}` : undefined, b.csrfToken)) return fail(403, 'csrf')
    const email = normalizeStaffEmail(b.email)
    // Reserved before the password hash is checked, like the shop's sign-in (decision 025): failures per client
    // address across accounts, and progressive delays per (account, address), so guesses from one address never
    // lock the member out from another.
    const address = addressOf(req)
    const attemptKey = `console:${email}|${address}`
    const byAddress = await limiter.take('signInFailures', [`console:${address}`])
    const byAccount = byAddress.ok ? await limiter.attempt(attemptKey) : byAddress
    if (!byAccount.ok) {
      if (byAddress.ok) await limiter.refund('signInFailures', [`console:${address}`])
      refused(res, byAccount)
      return fail(429, 'throttled')
    }
    const result = await signInStaff(ctx, email, b.password)
    if (!result.ok) return fail(401, 'signin')
    await limiter.refund('signInFailures', [`console:${address}`])
    await limiter.clearAttempts(attemptKey)
    await endStaffSession(ctx, (res.locals.cookies as Cookies)[SESSION_COOKIE])
    res.cookie(SESSION_COOKIE, result.session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(req),
      path: '/',
      expires: new Date(result.session.expiresAt),
      encode: String,
    })
    res.clearCookie(LOGIN_COOKIE, { path: '/console' })
    sendSaved(req, res, next, { staff: { email: result.session.staff.email, role: result.session.staff.role } })
  })

  return router
}

/** Sign-out (a signed-in member's POST, CSRF checked like any other). */
export function signOutRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  router.post('/console/logout', async (req, res) => {
    await endStaffSession(ctx, (res.locals.cookies as Cookies)[SESSION_COOKIE])
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secureCookies(req), path: '/' })
    res.redirect(303, '/console/login')
  })
  return router
}

/** Where to go after sign-in: a console path only. */
function safeNext(raw: unknown): string {
  const v = one(raw)
  return /^\/console(\/[\w\-/.%?=&]*)?$/.test(v) && !v.includes('//') && !v.includes('..') ? v : '/console'
}
