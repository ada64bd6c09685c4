import { Router, json } from 'express'
import { requestContext } from '../http/request-context.js'
import type { Db } from '../../db/client.js'
import { analyticsAllowed } from '../domain/analytics/consent.js'
import { isCrawlerUserAgent } from '../domain/analytics/crawlers.js'
import { pageEventBodySchema } from '../domain/analytics/page-event.js'
import { recordPageEvent } from '../services/analytics/analytics-events.js'
import { sendError, zodMessage } from '../http/http-error.js'
import { addressOf, refused } from '../http/requester.js'
import type { Limiter } from '../services/limits/limiter.js'

/**
 * POST /api/event/page (spec sections 6, 7). A valid event is stored only when the shop session holds analytics
 * consent under the current consent version and neither the request's User-Agent nor the body's is a crawler or the
 * health-check agent. Stored: 201. Valid but not stored (no consent, crawler): 204, so the browser learns nothing
 * more than "done". Invalid or over-long fields: 400; a body over 8 KB: 413; more than `perMinute` per address: 429.
 */
export function pageEventRouter(opts: { db: Db; now?: () => number; limiter: Limiter }): Router {
  const router = Router()
  router.post('/page', json({ limit: '8kb' }), async (req, res) => {
    const taken = await opts.limiter.take('pageEvent', [addressOf(req)])
    if (!taken.ok) return sendError(refused(res, taken), 429, 'rate_limited', 'Too many events; try again in a minute.')
    const parsed = pageEventBodySchema.safeParse(req.body)
    if (!parsed.success) return sendError(res, 400, 'invalid_event', zodMessage(parsed.error.issues))
    res.set('Cache-Control', 'no-store')
    const session = requestContext(res).shopSession
    if (!analyticsAllowed(session.data)) return res.status(204).end()
    if (isCrawlerUserAgent(req.get('user-agent')) || isCrawlerUserAgent(parsed.data.userAgent))
      return res.status(204).end()
    const tenant = requestContext(res).tenant
    await recordPageEvent(opts.db, parsed.data, {
      brandSlug: tenant.brand.slug,
      siteCode: tenant.site.code,
      ip: req.ip,
      now: (opts.now ?? Date.now)(),
    })
    res.status(201).json({ stored: true })
  })
  return router
}
