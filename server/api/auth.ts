import { Router, json, urlencoded, type Request, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { addressOf, refused } from '../http/requester.js'
import { csrfTokenFor, csrfValid } from '../http/csrf-token.js'
import { recipientKey } from '../domain/limits/client-address.js'
import type { Limiter } from '../services/limits/limiter.js'
import { clearAuthCookie, setAuthCookie, AUTH_COOKIE } from '../middleware/auth.js'
import { absoluteOn, callbackPathOn, safeCallbackPath } from '../domain/accounts/auth-rules.js'
import { normalizeHost } from '../services/tenancy/tenant-registry.js'
import { defaultLanguage, localizePath } from '../domain/tenancy/locale-path.js'
import { siteDisplayName, siteRouting } from '../domain/tenancy/tenant.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import {
  consumeEmailLink,
  invalidateSessionToken,
  register,
  requestEmailLink,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  type AuthDeps,
  type MailContext,
  type NewSession,
} from '../services/accounts/auth-service.js'
import { handOverToCustomer } from '../services/accounts/sign-in-handover.js'
import { siteOrigin, type OriginOf } from '../origin.js'
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, type DeviceCookies } from '../services/accounts/device-cookies.js'
import { loginOf } from '../domain/accounts/auth-rules.js'

export const PROVIDERS = {
  credentials: { id: 'credentials', name: 'Email and password', type: 'credentials' },
  email: { id: 'email', name: 'Email link', type: 'email' },
} as const

export interface AuthRouterOptions {
  db: Db
  now?: () => number
  translate: AuthDeps['translate']
  csrfSecret: string
  kick: () => void
  /** Public origin of a host: links in mails name the site's configured host, never the request's Host. */
  originOf: OriginOf
  /** Sign-in attempts and mail-sending forms, counted in the database per client address and account. */
  limiter: Limiter
  /** Browsers that signed in to an account before may still try during a block of their address (decision 043). */
  deviceCookies: DeviceCookies
}

/**
 * The auth service under /api/auth, shaped as spec section 7 (Auth.js-like): providers, session, csrf, signin and
 * callback per provider, signout; plus register and password reset. Every state-changing call needs the csrfToken
 * (and passes the same-origin check before). Forms get 303 redirects; `json=true` or an Accept: application/json
 * client gets `{url}` / `{error, url}` with an absolute URL on the site's configured public origin (Auth.js clients
 * read it with `new URL()`; the request's Host port is never used). GET /signin, /signin/{provider}, /signout and
 * /error, which Auth.js clients send the browser to, lead to the shop's own sign-in page or account.
 */
