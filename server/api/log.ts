import { Router, json } from 'express'
import { z } from 'zod'
import type { Logger } from '../logger.js'
import { sendError, zodMessage } from '../http/http-error.js'
import { addressOf, refused } from '../http/requester.js'
import type { Limiter } from '../services/limits/limiter.js'

const logBodySchema = z.strictObject({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().min(1).max(2000),
})

/** POST /api/log: client errors into pino, bounded in size (2 KB body) and rate (per client address). */
export function logRouter(logger: Logger, opts: { limiter: Limiter }): Router {
  const router = Router()
  router.post('/', json({ limit: '2kb' }), async (req, res) => {
    const taken = await opts.limiter.take('clientLog', [addressOf(req)])
    if (!taken.ok)
      return sendError(refused(res, taken), 429, 'rate_limited', 'Too many log messages; try again in a minute.')
    const parsed = logBodySchema.safeParse(req.body)
    if (!parsed.success) return sendError(res, 400, 'invalid_log', zodMessage(parsed.error.issues))
    logger[parsed.data.level]({ source: 'client', host: req.headers.host, reqId: req.id }, parsed.data.message)
    res.status(204).end()
  })
  return router
}
