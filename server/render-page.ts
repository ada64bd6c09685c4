import type { RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { Logger } from './logger.js'
import type { Db } from '../db/client.js'
import { cartItemCount } from './services/cart/cart.js'
import { readCheckout } from './services/checkout/checkout.js'
import { siteShareImagePath } from './services/catalog/catalog-pages.js'
import { deviceClassFor, VIEWPORT_COOKIE } from './domain/session/viewport.js'
import { publicTenant, type Tenant } from './domain/tenancy/tenant.js'
import type { ShopSession } from './domain/session/shop-session.js'
import { consentDecision } from './domain/analytics/consent.js'
import { ownerId } from './middleware/auth.js'
import type { SignedInUser } from './services/accounts/auth-service.js'
import { previewOf } from './api/brand-preview.js'
import type { ShopMode } from './domain/config/shop-mode.js'
import type { ShopLanguage } from './domain/vocabulary/shop-enums.js'
import type { ProviderCoverage } from './domain/payments/payment-methods.js'

/** Hands the request to Vike with the tenant, session and device class already resolved. */
export function renderPageHandler(opts: {
  logger: Logger
  buildId: string
  originOf: (host: string) => string
  /** demo shows the demo notice on every page and the test PSP's page; live has neither. */
  shopMode: ShopMode
  /** Which payment methods can be paid (checkout and order pages). */
  paymentProviders: readonly ProviderCoverage[]
  db: Db
  now?: () => number
  csrfToken: (shopSessionId: string) => string
  persistSession: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<void>
}): RequestHandler {
  return async (req, res, next) => {
    const tenant = res.locals.tenant as Tenant
    const owner = ownerId(res)
    const user = res.locals.user as SignedInUser | null
    const cookies = res.locals.cookies as Record<string, string | undefined>
    const cartKey = { sessionId: owner, brandSlug: tenant.brand.slug, siteCode: tenant.site.code }
    const shopSession = res.locals.shopSession as ShopSession
    const shopSessionId = shopSession.id
    const preview = previewOf(res)
    let csrfUsed = false
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      tenantServer: tenant,
      tenant: publicTenant(tenant),
      originOf: opts.originOf,
      shopMode: opts.shopMode,
      paymentProviders: opts.paymentProviders,
      sessionId: owner,
      shopSessionId,
      csrfToken: () => {
        csrfUsed = true
        return opts.csrfToken(shopSessionId)
      },
      // Pages whose scripts write under the session (the editor's uploads and autosave) need it to be the same one.
      persistShopSession: () => {
        csrfUsed = true
      },
      deviceClass: deviceClassFor(cookies[VIEWPORT_COOKIE]),
      // Decides only whether the HTML carries the no-JS consent form; with JS the banner asks /api/session.
      consentRequired: consentDecision(shopSession.data).status === 'ask',
      preview: preview ? { by: preview.staffEmail } : null,
      buildId: opts.buildId,
      user: user
        ? {
            id: user.id,
            firstName: user.firstName,
            kind: user.kind,
            permissions: user.permissions,
            canMakeOrders: user.canMakeOrders,
          }
        : null,
      // Asked only by the guards that need them, so ordinary page views cost no cart queries.
      cartItemCount: () => cartItemCount(opts.db, cartKey),
      hasCheckoutContact: () => readCheckout(opts.db, cartKey).contact !== null,
      // Asked by the document head of indexable pages without a picture of their own (og:image).
      shareImagePath: (language: ShopLanguage) =>
        siteShareImagePath(opts.db, {
          language,
          brandSlug: tenant.brand.slug,
          siteCode: tenant.site.code,
          currency: tenant.site.currency,
        }),
      db: opts.db,
      now: (opts.now ?? Date.now)(),
    })
    const { httpResponse } = pageContext
    // A hook's `throw render(404 | 403, reason)` also arrives as errorWhileRendering: only a 5xx is a failure.
    if (pageContext.errorWhileRendering && (httpResponse?.statusCode ?? 500) >= 500)
      opts.logger.error({ err: pageContext.errorWhileRendering, reqId: req.id }, 'page render failed')
    if (!httpResponse) return next()
    if (httpResponse.statusCode >= 400 && httpResponse.statusCode < 500) {
      const reason =
        typeof pageContext.abortReason === 'string'
          ? pageContext.abortReason
          : `${httpResponse.statusCode === 404 ? 'Page not found' : `HTTP ${httpResponse.statusCode}`}: ${req.path}`
      opts.logger[httpResponse.statusCode === 404 ? 'info' : 'warn']({ reqId: req.id, path: req.path, reason }, reason)
    }
    if (csrfUsed) await opts.persistSession(req, res)
    res.status(httpResponse.statusCode)
    for (const [name, value] of httpResponse.headers) {
      // Redirects to translated slugs (ł, ø, č ...) must be percent-encoded: raw UTF-8 is not allowed in a header.
      res.setHeader(
        name,
        name.toLowerCase() === 'location' ? value.replace(/[^\x21-\x7E]+/gu, (run) => encodeURIComponent(run)) : value,
      )
    }
    if (
      httpResponse.statusCode === 200 &&
      !preview &&
      isSharedPage(pageContext.config?.cache, pageContext.user, res.getHeader('set-cookie'))
    ) {
      // Same HTML for every anonymous visitor of this site and language; personal parts load from /api/session.
      // Vary: Cookie keeps the viewport-dependent markup, the no-JS consent form (shown until the session holds an
      // answer) and any signed-in variant out of other visitors' caches.
      res.setHeader('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
      res.setHeader('Vary', 'Cookie, Accept-Encoding')
      // res.send computes an ETag and answers If-None-Match with 304.
      res.send(httpResponse.body)
      return
    }
    httpResponse.pipe(res)
  }
}

export function isSharedPage(cache: unknown, user: unknown, setCookie: unknown): boolean {
  return cache === 'public' && !user && setCookie === undefined
}
