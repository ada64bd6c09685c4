import type { RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { Logger } from './logger.js'
import { deviceClassFor, VIEWPORT_COOKIE } from './domain/viewport.js'
import { publicTenant, type Tenant } from './domain/tenant.js'
import type { ShopSession } from './domain/shop-session.js'

/** Hands the request to Vike with the tenant, session and device class already resolved. */
export function renderPageHandler(opts: { logger: Logger; buildId: string; originOf: (host: string) => string }): RequestHandler {
  return async (req, res, next) => {
    const tenant = res.locals.tenant as Tenant
    const session = res.locals.shopSession as ShopSession
    const cookies = res.locals.cookies as Record<string, string | undefined>
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      tenantServer: tenant,
      tenant: publicTenant(tenant),
      originOf: opts.originOf,
      sessionId: session.id,
      deviceClass: deviceClassFor(cookies[VIEWPORT_COOKIE]),
      buildId: opts.buildId,
      user: null,
    })
    if (pageContext.errorWhileRendering) opts.logger.error({ err: pageContext.errorWhileRendering, reqId: req.id }, 'page render failed')
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    if (httpResponse.statusCode === 404) {
      const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : `Page not found: ${req.path}`
      opts.logger.info({ reqId: req.id, path: req.path, reason }, reason)
    }
    res.status(httpResponse.statusCode)
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    httpResponse.pipe(res)
  }
}
