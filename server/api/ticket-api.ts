import { Router, json } from 'express'
import { z } from 'zod'
import { sendError, zodMessage } from '../http/http-error.js'
import { apiKeyAuth } from '../middleware/api-key.js'
import type { ApiCaller } from '../services/orders/api-keys.js'
import type { TenantRegistry } from '../services/tenancy/tenant-registry.js'
import {
  answerTicket,
  deskTicket,
  deskTickets,
  shortTicketNumber,
  ticketThread,
  type TicketDeps,
  type TicketRow,
} from '../services/support/tickets.js'
import { TICKET_STATUSES } from '../domain/support/tickets.js'

const replyBody = z.object({
  message: z.string().min(2).max(5000),
  name: z.string().trim().min(1).max(60).default('Customer service'),
})

/** /api/v1/tickets for the support desk integration: list, read, answer (same keys as the order API). */
export function ticketApiRouter(opts: { deps: TicketDeps; registry: TenantRegistry }): Router {
  const router = Router()
  router.use(apiKeyAuth(opts.deps.db, opts.deps.now, 'tickets'), json({ limit: '12kb' }))
  const visible = (caller: ApiCaller, id: string) => deskTicket(opts.deps.db, id, caller.brandSlug)
  const view = (t: TicketRow) => ({
    id: t.publicId,
    number: shortTicketNumber(t.publicId),
    brand: t.brandSlug,
    site: t.siteCode,
    language: t.language,
    status: t.status,
    channel: t.channel,
    email: t.email,
    name: t.name,
    subject: t.subject,
    order: t.orderPublicId,
    createdAt: new Date(t.createdAt).toISOString(),
    updatedAt: new Date(t.updatedAt).toISOString(),
  })
  router.get('/', async (req, res) => {
    const status = typeof req.query.status === 'string' ? req.query.status : null
    if (status && !(TICKET_STATUSES as readonly string[]).includes(status))
      return sendError(res, 400, 'invalid_query', `status must be one of ${TICKET_STATUSES.join(', ')}`)
    const caller = res.locals.apiCaller as ApiCaller
    res.json({ tickets: (await deskTickets(opts.deps.db, { brandSlug: caller.brandSlug, status })).map(view) })
  })
  router.get('/:publicId', async (req, res) => {
    const t = await visible(res.locals.apiCaller as ApiCaller, req.params.publicId)
    if (!t) return sendError(res, 404, 'not_found', 'No such ticket.')
    res.json({ ...view(t), messages: await ticketThread(opts.deps.db, t) })
  })
  router.post('/:publicId/replies', async (req, res) => {
    const t = await visible(res.locals.apiCaller as ApiCaller, req.params.publicId)
    if (!t) return sendError(res, 404, 'not_found', 'No such ticket.')
    const body = replyBody.safeParse(req.body)
    if (!body.success) return sendError(res, 400, 'invalid_body', zodMessage(body.error.issues))
    const brand = opts.registry.brands().find((b) => b.slug === t.brandSlug)!
    const result = await answerTicket(opts.deps, brand, t, body.data.name, body.data.message)
    if (!result.ok) return sendError(res, 409, 'closed', 'The ticket is closed.')
    res.json({
      ...view((await deskTicket(opts.deps.db, t.publicId, null))!),
      messages: await ticketThread(opts.deps.db, t),
    })
  })
  return router
}
