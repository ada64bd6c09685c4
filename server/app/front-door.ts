import type { Express } from 'express'
import compression from 'compression'
import helmet from 'helmet'
import { parseTrustProxy } from '../env.js'
import { setHttpsOnly } from '../http/secure-cookies.js'
import { sameOriginLocation } from '../domain/tenancy/same-origin-location.js'
import { requestLogger } from '../http/request-logging.js'
import { pageCacheFrontDoor } from '../render-page.js'
import { requestContextMiddleware } from '../http/request-context.js'
import { validateSessionToken } from '../services/accounts/auth-service.js'
import { pageVersionRoute } from '../http/page-version.js'
import { cspDirectives } from '../middleware/csp.js'
import { checkHealth } from '../services/ops/health.js'
import { readinessHandler } from '../http/readiness.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/**
 * What every request meets first, whatever its host: the request log line, safe redirects, the page cache's fresh
 * pages, the page version, helmet's headers, compression, and the health and readiness probes.
 */
export function mountFrontDoor(app: Express, deps: AppDeps, services: AppServices): void {
  const { env, logger, db } = deps
  app.disable('x-powered-by')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))
  setHttpsOnly(app, env.PUBLIC_SCHEME === 'https')

  app.use(requestLogger(logger, { autoLogging: deps.requestLogging ?? env.NODE_ENV !== 'test' }))
  // The request's context: tenant, language, session, user and device class, each resolved once on first use.
  app.use(
    requestContextMiddleware({
      tenantOf: (host) => deps.registry.resolve(host),
      generationOf: (tenant) => deps.registry.versionOf(tenant),
      readSession: (sealed) => deps.sessions.read(sealed),
      signIn: (token, brandSlug) => validateSessionToken({ db: deps.db, now: deps.now ?? Date.now }, token, brandSlug),
    }),
  )
  // Every router's redirect goes through res.location: it can only name a path of this site (or the server's own
  // absolute URL), never `/\evil.example` or `//evil.example`.
  app.use((_req, res, next) => {
    const location = res.location.bind(res)
    res.location = (url: string) => location(sameOriginLocation(url))
    next()
  })
  // Catalogue pages (decisions 026, 039): a fresh cached page is answered here, before everything else.
  const { pageCache } = services
  if (pageCache)
    app.use(
      pageCacheFrontDoor({
        pageCache,
        buildId: deps.buildId,
        contentVersion: (tenant) => deps.registry.versionOf(tenant),
        db: deps.db,
        now: deps.now,
      }),
    )
  // The version a shared cache in front (nginx, docs/deploy.md) keys its pages on: a publish makes them unreachable.
  app.use(
    pageVersionRoute({
      buildId: deps.buildId,
      contentVersion: (tenant) => deps.registry.versionOf(tenant),
    }),
  )
  app.use(
    helmet({
      // Vite's dev server injects inline scripts; every built page (production and tests) runs under the CSP.
      // Brands with a GA4 id get the Google tag's hosts added once the tenant is known (googleTagCspMiddleware).
      contentSecurityPolicy:
        env.NODE_ENV !== 'development'
          ? { directives: cspDirectives({ googleTag: false, paymentPages: services.paymentPages }) }
          : false,
      strictTransportSecurity: env.PUBLIC_SCHEME === 'https',
      // Full URLs stay on this site; other sites see only the origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  app.use(compression())
  app.get('/healthz', async (_req, res) => {
    await checkHealth(deps.db)
    res.set('Cache-Control', 'no-store').json({ status: 'ok', build: deps.buildId })
  })
  app.get('/readyz', readinessHandler(db, deps.draining))
}
