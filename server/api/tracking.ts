import { Router, json, urlencoded, type Request, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { wantsJson } from './cart-context.js'
import { refused, requesterKeys } from '../http/requester.js'
import type { Limiter } from '../services/limits/limiter.js'
import { isPublicId } from '../domain/orders/public-id.js'
import { brandOrder as findBrandOrder, trackOrder } from '../services/orders/order-lookup.js'
import { provideRefundData } from '../services/orders/refunds.js'
import { orderInvoiceFile } from '../services/orders/invoice-files.js'
import type { Translate } from '../i18n/server-messages.js'
import { sendInvoiceFile } from './invoice-download.js'
import { withdraw } from '../services/orders/withdrawals.js'
import type { OrderMailer } from '../services/orders/order-mail-queue.js'
import type { WithdrawalRefusal } from '../domain/orders/withdrawal-rule.js'

/** The refusals in the JSON answer; the page says them in the shopper's language. */
const WITHDRAWAL_REFUSALS: Record<WithdrawalRefusal, string> = {
  canceled: 'This order was cancelled: there is nothing to withdraw from.',
  period_over: 'The 14-day withdrawal period of this order has ended.',
  personalised_only:
    'This order holds only personalised products, which are excluded from withdrawal (Directive 2011/83/EU, art. 16(c)).',
  no_lines: 'Choose at least one product to withdraw from.',
  personalised_line: 'Personalised products are excluded from withdrawal (Directive 2011/83/EU, art. 16(c)).',
}

/**
 * Public order tracking forms. A lookup needs the order number (or the full order code) plus the order's email or
 * delivery postal code, and every
 * failure (unknown id, wrong email, another brand's order) gets the same answer, so the form cannot be used to learn
 * which ids exist. Lookups are rate limited per client address.
 */
export function trackingRouter(opts: {
  db: Db
  now?: () => number
  limiter: Limiter
  translate: Translate
  /** The order mails (the withdrawal's acknowledgement). */
  mail?: OrderMailer
}): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '2kb' }), json({ limit: '2kb' }))
  const brandOrder = (res: Response, publicId: unknown) =>
    findBrandOrder(opts.db, publicId, requestContext(res).tenant.brand.slug)

  router.post('/lookup', async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const taken = await opts.limiter.take('tracking', requesterKeys(req, res))
    if (!taken.ok) {
      refused(res, taken)
      if (wantsJson(req)) return sendError(res, 429, 'rate_limited', 'Too many lookups; try again in a minute.')
      return res.redirect(303, `${req.baseUrl}?error=rate_limited`)
    }
    const reference = typeof body.order === 'string' ? body.order.slice(0, 80) : ''
    const secret = typeof body.emailOrPostalCode === 'string' ? body.emailOrPostalCode.trim().slice(0, 254) : ''
    const order = await trackOrder(opts.db, requestContext(res).tenant.brand.slug, reference, secret)
    if (!order) {
      if (wantsJson(req)) return sendError(res, 404, 'not_found', 'No order matches these details.')
      return res.redirect(303, `${req.baseUrl}?error=not_found`)
    }
    if (wantsJson(req)) return res.json({ ok: true, order: order.publicId })
    res.redirect(303, `${req.baseUrl}/${order.publicId}`)
  })

  // Whoever may see the tracking page (the order's 128-bit code, decision 052) gets its invoice and credit notes.
  router.get('/:publicId/invoices/:file', async (req: Request, res: Response) => {
    const order = await brandOrder(res, req.params.publicId)
    const file = order ? await orderInvoiceFile(opts.db, opts.translate, order.id, String(req.params.file)) : null
    if (!file) return sendError(res, 404, 'not_found', 'Not found.')
    sendInvoiceFile(res, file)
  })

  // The withdrawal function (decision 052), with the tracking page's access: the order's code.
  router.post('/:publicId/withdrawal', async (req: Request, res: Response) => {
    const order = await brandOrder(res, req.params.publicId)
    if (!order) return sendError(res, 404, 'not_found', 'Not found.')
    const page = `${req.baseUrl}/${order.publicId}/withdrawal`
    const body = (req.body ?? {}) as Record<string, unknown>
    const result = await withdraw({ db: opts.db, now: (opts.now ?? Date.now)(), mail: opts.mail }, order, body)
    if (result.ok) {
      if (wantsJson(req)) return res.json({ ok: true, again: result.again, at: result.withdrawal.createdAt })
      return res.redirect(303, page)
    }
    if (result.error === 'invalid_fields') {
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
    if (wantsJson(req)) return sendError(res, 422, result.error, WITHDRAWAL_REFUSALS[result.error])
    res.redirect(303, `${page}?refused=${result.error}`)
  })

  router.post('/:publicId/user_required_actions/:actionId', async (req: Request, res: Response) => {
    const order = await brandOrder(res, req.params.publicId)
    const actionId = String(req.params.actionId)
    if (!order || !isPublicId(actionId)) return sendError(res, 404, 'not_found', 'No such order action.')
    const page = `${req.baseUrl}/${order.publicId}/user_required_actions/${actionId}`
    const result = await provideRefundData(
      opts.db,
      order.id,
      actionId,
      (req.body ?? {}) as Record<string, unknown>,
      (opts.now ?? Date.now)(),
    )
    if (result.ok || result.error === 'ALREADY_DONE') {
      // Answering twice is harmless: the first answer stays, and the page shows it as done.
      if (wantsJson(req))
        return result.ok
          ? res.json({ ok: true })
          : sendError(res, 409, 'already_done', 'This action was already completed.')
      return res.redirect(303, page)
    }
    if (result.error === 'NOT_FOUND') return sendError(res, 404, 'not_found', 'No such order action.')
    const fields = 'fields' in result && result.fields ? result.fields : []
    if (wantsJson(req))
      return res
        .status(400)
        .json({ error: { code: 'invalid_fields', message: `Check these fields: ${fields.join(', ')}`, fields } })
    res.redirect(303, `${page}?invalid=${fields.join(',')}`)
  })
  return router
}
