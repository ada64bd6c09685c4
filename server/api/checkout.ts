import { Router, json, urlencoded, type Request, type Response } from 'express'
import type { Db } from '../../db/client.js'
import { sendError } from '../http-error.js'
import { cartContext, wantsJson } from './cart-context.js'
import { saveAddress, saveContact, type SaveResult } from '../services/checkout.js'

/**
 * Checkout steps 1 (contact) and 2 (address) as form posts: on success the form moves to the next step, on
 * error it returns to the same step naming the invalid fields (303, works without JS); JSON clients get 400.
 */
export function checkoutRouter(opts: { db: Db; now?: () => number }): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '4kb' }), json({ limit: '4kb' }))
  const step = (n: number, save: typeof saveContact) => (req: Request, res: Response) => {
    const c = cartContext(req, res, opts.db, (opts.now ?? Date.now)())
    if (!c) return sendError(res, 404, 'not_found', 'No such checkout.')
    const result: SaveResult = save(c, req.body)
    if (wantsJson(req)) {
      if (result.ok) return res.json({ ok: true, next: n + 1 })
      if ('error' in result) return sendError(res, 409, 'empty_cart', 'The cart is empty.')
      return res.status(400).json({ error: { code: 'invalid_fields', message: `Check these fields: ${result.fields.join(', ')}`, fields: result.fields } })
    }
    if (result.ok) return res.redirect(303, `${req.baseUrl}?step=${n + 1}`)
    if ('error' in result) return res.redirect(303, req.baseUrl.replace(/checkout$/, 'cart'))
    res.redirect(303, `${req.baseUrl}?step=${n}&invalid=${encodeURIComponent(result.fields.join(','))}`)
  }
  router.post('/contact', step(1, saveContact))
  router.post('/address', step(2, saveAddress))
  return router
}
