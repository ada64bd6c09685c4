import { Router, urlencoded, json, type NextFunction, type Request, type Response } from 'express'
import { parse as parseCookies } from 'cookie'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { newToken } from '../domain/accounts/auth-rules.js'
import { canManageStaff, STAFF_ROLES, visibleBrands } from '../domain/console/staff-rules.js'
import { createRateLimiter } from '../middleware/rate-limit.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { auditEntriesFor, auditEntryFor } from '../services/console/audit.js'
import { draftCounts, rollbackEntry } from '../services/console/drafts.js'
import {
  endStaffSession,
  normalizeStaffEmail,
  signInStaff,
  validateStaffSession,
} from '../services/console/staff-auth.js'
import {
  assignBrands,
  createStaff,
  listStaffLines,
  setDisabled,
  setRole,
  staffLine,
} from '../services/console/staff-admin.js'
import { brandRoutes } from './brand-routes.js'
import {
  bodyOf,
  param,
  contextOf,
  csrfOf,
  csrfToken,
  csrfValid,
  LOGIN_COOKIE,
  one,
  sendCsrfRefused,
  sendForbidden,
  sendInvalid,
  sendNotFound,
  sendPage,
  sendSaved,
  SESSION_COOKIE,
  staffOf,
  wantsJson,
  type ConsoleOptions,
} from './context.js'
import { emptyState, selectField, textField, type FieldDef, type FormState } from './fields.js'
import { t } from './i18n.js'
import { AuditEntryPage, AuditListPage } from './views/audit-page.js'
import { HomePage } from './views/home-page.js'
import { LoginPage } from './views/login-page.js'
import { StaffPage } from './views/staff-page.js'

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets')

/**
 * The marketer console: its own host (ADMIN_HOST), mounted before tenant resolution, so no shop host ever answers
 * with it and it never answers as a shop. Server-rendered forms that work without JS (decision 012).
 */
