import type { RequestHandler } from 'express'
import type { Tenant } from '../domain/tenancy/tenant.js'
import { requestContext } from './request-context.js'

export const PAGE_VERSION_PATH = '/_page-version'
export const PAGE_VERSION_HEADER = 'X-Page-Version'

/**
 * GET /_page-version: the build and tenant config version of the request's host, for a shared cache in front of the
 * instances (docs/deploy.md, decision 039). nginx asks it per request (itself cached for 1 s) and puts it in its cache
 * key, so a console publish or a catalogue write makes that host's stored pages unreachable within about a second,
 * without purging. Always 200: an unknown host gets "unknown" and its request goes on to the shop's own 404.
 */
export function pageVersionRoute(opts: {
  buildId: string
  contentVersion: (tenant: Tenant) => number
}): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== PAGE_VERSION_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    const tenant = await requestContext(res).resolveTenant()
    res.setHeader('Cache-Control', 'public, max-age=1')
    res.setHeader(PAGE_VERSION_HEADER, tenant ? `${opts.buildId}.${opts.contentVersion(tenant)}` : 'unknown')
    res.status(200).end()
  }
}
