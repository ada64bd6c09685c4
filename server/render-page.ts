import type { RequestHandler } from 'express'
import { sameOriginLocation } from './domain/tenancy/same-origin-location.js'
import { isDatabaseUnavailable, sendDatabaseUnavailable } from './http/database-unavailable.js'
import { renderPage } from 'vike/server'
import type { Logger } from './logger.js'
import type { Db } from '../db/client.js'
import { cartItemCount } from './services/cart/cart.js'
import { readCheckout } from './services/checkout/checkout.js'
import { siteShareImagePath, storefrontOf } from './services/catalog/catalog-pages.js'
import { offerEpoch } from './services/promotions/shown-prices.js'
import { publicTenant, type Tenant } from './domain/tenancy/tenant.js'
import { isAnonymousView, personalViewOf, type PersonalView } from './domain/session/personal-view.js'
import { ownerId } from './middleware/auth.js'
import { AUTH_COOKIE, requestContext, type RequestContext } from './http/request-context.js'
import { previewOf } from './api/brand-preview.js'
import type { ShopMode } from './domain/config/shop-mode.js'
import type { ShopLanguage } from './domain/vocabulary/shop-enums.js'
import type { ProviderCoverage } from './domain/payments/payment-methods.js'
import { cachedPage, createPageCache, personalEtag, type CachedPage, type PageCache } from './http/page-cache.js'
import { parseTemplate, personalBody, renderForView } from './http/personal-splice.js'
import { hasLandingData, parseLanding } from './domain/analytics/attribution.js'
import { normalizeHost } from './services/tenancy/tenant-registry.js'
import { PREVIEW_COOKIE } from './api/brand-preview.js'

type Req = Parameters<RequestHandler>[0]
type Res = Parameters<RequestHandler>[1]
type RenderedPageContext = Awaited<ReturnType<typeof renderPage>>

/**
 * Shared caches (a CDN, nginx) may keep a first-visit page this long (seconds) and serve it stale while they fetch a
 * new one; the in-process cache uses the same windows. Browsers revalidate every time (max-age=0, a 304 when nothing
 * changed): the same URL answers differently once the visitor answers the banner or fills the cart.
 */
