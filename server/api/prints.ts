import { Router, json, urlencoded, type Request, type Response } from 'express'
import { z } from 'zod'
import { sendError, zodMessage } from '../http/http-error.js'
import { refused } from '../http/requester.js'
import { discardBeforeResponse, readMultipart } from '../http/multipart.js'
import { UPLOAD_LIMITS } from '../images/upload-image.js'
import { localizePath } from '../domain/tenancy/locale-path.js'
import { siteRouting } from '../domain/tenancy/tenant.js'
import { requestContext } from '../http/request-context.js'
import { FORM_UPLOAD_FILES, MAX_COPIES } from '../domain/prints/prints-draft.js'
import type { Limiter } from '../services/limits/limiter.js'
import { UPLOADS, type EditorDeps } from '../services/editor/storage.js'
import { changePrints, printsArticle, readPrints, type PrintsChange } from '../services/prints/prints-draft.js'
import { addPrintsToCart } from '../services/prints/prints-cart.js'
import { reopenPrintsLine } from '../services/prints/prints-reopen.js'
import { cartContext, requestLanguage, wantsJson } from './cart-context.js'
import { keepUpload, ownerKey, siteStorefront, takeUploadSlots } from './images.js'

const settings = {
  variantId: z.coerce.number().int().positive().optional(),
  copies: z.coerce.number().int().min(1).max(MAX_COPIES).optional(),
  fit: z.enum(['fill', 'fit']).optional(),
}
/** JSON from the page's script, or the fields of a form: `photo` names one photo (absent: all), `remove` drops it. */
const changeBody = z.object({
  ...settings,
  uploadIds: z.array(z.string().max(40)).max(500).optional(),
  photo: z.string().max(40).optional(),
  remove: z.union([z.literal(true), z.literal('1')]).optional(),
})
const cartBody = z.object({ version: z.coerce.number().int().min(0) })
const reopenBody = z.object({ line: z.string().regex(/^[a-z2-7]{10,40}$/) })

const articleParam = (req: Request) =>
  /^\d{1,5}$/.test(String(req.params.articleId)) ? Number(req.params.articleId) : null

/**
 * The prints page's own writes (decision 054), mounted at /prints and /{prefix}/prints beside the page itself:
 * GET …/{article}/photos (the session's prints), POST …/upload (photos: one from the script, up to 20 from the form),
 * POST …/photos (size, finish, copies, fill or fit for all or one photo; remove), POST …/cart, POST …/reopen (a prints
 * line of the cart back into the draft). JSON for the script, a 303 back to the page for a form.
 */
