import type { RequestHandler } from 'express'
import { isDatabaseUnavailable, sendDatabaseUnavailable } from './http/database-unavailable.js'
import { renderPage } from 'vike/server'
import type { Logger } from './logger.js'
import type { Db } from '../db/client.js'
import { cartItemCount } from './services/cart/cart.js'
import { readCheckout } from './services/checkout/checkout.js'
import { siteShareImagePath, storefrontOf } from './services/catalog/catalog-pages.js'
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
import { cachedPage, createPageCache, type CachedPage, type PageCache } from './http/page-cache.js'
import { hasLandingData, parseLanding } from './domain/analytics/attribution.js'
import { languageOfPath } from './domain/tenancy/locale-path.js'
import { normalizeHost } from './services/tenancy/tenant-registry.js'
import { AUTH_COOKIE } from './middleware/auth.js'
import { PREVIEW_COOKIE } from './api/brand-preview.js'

type Req = Parameters<RequestHandler>[0]
type Res = Parameters<RequestHandler>[1]
type RenderedPageContext = Awaited<ReturnType<typeof renderPage>>

/** Browsers and proxies may keep a shared page this long (seconds); the in-process cache uses the same windows. */
const MAX_AGE_S = 60
const STALE_S = 300
const SHARED_CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, stale-while-revalidate=${STALE_S}`

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
  persistSession: (req: Req, res: Res) => Promise<void>
  /** Tenant config and content version (registry loads) the tenant was resolved with: part of every page cache key. */
  contentVersion: (tenant: Tenant) => number
  /** The anonymous page cache (sharedPageCache()), or null when it is off. */
  pageCache: PageCache | null
  /** Production: the HTML as sent (scriptsAfterPaint); dev leaves Vite's scripts alone. */
  finishHtml?: (html: string) => string
}): RequestHandler {
  const cache = opts.pageCache
  const finish = opts.finishHtml

  /** The response body: an HTML page as finishHtml leaves it, the client router's JSON as it is. */
  function bodyOf(httpResponse: NonNullable<RenderedPageContext['httpResponse']>): string {
    const body = httpResponse.body
    if (!finish) return body
    // From the headers: httpResponse.contentType is deprecated (Vike warns once per process).
    const type = httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
    return type.startsWith('text/html') ? finish(body) : body
  }

  /** Renders with the request's tenant, session and user; `csrfUsed` says whether the HTML holds a session token. */
  async function render(req: Req, res: Res): Promise<{ pageContext: RenderedPageContext; csrfUsed: boolean }> {
    const tenant = res.locals.tenant as Tenant
    const owner = ownerId(res)
    const user = res.locals.user as SignedInUser | null
    const cookies = res.locals.cookies as Record<string, string | undefined>
    const cartKey = { sessionId: owner, brandSlug: tenant.brand.slug, siteCode: tenant.site.code }
    const shopSession = res.locals.shopSession as ShopSession
    const shopSessionId = shopSession.id
    const preview = previewOf(res)
    let csrfUsed = false
    const contentVersion = opts.contentVersion(tenant)
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      tenantServer: tenant,
      tenant: publicTenant(tenant),
      contentVersion,
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
      // The consent banner is part of the server HTML (first paint) exactly when the session holds no current answer.
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
      hasCheckoutContact: async () => (await readCheckout(opts.db, cartKey)).contact !== null,
      // Asked by the document head of indexable pages without a picture of their own (og:image).
      shareImagePath: (language: ShopLanguage) =>
        siteShareImagePath(opts.db, storefrontOf(tenant, language, contentVersion)),
      db: opts.db,
      now: (opts.now ?? Date.now)(),
    })
    return { pageContext, csrfUsed }
  }

  /** The page as every anonymous visitor of this key would get it, or null when it is not theirs to share. */
  function shareable(pageContext: RenderedPageContext, csrfUsed: boolean): CachedPage | null {
    const { httpResponse } = pageContext
    if (!httpResponse || httpResponse.statusCode !== 200 || csrfUsed) return null
    if (!isSharedPage(pageContext.config?.cache, pageContext.user, undefined)) return null
    if (httpResponse.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return null
    return cachedPage(
      200,
      httpResponse.headers.map(([n, v]) => [n, v] as [string, string]),
      bodyOf(httpResponse),
    )
  }

  return async (req, res, next) => {
    const key = cache ? await anonymousCacheKey(req, res, opts) : null
    // pass: this key's last render was personal or not a 200, so nobody waits for or stores it for a while.
    let passed = true
    if (cache && key) {
      const found = cache.lookup(key)
      passed = found?.state === 'pass'
      if (found && found.state !== 'pass') {
        if (found.state === 'stale' && !cache.pending(key)) {
          // Stale-while-revalidate: this visitor gets the old page now, one background render replaces it.
          void cache
            .fill(key, async () => {
              const { pageContext, csrfUsed } = await render(req, res)
              return shareable(pageContext, csrfUsed)
            })
            .catch((err: unknown) => opts.logger.error({ err, reqId: req.id }, 'page revalidation failed'))
        }
        return sendShared(req, res, found.page, found.state === 'fresh' ? 'HIT' : 'STALE')
      }
      // Another request is rendering this key: wait for its page instead of rendering it again (no stampede).
      const running = passed ? undefined : cache.pending(key)
      if (running) {
        const page = await running.catch(() => null)
        if (page) return sendShared(req, res, page, 'HIT')
        passed = true
      }
    }

    let rendered: { pageContext: RenderedPageContext; csrfUsed: boolean } | undefined
    const page =
      cache && key && !passed
        ? await cache.fill(key, async () => {
            rendered = await render(req, res)
            return shareable(rendered.pageContext, rendered.csrfUsed)
          })
        : null
    // Joined a render that another request started after all: its page, without rendering it again.
    if (page && !rendered) return sendShared(req, res, page, 'HIT')
    // Without a cache key (a personal request) or when a concurrent render of the key shared nothing: render here.
    rendered ??= await render(req, res)
    const { pageContext, csrfUsed } = rendered
    const preview = previewOf(res)
    const { httpResponse } = pageContext
    if (isDatabaseUnavailable(pageContext.errorWhileRendering)) {
      opts.logger.warn({ reqId: req.id }, 'database unavailable: answered 503')
      return sendDatabaseUnavailable(req, res)
    }
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
    if (page) return sendShared(req, res, page, 'MISS')
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
      setSharedHeaders(res)
      // res.send computes an ETag and answers If-None-Match with 304.
      res.send(bodyOf(httpResponse))
      return
    }
    if (finish) res.end(bodyOf(httpResponse))
    else httpResponse.pipe(res)
  }
}

/** The cache of anonymous page HTML, with the same fresh and stale windows as the Cache-Control it sends. */
export function sharedPageCache(maxBytes: number): PageCache | null {
  return maxBytes > 0 ? createPageCache({ maxBytes, freshMs: MAX_AGE_S * 1000, staleMs: STALE_S * 1000 }) : null
}

/**
 * The front door for the commonest request of all, a first visit: no cookie at all and no attribution in the URL
 * (decision 026). It runs right after the request log line starts, before helmet, compression, tenant middleware,
 * sessions, auth, the routers and attribution, none of which could change the answer for such a request (every
 * router answers it the same way it did when the page handler rendered this URL): a fresh cached page is sent with
 * the headers that pipeline set on it (recorded the first time the page went through it) and costs about what a
 * static route costs. Stale pages, misses and pages whose pipeline headers are not known yet go on to
 * renderPageHandler, which keys the same request the same way (anonymousCacheKey) and revalidates or renders.
 */
export function pageCacheFrontDoor(opts: {
  pageCache: PageCache
  buildId: string
  contentVersion: (tenant: Tenant) => number
  tenantOf: (host: string | undefined) => Promise<Tenant | null>
}): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie !== undefined) return next()
    const q = req.originalUrl.indexOf('?')
    if (q >= 0 && hasLandingData(parseLanding(new URLSearchParams(req.originalUrl.slice(q + 1))))) return next()
    const tenant = await opts.tenantOf(req.headers.host)
    if (!tenant) return next()
    const found = opts.pageCache.lookup(pageKey(req, tenant, {}, opts))
    if (found?.state !== 'fresh' || !found.page.pipelineHeaders) return next()
    for (const [name, value] of found.page.pipelineHeaders) res.setHeader(name, value)
    sendShared(req, res, found.page, 'HIT')
  }
}

/** Headers a page response gets from its own render, from sendShared or per connection, not from the middleware. */
const PAGE_OWN_HEADERS = new Set([
  'cache-control',
  'vary',
  'x-cache',
  'etag',
  'content-type',
  'content-length',
  'content-encoding',
  'set-cookie',
  // Graceful shutdown closes the sockets of responses started while draining.
  'connection',
  'keep-alive',
])

/**
 * Same HTML for every anonymous visitor of this site and language; personal parts load from /api/session.
 * Vary: Cookie keeps the viewport-dependent markup, the consent banner (shown until the session holds an answer) and
 * any signed-in variant out of other visitors' caches.
 */
function setSharedHeaders(res: Res) {
  res.setHeader('Cache-Control', SHARED_CACHE_CONTROL)
  res.setHeader('Vary', 'Cookie, Accept-Encoding')
}

function sendShared(req: Req, res: Res, page: CachedPage, state: 'HIT' | 'MISS' | 'STALE') {
  // What the pipeline set for a cookie-less request of this page, for the front door's later answers.
  if (!page.pipelineHeaders && req.headers.cookie === undefined)
    page.pipelineHeaders = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PAGE_OWN_HEADERS.has(name))
      .map(([name, value]) => [name, value!])
  res.status(page.status)
  for (const [name, value] of page.headers) res.setHeader(name, value)
  setSharedHeaders(res)
  res.setHeader('X-Cache', state)
  res.setHeader('ETag', page.etag)
  if (req.fresh) {
    res.status(304).end()
    return
  }
  // Compressed when stored: the compression middleware leaves a response with a Content-Encoding alone.
  // Brotli whenever accepted (browsers list gzip first at equal weight, and brotli is the smaller).
  const accepted = req.headers['accept-encoding']
  const encoding = !page.encoded
    ? false
    : !accepted
      ? 'identity'
      : req.acceptsEncodings('br') === 'br'
        ? 'br'
        : req.acceptsEncodings('gzip', 'identity')
  if (page.encoded && (encoding === 'br' || encoding === 'gzip' || encoding === 'identity')) {
    const body = page.encoded[encoding]
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
    return
  }
  res.send(page.body)
}

/**
 * The page cache key of a request whose HTML is the same for every anonymous visitor, or null when the request is
 * personal and must neither be served from nor stored in the cache: not a GET/HEAD, a signed-in user or an auth
 * cookie, a console preview cookie, a cookie already set on the way here (attribution), a session holding a consent
 * answer (the banner is not rendered for it) or a non-empty cart. The key covers host, path and query, language,
 * device class (viewport cookie), build and tenant config version.
 */
export async function anonymousCacheKey(
  req: Req,
  res: Res,
  opts: { buildId: string; contentVersion: (tenant: Tenant) => number; db: Db },
): Promise<string | null> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const cookies = res.locals.cookies as Record<string, string | undefined>
  if (res.locals.user || cookies[AUTH_COOKIE] !== undefined) return null
  if (previewOf(res) || cookies[PREVIEW_COOKIE] !== undefined) return null
  if (res.getHeader('set-cookie') !== undefined) return null
  const shopSession = res.locals.shopSession as ShopSession
  if (consentDecision(shopSession.data).status !== 'ask') return null
  const tenant = res.locals.tenant as Tenant
  // Only a session the visitor already had can hold a cart; a fresh one costs no query.
  if (
    res.locals.shopSessionIsNew !== true &&
    (await cartItemCount(opts.db, {
      sessionId: ownerId(res),
      brandSlug: tenant.brand.slug,
      siteCode: tenant.site.code,
    })) > 0
  )
    return null
  return pageKey(req, tenant, cookies, opts)
}

function pageKey(
  req: Req,
  tenant: Tenant,
  cookies: Record<string, string | undefined>,
  opts: { buildId: string; contentVersion: (tenant: Tenant) => number },
): string {
  // The language is the path's locale prefix (the site's default without one): resolving the whole path for it cost
  // as much as the rest of a hit together.
  const { language } = languageOfPath(req.path, tenant.site)
  return [
    opts.buildId,
    opts.contentVersion(tenant),
    normalizeHost(req.headers.host ?? ''),
    language,
    deviceClassFor(cookies[VIEWPORT_COOKIE]),
    req.originalUrl,
  ].join('\n')
}

export function isSharedPage(cache: unknown, user: unknown, setCookie: unknown): boolean {
  return cache === 'public' && !user && setCookie === undefined
}