export function consoleRouter(opts: ConsoleOptions): Router {
  const ctx = contextOf(opts)
  const { db } = ctx
  const router = Router()
  const limits = opts.limits ?? { signInPerAccount: 5, signInPerIp: 30 }
  const byAccount = createRateLimiter({ windowMs: 15 * 60_000, max: limits.signInPerAccount })
  const byIp = createRateLimiter({ windowMs: 15 * 60_000, max: limits.signInPerIp })
  const assets = {
    'console.css': readFileSync(join(ASSETS, 'console.css'), 'utf8'),
    'console.js': readFileSync(join(ASSETS, 'console.js'), 'utf8'),
  }

  router.use((req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' })
    next()
  })
  router.get('/', (_req, res) => res.redirect(302, '/console'))
  router.get('/console/assets/:file', (req, res) => {
    const file = param(req, 'file') as keyof typeof assets
    if (!Object.hasOwn(assets, file)) return sendNotFound(req, res)
    res
      .set('Cache-Control', 'public, max-age=300')
      .type(file.endsWith('.css') ? 'text/css' : 'text/javascript')
      .send(assets[file])
  })
  router.use(
    '/console',
    sameOriginMiddleware(),
    urlencoded({ extended: false, limit: '100kb', parameterLimit: 200 }),
    json({ limit: '100kb' }),
  )

  // Who is signed in; every POST then needs the CSRF token of that session.
  router.use('/console', (req, res, next) => {
    const cookies = parseCookies(req.headers.cookie ?? '')
    res.locals.cookies = cookies
    const found = validateStaffSession(ctx, cookies[SESSION_COOKIE])
    res.locals.staff = found?.staff ?? null
    res.locals.staffSessionId = found?.sessionId
    res.locals.csrf = found ? csrfToken(opts.secret, found.sessionId) : null
    next()
  })

  router.get('/console/login', (req, res) => {
    if (res.locals.staff) return res.redirect(303, '/console')
    let nonce = (res.locals.cookies as Record<string, string | undefined>)[LOGIN_COOKIE]
    if (!nonce || nonce.length !== 32) {
      nonce = newToken()
      res.cookie(LOGIN_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/console',
        encode: String,
      })
    }
    const error =
      req.query.error === 'signin'
        ? t(/*i18n*/ 'Email or password is wrong, or the account is disabled.')
        : req.query.error === 'throttled'
          ? t(/*i18n*/ 'Too many failed attempts; wait 15 minutes and try again.')
          : req.query.error === 'csrf'
            ? t(/*i18n*/ 'The form expired; please try again.')
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
    const nonce = (res.locals.cookies as Record<string, string | undefined>)[LOGIN_COOKIE]
    if (!csrfValid(opts.secret, nonce ? `login:${nonce}` : undefined, b.csrfToken)) return fail(403, 'csrf')
    const email = normalizeStaffEmail(b.email)
    if (byIp.peek(req.ip ?? '') >= limits.signInPerIp || byAccount.peek(email) >= limits.signInPerAccount)
      return fail(429, 'throttled')
    const result = await signInStaff(ctx, email, b.password)
    if (!result.ok) {
      byIp.take(req.ip ?? '')
      byAccount.take(email)
      return fail(401, 'signin')
    }
    endStaffSession(ctx, (res.locals.cookies as Record<string, string | undefined>)[SESSION_COOKIE])
    res.cookie(SESSION_COOKIE, result.session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      expires: new Date(result.session.expiresAt),
      encode: String,
    })
    res.clearCookie(LOGIN_COOKIE, { path: '/console' })
    sendSaved(req, res, next, { staff: { email: result.session.staff.email, role: result.session.staff.role } })
  })

  // Everything below needs a signed-in member, and POSTs need the session's CSRF token.
  router.use('/console', (req, res, next) => {
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
    if (req.method === 'POST' && !upload && !csrfValid(opts.secret, tokenBinding(res), bodyOf(req).csrfToken))
      return sendCsrfRefused(req, res)
    next()
  })

  router.post('/console/logout', (req, res) => {
    endStaffSession(ctx, (res.locals.cookies as Record<string, string | undefined>)[SESSION_COOKIE])
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' })
    res.redirect(303, '/console/login')
  })

  const brandSlugs = () => opts.registry.all().map((b) => b.slug)

  router.get('/console', (req, res) => {
    const staff = staffOf(res)
    const all = opts.registry.all()
    const brands = visibleBrands(
      staff,
      all.map((b) => b.slug),
    ).map((slug) => ({ slug, displayName: all.find((b) => b.slug === slug)!.displayName }))
    const drafts = draftCounts(db, staff.id)
    if (wantsJson(req)) return res.json({ staff, brands, drafts })
    sendPage(res, 200, <HomePage staff={staff} csrf={csrfOf(res)} brands={brands} drafts={drafts} />)
  })

  router.use('/console/brands/:brand', brandRoutes(ctx))

  router.get('/console/audit', (req, res) => {
    const staff = staffOf(res)
    const brand = one(req.query.brand) || null
    const mine = visibleBrands(staff, brandSlugs())
    if (brand !== null && !mine.includes(brand)) return sendNotFound(req, res)
    const before = /^\d{1,12}$/.test(one(req.query.before)) ? Number(one(req.query.before)) : undefined
    const entries = auditEntriesFor(db, staff, { brand, limit: 50, before })
    if (wantsJson(req)) return res.json({ entries })
    sendPage(
      res,
      200,
      <AuditListPage
        staff={staff}
        csrf={csrfOf(res)}
        entries={entries}
        brand={brand}
        brands={mine}
        next={entries.length === 50 ? entries.at(-1)!.id : null}
      />,
    )
  })

  router.get('/console/audit/:id', (req, res) => {
    const entry = /^\d{1,12}$/.test(param(req, 'id')) ? auditEntryFor(db, staffOf(res), Number(param(req, 'id'))) : null
    if (!entry) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ entry })
    const notice = req.query.rolledBack ? t(/*i18n*/ 'Rolled back: the shop serves the previous values now.') : null
    sendPage(
      res,
      200,
      <AuditEntryPage staff={staffOf(res)} csrf={csrfOf(res)} entry={entry} notice={notice} problem={null} />,
    )
  })

  router.post('/console/audit/:id/rollback', (req, res) => {
    const staff = staffOf(res)
    const id = /^\d{1,12}$/.test(param(req, 'id')) ? Number(param(req, 'id')) : -1
    const result = rollbackEntry(ctx, staff, id)
    if (result.ok)
      return sendSaved(req, res, `/console/audit/${result.auditId}?rolledBack=1`, { auditId: result.auditId })
    if (result.code === 'not-found') return sendNotFound(req, res)
    const problem =
      result.code === 'conflict'
        ? t(
            /*i18n*/ 'Not rolled back: these settings changed again since: {paths}. Roll back the later change first.',
            { paths: result.paths.join(', ') },
          )
        : result.code === 'invalid'
          ? t(/*i18n*/ 'Not rolled back: the result would be invalid: {issues}', {
              issues: result.issues.map((i) => `${i.path}: ${i.message}`).join('; '),
            })
          : result.code === 'already'
            ? t(/*i18n*/ 'This change was rolled back already.')
            : t(/*i18n*/ 'This entry cannot be rolled back.')
    if (wantsJson(req)) return res.status(409).json({ error: { code: result.code, message: problem } })
    sendPage(
      res,
      409,
      <AuditEntryPage
        staff={staff}
        csrf={csrfOf(res)}
        entry={auditEntryFor(db, staff, id)!}
        notice={null}
        problem={problem}
      />,
    )
  })

  // Staff accounts: ops admins only.
  const adminsOnly = (req: Request, res: Response, next: NextFunction) =>
    canManageStaff(staffOf(res)) ? next() : sendForbidden(req, res)
  const newStaffFields = (): FieldDef[] => [
    textField({ name: 'email', path: 'email', label: t(/*i18n*/ 'Email'), value: '', empty: 'keep' }),
    textField({ name: 'name', path: 'name', label: t(/*i18n*/ 'Name'), value: '', empty: 'keep' }),
    selectField({
      name: 'role',
      path: 'role',
      label: t(/*i18n*/ 'Role'),
      value: 'marketer',
      options: STAFF_ROLES.map((r) => ({ value: r, label: r })),
    }),
    textField({
      name: 'brands',
      path: 'brands',
      label: t(/*i18n*/ 'Brands'),
      hint: t(/*i18n*/ 'Separated by commas, e.g. WPX-PL, WPX-CZ.'),
      value: '',
      empty: 'keep',
    }),
  ]
  const staffView = (res: Response, state: FormState, notice: string | null = null) => (
    <StaffPage
      staff={staffOf(res)}
      csrf={csrfOf(res)}
      lines={listStaffLines(db)}
      brands={brandSlugs()}
      fields={newStaffFields()}
      state={state}
      notice={notice}
    />
  )
  const splitBrands = (v: unknown) =>
    one(v)
      .split(/[\s,]+/)
      .filter(Boolean)

  router.get('/console/staff', adminsOnly, (req, res) => {
    if (wantsJson(req)) return res.json({ staff: listStaffLines(db) })
    sendPage(res, 200, staffView(res, emptyState(), req.query.done ? t(/*i18n*/ 'Saved.') : null))
  })
  router.post('/console/staff', adminsOnly, (req, res) => {
    const b = bodyOf(req)
    const result = createStaff(
      db,
      staffOf(res),
      { email: one(b.email), name: one(b.name), role: one(b.role), brands: splitBrands(b.brands), password: null },
      brandSlugs(),
      ctx.now(),
    )
    if (!result.ok) {
      const state: FormState = { errors: { [result.field]: result.message }, general: [], submitted: b }
      return sendInvalid(req, res, state, () => staffView(res, state))
    }
    sendSaved(req, res, '/console/staff?done=1', { staff: result.value })
  })
  router.post('/console/staff/:id', adminsOnly, (req, res) => {
    const b = bodyOf(req)
    const row = /^\d{1,9}$/.test(param(req, 'id')) ? staffLine(db, Number(param(req, 'id'))) : null
    if (!row) return sendNotFound(req, res)
    const actor = staffOf(res)
    const now = ctx.now()
    const results = []
    if (b.disabled !== undefined) results.push(setDisabled(db, actor, row.email, one(b.disabled) === 'true', now))
    if (b.role !== undefined && one(b.role) !== row.role) results.push(setRole(db, actor, row.email, one(b.role), now))
    if (b.brands !== undefined) {
      const wanted = splitBrands(b.brands)
        .map((x) => x.toUpperCase())
        .sort()
      if (wanted.join() !== row.brands.join())
        results.push(assignBrands(db, actor, row.email, wanted, brandSlugs(), now))
    }
    const failed = results.find((r) => !r.ok)
    if (failed && !failed.ok) {
      const state: FormState = { errors: {}, general: [`${row.email}: ${failed.message}`] }
      return sendInvalid(req, res, state, () => staffView(res, state))
    }
    sendSaved(req, res, '/console/staff?done=1', {})
  })

  router.use((req, res) => sendNotFound(req, res))
  return router
}

/** Where to go after sign-in: a console path only. */
function safeNext(raw: unknown): string {
  const v = one(raw)
  return /^\/console(\/[\w\-/.%?=&]*)?$/.test(v) && !v.includes('//') && !v.includes('..') ? v : '/console'
}

/** The session id a member's CSRF tokens are bound to. */
function tokenBinding(res: Response): string | undefined {
  return res.locals.staffSessionId as string | undefined
}
