import type { Express } from 'express'
import { adyenWebhookRouter } from '../api/adyen-webhook.js'
import { paymentWebhookRouter } from '../api/payment-webhooks.js'
import { orderApiRouter } from '../api/order-api.js'
import { ticketApiRouter } from '../api/ticket-api.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** Server-to-server endpoints: authenticated by signature or API key, never by the shop cookie. */
export function mountServerToServer(app: Express, deps: AppDeps, services: AppServices): void {
  const { logger, db } = deps
  const { adyen } = services.paymentSetup
  const { payments, editor } = services
  const kick = services.jobs.kick
  if (adyen) app.use('/api/payments/adyen', adyenWebhookRouter({ db, adyen, logger, now: deps.now, kick }))
  app.use('/api/payments', paymentWebhookRouter({ payments, now: deps.now, logger, kick }))
  app.use(
    '/api/v1/orders',
    orderApiRouter({ db, now: deps.now, printFiles: editor, kick, mail: payments.mail, logger }),
  )
  app.use(
    '/api/v1/tickets',
    ticketApiRouter({
      deps: {
        db,
        now: deps.now ?? Date.now,
        translate: services.translate,
      },
      registry: deps.registry,
    }),
  )
}
