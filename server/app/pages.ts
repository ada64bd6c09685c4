import type { Express } from 'express'
import { requestContext } from '../http/request-context.js'
import { writeShopSession } from '../middleware/shop-session.js'
import { secureCookies } from '../http/secure-cookies.js'
import { csrfTokenFor } from '../http/csrf-token.js'
import { renderPageHandler } from '../render-page.js'
import { scriptsAfterPaint } from '../http/scripts-after-paint.js'
import { routePayloadMiddleware } from '../http/route-payload.js'
import { attributionMiddleware } from '../middleware/attribution.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** Whatever no router took is a page: its client-side data request, attribution, then Vike's render. */
export function mountPages(app: Express, deps: AppDeps, services: AppServices): void {
  const { env, logger, db } = deps
  const { translate, originOf, pageCache } = services
  app.use(routePayloadMiddleware({ enabled: env.CLIENT_API_REQUESTS === 'on', translate }))
  // Tagged landing URLs (afcust, awc, utm_*, click ids): affiliate hit and attribution cookies before the page renders.
  app.use(attributionMiddleware({ db, now: deps.now }))
  app.use(
    renderPageHandler({
      logger,
      buildId: deps.buildId,
      originOf,
      shopMode: env.SHOP_MODE,
      paymentProviders: [...services.paymentSetup.providers.values()],
      db,
      now: deps.now,
      csrfToken: (shopSessionId) => csrfTokenFor(deps.authSecret, shopSessionId),
      contentVersion: (tenant) => deps.registry.versionOf(tenant),
      pageCache,
      finishHtml: deps.assets.kind === 'static' ? scriptsAfterPaint : undefined,
      // A page with an auth form binds its CSRF token to the shop session, so that session must reach the browser.
      persistSession: async (req, res) => {
        if (requestContext(res).shopSessionIsNew)
          await writeShopSession(res, deps.sessions, requestContext(res).shopSession, {
            secure: secureCookies(req),
          })
      },
    }),
  )
}
