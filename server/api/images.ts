import { siteTimeZone } from '../domain/tenancy/time-zones.js'
import { requestContext } from '../http/request-context.js'
import { Router, type Request, type Response } from 'express'
import { sendError } from '../http/http-error.js'
import { refused, requesterKeys } from '../http/requester.js'
import type { Limiter, LimitVerdict } from '../services/limits/limiter.js'
import type { RateLimitName } from '../domain/limits/limit-rules.js'
import { discardBeforeResponse, readMultipart } from '../http/multipart.js'
import { ownerId } from '../middleware/auth.js'
import { defaultLanguage } from '../domain/tenancy/locale-path.js'
import { siteRouting } from '../domain/tenancy/tenant.js'
import { UPLOAD_ID } from '../domain/editor/editor-document-schema.js'
import { UPLOAD_LIMITS } from '../images/upload-image.js'
import { UPLOADS, type EditorDeps, type OwnerKey } from '../services/editor/storage.js'
import type { FileStorage } from '../services/storage/file-storage.js'
import type { Storefront } from '../services/catalog/catalog-pages.js'
import {
  listUploads,
  storeUpload,
  uploadFile,
  type UploadError,
  type UploadResult,
  type UploadVariant,
} from '../services/editor/uploads.js'
import { designBackground, finalPreviewKey, savedDesignPreview } from '../services/editor/designs.js'

/** Uploads and designs belong to the cart owner (shop session, or `c:<id>` once signed in) on this brand. */
export function ownerKey(res: Response): OwnerKey {
  return { owner: ownerId(res), brandSlug: requestContext(res).tenant.brand.slug }
}

/** The site's storefront in its default language (availability checks do not depend on the language). */
export function siteStorefront(res: Response, language?: Storefront['language']): Storefront {
  const tenant = requestContext(res).tenant
  return {
    language: language ?? defaultLanguage(siteRouting(tenant.site)),
    brandSlug: tenant.brand.slug,
    siteCode: tenant.site.code,
    currency: tenant.site.currency,
    allowDecimals: tenant.brand.allowDecimals,
    timeZone: siteTimeZone(tenant.site.country),
  }
}

/** Over the storage quota (LIMIT_STORAGE_BYTES_PER_ADDRESS); the editor shows its translation of the code. */
export const STORAGE_QUOTA_MESSAGE =
  'You have uploaded as many files as we can keep for you. Files already uploaded stay available; please ask us if you need more room.'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }
const VARIANTS: readonly UploadVariant[] = ['thumb.webp', 'screen.webp', 'file']

/**
 * /images: POST /upload (spec section 7: multipart `img`, `ext_session_id` plus extras) and the owner-only files
 * behind uploads and personalised designs. Anybody else gets the 404 of an unknown id.
 */
export function imagesRouter(deps: EditorDeps, opts: { limiter: Limiter }): Router {
  const router = Router()
  router.post('/upload', async (req, res) => {
    const taken = await takeUploadSlots(opts.limiter, req, res, 1)
    if (!taken.ok)
      return sendError(
        refused(res, taken),
        429,
        'too_many_uploads',
        'Too many uploads for now; please try again later.',
      )
    // Streamed to a temporary file in the storage's uploads folder, the size limit enforced on the way (decision 025).
    const form = await readMultipart(req, {
      fileBytes: UPLOAD_LIMITS.bytes,
      files: 1,
      fields: 12,
      fieldBytes: 2000,
      tmpDir: deps.storage.tempDir(UPLOADS),
    })
    if (!form.ok)
      return sendError(
        res,
        form.status,
        form.status === 413 ? 'too_large' : form.status === 415 ? 'unsupported_media_type' : 'bad_upload',
        form.message,
      )
    discardBeforeResponse(res, form.files)
    // The cookie decides the owner; a form naming another session is refused rather than silently re-routed.
    const ext = form.fields.ext_session_id
    if (ext && ext !== requestContext(res).shopSession.id)
      return sendError(res, 403, 'session_mismatch', 'ext_session_id does not match this session.')
    const file = form.files.find((f) => f.field === 'img')
    if (!file) return sendError(res, 400, 'missing_file', 'Send the file in the multipart field "img".')
    const result = await keepUpload(deps, opts.limiter, req, res, file)
    if (!result.ok)
      return sendError(
        'verdict' in result ? refused(res, result.verdict) : res,
        result.status,
        result.code,
        result.message,
      )
    res.status(201).set('Cache-Control', 'no-store').json({ upload: result.upload })
  })
  router.get('/uploads', async (_req, res) => {
    res.set(PRIVATE).json({ uploads: await listUploads(deps, ownerKey(res)) })
  })
  router.get('/uploads/:id/:variant', async (req, res) => {
    const id = String(req.params.id)
    const variant = VARIANTS.find((v) => v === req.params.variant)
    const found = UPLOAD_ID.test(id) && variant ? await uploadFile(deps, ownerKey(res), id, variant) : null
    if (!found) return sendError(res, 404, 'not_found', 'No such upload.')
    const download =
      variant === 'file'
        ? { 'Content-Disposition': `attachment; filename="${found.fileName.replace(/[^\x20-\x7e]/g, '_')}"` }
        : {}
    res.set({ ...PRIVATE, 'Content-Type': found.contentType, ...download })
    stream(res, deps.storage, found.key)
  })
  router.get('/designs/:id/preview.webp', async (req, res) => {
    const id = String(req.params.id)
    const key = UPLOAD_ID.test(id) ? await finalPreviewKey(deps, ownerKey(res), id) : null
    if (!key) return sendError(res, 404, 'not_found', 'No such design.')
    res.set({ ...PRIVATE, 'Cache-Control': 'private, max-age=86400, immutable', 'Content-Type': 'image/webp' })
    stream(res, deps.storage, key)
  })
  router.get('/saved-designs/:id/preview.webp', async (req, res) => {
    const user = requestContext(res).user
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0
    const body =
      user && id ? await savedDesignPreview(deps, ownerKey(res), siteStorefront(res), Number(user.id), id) : null
    if (!body) return sendError(res, 404, 'not_found', 'No such saved design.')
    res.set({ ...PRIVATE, 'Content-Type': 'image/webp' }).send(body)
  })
  // Catalog art at an article's proportions: public, like /media.
  router.get('/backgrounds/:designId/:file', async (req, res) => {
    const designId = /^\d{1,9}$/.test(String(req.params.designId)) ? Number(req.params.designId) : 0
    // {article}.webp, or {article}-{variant}.webp at that variant's proportions.
    const m = /^(\d{1,5})(?:-(\d{1,9}))?\.webp$/.exec(String(req.params.file))
    const variantId = m?.[2] === undefined ? null : Number(m[2])
    const body =
      designId && m ? await designBackground(deps, siteStorefront(res), designId, Number(m[1]), variantId) : null
    if (!body) return sendError(res, 404, 'not_found', 'No such design on this product.')
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' }).send(body)
  })
  return router
}

