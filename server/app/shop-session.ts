import type { Express } from 'express'
import { shopSessionMiddleware } from '../middleware/shop-session.js'
import { authMiddleware } from '../middleware/auth.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { secureCookies } from '../http/secure-cookies.js'
import type { AppDeps } from './app-deps.js'

/** The shop session cookie, the signed-in customer, and same-origin writes only for the shop's own /api. */
export function mountShopSession(app: Express, deps: AppDeps): void {
  app.use(shopSessionMiddleware(deps.sessions, secureCookies))
  app.use(authMiddleware())
  app.use('/api', sameOriginMiddleware())
}
