import { Router, json, type Request, type Response } from 'express'
import { textsPastPrintArea } from '../domain/editor/text-bounds.js'
import { requestContext } from '../http/request-context.js'
import { sendError } from '../http/http-error.js'
import { isEmptyDocument, LIMITS } from '../domain/editor/editor-document.js'
import { isEmptyBook } from '../domain/editor/book-document.js'
import type { EditorDeps } from '../services/editor/storage.js'
import {
  checkDocument,
  freezeDesign,
  lowResolutionPhotos,
  readDraft,
  saveDraft,
  saveNamedDesign,
} from '../services/editor/designs.js'
import { addToCart, readCart } from '../services/cart/cart.js'
import { cartWithJsonLines } from '../domain/cart/cart-line-json.js'
import { cartContext } from './cart-context.js'
import { refused, requesterKeys } from '../http/requester.js'
import type { Limiter } from '../services/limits/limiter.js'
import { ownerKey, siteStorefront } from './images.js'

const articleParam = (req: Request) =>
  /^\d{1,5}$/.test(String(req.params.articleId)) && Number(req.params.articleId) < 20000
    ? Number(req.params.articleId)
    : null
const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>

/** /api/editor: the autosaved draft of each article, and save-by-name for signed-in customers. JSON only. */
export function editorApiRouter(deps: EditorDeps): Router {
  const router = Router()
  // text/plain: the page's last save goes out with navigator.sendBeacon, which cannot send application/json.
  router.use(json({ limit: LIMITS.jsonBytes, type: ['application/json', 'text/plain'] }))
  router.get('/drafts/:articleId', async (req, res) => {
    const articleId = articleParam(req)
    if (articleId === null) return sendError(res, 404, 'not_found', 'No such product.')
    res.set('Cache-Control', 'no-store').json(await readDraft(deps, ownerKey(res), articleId))
  })
  // POST (not PUT) so the page can also save with navigator.sendBeacon when it is being closed.
  router.post('/drafts/:articleId', async (req, res) => {
    const articleId = articleParam(req)
    if (articleId === null) return sendError(res, 404, 'not_found', 'No such product.')
    const r = await saveDraft(deps, ownerKey(res), siteStorefront(res), articleId, body(req).document)
    if (!r.ok) return sendError(res, r.status, r.code, r.message)
    res.json({ ok: true, savedAt: r.savedAt })
  })
  router.post('/saved', async (req, res) => {
    const user = requestContext(res).user
    if (!user) return sendError(res, 401, 'sign_in_required', 'Sign in to save designs to your account.')
    const b = body(req)
    const articleId = typeof b.articleId === 'number' && Number.isInteger(b.articleId) ? b.articleId : 0
    const r = await saveNamedDesign(deps, ownerKey(res), siteStorefront(res), Number(user.id), {
      name: b.name,
      savedId: b.savedId,
      document: b.document,
      articleId,
    })
    if (!r.ok) return sendError(res, r.status, r.code, r.message)
    res.status(201).json({ ok: true, id: r.id, name: r.name })
  })
  return router
}

/**
 * POST /cart/personalised (and /{prefix}/cart/personalised): the server checks the document, renders the print file
 * at the article's print resolution from the stored photos, freezes the design and adds it as its own cart line.
 * Photos below the article's minimum resolution need the shopper's explicit `acceptLowResolution`, texts that run
 * past the print area `acceptTextOutside` (else 422 `text_outside_print_area` naming them).
 */
export function personalisedCartRouter(deps: EditorDeps, opts: { limiter: Limiter }): Router {
  const router = Router({ mergeParams: true })
  // Each add renders a print file (seconds of CPU): a shopper gets plenty, a script does not get the machine. Counted
  // per client address (and account), never per shop cookie, which a script drops at will.
  router.post('/', json({ limit: LIMITS.jsonBytes }), async (req: Request, res: Response) => {
    const c = cartContext(req, res, deps.db, deps.now())
    if (!c) return sendError(res, 404, 'not_found', 'No such cart.')
    const b = body(req)
    const quantity = typeof b.quantity === 'number' ? b.quantity : 1
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99)
      return sendError(res, 400, 'bad_quantity', 'Quantity must be a whole number from 1 to 99.')
    const raw = b.document as { articleId?: unknown } | undefined
    const articleId = typeof raw?.articleId === 'number' ? raw.articleId : 0
    const key = ownerKey(res)
    const checked = await checkDocument(deps, key, siteStorefront(res, c.sf.language), raw, articleId)
    if (!checked.ok) return sendError(res, checked.status, checked.code, checked.message)
    if (checked.multiPage ? isEmptyBook(checked.multiPage) : isEmptyDocument(checked.doc))
      return sendError(res, 400, 'empty_design', 'Add a photo or a text first.')
    // A text past the print area is printed cut off: added only when the shopper confirmed it (decision 047).
    const surfaces = checked.multiPage ? [checked.multiPage.cover, ...checked.multiPage.pages] : [checked.doc]
    const pastEdge = surfaces.flatMap((surface) => textsPastPrintArea(surface, checked.article.spec))
    if (pastEdge.length > 0 && b.acceptTextOutside !== true)
      return res.status(422).json({
        error: {
          code: 'text_outside_print_area',
          message: 'Some text runs past the edge of the print and would be cut off.',
          texts: pastEdge,
        },
      })
    const taken = await opts.limiter.take('printRender', requesterKeys(req, res))
    if (!taken.ok)
      return sendError(
        refused(res, taken),
        429,
        'too_many_renders',
        'Too many products prepared in a short time; please try again in a few minutes.',
      )
    const low = lowResolutionPhotos(checked.multiPage ?? checked.doc, checked.article.spec)
    if (low.length > 0 && b.acceptLowResolution !== true) {
      return res.status(409).json({
        error: {
          code: 'low_resolution',
          message: `Some photos print below ${checked.article.spec.minDpi} dpi and may look blurry.`,
          minDpi: checked.article.spec.minDpi,
          photos: low,
        },
      })
    }
    const site = requestContext(res).tenant.site
    const locale =
      site.languages.find((l) => l.language === c.sf.language)?.hreflang ?? `${c.sf.language}-${site.country}`
    const frozen = await freezeDesign(deps, key, c.sf, checked, { locale, country: site.country })
    const added = await addToCart(c, {
      articleId,
      designId: checked.doc.background.designId,
      quantity,
      personalisedDesignId: frozen.id,
      variant: { id: checked.article.variantId },
    })
    if (!added.ok) return sendError(res, 400, added.error.toLowerCase(), 'The product could not be added to the cart.')
    res.status(201).json({
      ok: true,
      lineId: added.lineId,
      personalisedDesignId: frozen.id,
      print: { widthPx: frozen.printWidthPx, heightPx: frozen.printHeightPx, dpi: frozen.printDpi },
      cart: cartWithJsonLines(await readCart(c)),
    })
  })
  return router
}
