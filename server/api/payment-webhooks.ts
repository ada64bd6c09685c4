import { Router, text } from 'express'
import { sendError } from '../http/http-error.js'
import { applyPaymentOutcome, type PaymentDeps } from '../services/orders/payments.js'
import type { Logger } from '../logger.js'

/**
 * POST /api/payments/{provider}/webhook. The raw body is kept for the signature check. 2xx tells the provider to stop
 * retrying: a replayed event answers 200 with duplicate: true and changes nothing.
 */
export function paymentWebhookRouter(opts: {
  payments: Omit<PaymentDeps, 'now'>
  now?: () => number
  logger: Logger
  kick: () => void
}): Router {
  const router = Router()
  router.post('/:provider/webhook', text({ type: () => true, limit: '16kb' }), async (req, res) => {
    const provider = opts.payments.providers.get(String(req.params.provider))
    if (!provider) return sendError(res, 404, 'unknown_provider', 'No such payment provider.')
    const parsed = provider.parseWebhook(typeof req.body === 'string' ? req.body : '', req.headers)
    if (!parsed.ok) {
      opts.logger.warn({ provider: provider.id, reason: parsed.message }, 'payment webhook rejected')
      return sendError(res, parsed.status, parsed.status === 401 ? 'bad_signature' : 'bad_request', parsed.message)
    }
    const result = await applyPaymentOutcome(
      { ...opts.payments, now: (opts.now ?? Date.now)() },
      { provider: provider.id, ...parsed.event, actor: `webhook:${provider.id}` },
    )
    if (!result.ok) return sendError(res, 404, 'unknown_payment', 'No payment with this reference.')
    opts.kick()
    res.json({ received: true, duplicate: result.duplicateEvent, changed: result.changed })
  })
  return router
}