const MAX_AGE_S = 60
const STALE_S = 300
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_AGE_S}, stale-while-revalidate=${STALE_S}`
/** A page with the visitor's own parts spliced in: theirs only, revalidated on every use. */
const PERSONAL_CACHE_CONTROL = 'private, no-cache'

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
  function bodyOf(httpResponse: NonNullable<RenderedPageContext['httpResponse']>): { body: string; html: boolean } {
    const body = httpResponse.body
    // From the headers: httpResponse.contentType is deprecated (Vike warns once per process).
    const type = httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
    const html = type.startsWith('text/html')
    return { body: html && finish ? finish(body) : body, html }
  }

  /** Renders with the request's tenant, session and user; `csrfUsed` says whether the HTML holds a session token. */
  async function render(req: Req, res: Res): Promise<{ pageContext: RenderedPageContext; csrfUsed: boolean }> {
    const context = requestContext(res)
    const { tenant, user } = context
    const owner = ownerId(res)
    const cartKey = { sessionId: owner, brandSlug: tenant.brand.slug, siteCode: tenant.site.code }
    const shopSessionId = context.shopSession.id
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
      deviceClass: context.deviceClass,
      // The language the path's prefix asks for: error pages rendered before routing settled one take it.
      requestLocale: context.locale,
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
    // The client router's JSON for an error or abort also comes as a 200: not a page to share.
    if (pageContext.abortStatusCode !== undefined) return null
    if (!isSharedPage(pageContext.config?.cache, pageContext.user, undefined)) return null
    if (httpResponse.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return null
    const { body, html } = bodyOf(httpResponse)
    return cachedPage(
      200,
      httpResponse.headers.map(([n, v]) => [n, v] as [string, string]),
      body,
      html,
    )
  }

  /** The visitor's own parts of the page: asked once per request, and only for an HTML page. */
  function personalViewLoader(res: Res): () => Promise<PersonalView> {
    let view: Promise<PersonalView> | undefined
    return () => (view ??= personalViewOfRequest(res, opts.db))
  }

  return async (req, res, next) => {
    const key = cache ? await pageCacheKey(req, res, opts) : null
    const viewOf = personalViewLoader(res)
    const send = async (page: CachedPage, state: CacheState) =>
      sendCached(req, res, page, state, page.template ? await viewOf() : null)
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
        return send(found.page, found.state === 'fresh' ? 'HIT' : 'STALE')
      }
      // Another request is rendering this key: wait for its page instead of rendering it again (no stampede).
      const running = passed ? undefined : cache.pending(key)
      if (running) {
        const page = await running.catch(() => null)
        if (page) return send(page, 'HIT')
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
    if (page && !rendered) return send(page, 'HIT')
    // Without a cache key or when a concurrent render of the key shared nothing: render here.
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
    if (page) return send(page, 'MISS')
    if (csrfUsed) await opts.persistSession(req, res)
    res.status(httpResponse.statusCode)
    // A form's refusal shown on its own page (the withdrawal page, decision 052) keeps the refusal's 4xx.
    const formStatus = (pageContext as { data?: { formStatus?: unknown } }).data?.formStatus
    if (httpResponse.statusCode === 200 && typeof formStatus === 'number') res.status(formStatus)
    // A route payload (/{route}/_payload.json) says with its status what Vike's JSON says in its body (404, 403...).
    if (res.locals.routePayload === true && typeof pageContext.abortStatusCode === 'number')
      res.status(pageContext.abortStatusCode)
    for (const [name, value] of httpResponse.headers) {
      // Redirects (Vike's trailing-slash one keeps the path as sent: `/\evil.example/`) stay paths of this site, and
      // translated slugs (ł, ø, č ...) are percent-encoded: raw UTF-8 is not allowed in a header.
      res.setHeader(name, name.toLowerCase() === 'location' ? sameOriginLocation(value) : value)
    }
    // Every HTML page has the visitor's own parts spliced in, cached or not (one way to build them).
    const out = bodyOf(httpResponse)
    const view = out.html ? await viewOf() : null
    const body = view ? renderForView(parseTemplate(out.body), view) : out.body
    if (
      httpResponse.statusCode === 200 &&
      !preview &&
      isSharedPage(pageContext.config?.cache, pageContext.user, res.getHeader('set-cookie'))
    )
      setSharedHeaders(res, !view || isAnonymousView(view))
    // res.send computes an ETag and answers If-None-Match with 304.
    res.send(body)
  }
}

/** The visitor's consent answer, cart count and account name, from what the session and auth middleware found. */
function personalViewOfRequest(res: Res, db: Db): Promise<PersonalView> {
  const context = requestContext(res)
  return visitorView(db, context.tenant, {
    session: context.shopSession,
    sessionIsNew: context.shopSessionIsNew,
    user: context.user,
  })
}

/** A session just made for this request has no cart; a signed-in customer's cart is the account's. */
async function visitorView(
  db: Db,
  tenant: Tenant,
  visitor: {
    session: RequestContext['shopSession'] | null
    sessionIsNew: boolean
    user: RequestContext['user'] | undefined
  },
): Promise<PersonalView> {
  const { session, user } = visitor
  const owner = user ? `c:${user.id}` : session && !visitor.sessionIsNew ? session.id : null
  const count = owner
    ? await cartItemCount(db, { sessionId: owner, brandSlug: tenant.brand.slug, siteCode: tenant.site.code })
    : 0
  return personalViewOf({ session: session?.data ?? {}, cartItemCount: count, signedInFirstName: user?.firstName })
}

/** The cache of anonymous page HTML, with the same fresh and stale windows as the Cache-Control it sends. */
export function sharedPageCache(maxBytes: number): PageCache | null {
  return maxBytes > 0 ? createPageCache({ maxBytes, freshMs: MAX_AGE_S * 1000, staleMs: STALE_S * 1000 }) : null
}

/**
 * The front door for the commonest requests of all, a page view of a catalogue page (decisions 026, 039): no
 * attribution in the URL, no console preview. It runs right after the request log line starts, before helmet,
 * compression, tenant middleware, sessions, auth, the routers and attribution, none of which could change the answer
 * for such a request: every router answers it the same way it did when the page handler rendered this URL, and the
 * two that read its cookies, the shop session and the sign-in, are read here through the same request context (a session
 * store read, a sign-in token check, each done once) for the visitor's own parts; the tenant it resolves is the one
 * the rest of the pipeline reads when the page is not answered here. A fresh cached page is sent with the headers that pipeline set on
 * it (recorded the first time a cookie-less request of the page went through it) and costs little more than a static
 * route. Stale pages, misses, pages whose pipeline headers are not known yet and signed-in visitors of a brand that
 * requires sign-in go on to renderPageHandler, which keys the same request the same way (pageCacheKey).
 */
export function pageCacheFrontDoor(opts: {
  pageCache: PageCache
  buildId: string
  contentVersion: (tenant: Tenant) => number
  db: Db
  now?: () => number
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // API calls and files are never pages: no tenant lookup for them here.
    if (req.path.startsWith('/api/') || FILE_PATH.test(req.path)) return next()
    const context = requestContext(res)
    const { cookies } = context
    if (cookies[PREVIEW_COOKIE] !== undefined) return next()
    const q = req.originalUrl.indexOf('?')
    if (q >= 0 && hasLandingData(parseLanding(new URLSearchParams(req.originalUrl.slice(q + 1))))) return next()
    // Resolved once: a request that goes on to the pipeline keeps this tenant (tenantMiddleware asks no one again).
    const tenant = await context.resolveTenant()
    if (!tenant) return next()
    const token = cookies[AUTH_COOKIE]
    // Whether the key is the signed-in one needs the token checked: the pipeline does that.
    if (token !== undefined && tenant.brand.features.loginRequired) return next()
    const key = await pageKey(req, context, opts, false)
    if (key === null) return next()
    const found = opts.pageCache.lookup(key)
    if (found?.state !== 'fresh' || !found.page.pipelineHeaders) return next()
    let view: PersonalView | null = null
    if (context.cookieHeader !== undefined && found.page.template) {
      const [session, signedIn] = await Promise.all([context.storedSession(), context.signIn()])
      view = await visitorView(opts.db, tenant, { session, sessionIsNew: false, user: signedIn?.user })
    }
    for (const [name, value] of found.page.pipelineHeaders) res.setHeader(name, value)
    sendCached(req, res, found.page, 'HIT', view)
  }
}

const FILE_PATH = /\.[a-z0-9]+$/i

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
 * Vary: Cookie because the shop's cookies do change the HTML (the session's spliced parts, the viewport cookie's
 * device class) and HTTP cannot name one cookie; Accept-Encoding for the body's bytes. Nothing else varies it: the
 * language is in the path, the tenant in the host.
 */
function setSharedHeaders(res: Res, firstVisitBytes: boolean) {
  res.setHeader('Cache-Control', firstVisitBytes ? SHARED_CACHE_CONTROL : PERSONAL_CACHE_CONTROL)
  res.setHeader('Vary', 'Cookie, Accept-Encoding')
}

type CacheState = 'HIT' | 'MISS' | 'STALE'

/** A cached page for this visitor: the first-visit bytes, or the template with their own parts spliced in. */
function sendCached(req: Req, res: Res, page: CachedPage, state: CacheState, view: PersonalView | null) {
  if (!view || !page.template || isAnonymousView(view)) return sendShared(req, res, page, state)
  res.status(page.status)
  for (const [name, value] of page.headers) res.setHeader(name, value)
  setSharedHeaders(res, false)
  res.setHeader('X-Cache', state)
  res.setHeader('ETag', personalEtag(page, view))
  if (req.fresh) {
    res.status(304).end()
    return
  }
  // gzip joined from parts deflated once (brotli streams cannot be joined); identity for clients without gzip.
  const gzip = !!req.headers['accept-encoding'] && req.acceptsEncodings('gzip', 'identity') === 'gzip'
  const body = personalBody(page.template.parts, page.template.gzip, view, gzip)
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('Content-Length', body.length)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  // One writev for the whole page (end() uncorks): no copy of it into a single buffer per request.
  res.cork()
  for (const chunk of body.chunks) res.write(chunk)
  res.end()
}

function sendShared(req: Req, res: Res, page: CachedPage, state: CacheState) {
  // What the pipeline set for a cookie-less request of this page, for the front door's later answers.
  if (!page.pipelineHeaders && req.headers.cookie === undefined)
    page.pipelineHeaders = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PAGE_OWN_HEADERS.has(name))
      .map(([name, value]) => [name, value!])
  res.status(page.status)
  for (const [name, value] of page.headers) res.setHeader(name, value)
  setSharedHeaders(res, true)
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
 * The page cache key of a request, or null when it must neither be served from nor stored in the cache: not a
 * GET/HEAD, a console preview (cookie or not), or a cookie already set on the way here (attribution). Consent answers,
 * carts and sign-ins do not matter (decision 039): a public page is rendered for nobody in particular and the
 * visitor's parts are spliced in; an unknown, forged or stale cookie changes nothing but makes a session of its own.
 * The key covers host, path and query, language, device class (viewport cookie), build and tenant config version,
 * on a brand that requires sign-in whether the visitor is signed in (its pages are only for them), and how many of the
 * brand's offer windows on the site have started or ended by now: prices shown change at those instants (decision
 * 041), and no page is served across one.
 */
export async function pageCacheKey(req: Req, res: Res, opts: PageKeyOptions): Promise<string | null> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const context = requestContext(res)
  if (previewOf(res) || context.cookies[PREVIEW_COOKIE] !== undefined) return null
  if (res.getHeader('set-cookie') !== undefined) return null
  return pageKey(req, context, opts, context.user != null)
}

interface PageKeyOptions {
  buildId: string
  contentVersion: (tenant: Tenant) => number
  db: Db
  now?: () => number
}

/** The key, or null when the offers' windows cannot be read now (the database is away): then nothing is cached. */
async function pageKey(
  req: Req,
  context: RequestContext,
  opts: PageKeyOptions,
  signedIn: boolean,
): Promise<string | null> {
  // The language is the path's locale prefix (the site's default without one): resolving the whole path for it cost
  // as much as the rest of a hit together.
  const { tenant } = context
  const { language } = context.locale
  const generation = opts.contentVersion(tenant)
  let offers: number
  try {
    offers = await offerEpochOfRequest(context, opts, generation, language)
  } catch {
    return null
  }
  return [
    opts.buildId,
    generation,
    offers,
    normalizeHost(req.headers.host ?? ''),
    language,
    context.deviceClass,
    tenant.brand.features.loginRequired ? (signedIn ? 'signed-in' : 'anonymous') : '',
    req.originalUrl,
  ].join('\n')
}

// A miss is keyed twice, by the front door and again by the page handler: the offers' windows are read once.
const offerEpochs = new WeakMap<RequestContext, { of: string; epoch: Promise<number> }>()

function offerEpochOfRequest(
  context: RequestContext,
  opts: PageKeyOptions,
  generation: number,
  language: ShopLanguage,
): Promise<number> {
  const of = `${generation}\n${language}`
  const known = offerEpochs.get(context)
  if (known?.of === of) return known.epoch
  const epoch = offerEpoch(opts.db, storefrontOf(context.tenant, language, generation), (opts.now ?? Date.now)())
  offerEpochs.set(context, { of, epoch })
  return epoch
}

export function isSharedPage(cache: unknown, user: unknown, setCookie: unknown): boolean {
  return cache === 'public' && !user && setCookie === undefined
}
