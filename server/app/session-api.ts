import type { Express } from 'express'
import { requestContext } from '../http/request-context.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { ownerId } from '../middleware/auth.js'
import { consentFormRouter } from '../api/consent-form.js'
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
  // The consent banner's form without JS (with JS it posts to /api/session).
  app.use('/consent', sameOriginMiddleware(), consentFormRouter(deps.sessions))
  app.use(
    '/api/session',
    sessionRouter(deps.sessions, (res) => {
      const tenant = requestContext(res).tenant
      return cartItemCount(deps.db, {
        sessionId: ownerId(res),
        brandSlug: tenant.brand.slug,
        siteCode: tenant.site.code,
      })
    }),
  )
  app.use('/api/log', logRouter(logger, { limiter }))
  app.use('/api/event', pageEventRouter({ db, now: deps.now, limiter }))
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } })
  })
}