/**
 * The upload budget (decision 047) for `files` files, counted before the body is read so a refused client costs no
 * disk or memory: the address (and account) ceiling over a day, then the session's own budget, renewed when it
 * places an order.
 */
export async function takeUploadSlots(limiter: Limiter, req: Request, res: Response, files: number) {
  return takeBoth(limiter, ['upload', requesterKeys(req, res)], ['sessionUpload', [uploadSessionKey(res)]], files)
}

/**
 * A file read from the body kept as the owner's upload: its bytes counted against both byte budgets and the total kept
 * per address (reserved before anything is stored and given back on a refusal). A 429 carries its verdict.
 */
export async function keepUpload(
  deps: EditorDeps,
  limiter: Limiter,
  req: Request,
  res: Response,
  file: { fileName: string; path: string; bytes: number },
): Promise<UploadResult | (UploadError & { verdict: LimitVerdict })> {
  const keys = requesterKeys(req, res)
  const session = [uploadSessionKey(res)]
  const bytes = await takeBoth(limiter, ['uploadBytes', keys], ['sessionUploadBytes', session], file.bytes)
  if (!bytes.ok)
    return {
      ok: false,
      status: 429,
      code: 'upload_quota',
      message: 'Too much uploaded for now; please try again later.',
      verdict: bytes,
    }
  if (!(await limiter.reserveStorage(keys, file.bytes))) {
    await limiter.refund('uploadBytes', keys, file.bytes)
    await limiter.refund('sessionUploadBytes', session, file.bytes)
    return { ok: false, status: 413, code: 'storage_quota', message: STORAGE_QUOTA_MESSAGE }
  }
  let result: UploadResult
  try {
    result = await storeUpload(deps, ownerKey(res), file)
  } catch (err) {
    await limiter.releaseStorage(keys, file.bytes)
    throw err
  }
  if (!result.ok) await limiter.releaseStorage(keys, file.bytes)
  return result
}

/** The key of the session's own upload budget: the cart owner (shop session, or the account once signed in). */
export function uploadSessionKey(res: Response): string {
  const { brandSlug, owner } = ownerKey(res)
  return `o:${brandSlug}:${owner}`
}

/** Takes `cost` from two budgets, both or neither: a refusal by the second gives the first its tokens back. */
async function takeBoth(
  limiter: Limiter,
  first: readonly [RateLimitName, readonly string[]],
  second: readonly [RateLimitName, readonly string[]],
  cost: number,
): Promise<LimitVerdict> {
  const a = await limiter.take(first[0], first[1], cost)
  if (!a.ok) return a
  const b = await limiter.take(second[0], second[1], cost)
  if (!b.ok) await limiter.refund(first[0], first[1], cost)
  return b
}

function stream(res: Response, storage: FileStorage, key: string): void {
  const s = storage.openRead(key)
  s.on('error', () => (res.headersSent ? res.destroy() : sendError(res, 404, 'not_found', 'The file is missing.')))
  s.pipe(res)
}
