import { Router, json, type Request, type Response } from 'express'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { sendError, zodMessage } from '../http/http-error.js'
import type { ApiCaller } from '../services/orders/api-keys.js'
import { apiKeyAuth } from '../middleware/api-key.js'
import { moveOrder, updateShipment } from '../services/orders/move-order.js'
import { brandOrder, ordersForApi, type OrderRow } from '../services/orders/order-lookup.js'
import { SHIPMENT_STATES } from '../domain/orders/shipment-tracking.js'
import { orderJson } from '../services/orders/order-views.js'
import type { EditorDeps } from '../services/editor/storage.js'
import { downloadPrintFile, listPrintFiles } from '../services/editor/print-files.js'
import { requestRefund } from '../services/orders/online-refunds.js'
import { openRefund } from '../services/orders/refunds.js'
import type { OrderMailer } from '../services/orders/payments.js'
import type { Logger } from '../logger.js'

const listQuery = z.object({
  status: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'comma-separated status codes')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).optional(),
})
const statusBody = z.object({
  status: z.number().int(),
  note: z.string().max(200).optional(),
  trackingNumber: z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/, '4-40 letters, digits or -')
    .optional(),
  shipmentState: z.enum(SHIPMENT_STATES).optional(),
})
const refundBody = z.object({
  /** Minor units; default: what is left to refund. */
  amountMinor: z.number().int().min(1).optional(),
  reason: z.string().trim().min(1).max(200),
})
const shipmentBody = z
  .object({
    shipmentState: z.enum(SHIPMENT_STATES).optional(),
    trackingNumber: statusBody.shape.trackingNumber,
  })
  .refine(
    (b) => b.shipmentState !== undefined || b.trackingNumber !== undefined,
    'give shipmentState or trackingNumber',
  )

const CONTENT_TYPES = { jpeg: 'image/jpeg', pdf: 'application/pdf', zip: 'application/zip' } as const

/**
 * /api/v1/orders for integrations, authenticated with `Authorization: Bearer sk_...` (one key per integration,
 * created with `npm run ops -- api-key create`). A key limited to a brand sees other brands' orders as 404.
 */
/** A refused status move or shipment update: 404 for an unknown order, 400 for bad values, 409 for an illegal move. */
function sendMoveError(res: Response, refused: { code: string; message: string }) {
  const status = refused.code === 'not_found' ? 404 : refused.code === 'invalid' ? 400 : 409
  return sendError(res, status, refused.code, refused.message)
}

