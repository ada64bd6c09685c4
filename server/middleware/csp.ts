import type { RequestHandler } from 'express'
import { requestContext } from '../http/request-context.js'
import { contentSecurityPolicy } from 'helmet'

/** Where the Google tag loads from and reports to (Google's CSP guide for GA4); only brands with a GA4 id allow it. */
export const GOOGLE_TAG_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}

/**
 * The shop's CSP directives on top of helmet's defaults: own scripts only (no inline), plus the Google tag if asked.
 * `paymentPages`: origins of the payment provider's hosted pages (Adyen's Hosted Checkout). The checkout's form posts
 * to the shop, which redirects there, and browsers apply form-action to that redirect too (decision 024).
 */
export function cspDirectives(opts: {
  googleTag: boolean
  paymentPages?: readonly string[]
}): Record<string, string[] | null> {
  const g = opts.googleTag
  return {
    'script-src': ["'self'", ...(g ? GOOGLE_TAG_SOURCES.script : [])],
    'connect-src': ["'self'", ...(g ? GOOGLE_TAG_SOURCES.connect : [])],
    'img-src': ["'self'", 'data:', ...(g ? GOOGLE_TAG_SOURCES.img : [])],
    'form-action': ["'self'", ...(opts.paymentPages ?? [])],
    'upgrade-insecure-requests': null,
  }
}

/**
 * Runs after the tenant middleware: for a brand with a GA4 id the policy set earlier by helmet is replaced by the one
 * that admits the Google tag. Other brands (and requests helmet answered before the tenant was known) keep the base one.
 */
export function googleTagCspMiddleware(paymentPages: readonly string[] = []): RequestHandler {
  const withGoogleTag = contentSecurityPolicy({ directives: cspDirectives({ googleTag: true, paymentPages }) })
  return (req, res, next) => {
    if (requestContext(res).tenant.brand.analytics.ga4Id) return withGoogleTag(req, res, next)
    next()
  }
}
