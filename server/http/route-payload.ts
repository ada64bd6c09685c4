import type { RequestHandler } from 'express'
import type { Translate } from '../i18n/server-messages.js'
import { sendClientApiError } from './client-api-errors.js'

const SUFFIX = '/_payload.json'

/** `/offers/_payload.json` -> `/offers`, `/_payload.json` -> `/`; null for any other path. */
export function payloadRoute(path: string): string | null {
  if (!path.endsWith(SUFFIX)) return null
  return path.slice(0, -SUFFIX.length) || '/'
}

/**
 * Spec section 7: `GET /{route}/_payload.json` is a route's payload, the data its page renders with, fetched by the
 * prefetch before a visitor follows a link. It is the page context Vike sends the client router for that URL
 * (`{route}/index.pageContext.json`, https://vike.dev/pageContext.json): the same guards, hooks, status codes and
 * caching as the page itself. Off (403 client_api_disabled) when CLIENT_API_REQUESTS=off.
 */
export function routePayloadMiddleware(opts: { enabled: boolean; translate: Translate }): RequestHandler {
  return (req, res, next) => {
    const route = req.method === 'GET' || req.method === 'HEAD' ? payloadRoute(req.path) : null
    if (route === null) return next()
    if (!opts.enabled) return sendClientApiError(res, opts.translate, 'client_api_disabled')
    const q = req.originalUrl.indexOf('?')
    const target = `${route === '/' ? '' : route}/index.pageContext.json${q >= 0 ? req.originalUrl.slice(q) : ''}`
    // The page handler renders req.originalUrl: both name the page context URL from here on.
    req.url = target
    req.originalUrl = target
    res.locals.routePayload = true
    next()
  }
}
