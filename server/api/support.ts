import { Router, json, urlencoded, type Request, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import { sendError } from '../http/http-error.js'
import { discardBeforeResponse, readMultipart, type MultipartResult, type UploadedFile } from '../http/multipart.js'
import { refused, requesterKeys } from '../http/requester.js'
import { STORAGE_QUOTA_MESSAGE } from './images.js'
import type { Limiter } from '../services/limits/limiter.js'
import { requestLanguage, wantsJson } from './cart-context.js'
import { localizePath } from '../domain/tenancy/locale-path.js'
import { siteDisplayName, siteRouting } from '../domain/tenancy/tenant.js'
import {
  ATTACHMENT_MAX_BYTES,
  closeTicket,
  confirmTicketEmail,
  customerReply,
  openTicket,
  ATTACHMENTS,
  attachmentKey,
  ticketEmailSignature,
  type SupportContext,
  type SupportDeps,
  type TicketRow,
} from '../services/support/tickets.js'
import { customerTicket, ticketAttachment } from '../services/support/customer-tickets.js'
import { confirmSubscription, subscribe, unsubscribe, verifyUnsubscribe } from '../services/support/newsletter.js'
import { submitReview } from '../services/support/reviews.js'
import { siteOrigin, type OriginOf } from '../origin.js'

const MULTIPART = { fileBytes: ATTACHMENT_MAX_BYTES, files: 1, fields: 12, fieldBytes: 12_000 }

type Handler = (req: Request, res: Response) => Promise<unknown>

/**
 * A form with an attachment: the body is streamed to a temporary file in the attachments folder (decision 025), and
 * whatever the handler answers, the temporary file is gone before the answer ends (a stored one was renamed).
 */
function withForm(
  deps: SupportDeps,
  handler: (req: Request, res: Response, form: MultipartResult) => Promise<unknown>,
): Handler {
  return async (req, res) => {
    const form = await readMultipart(req, { ...MULTIPART, tmpDir: deps.storage.tempDir(ATTACHMENTS) })
    if (form.ok) discardBeforeResponse(res, form.files)
    await handler(req, res, form)
  }
}

/** Brand, site and language of the request (the language from the mount prefix, like the cart). */
export function supportContext(req: Request, res: Response): SupportContext | null {
  const tenant = requestContext(res).tenant
  const language = requestLanguage(req, res)
  if (!language) return null
  return {
    brandSlug: tenant.brand.slug,
    brandName: siteDisplayName(tenant, language),
    from: `${siteDisplayName(tenant, language)} <${tenant.brand.legal.email}>`,
    siteCode: tenant.site.code,
    language,
  }
}

/** An absolute link for a mail: the site's configured origin (never the request's Host) and the shopper's language. */
const pageLink = (originOf: OriginOf, res: Response, language: SupportContext['language']) => (path: string) => {
  const site = requestContext(res).tenant.site
  return `${siteOrigin(originOf, site)}${localizePath(path, language, siteRouting(site))}`
}

/**
 * POST /contact (multipart: channel, name, email, subject, message, orderReference, quantity, attachment). Spam:
 * a hidden honeypot field and a per-address rate limit; a bot that fills the honeypot gets the normal answer and
 * nothing is stored.
 */
export function contactRouter(opts: {
  deps: SupportDeps
  limiter: Limiter
  kick: () => void
  /** Signs the "this is my address" link of a guest's confirmation mail. */
  secret: string
  originOf: OriginOf
}): Router {
  const router = Router({ mergeParams: true })
  /**
   * GET /contact/confirm-email?t=&sig= (the link in a guest ticket's confirmation mail): the ticket's email is
   * confirmed from its mailbox, so the ticket joins the account with that email (decision 025). Then the account's
   * tickets (the sign-in page first, for a visitor who is not signed in).
   */
  router.get('/confirm-email', async (req, res) => {
    const ctx = supportContext(req, res)
    if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
    const routing = siteRouting(requestContext(res).tenant.site)
    const confirmed = await confirmTicketEmail(opts.deps, opts.secret, req.query.t, req.query.sig)
    res.set('Cache-Control', 'no-store')
    if (!confirmed) return res.redirect(303, localizePath('/contact', ctx.language, routing))
    res.redirect(303, localizePath(`/accounts/tickets/${confirmed}`, ctx.language, routing))
  })
  router.post('/', async (req, res) => {
    const ctx = supportContext(req, res)
    if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
    const page = localizePath('/contact', ctx.language, siteRouting(requestContext(res).tenant.site))
    const limited = () =>
      wantsJson(req)
        ? sendError(res, 429, 'rate_limited', 'Too many messages; try again later.')
        : res.redirect(303, `${page}?error=rate_limited`)
    // Reserved per client address before the body is read, so a refused client costs no disk; given back when the
    // form has mistakes, so correcting it does not use up the allowance.
    const keys = requesterKeys(req, res)
    const taken = await opts.limiter.take('contact', keys)
    if (!taken.ok) return limited()
    await withForm(opts.deps, async (req, res, form) => {
      if (!form.ok) {
        await opts.limiter.refund('contact', keys)
        if (wantsJson(req)) return sendError(res, form.status, 'bad_upload', form.message)
        return res.redirect(303, `${page}?error=${form.status === 413 ? 'too_large' : 'bad_form'}`)
      }
      if (form.fields.website) return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, `${page}?sent=1`)
      const attached = form.files[0]?.bytes ?? 0
      if (attached > 0) {
        const bytes = await opts.limiter.take('uploadBytes', keys, attached)
        if (!bytes.ok) return refused(res, bytes) && limited()
        // The total kept per address (and account): reserved before the attachment is stored, given back on a refusal.
        if (!(await opts.limiter.reserveStorage(keys, attached))) {
          await opts.limiter.refund('contact', keys)
          await opts.limiter.refund('uploadBytes', keys, attached)
          return wantsJson(req)
            ? sendError(res, 413, 'storage_quota', STORAGE_QUOTA_MESSAGE)
            : res.redirect(303, `${page}?error=storage_quota`)
        }
      }
      const result = await openTicket(
        opts.deps,
        ctx,
        form.fields,
        form.files[0] ?? null,
        null,
        (publicId) =>
          `${siteOrigin(opts.originOf, requestContext(res).tenant.site)}/contact/confirm-email?t=${publicId}&sig=${ticketEmailSignature(opts.secret, publicId)}`,
      )
      if (!result.ok) {
        await opts.limiter.refund('contact', keys)
        if (attached > 0) await opts.limiter.releaseStorage(keys, attached)
        if (wantsJson(req))
          return res.status(400).json({
            error: {
              code: 'invalid_fields',
              message: `Check these fields: ${result.fields.join(', ')}`,
              fields: result.fields,
            },
          })
        return res.redirect(303, `${page}?invalid=${result.fields.join(',')}`)
      }
      opts.kick()
      if (wantsJson(req)) return res.json({ ok: true, ticket: result.publicId })
      res.redirect(303, `${page}?sent=1`)
    })(req, res)
  })
  return router
}

