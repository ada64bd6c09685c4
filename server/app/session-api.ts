import type { Express } from 'express'
import { requestContext } from '../http/request-context.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { ownerId } from '../middleware/auth.js'
import { consentFormRouter, type RecordConsent } from '../api/consent-form.js'
import { recordConsent } from '../services/privacy/consent-records.js'
import { sessionRouter } from '../api/session.js'
import { logRouter } from '../api/log.js'
import { pageEventRouter } from '../api/page-events.js'
import { cartItemCount } from '../services/cart/cart.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** The consent form, the session API, the browser's log and page-event beacons, then 404 for any other /api path. */
export function mountSessionApi(app: Express, deps: AppDeps, services: AppServices): void {
  const { logger, db } = deps
  const { limiter } = services
  // Each banner answer is also kept server-side, by shop session (decision 053).
  const record: RecordConsent = async (res, answer, source) => {
    const { tenant, shopSession, user } = requestContext(res)
    const subject = {
      brandSlug: tenant.brand.slug,
      sessionId: shopSession.id,
      customerId: user ? Number(user.id) : null,
    }
    await recordConsent(db, subject, answer, source, (deps.now ?? Date.now)())
  }
  // The consent banner's form without JS (with JS it posts to /api/session).
  app.use('/consent', sameOriginMiddleware(), consentFormRouter(deps.sessions, record))
  app.use(
    '/api/session',
    sessionRouter(
      deps.sessions,
      (res) => {
        const tenant = requestContext(res).tenant
        return cartItemCount(deps.db, {
          sessionId: ownerId(res),
          brandSlug: tenant.brand.slug,
          siteCode: tenant.site.code,
        })
      },
      record,
    ),
  )
  app.use('/api/log', logRouter(logger, { limiter }))
  app.use('/api/event', pageEventRouter({ db, now: deps.now, limiter }))
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } })
  })
}
