import type { RequestHandler } from 'express'
import { requestContext } from '../http/request-context.js'

/** The tenant of the Host header (the request context's); an unknown host gets a plain 404 naming nothing internal. */
export function tenantMiddleware(): RequestHandler {
  return async (_req, res, next) => {
    const tenant = await requestContext(res).resolveTenant()
    if (!tenant) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    next()
  }
}
