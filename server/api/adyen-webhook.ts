import { Router, text } from 'express'
import { sendError } from '../http/http-error.js'
import type { Logger } from '../logger.js'
import type { AdyenProvider } from '../services/payments/adyen-provider.js'
import { storeNotifications } from '../services/orders/provider-notifications.js'
import type { Db } from '../../db/client.js'

/**
 * POST /api/payments/adyen/webhook (decision 024). Optional basic auth, then every item's HMAC signature (the library's
 * validator): a bad or missing one answers 401 and stores nothing; a body that is no notification answers 400 (never
 * 5xx for bad input). A valid batch is stored (each pspReference + eventCode once) and acknowledged with Adyen's
 * `[accepted]`, also for references the shop does not know; the job runner applies it.
 */
export function adyenWebhookRouter(opts: {
  db: Db
  adyen: AdyenProvider
  logger: Logger
  now?: () => number
  kick: () => void
}): Router {
  const router = Router()
  router.post('/webhook', text({ type: () => true, limit: '512kb' }), async (req, res) => {
    const raw = typeof req.body === 'string' ? req.body : ''
    const check = opts.adyen.verifyNotifications(raw, req.get('authorization'))
    if (!check.ok) {
      opts.logger.warn({ provider: 'adyen', reason: check.message }, 'payment webhook rejected')
      if (check.status === 401) res.set('WWW-Authenticate', 'Basic realm="adyen-webhook"')
      return sendError(res, check.status, check.status === 401 ? 'bad_signature' : 'bad_request', check.message)
    }
    const stored = await storeNotifications(opts.db, check.items, (opts.now ?? Date.now)())
    if (stored.length) opts.kick()
    res.type('text/plain').send('[accepted]')
  })
  return router
}