export function authRouter(opts: AuthRouterOptions): Router {
  const router = Router()
  const { limiter } = opts
  const deps: AuthDeps = {
    db: opts.db,
    now: opts.now ?? Date.now,
    translate: opts.translate,
    mailGate: async (to) => (await limiter.take('mailRecipient', [recipientKey(to)])).ok,
  }
  /** A form that sends mail: per client address, and per account of this brand; a refusal counts neither. */
  const mailAllowed = async (req: Request, res: Response, brand: string, email: string): Promise<boolean> => {
    const byAddress = await limiter.take('authMail', [addressOf(req)])
    const byAccount = byAddress.ok ? await limiter.take('authMailAccount', [`${brand}:${email}`]) : byAddress
    if (byAccount.ok) return true
    if (byAddress.ok) await limiter.refund('authMail', [addressOf(req)])
    refused(res, byAccount)
    return false
  }
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))

  const tenantOf = (res: Response) => requestContext(res).tenant
  const shopSessionId = (res: Response) => requestContext(res).shopSession.id
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>
  const wantsJson = (req: Request) =>
    body(req).json === 'true' || body(req).json === true || req.accepts(['html', 'json']) === 'json'
  /** The language the shopper was using: the callbackUrl's prefix if it names one of this site's languages. */
  const languageOf = (res: Response, callbackUrl: string): { language: ShopLanguage; prefix: string } => {
    const site = tenantOf(res).site
    const seg = callbackUrl.split('/')[1] ?? ''
    const prefixed = site.languages.find((l) => l.pathPrefix !== null && l.pathPrefix === seg)
    return prefixed
      ? { language: prefixed.language, prefix: `/${seg}` }
      : { language: defaultLanguage(siteRouting(site)), prefix: '' }
  }
  const local = (res: Response, lang: ShopLanguage, path: string) =>
    localizePath(path, lang, siteRouting(tenantOf(res).site))
  const mailContext = (res: Response, callbackUrl: string): MailContext => {
    const t = tenantOf(res)
    const { language } = languageOf(res, callbackUrl)
    return {
      brandSlug: t.brand.slug,
      brandName: siteDisplayName(t, language),
      from: `${siteDisplayName(t, language)} <${t.brand.legal.email}>`,
      language,
      // API links stay unprefixed; page links follow the shopper's language.
      link: (path) =>
        `${siteOrigin(opts.originOf, t.site)}${path.startsWith('/api/') ? path : local(res, language, path)}`,
    }
  }
  const loginUrl = (res: Response, callbackUrl: string, params: Record<string, string>) => {
    const { language } = languageOf(res, callbackUrl)
    const q = new URLSearchParams({ ...params, ...(callbackUrl !== '/' ? { callbackUrl } : {}) })
    const query = q.toString()
    return local(res, language, '/login') + (query ? `?${query}` : '')
  }
  /** The configured public origin of the host this request came to (one of the site's hosts, else its first). */
  const publicOrigin = (req: Request, res: Response) => {
    const hosts = tenantOf(res).site.hosts
    const host = normalizeHost(req.headers.host ?? '')
    return opts.originOf(hosts.includes(host) ? host : hosts[0]!)
  }
  /** A client's callbackUrl: a path of this site, or an absolute URL on its public origin; anything else is `/`. */
  const callbackOf = (req: Request, res: Response, raw: unknown) => callbackPathOn(raw, publicOrigin(req, res))
  const fail = (req: Request, res: Response, status: number, error: string, redirectTo: string) => {
    if (wantsJson(req)) return res.status(status).json({ error, url: absoluteOn(publicOrigin(req, res), redirectTo) })
    res.redirect(303, redirectTo)
  }
  const done = (req: Request, res: Response, url: string) =>
    wantsJson(req) ? res.json({ url: absoluteOn(publicOrigin(req, res), url) }) : res.redirect(303, url)
  const startSession = async (req: Request, res: Response, session: NewSession) => {
    // The previous sign-in (if any) ends: one fresh token per sign-in.
    await invalidateSessionToken(deps, requestContext(res).cookies[AUTH_COOKIE])
    setAuthCookie(res, session.token, session.expiresAt, secureCookies(req))
    const t = tenantOf(res)
    // This browser is now known to the account: it may keep signing in while its address is blocked.
    res.cookie(DEVICE_COOKIE, await opts.deviceCookies.issue(loginOf(t.brand.slug, session.user.email)), {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(req),
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      encode: String,
    })
    // The cart, photos and designs made before signing in become the customer's.
    await handOverToCustomer(opts.db, {
      brandSlug: t.brand.slug,
      siteCode: t.site.code,
      fromOwner: shopSessionId(res),
      customerId: session.user.id,
      now: deps.now(),
    })
    opts.kick()
  }
  const checkCsrf = (req: Request, res: Response): boolean =>
    csrfValid(opts.csrfSecret, shopSessionId(res), body(req).csrfToken)

  router.get('/providers', (req, res) => {
    const entries = Object.values(PROVIDERS).map((p) => [
      p.id,
      { ...p, signinUrl: `/api/auth/signin/${p.id}`, callbackUrl: `/api/auth/callback/${p.id}` },
    ])
    res.set('Cache-Control', 'no-store').json(Object.fromEntries(entries))
  })
  router.get('/session', (_req, res) => {
    const user = requestContext(res).user
    res.set('Cache-Control', 'no-store')
    if (!user) return res.json({})
    res.json({
      user: { id: user.id, name: user.firstName, email: user.email, kind: user.kind, permissions: user.permissions },
      expires: new Date(requestContext(res).authExpiresAt as number).toISOString(),
    })
  })
  router.get('/csrf', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ csrfToken: csrfTokenFor(opts.csrfSecret, shopSessionId(res)) })
  })

  const signIn = async (req: Request, res: Response) => {
    const b = body(req)
    const callbackUrl = callbackOf(req, res, b.callbackUrl)
    const provider = String(req.params.provider)
    if (!Object.hasOwn(PROVIDERS, provider))
      return fail(req, res, 400, 'InvalidProvider', loginUrl(res, callbackUrl, { error: 'InvalidProvider' }))
    if (!checkCsrf(req, res))
      return fail(req, res, 403, 'MissingCSRF', loginUrl(res, callbackUrl, { error: 'MissingCSRF' }))
    const email = typeof b.email === 'string' ? b.email.trim().toLowerCase().slice(0, 254) : ''
    const brand = tenantOf(res).brand.slug
    if (provider === 'email') {
      if (!(await mailAllowed(req, res, brand, email)))
        return fail(req, res, 429, 'TooManyAttempts', loginUrl(res, callbackUrl, { error: 'TooManyAttempts' }))
      await requestEmailLink(deps, mailContext(res, callbackUrl), email, callbackUrl)
      opts.kick()
      return done(req, res, loginUrl(res, callbackUrl, { sent: 'link' }))
    }
    // Reserved before the password hash is checked (decision 025), so concurrent guesses cannot overtake the count:
    // a failure slot of this client address (across accounts), and an attempt of this account from this address,
    // which gets progressive delays. The owner signing in from elsewhere is never held up by someone else's guesses.
    // A browser with a valid device cookie of this account (decision 043) is not counted on its address, which may
    // be shared with a guesser (a carrier NAT, an office proxy), but on the device alone, with the same delays.
    const address = addressOf(req)
    const login = loginOf(brand, email)
    const cookies = requestContext(res).cookies
    const device = await opts.deviceCookies.deviceOf(cookies[DEVICE_COOKIE], login)
    const attemptKey = device ? `device:${device}` : `${login}|${address}`
    const byAddress = device ? ({ ok: true } as const) : await limiter.take('signInFailures', [address])
    const byAccount = byAddress.ok ? await limiter.attempt(attemptKey) : byAddress
    if (!byAccount.ok) {
      if (byAddress.ok && !device) await limiter.refund('signInFailures', [address])
      refused(res, byAccount)
      return fail(req, res, 429, 'TooManyAttempts', loginUrl(res, callbackUrl, { error: 'TooManyAttempts' }))
    }
    const result = await signInWithPassword(deps, brand, email, b.password)
    if (result.ok) {
      if (!device) await limiter.refund('signInFailures', [address])
      await limiter.clearAttempts(attemptKey)
    } else {
      const error = result.error === 'EMAIL_NOT_CONFIRMED' ? 'EmailNotConfirmed' : 'CredentialsSignin'
      return fail(req, res, 401, error, loginUrl(res, callbackUrl, { error }))
    }
    await startSession(req, res, result.session)
    done(req, res, callbackUrl)
  }
  router.post('/signin/:provider', signIn)
  router.post('/callback/:provider', signIn)

  /** The link from a sign-in or confirmation mail (GET: it is opened from the mail client). */
  router.get('/callback/email', async (req, res) => {
    const callbackUrl = safeCallbackPath(req.query.callbackUrl)
    const session = await consumeEmailLink(deps, tenantOf(res).brand.slug, req.query.token)
    if (!session) return res.redirect(303, loginUrl(res, callbackUrl, { error: 'Verification' }))
    await startSession(req, res, session)
    res.redirect(
      303,
      callbackUrl === '/' ? local(res, languageOf(res, callbackUrl).language, '/accounts/home') : callbackUrl,
    )
  })

  router.post('/signout', async (req, res) => {
    const b = body(req)
    const callbackUrl = callbackOf(req, res, b.callbackUrl)
    if (typeof b.csrfToken !== 'string' || b.csrfToken === '' || !checkCsrf(req, res))
      return sendError(res, 400, 'csrf', 'Could not fetch CSRF Token for signing out')
    await invalidateSessionToken(deps, requestContext(res).cookies[AUTH_COOKIE])
    clearAuthCookie(res, secureCookies(req))
    done(req, res, callbackUrl)
  })

  router.post('/register', async (req, res) => {
    const b = body(req)
    const callbackUrl = callbackOf(req, res, b.callbackUrl)
    if (!checkCsrf(req, res))
      return fail(req, res, 403, 'MissingCSRF', loginUrl(res, callbackUrl, { mode: 'register', error: 'MissingCSRF' }))
    const email = typeof b.email === 'string' ? b.email.trim().toLowerCase().slice(0, 254) : ''
    if (!(await mailAllowed(req, res, tenantOf(res).brand.slug, email)))
      return fail(
        req,
        res,
        429,
        'TooManyAttempts',
        loginUrl(res, callbackUrl, { mode: 'register', error: 'TooManyAttempts' }),
      )
    const result = await register(deps, mailContext(res, callbackUrl), {
      email: b.email,
      password: b.password,
      firstName: b.firstName,
      lastName: b.lastName,
      newsletter: b.newsletter,
    })
    if (!result.ok) {
      if (wantsJson(req)) return res.status(400).json({ error: 'InvalidFields', fields: result.fields })
      return res.redirect(303, loginUrl(res, callbackUrl, { mode: 'register', invalid: result.fields.join(',') }))
    }
    opts.kick()
    done(req, res, loginUrl(res, callbackUrl, { sent: 'confirm' }))
  })

  router.post('/password-reset/request', async (req, res) => {
    const b = body(req)
    const callbackUrl = safeCallbackPath(b.callbackUrl)
    const { language } = languageOf(res, callbackUrl)
    const page = local(res, language, '/login/password-reset')
    if (!checkCsrf(req, res)) return fail(req, res, 403, 'MissingCSRF', `${page}?error=MissingCSRF`)
    const email = typeof b.email === 'string' ? b.email.trim().toLowerCase().slice(0, 254) : ''
    if (!(await mailAllowed(req, res, tenantOf(res).brand.slug, email)))
      return fail(req, res, 429, 'TooManyAttempts', `${page}?error=TooManyAttempts`)
    await requestPasswordReset(deps, mailContext(res, callbackUrl), email)
    opts.kick()
    done(req, res, `${page}?sent=1`)
  })

  router.post('/password-reset/confirm', async (req, res) => {
    const b = body(req)
    const callbackUrl = safeCallbackPath(b.callbackUrl)
    const { language } = languageOf(res, callbackUrl)
    const page = local(res, language, '/login/password-reset')
    const token = typeof b.token === 'string' ? b.token : ''
    if (!checkCsrf(req, res))
      return fail(req, res, 403, 'MissingCSRF', `${page}?token=${encodeURIComponent(token)}&error=MissingCSRF`)
    const result = await resetPassword(deps, tenantOf(res).brand.slug, token, b.password)
    if (!result.ok) {
      if (result.error === 'INVALID_TOKEN') return fail(req, res, 400, 'InvalidToken', `${page}?error=InvalidToken`)
      return fail(req, res, 400, 'InvalidFields', `${page}?token=${encodeURIComponent(token)}&invalid=password`)
    }
    await startSession(req, res, result.session)
    done(req, res, callbackUrl === '/' ? local(res, language, '/accounts/home') : callbackUrl)
  })

  /**
   * Where Auth.js clients send the browser: GET /signin (an unknown provider, or signIn() without one), GET
   * /signin/{provider}, GET /error. The shop's sign-in page is the sign-in UI, in the language of the callbackUrl.
   */
  const toSignInPage = (req: Request, res: Response) => {
    const callbackUrl = callbackOf(req, res, req.query.callbackUrl)
    const error =
      typeof req.query.error === 'string' && /^[A-Za-z]{1,40}$/.test(req.query.error) ? req.query.error : null
    res.set('Cache-Control', 'no-store').redirect(302, loginUrl(res, callbackUrl, error ? { error } : {}))
  }
  router.get('/signin', toSignInPage)
  router.get('/signin/:provider', toSignInPage)
  router.get('/error', toSignInPage)
  /** GET /signout (Auth.js's confirmation page): a signed-in customer's account, whose menu has the sign-out form. */
  router.get('/signout', (req, res) => {
    const callbackUrl = callbackOf(req, res, req.query.callbackUrl)
    const language = languageOf(res, callbackUrl).language
    res
      .set('Cache-Control', 'no-store')
      .redirect(302, requestContext(res).user ? local(res, language, '/accounts/home') : callbackUrl)
  })

  router.use((_req, res) => sendError(res, 404, 'not_found', 'No such auth endpoint.'))
  return router
}
