import { Router, json, urlencoded, type Request, type Response } from 'express'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { cartContext, wantsJson } from './cart-context.js'
import {
  addToCart,
  applyPromotionCode,
  CART_ERRORS,
  changeLineVariant,
  changeQuantity,
  readCart,
  removePromotionCode,
  type CartContext,
  type CartView,
} from '../services/cart/cart.js'
import { createServerTranslator } from '../i18n/server-messages.js'
import { MALFORMED_CODE, PROMOTION_REFUSALS } from '../http/promotion-refusals.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import { OPTION_FIELD_PREFIX } from '../domain/catalog/variant-choice.js'
import { cartWithJsonLines } from '../domain/cart/cart-line-json.js'

const id = z.coerce.number().int().min(1).max(19999)
const addBody = z.object({
  articleId: id,
  designId: z.union([z.literal(''), id]).optional(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  variantId: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
})
/** The option fields of a cart add (`opt-size=10x15`), checked against the article by the cart service. */
const optionFields = (body: unknown): Record<string, unknown> | null => {
  if (typeof body !== 'object' || body === null) return null
  const fields = Object.fromEntries(Object.entries(body).filter(([k]) => k.startsWith(OPTION_FIELD_PREFIX)))
  return Object.keys(fields).length ? fields : null
}
const variantOf = (id: number | undefined, fields: Record<string, unknown> | null) =>
  id !== undefined ? { id } : fields ? { fields } : undefined
const quantityBody = z.object({ quantity: z.coerce.number().int().min(0).max(99) })
const promoBody = z.object({ code: z.string().trim().min(1).max(32) })
const lineId = z.string().regex(/^[a-z2-7]{10,40}$/)

const translate = createServerTranslator()

/**
 * The cart as JSON, its lines in spec section 3's fields: a code that gives nothing carries its reason in the shop's
 * language as well (`message`).
 */
function cartJson(c: CartContext, view: CartView) {
  const json = cartWithJsonLines(view)
  const p = view.promotion
  if (!p || p.ok) return json
  return {
    ...json,
    promotion: { ...p, message: translate(c.sf.language as ShopLanguage, PROMOTION_REFUSALS[p.reason]) },
  }
}

/**
 * Cart writes as form posts (work without JS: 303 back to the cart page) and as JSON (the page's script): the
 * server prices everything, a client never sends a price. Mounted at /cart and /{language prefix}/cart.
 */
export function cartRouter(opts: { db: Db; now?: () => number }): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))

  const context = (req: Request, res: Response) => cartContext(req, res, opts.db, (opts.now ?? Date.now)())
  const done = async (req: Request, res: Response, c: CartContext, error?: string, added?: string) => {
    if (wantsJson(req)) {
      // A malformed code is the shopper's typing: told in the shop's language, like the refusals of the cart's code.
      if (error === 'INVALID_CODE')
        return sendError(res, 400, 'invalid_code', translate(c.sf.language as ShopLanguage, MALFORMED_CODE))
      if (error)
        return sendError(res, error === 'PRINTS_LINE' ? 409 : 400, error.toLowerCase(), cartErrorMessage(error))
      return res.json(cartJson(c, await readCart(c)))
    }
    const back = `${req.baseUrl}${error ? `?error=${error}` : added ? `?added=${added}` : ''}`
    res.redirect(303, back)
  }
  const handle =
    (fn: (req: Request, c: CartContext) => Promise<string | undefined>) => async (req: Request, res: Response) => {
      const c = context(req, res)
      if (!c) return sendError(res, 404, 'not_found', 'No such cart.')
      await done(req, res, c, await fn(req, c))
    }

  router.post('/add', async (req, res) => {
    const c = context(req, res)
    if (!c) return sendError(res, 404, 'not_found', 'No such cart.')
    const body = addBody.safeParse(req.body)
    if (!body.success) return done(req, res, c, 'INVALID_INPUT')
    const r = await addToCart(c, {
      articleId: body.data.articleId,
      designId: body.data.designId ? body.data.designId : null,
      quantity: body.data.quantity,
      variant: variantOf(body.data.variantId, optionFields(req.body)),
    })
    await done(req, res, c, r.ok ? undefined : r.error, `${body.data.articleId}-${body.data.quantity}`)
  })
  router.post(
    '/lines/:lineId',
    handle(async (req, c) => {
      const line = lineId.safeParse(req.params.lineId)
      const body = quantityBody.safeParse(req.body)
      if (!line.success || !body.success) return 'INVALID_INPUT'
      const r = await changeQuantity(c, line.data, body.data.quantity)
      return r.ok ? undefined : r.error
    }),
  )
  router.post(
    '/lines/:lineId/variant',
    handle(async (req, c) => {
      const line = lineId.safeParse(req.params.lineId)
      const fields = optionFields(req.body)
      if (!line.success || !fields) return 'INVALID_INPUT'
      const r = await changeLineVariant(c, line.data, fields)
      return r.ok ? undefined : r.error
    }),
  )
  router.post(
    '/lines/:lineId/remove',
    handle(async (req, c) => {
      const line = lineId.safeParse(req.params.lineId)
      if (!line.success) return 'INVALID_INPUT'
      const r = await changeQuantity(c, line.data, 0)
      return r.ok ? undefined : r.error
    }),
  )
  router.post(
    '/promotion',
    handle(async (req, c) => {
      const body = promoBody.safeParse(req.body)
      if (!body.success) return 'INVALID_CODE'
      const r = await applyPromotionCode(c, body.data.code)
      return r.ok ? undefined : r.error
    }),
  )
  router.post(
    '/promotion/remove',
    handle(async (_req, c) => {
      await removePromotionCode(c)
      return undefined
    }),
  )
  router.get('/data.json', async (req, res) => {
    const c = context(req, res)
    if (!c) return sendError(res, 404, 'not_found', 'No such cart.')
    res.set('Cache-Control', 'no-store').json(cartJson(c, await readCart(c)))
  })
  return router
}

const CART_ERROR_MESSAGES: Record<(typeof CART_ERRORS)[number], string> = {
  INVALID_INPUT: 'The request is missing a field or has a malformed value.',
  ARTICLE_NOT_SOLD_HERE: 'This product is not sold on this site.',
  VARIANT_NOT_SOLD_HERE: 'This combination of options is not sold on this site.',
  UNKNOWN_OPTION: 'The product has no such option or option value.',
  DESIGN_NOT_FOUND: 'This design does not exist on this site.',
  BAD_QUANTITY: 'Quantity must be a whole number from 1 to 99.',
  UNKNOWN_LINE: 'This cart line does not exist.',
  INVALID_CODE: 'Promotion codes use letters, digits and hyphens (up to 32).',
  PRINTS_LINE: "A prints line's copies are set photo by photo on the prints page: edit the line there.",
}

function cartErrorMessage(code: string): string {
  return (CART_ERRORS as readonly string[]).includes(code)
    ? CART_ERROR_MESSAGES[code as (typeof CART_ERRORS)[number]]
    : code
}
