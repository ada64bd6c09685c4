import type { RequestHandler } from 'express'
import { sendError } from '../http/http-error.js'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for cookie-authenticated writes: a state-changing request must come from a page of
 * the same host. Browsers always send Origin (or Sec-Fetch-Site) on cross-site POSTs, so a forged
 * form from another site is refused; same-origin forms and fetches pass, with or without JS.
 */
export function sameOriginMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next()
    const origin = req.headers.origin
    // Browsers send "Origin: null" under strict referrer policies; Sec-Fetch-Site then tells the truth.
    if (origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') return next()
    if (origin !== undefined) {
      let host: string | null = null
      try {
        host = origin === 'null' ? null : new URL(origin).host
      } catch {
        host = null
      }
      if (host === null || host !== req.headers.host)
        return sendError(res, 403, 'cross_site_request', 'Cross-site requests are not allowed.')
      return next()
    }
    const site = req.headers['sec-fetch-site']
    if (site === 'cross-site' || site === 'same-site')
      return sendError(res, 403, 'cross_site_request', 'Cross-site requests are not allowed.')
    next()
  }
}
