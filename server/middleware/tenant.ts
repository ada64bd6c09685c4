import type { RequestHandler } from 'express'
import type { TenantRegistry } from '../services/tenancy/tenant-registry.js'

/** Resolves the tenant from the Host header; an unknown host gets a plain 404 naming nothing internal. */
export function tenantMiddleware(registry: TenantRegistry): RequestHandler {
  return async (req, res, next) => {
    const tenant = await registry.resolve(req.headers.host)
    if (!tenant) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    res.locals.tenant = tenant
    // The registry generation the tenant was read under: cart reads are kept per generation as pages' are.
    res.locals.generation = registry.versionOf(tenant)
    next()
  }
}