/** /accounts/tickets form posts and attachment downloads, for the signed-in owner only (others: 404). */
export function ticketsRouter(opts: { deps: SupportDeps; kick: () => void; limiter: Limiter }): Router {
  const router = Router({ mergeParams: true })
  /** An attachment's bytes reserved in the storage quota of the address and account (decision 025), or false. */
  const reserve = async (req: Request, res: Response, file: UploadedFile | undefined) =>
    !file || (await opts.limiter.reserveStorage(requesterKeys(req, res), file.bytes))
  const release = async (req: Request, res: Response, file: UploadedFile | undefined) => {
    if (file) await opts.limiter.releaseStorage(requesterKeys(req, res), file.bytes)
  }
  /** `page` ends in `?` or `&`: the form's page, where the message shows. */
  const overQuota = (req: Request, res: Response, page: string) =>
    wantsJson(req)
      ? sendError(res, 413, 'storage_quota', STORAGE_QUOTA_MESSAGE)
      : res.redirect(303, `${page}error=storage_quota`)
  const user = (res: Response) => requestContext(res).user
  const visible = async (req: Request, res: Response): Promise<TicketRow | null> => {
    const u = user(res)
    const brandSlug = requestContext(res).tenant.brand.slug
    return u
      ? await customerTicket(opts.deps.db, String(req.params.publicId), brandSlug, { id: Number(u.id), email: u.email })
      : null
  }
  const base = (req: Request) => req.baseUrl
  router.post('/new', async (req, res) => {
    const u = user(res)
    const ctx = supportContext(req, res)
    if (!u || !u.permissions.includes('tickets') || !ctx) return sendError(res, 404, 'not_found', 'No such page.')
    await withForm(opts.deps, async (req, res, form) => {
      if (!form.ok)
        return wantsJson(req)
          ? sendError(res, form.status, 'bad_upload', form.message)
          : res.redirect(303, `${base(req)}?error=${form.status === 413 ? 'too_large' : 'bad_form'}`)
      if (!(await reserve(req, res, form.files[0]))) return overQuota(req, res, `${base(req)}?new=1&`)
      const result = await openTicket(opts.deps, ctx, form.fields, form.files[0] ?? null, {
        id: Number(u.id),
        email: u.email,
        firstName: u.firstName,
      })
      if (!result.ok) {
        await release(req, res, form.files[0])
        return wantsJson(req)
          ? res.status(400).json({
              error: {
                code: 'invalid_fields',
                message: `Check these fields: ${result.fields.join(', ')}`,
                fields: result.fields,
              },
            })
          : res.redirect(303, `${base(req)}?new=1&invalid=${result.fields.join(',')}`)
      }
      opts.kick()
      return wantsJson(req)
        ? res.json({ ok: true, ticket: result.publicId })
        : res.redirect(303, `${base(req)}/${result.publicId}`)
    })(req, res)
  })
  router.post('/:publicId/reply', async (req, res) => {
    const t = await visible(req, res)
    if (!t) return sendError(res, 404, 'not_found', 'No such ticket.')
    await withForm(opts.deps, async (req, res, form) => {
      if (!form.ok)
        return wantsJson(req)
          ? sendError(res, form.status, 'bad_upload', form.message)
          : res.redirect(303, `${base(req)}/${t.publicId}?error=${form.status === 413 ? 'too_large' : 'bad_form'}`)
      if (!(await reserve(req, res, form.files[0]))) return overQuota(req, res, `${base(req)}/${t.publicId}?`)
      const result = await customerReply(opts.deps, t, user(res)!.firstName, form.fields, form.files[0] ?? null)
      if (!result.ok) {
        await release(req, res, form.files[0])
        const code = result.error === 'CLOSED' ? 'closed' : 'invalid'
        return wantsJson(req)
          ? sendError(
              res,
              result.error === 'CLOSED' ? 409 : 400,
              code,
              result.error === 'CLOSED' ? 'The ticket is closed.' : 'Check the message and the attachment.',
            )
          : res.redirect(303, `${base(req)}/${t.publicId}?error=${code}`)
      }
      return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, `${base(req)}/${t.publicId}`)
    })(req, res)
  })
  router.post('/:publicId/close', urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const t = await visible(req, res)
    if (!t) return sendError(res, 404, 'not_found', 'No such ticket.')
    const result = await closeTicket(opts.deps, t)
    if (!result.ok && wantsJson(req)) return sendError(res, 409, 'closed', 'The ticket is already closed.')
    return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, `${base(req)}/${t.publicId}`)
  })
  router.get('/:publicId/attachments/:id', async (req, res) => {
    const t = await visible(req, res)
    const id = /^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : 0
    const a = t && id ? await ticketAttachment(opts.deps.db, t, id) : undefined
    if (!t || !a) return sendError(res, 404, 'not_found', 'No such attachment.')
    res.set({
      'Content-Type': a.contentType,
      'Content-Disposition': `attachment; filename="${a.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(a.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    opts.deps.storage
      .openRead(attachmentKey(a.sha256))
      .on('error', () => (res.headersSent ? res.destroy() : sendError(res, 404, 'not_found', 'The file is missing.')))
      .pipe(res)
  })
  return router
}

/** POST /newsletter (subscribe) and /newsletter/confirm; the same answer whatever the address's state. */
export function newsletterRouter(opts: {
  deps: SupportDeps
  secret: string
  kick: () => void
  originOf: OriginOf
  limiter: Limiter
}): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '2kb' }), json({ limit: '2kb' }))
  router.post('/', async (req, res) => {
    const ctx = supportContext(req, res)
    if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
    const taken = await opts.limiter.take('newsletter', requesterKeys(req, res))
    if (!taken.ok)
      return refused(res, taken) && wantsJson(req)
        ? sendError(res, 429, 'rate_limited', 'Too many requests; try again later.')
        : res.redirect(303, `${req.baseUrl}?error=rate_limited`)
    const result = await subscribe(
      opts.deps,
      ctx,
      (req.body as { email?: unknown } | undefined)?.email,
      pageLink(opts.originOf, res, ctx.language),
    )
    if (!result.ok)
      return wantsJson(req)
        ? sendError(res, 400, 'invalid_email', 'Not a valid email address.')
        : res.redirect(303, `${req.baseUrl}?invalid=email`)
    opts.kick()
    return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, `${req.baseUrl}?sent=1`)
  })
  router.post('/confirm', async (req, res) => {
    const ctx = supportContext(req, res)
    if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
    const ok = await confirmSubscription(
      opts.deps,
      ctx,
      (req.body as { token?: unknown } | undefined)?.token,
      opts.secret,
      pageLink(opts.originOf, res, ctx.language),
    )
    if (ok) opts.kick()
    return wantsJson(req)
      ? ok
        ? res.json({ ok })
        : sendError(res, 400, 'invalid_link', 'This confirmation link is not valid (any more).')
      : res.redirect(303, `${req.baseUrl}?${ok ? 'confirmed=1' : 'error=invalid_link'}`)
  })
  return router
}

/** POST /unsubscribe: from the page's button or a mail client's one-click request (RFC 8058); a bad signature changes nothing. */
export function unsubscribeRouter(opts: { deps: SupportDeps; secret: string }): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '1kb' }))
  router.post('/', async (req, res) => {
    const q = { ...(req.query as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) }
    const id = verifyUnsubscribe(opts.secret, q.s, q.sig)
    if (id === null || !(await unsubscribe(opts.deps, id)))
      return wantsJson(req)
        ? sendError(res, 400, 'invalid_link', 'This unsubscribe link is not valid.')
        : res.redirect(303, `${req.baseUrl}?error=invalid_link`)
    return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, `${req.baseUrl}?done=1`)
  })
  return router
}

/** POST /reviews: a signed-in customer reviews a delivered order; it waits for moderation. */
export function reviewsRouter(opts: { db: SupportDeps['db']; now: () => number }): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))
  router.post('/', async (req, res) => {
    const u = requestContext(res).user
    const ctx = supportContext(req, res)
    if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
    if (!u) return sendError(res, 401, 'sign_in', 'Sign in to review an order.')
    const result = await submitReview(opts.db, {
      brandSlug: ctx.brandSlug,
      language: ctx.language,
      customerId: Number(u.id),
      firstName: u.firstName,
      body: req.body,
      now: opts.now(),
    })
    if (!result.ok) {
      if (result.error === 'NOT_ALLOWED')
        return sendError(res, 404, 'not_found', 'No delivered order of yours to review.')
      return wantsJson(req)
        ? res.status(400).json({
            error: {
              code: 'invalid_fields',
              message: `Check these fields: ${result.fields.join(', ')}`,
              fields: result.fields,
            },
          })
        : res.redirect(303, `${req.baseUrl}?invalid=${result.fields.join(',')}`)
    }
    return wantsJson(req) ? res.json({ ok: true, status: 'PENDING' }) : res.redirect(303, `${req.baseUrl}?submitted=1`)
  })
  return router
}