export function printsRouter(deps: EditorDeps, opts: { limiter: Limiter }): Router {
  const router = Router({ mergeParams: true })
  const pageOf = (req: Request, res: Response, articleId: number, query = '') => {
    const language = requestLanguage(req, res)!
    return localizePath(`/prints/${articleId}`, language, siteRouting(requestContext(res).tenant.site)) + query
  }
  const articleOf = async (req: Request, res: Response) => {
    const id = articleParam(req)
    const language = requestLanguage(req, res)
    const article = id === null || !language ? null : await printsArticle(deps, siteStorefront(res, language), id)
    if (!article) sendError(res, 404, 'not_found', 'No such product.')
    return article
  }

  router.get('/:articleId/photos', async (req, res) => {
    const article = await articleOf(req, res)
    if (article) res.set('Cache-Control', 'no-store').json(await readPrints(deps, ownerKey(res), article))
  })

  router.post('/:articleId/upload', async (req, res) => {
    const article = await articleOf(req, res)
    if (!article) return
    const slot = await takeUploadSlots(opts.limiter, req, res, 1)
    if (!slot.ok)
      return sendError(refused(res, slot), 429, 'too_many_uploads', 'Too many uploads for now; please try again later.')
    const form = await readMultipart(req, {
      fileBytes: UPLOAD_LIMITS.bytes,
      files: FORM_UPLOAD_FILES,
      fields: 8,
      fieldBytes: 200,
      tmpDir: deps.storage.tempDir(UPLOADS),
    })
    // The form without JS gets its page back, naming the limit; the script (one photo a request) keeps the 413.
    if (!form.ok && form.tooMany === 'files' && !wantsJson(req))
      return res.redirect(303, pageOf(req, res, article.id, '?error=too_many_files'))
    if (!form.ok) return sendError(res, form.status, form.status === 413 ? 'too_large' : 'bad_upload', form.message)
    discardBeforeResponse(res, form.files)
    const fields = z.object(settings).safeParse(form.fields)
    if (!fields.success) return sendError(res, 400, 'invalid_input', zodMessage(fields.error.issues))
    const defaults = article.range.variants[0]!
    const chosen = {
      variantId: fields.data.variantId ?? defaults.id,
      copies: fields.data.copies ?? 1,
      fit: fields.data.fit ?? 'fill',
    }
    const files = form.files.filter((f) => f.field === 'photos')
    // Each photo stands alone: a damaged one is reported by name, the others are kept.
    const results: { fileName: string; ok: boolean; code?: string; message?: string }[] = []
    const added: string[] = []
    for (const [i, file] of files.entries()) {
      const more = i === 0 ? slot : await takeUploadSlots(opts.limiter, req, res, 1)
      const kept = more.ok
        ? await keepUpload(deps, opts.limiter, req, res, file)
        : { ok: false as const, code: 'too_many_uploads', message: 'Too many uploads for now; please try again later.' }
      if (kept.ok && kept.upload.kind !== 'image')
        results.push({
          fileName: file.fileName,
          ok: false,
          code: 'not_a_photo',
          message: 'Only photos can be printed.',
        })
      else if (kept.ok) {
        added.push(kept.upload.id)
        results.push({ fileName: file.fileName, ok: true })
      } else results.push({ fileName: file.fileName, ok: false, code: kept.code, message: kept.message })
    }
    const changed = added.length
      ? await changePrints(deps, ownerKey(res), article, { add: added, settings: chosen })
      : null
    if (changed && !changed.ok) return sendError(res, changed.status, changed.code, changed.message)
    if (wantsJson(req)) {
      const view = changed?.view ?? (await readPrints(deps, ownerKey(res), article))
      const failed = results.find((r) => !r.ok)
      if (files.length === 1 && failed)
        return res.status(failed.code === 'too_many_uploads' ? 429 : 422).json({ error: failed, results })
      return res.status(added.length ? 201 : 400).json({ ...view, results })
    }
    const failedNames = results.filter((r) => !r.ok).map((r) => r.fileName)
    const query = new URLSearchParams({ added: String(added.length) })
    if (failedNames.length) query.set('failed', failedNames.slice(0, 5).join(', '))
    if (files.length === 0) query.set('error', 'missing_file')
    res.redirect(303, pageOf(req, res, article.id, `?${query}`))
  })

  router.post(
    '/:articleId/photos',
    urlencoded({ extended: false, limit: '4kb' }),
    json({ limit: '64kb' }),
    async (req, res) => {
      const article = await articleOf(req, res)
      if (!article) return
      const body = changeBody.safeParse(req.body ?? {})
      if (!body.success) return sendError(res, 400, 'invalid_input', zodMessage(body.error.issues))
      const b = body.data
      const uploadIds = b.uploadIds ?? (b.photo ? [b.photo] : undefined)
      const change: PrintsChange = {
        change: { uploadIds, variantId: b.variantId, copies: b.copies, fit: b.fit, remove: b.remove !== undefined },
      }
      const r = await changePrints(deps, ownerKey(res), article, change)
      if (!r.ok) return sendError(res, r.status, r.code, r.message)
      if (wantsJson(req)) return res.set('Cache-Control', 'no-store').json(r.view)
      res.redirect(303, pageOf(req, res, article.id))
    },
  )

  router.post(
    '/:articleId/cart',
    urlencoded({ extended: false, limit: '1kb' }),
    json({ limit: '1kb' }),
    async (req, res) => {
      const article = await articleOf(req, res)
      const c = article && cartContext(req, res, deps.db, deps.now())
      if (!article || !c) return
      const body = cartBody.safeParse(req.body ?? {})
      if (!body.success) return sendError(res, 400, 'invalid_input', zodMessage(body.error.issues))
      const r = await addPrintsToCart(deps, c, ownerKey(res), article, body.data.version)
      if (!r.ok) {
        if (wantsJson(req)) return sendError(res, r.status, r.code, r.message)
        return res.redirect(303, pageOf(req, res, article.id, `?error=${r.code}`))
      }
      const cartUrl = localizePath('/cart', requestLanguage(req, res)!, siteRouting(requestContext(res).tenant.site))
      if (wantsJson(req)) return res.status(r.result.added ? 201 : 200).json({ ...r.result, cartUrl })
      res.redirect(303, cartUrl)
    },
  )
  // The cart's "Edit" on a prints line: a post (not a link a browser may prefetch), since it changes the draft.
  router.post(
    '/:articleId/reopen',
    urlencoded({ extended: false, limit: '1kb' }),
    json({ limit: '1kb' }),
    async (req, res) => {
      const article = await articleOf(req, res)
      const c = article && cartContext(req, res, deps.db, deps.now())
      if (!article || !c) return
      const body = reopenBody.safeParse(req.body ?? {})
      if (!body.success) return sendError(res, 400, 'invalid_input', zodMessage(body.error.issues))
      const r = await reopenPrintsLine(deps, c, ownerKey(res), article, body.data.line)
      if (!r.ok) {
        if (wantsJson(req)) return sendError(res, r.status, r.code, r.message)
        return res.redirect(303, pageOf(req, res, article.id, `?error=${r.code}`))
      }
      if (wantsJson(req))
        return res.set('Cache-Control', 'no-store').json({
          ...(await readPrints(deps, ownerKey(res), article)),
          reopened: r.reopened,
        })
      res.redirect(303, pageOf(req, res, article.id, `?reopened=${r.reopened}`))
    },
  )
  return router
}