export function orderApiRouter(opts: {
  db: Db
  now?: () => number
  printFiles?: EditorDeps
  /** Runs queued jobs at once (the provider refund). */
  kick?: () => void
  /** The shopper's mails of status moves and refunds (shipped, at pickup point, delivered, refund-data request). */
  mail?: OrderMailer
  /** Told what fails after the answer was sent (recording a print file download). */
  logger: Pick<Logger, 'error'>
}): Router {
  const router = Router()
  const now = () => (opts.now ?? Date.now)()
  router.use(apiKeyAuth(opts.db, now, 'orders'))
  router.use(json({ limit: '4kb' }))
  const visibleOrder = async (req: Request, res: Response): Promise<OrderRow | null> => {
    const caller = res.locals.apiCaller as ApiCaller
    const order = await brandOrder(opts.db, req.params.publicId, caller.brandSlug)
    if (!order) {
      sendError(res, 404, 'not_found', 'No such order.')
      return null
    }
    return order
  }
  router.get('/', async (req, res) => {
    const q = listQuery.safeParse(req.query)
    if (!q.success) return sendError(res, 400, 'invalid_query', zodMessage(q.error.issues))
    const caller = res.locals.apiCaller as ApiCaller
    const rows = await ordersForApi(opts.db, {
      brandSlug: caller.brandSlug,
      statuses: q.data.status ? q.data.status.split(',').map(Number) : null,
      limit: q.data.limit,
      afterId: q.data.before ?? 0,
    })
    res.json({
      orders: await Promise.all(rows.map((o) => orderJson(opts.db, o))),
      next: rows.length === q.data.limit ? rows.at(-1)!.id : null,
    })
  })
  router.get('/:publicId', async (req, res) => {
    const order = await visibleOrder(req, res)
    if (order) res.json(await orderJson(opts.db, order))
  })
  router.post('/:publicId/status', async (req, res) => {
    const order = await visibleOrder(req, res)
    if (!order) return
    const body = statusBody.safeParse(req.body)
    if (!body.success) return sendError(res, 400, 'invalid_body', zodMessage(body.error.issues))
    const result = await moveOrder(
      opts.db,
      order.id,
      {
        to: body.data.status,
        actor: `api:${(res.locals.apiCaller as ApiCaller).name}`,
        note: body.data.note,
        trackingNumber: body.data.trackingNumber,
        shipmentState: body.data.shipmentState,
      },
      now(),
      opts.mail,
    )
    opts.kick?.()
    if (!result.ok) return sendMoveError(res, result)
    res.json(await orderJson(opts.db, result.order))
  })
  router.post('/:publicId/shipment', async (req, res) => {
    const order = await visibleOrder(req, res)
    if (!order) return
    const body = shipmentBody.safeParse(req.body)
    if (!body.success) return sendError(res, 400, 'invalid_body', zodMessage(body.error.issues))
    const result = await updateShipment(
      opts.db,
      order.id,
      { ...body.data, actor: `api:${(res.locals.apiCaller as ApiCaller).name}` },
      now(),
    )
    if (!result.ok) return sendMoveError(res, result)
    res.json(await orderJson(opts.db, result.order))
  })
  // Refunds (issue 14): an online payment through its provider (full or partial, never more than it took); a bank
  // transfer through the PROVIDE_DATA_TO_REFUND flow (the shopper gives the account, ops transfers).
  router.post('/:publicId/refunds', async (req, res) => {
    const order = await visibleOrder(req, res)
    if (!order) return
    const body = refundBody.safeParse(req.body ?? {})
    if (!body.success) return sendError(res, 400, 'invalid_body', zodMessage(body.error.issues))
    const actor = `api:${(res.locals.apiCaller as ApiCaller).name}`
    const online = await requestRefund(opts.db, order.id, { ...body.data, actor }, now())
    if (online.ok) {
      opts.kick?.()
      return res.status(202).json({
        refund: {
          id: online.refundId,
          amountMinor: online.amountMinor,
          currency: online.currency,
          status: 'REQUESTED',
          remainingMinor: online.remainingMinor,
        },
      })
    }
    if (online.error === 'BAD_AMOUNT') return sendError(res, 409, 'bad_amount', online.message)
    if (order.paymentKind !== 'TRANSFER')
      return sendError(res, 409, 'not_refundable', 'This order has no paid payment to refund.')
    const opened = await openRefund(
      opts.db,
      order.id,
      { reason: body.data.reason, amountMinor: body.data.amountMinor },
      now(),
      opts.mail,
    )
    if (!opened.ok)
      return opened.code === 'NOT_FOUND'
        ? sendError(res, 404, 'not_found', 'No such order.')
        : sendError(res, 409, opened.code === 'NOT_PAID' ? 'not_paid' : 'bad_amount', opened.error)
    opts.kick?.()
    res.status(202).json({ refundDataRequest: { actionId: opened.actionId } })
  })
  const printFiles = opts.printFiles
  if (printFiles) {
    // The factory: what to print (no state change), then each file; downloading moves the order 0 -> 200 -> 201 -> 202.
    router.get('/:publicId/print-files', async (req, res) => {
      const order = await visibleOrder(req, res)
      if (order)
        res.set('Cache-Control', 'no-store').json({
          order: order.publicId,
          status: order.status,
          files: (await listPrintFiles(printFiles, order)).map((f) => ({
            ...f,
            url: `/api/v1/orders/${order.publicId}/print-files/${f.line}`,
          })),
        })
    })
    router.get('/:publicId/print-files/:line', async (req, res) => {
      const order = await visibleOrder(req, res)
      if (!order) return
      const line = /^\d{1,4}$/.test(String(req.params.line)) ? Number(req.params.line) : 0
      const result = await downloadPrintFile(printFiles, order, line, `api:${(res.locals.apiCaller as ApiCaller).name}`)
      if (!result.ok) {
        if (result.retryAfterSeconds) res.set('Retry-After', String(result.retryAfterSeconds))
        return sendError(res, result.status, result.code, result.message)
      }
      res.set({
        'Content-Type': CONTENT_TYPES[result.entry.format],
        'Content-Disposition': `attachment; filename="${result.fileName}"`,
        'Cache-Control': 'no-store',
        'X-Print-Width-Px': String(result.entry.widthPx),
        'X-Print-Height-Px': String(result.entry.heightPx),
        'X-Print-Dpi': String(result.entry.dpi),
        // Books and calendars (decision 046): the PDF's page count, cover included; 1 for a JPEG.
        'X-Print-Pages': String(result.entry.pages),
        // Bulk prints (decision 054): the JPEGs in the ZIP, one per photo; 1 for anything else.
        'X-Print-Files': String(result.entry.files),
      })
      res.on('finish', () => {
        result
          .complete()
          .catch((err: unknown) => opts.logger.error({ err, reqId: req.id }, 'recording a print file download failed'))
      })
      printFiles.storage
        .openRead(result.key)
        .on('error', () => res.destroy())
        .pipe(res)
    })
  }
  return router
}
