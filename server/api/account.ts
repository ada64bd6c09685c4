import { Router, json, urlencoded, type NextFunction, type Request, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { cartContext, wantsJson } from './cart-context.js'
import { setAuthCookie } from '../middleware/auth.js'
import { siteDisplayName } from '../domain/tenancy/tenant.js'
import { isPublicId } from '../domain/orders/public-id.js'
import { isMonthKey } from '../domain/accounts/commissions.js'
import { CURRENCIES } from '../domain/vocabulary/shop-enums.js'
import { feedbackQuery, savedQuery, type FieldErrors } from '../domain/forms/form-feedback.js'
import type { Permission } from '../domain/accounts/auth-rules.js'
import type { Translate } from '../i18n/server-messages.js'
import type { SignedInUser } from '../services/accounts/auth-service.js'
import {
  addAddress,
  changeAccountPassword,
  removeAddress,
  updateProfile,
  type FormResult,
} from '../services/accounts/profile.js'
import { customerInvoiceFile, reorder } from '../services/accounts/customer-orders.js'
import { sendInvoiceFile } from './invoice-download.js'
import { deleteDesign, publishDesign } from '../services/accounts/designs.js'
import { partnerInvoicePdf, savePartnerPayout } from '../services/accounts/partner.js'
import { exportCustomerData } from '../services/privacy/export-customer-data.js'
import { requestErasure } from '../services/privacy/erasure-request.js'
import type { FileStorage } from '../services/storage/file-storage.js'
import type { Limiter } from '../services/limits/limiter.js'
import { clearAuthCookie } from '../middleware/auth.js'
import { refused, requesterKeys } from '../http/requester.js'

export interface AccountRouterOptions {
  db: Db
  /** Where the photos of the data export are read from and an erasure's files deleted. */
  storage: FileStorage
  limiter: Limiter
  now?: () => number
  /** Server-side translations (the invoice PDF labels). */
  translate: Translate
}

/** Who may use a route: any signed-in account, one holding a permission, or a partner (internal kind). */
type Need = { kind?: 'internal'; permission?: Permission }

const rowId = (raw: unknown) => (typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : null)

/**
 * Form posts of the customer area (/accounts/... and /{prefix}/accounts/...). Forms get a 303 back to their page,
 * with `?saved=<form>` or the invalid fields named (`?form=&invalid=field.code`); JSON clients get {ok} or 400
 * {error}. Anything that is not the signed-in account's own (an order, address, design, invoice month) is a 404,
 * exactly like an unknown id, so nothing reveals what other accounts hold. Page GETs pass through to Vike.
 */
export function accountRouter(opts: AccountRouterOptions): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))
  const now = () => (opts.now ?? Date.now)()
  const deps = { db: opts.db, now }
  const tenantOf = (res: Response) => requestContext(res).tenant
  const prefixOf = (req: Request) => req.baseUrl.replace(/\/accounts$/, '')
  /** The site's language entry of the request (the context's prefix rule); null for an unknown prefix. */
  const languageOf = (req: Request, res: Response) => {
    const language = requestContext(res).languageOfPrefix((req.params as { prefix?: string }).prefix)
    return tenantOf(res).site.languages.find((l) => l.language === language) ?? null
  }

  const notFound = (res: Response) => sendError(res, 404, 'not_found', 'Not found.')

  /** Runs `handle` for a signed-in account that meets `need`; sign-in for visitors, 404 for everyone else. */
  const guarded =
    (
      page: string,
      need: Need,
      handle: (req: Request, res: Response, user: SignedInUser, next: NextFunction) => unknown,
    ) =>
    async (req: Request, res: Response, next: NextFunction) => {
      // A GET that is not allowed falls through to the page renderer, which answers with the ordinary 404 page.
      const deny = () => (req.method === 'GET' ? next() : notFound(res))
      if (!languageOf(req, res)) return deny()
      const user = requestContext(res).user
      if (!user) {
        if (wantsJson(req)) return sendError(res, 401, 'unauthenticated', 'Sign in first.')
        return res.redirect(303, `${prefixOf(req)}/login?callbackUrl=${encodeURIComponent(`${req.baseUrl}${page}`)}`)
      }
      if ((need.kind && user.kind !== need.kind) || (need.permission && !user.permissions.includes(need.permission)))
        return deny()
      await handle(req, res, user, next)
    }
  const customerId = (user: SignedInUser) => Number(user.id)
  const owner = (res: Response, user: SignedInUser) => ({
    customerId: customerId(user),
    brandSlug: tenantOf(res).brand.slug,
  })

  /** The answer of a form: back to its page, saved or with the invalid fields named. */
  const answer = (req: Request, res: Response, page: string, form: string, result: FormResult) => {
    if (wantsJson(req)) {
      if (result.ok) return res.json({ ok: true })
      return res.status(400).json({
        error: {
          code: 'invalid_fields',
          message: `Check these fields: ${Object.keys(result.errors).join(', ')}`,
          fields: result.errors,
        },
      })
    }
    res.redirect(303, `${req.baseUrl}${page}${result.ok ? savedQuery(form) : feedbackQuery(form, result.errors)}`)
  }
  const done = (req: Request, res: Response, page: string, form: string) => answer(req, res, page, form, { ok: true })
  const invalid = (errors: FieldErrors): FormResult => ({ ok: false, errors })
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>

  router.post(
    '/profile',
    guarded('/profile', {}, async (req, res, user) =>
      answer(req, res, '/profile', 'profile', await updateProfile(deps, customerId(user), body(req))),
    ),
  )

  router.post(
    '/profile/password',
    guarded('/profile', {}, async (req, res, user) => {
      const result = await changeAccountPassword({ ...deps, translate: opts.translate }, customerId(user), body(req))
      if (!result.ok) return answer(req, res, '/profile', 'password', invalid(result.errors))
      // Every session of the account ended, this one included: carry on with the new one.
      setAuthCookie(res, result.session.token, result.session.expiresAt, secureCookies(req))
      done(req, res, '/profile', 'password')
    }),
  )

  router.post(
    '/profile/addresses',
    guarded('/profile', {}, async (req, res, user) =>
      answer(
        req,
        res,
        '/profile',
        'address',
        await addAddress(deps, customerId(user), tenantOf(res).site.country, body(req)),
      ),
    ),
  )

  router.post(
    '/profile/addresses/:id/delete',
    guarded('/profile', {}, async (req, res, user) => {
      const id = rowId(req.params.id)
      if (id === null || !(await removeAddress(deps, customerId(user), id))) return notFound(res)
      done(req, res, '/profile', 'address_deleted')
    }),
  )

  // The customer's data as a ZIP (decision 053): only their own, a few times an hour, streamed as it is written.
  router.get(
    '/privacy/export.zip',
    guarded('/profile', {}, async (req, res, user) => {
      const taken = await opts.limiter.take('dataExport', requesterKeys(req, res))
      if (!taken.ok) {
        if (wantsJson(req)) return sendError(refused(res, taken), 429, 'rate_limited', 'Too many exports; try later.')
        return refused(res, taken).redirect(
          303,
          `${req.baseUrl}/profile${feedbackQuery('data', { export: 'rate_limited' })}`,
        )
      }
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="my-data-${tenantOf(res).brand.slug}.zip"`,
        'Cache-Control': 'private, no-store',
      })
      if (await exportCustomerData({ db: opts.db, storage: opts.storage }, owner(res, user), res)) return res.end()
      res.removeHeader('Content-Disposition')
      notFound(res)
    }),
  )

  // Erasure of the account (decision 053), confirmed with the password (or the email for a password-less account).
  router.post(
    '/privacy/erase',
    guarded('/profile', {}, async (req, res, user) => {
      const result = await requestErasure({ ...deps, storage: opts.storage }, owner(res, user), body(req))
      if (result.status === 'invalid') return answer(req, res, '/profile', 'erase', invalid(result.errors))
      if (result.status === 'open_orders') {
        if (wantsJson(req))
          return res.status(409).json({
            error: {
              code: 'open_orders',
              message: 'Orders not yet delivered or cancelled need your data; ask again once they are.',
              orders: result.openOrders,
            },
          })
        return res.redirect(303, `${req.baseUrl}/profile${feedbackQuery('erase', { orders: 'open' })}`)
      }
      // Erased (or already gone): every session of the account ended with it; this browser forgets its cookie too.
      clearAuthCookie(res, secureCookies(req))
      if (wantsJson(req)) return res.json({ ok: true })
      res.redirect(303, `${prefixOf(req)}/`)
    }),
  )

  router.post(
    '/orders/:publicId/reorder',
    guarded('/orders', { permission: 'orders' }, async (req, res, user) => {
      const c = cartContext(req, res, opts.db, now())
      const publicId = req.params.publicId
      const result = c && isPublicId(publicId) ? await reorder(c, owner(res, user), publicId) : null
      if (!result?.ok) return notFound(res)
      if (wantsJson(req)) return res.json({ ok: true, added: result.added, skipped: result.skipped })
      res.redirect(303, `${prefixOf(req)}/cart?reordered=${result.added}&skipped=${result.skipped}`)
    }),
  )

  // The order's invoice and credit notes (decision 052): the signed-in owner's order only, anything else a 404.
  router.get(
    '/orders/:publicId/invoices/:file',
    guarded('/orders', { permission: 'orders' }, async (req, res, user) => {
      const publicId = req.params.publicId
      const file = isPublicId(publicId)
        ? await customerInvoiceFile(opts.db, opts.translate, owner(res, user), publicId, String(req.params.file))
        : null
      if (!file) return notFound(res)
      sendInvoiceFile(res, file)
    }),
  )

  router.post(
    '/designs/:id/delete',
    guarded('/designs', {}, async (req, res, user) => {
      const id = rowId(req.params.id)
      if (id === null || !(await deleteDesign(opts.db, customerId(user), id))) return notFound(res)
      done(req, res, '/designs', 'design_deleted')
    }),
  )

  router.post(
    '/designs/:id/publish',
    guarded('/designs/admin', { kind: 'internal' }, async (req, res, user) => {
      const id = rowId(req.params.id)
      const published = body(req).published
      if (published !== 'true' && published !== 'false' && typeof published !== 'boolean')
        return sendError(res, 400, 'bad_request', 'published must be true or false.')
      const on = published === true || published === 'true'
      if (id === null || !(await publishDesign(deps, customerId(user), id, on))) return notFound(res)
      done(req, res, '/designs/admin', on ? 'published' : 'unpublished')
    }),
  )

  router.post(
    '/config',
    guarded('/config', { kind: 'internal' }, async (req, res, user) => {
      const result = await savePartnerPayout(deps, customerId(user), body(req))
      if (!result) return notFound(res)
      answer(req, res, '/config', 'payout', result)
    }),
  )

  router.get(
    '/invoices/:month/:file',
    guarded('/invoices', { kind: 'internal', permission: 'invoices' }, async (req, res, user, next) => {
      const month = req.params.month
      const currency = /^([A-Z]{3})\.pdf$/.exec(String(req.params.file))?.[1]
      const language = languageOf(req, res)!
      const tenant = tenantOf(res)
      // Not a month, not a currency, or nothing earned by this partner there: the ordinary 404 page.
      if (!isMonthKey(month) || !currency || !(CURRENCIES as readonly string[]).includes(currency)) return next()
      const invoice = await partnerInvoicePdf(
        { db: opts.db, translate: opts.translate },
        {
          customerId: customerId(user),
          brandSlug: tenant.brand.slug,
          month,
          currency,
          language: language.language,
          locale: language.hreflang,
          brand: { displayName: siteDisplayName(tenant, language.language), legal: tenant.brand.legal },
        },
      )
      if (!invoice) return next()
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${invoice.invoiceNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
      res.send(invoice.pdf)
    }),
  )
  return router
}
