import express, { type RequestHandler } from 'express'
import { createDeviceCookies } from './services/accounts/device-cookies.js'
import { secureCookies, setHttpsOnly } from './http/secure-cookies.js'
import { sameOriginLocation } from './domain/tenancy/same-origin-location.js'
import compression from 'compression'
import helmet from 'helmet'
import expressStaticGzip from 'express-static-gzip'
import { scriptsAfterPaint } from './http/scripts-after-paint.js'
import type { Db } from '../db/client.js'
import type { Env } from './env.js'
import { adyenEnv, limitSettingsOf, parseTrustProxy } from './env.js'
import { createLimiter } from './services/limits/limiter.js'
import { limitRules } from './domain/limits/limit-rules.js'
import { recipientKey } from './domain/limits/client-address.js'
import { originFactory } from './origin.js'
import type { Logger } from './logger.js'
import type { TenantRegistry } from './services/tenancy/tenant-registry.js'
import type { SessionStore } from './services/session/session-store.js'
import { tenantMiddleware } from './middleware/tenant.js'
import { normalizeHost } from './services/tenancy/tenant-registry.js'
import { consoleRouter } from './console/router.js'
import { brandPreviewRouter } from './api/brand-preview.js'
import { shopSessionMiddleware, writeShopSession } from './middleware/shop-session.js'
import { authMiddleware, ownerId } from './middleware/auth.js'
import { authRouter } from './api/auth.js'
import { csrfTokenFor } from './http/csrf-token.js'
import { sameOriginMiddleware } from './middleware/same-origin.js'
import { sessionRouter } from './api/session.js'
import { logRouter } from './api/log.js'
import { pageCacheFrontDoor, renderPageHandler, sharedPageCache } from './render-page.js'
import { pageVersionRoute } from './http/page-version.js'
import { seoRouter } from './api/seo.js'
import { cartRouter } from './api/cart.js'
import { checkoutRouter } from './api/checkout.js'
import { cartItemCount } from './services/cart/cart.js'
import { checkHealth } from './services/ops/health.js'
import { isDatabaseUnavailable, sendDatabaseUnavailable } from './http/database-unavailable.js'
import { requestLogger } from './http/request-logging.js'
import { readinessHandler } from './http/readiness.js'
import type { Tenant } from './domain/tenancy/tenant.js'
import type { ShopSession } from './domain/session/shop-session.js'
import { localesRouter } from './api/locales.js'
import { mediaRouter } from './api/media.js'
import { createMediaService } from './services/catalog/media-cache.js'
import { catalogArtLookup } from './services/catalog/media-lookup.js'
import { ART_VERSION } from './images/media-sizes.js'
import type { Mailer } from './services/mail/mailer.js'
import { createPaymentProviders } from './services/payments/payment-providers.js'
import { startJobRunner, type BackgroundJobs } from './services/jobs/job-runner.js'
import { mailJob } from './services/mail/email-outbox.js'
import { createOrderMailer } from './services/orders/order-mail.js'
import { createServerTranslator } from './i18n/server-messages.js'
import { paymentWebhookRouter } from './api/payment-webhooks.js'
import { adyenWebhookRouter } from './api/adyen-webhook.js'
import { providerNotificationJob } from './services/orders/provider-notifications.js'
import { providerRefundJob } from './services/orders/online-refunds.js'
import { transferDeadlineJobs } from './services/orders/transfer-deadline-jobs.js'
import { testPspRouter } from './api/test-psp.js'
import { orderApiRouter } from './api/order-api.js'
import { ticketApiRouter } from './api/ticket-api.js'
import { trackingRouter } from './api/tracking.js'
import { chatRouter } from './api/chat.js'
import { accountRouter } from './api/account.js'
import { contactRouter, newsletterRouter, reviewsRouter, ticketsRouter, unsubscribeRouter } from './api/support.js'
import { join } from 'node:path'
import { cspDirectives, googleTagCspMiddleware } from './middleware/csp.js'
import { pageEventRouter } from './api/page-events.js'
import { consentFormRouter } from './api/consent-form.js'
import { attributionMiddleware } from './middleware/attribution.js'
import type { EditorDeps } from './services/editor/storage.js'
import type { FileStorage } from './services/storage/file-storage.js'
import { imagesRouter } from './api/images.js'
import { editorApiRouter, personalisedCartRouter } from './api/editor.js'
import { buildsRouter } from './api/builds.js'
import { iconsRouter } from './api/icons.js'
import { bundledIconService, layeredIconService, remoteIconService } from './services/icons/icon-service.js'
import { routePayloadMiddleware } from './http/route-payload.js'

export interface AppDeps {
  env: Env
  db: Db
  logger: Logger
  registry: TenantRegistry
  sessions: SessionStore
  buildId: string
  /**
   * Uploads, print files, support attachments and the media cache (generated catalog images, rendered once), shared
   * by every instance (STORAGE_PATH, decision 030).
   */
  storage: FileStorage
  /** Project root (locale catalogs and page folders are read from it). */
  rootDir: string
  /** Clock for date-dependent content (offers); tests pin it. */
  now?: () => number
  /** Sends mail (SMTP, or the dev outbox folder). */
  mailer: Mailer
  /** HMAC secret shared by the built-in test PSP and the shop's webhook check (demo mode; live mode has no test PSP). */
  paymentSecret?: string
  /** Secret of the CSRF tokens of the auth forms. */
  authSecret: string
  /** How often queued webhooks and mail are swept (ms); requests also trigger a sweep at once. */
  jobIntervalMs?: number
  /** True once shutdown has begun: /readyz answers 503 (server/http/graceful-shutdown.ts). */
  draining?: () => boolean
  /** One log line per request; default: on except under NODE_ENV=test. */
  requestLogging?: boolean
  /** Production: built client assets directory; dev: Vite's middleware instead. */
  assets: { kind: 'static'; dir: string } | { kind: 'dev'; middleware: RequestHandler }
}

export { originFactory }

/** Shown when a request fails before the page renderer (tenant or i18n unknown), so it cannot be localized. */
const FALLBACK_500_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>500 Error</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a"><h1>500</h1><p>Something went wrong on our side.</p>
<p><a href="/">Back to home</a> · <a href="">Refresh</a></p></body></html>`

export function createApp(deps: AppDeps): express.Express & { locals: { jobs: BackgroundJobs } } {
  const { env, logger, db } = deps
  const app = express()
  // Every absolute URL that leaves a response (mails, PSP, sitemaps) comes from configuration, never from the request.
  const originOf = originFactory(env)
  const adyenSettings = adyenEnv(env)
  const {
    providers,
    testPsp: psp,
    adyen,
  } = createPaymentProviders({
    mode: env.SHOP_MODE,
    db,
    logger,
    testPspSecret: deps.paymentSecret,
    // The merchant account is read at each call, so `npm run tenant -- set` applies without a restart.
    adyen: adyenSettings && {
      env: adyenSettings,
      merchantAccountFor: (slug) =>
        deps.registry.brands().find((b) => b.slug === slug)?.payments.adyenMerchantAccount ?? null,
    },
  })
  // The checkout's forms end on the provider's hosted page: CSP form-action must admit it.
  const paymentPages = adyen ? adyen.hostedPageOrigins : []
  const translate = createServerTranslator()
  const payments = {
    db,
    providers,
    mail: createOrderMailer({ registry: deps.registry, translate, originOf }),
    onProviderError: (provider: string, err: unknown) =>
      logger.error({ provider, err: err instanceof Error ? err.message : String(err) }, 'payment provider call failed'),
    transferDays: (slug: string) => {
      const p = deps.registry.brands().find((b) => b.slug === slug)?.payments
      return { reminderDays: p?.transferReminderDays ?? 3, cancelDays: p?.transferCancelDays ?? 10 }
    },
  }
  const clock = deps.now ?? Date.now
  // Durable jobs with leases (decision 020): every instance runs them, each job runs in one.
  const jobs = startJobRunner({
    db,
    handlers: [
      ...(psp ? [psp.webhookJob] : []),
      mailJob(db, deps.mailer),
      providerNotificationJob(payments, clock),
      providerRefundJob(payments, clock),
      ...transferDeadlineJobs(payments, clock),
    ],
    intervalMs: deps.jobIntervalMs ?? 1000,
    logger,
  })
  app.locals.jobs = jobs
  const kick = jobs.kick
  // Rate limits live in the database, so every process counts the same requests (decision 025).
  const limiter = createLimiter({ db, now: deps.now ?? Date.now, rules: limitRules(limitSettingsOf(env)) })
  // Photo uploads, print files and attachments live in the file storage (STORAGE_PATH, decision 030). Renders of the
  // generated artwork are kept per art version, so a new drawing never meets a cached old one.
  const { storage } = deps
  const artCache = `media-cache/art-v${ART_VERSION}`
  const editor: EditorDeps = {
    db,
    storage,
    cacheFolder: artCache,
    fontsDir: join(deps.rootDir, 'server/assets/fonts'),
    now: deps.now ?? Date.now,
  }
  app.disable('x-powered-by')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))
  setHttpsOnly(app, env.PUBLIC_SCHEME === 'https')

  app.use(requestLogger(logger, { autoLogging: deps.requestLogging ?? env.NODE_ENV !== 'test' }))
  // Every router's redirect goes through res.location: it can only name a path of this site (or the server's own
  // absolute URL), never `/\evil.example` or `//evil.example`.
  app.use((_req, res, next) => {
    const location = res.location.bind(res)
    res.location = (url: string) => location(sameOriginLocation(url))
    next()
  })
  // Catalogue pages (decisions 026, 039): a fresh cached page is answered here, before everything else.
  const pageCache = sharedPageCache(env.PAGE_CACHE_MB * 1024 * 1024)
  if (pageCache)
    app.use(
      pageCacheFrontDoor({
        pageCache,
        buildId: deps.buildId,
        contentVersion: (tenant) => deps.registry.versionOf(tenant),
        tenantOf: (host) => deps.registry.resolve(host),
        db: deps.db,
        sessions: deps.sessions,
        now: deps.now,
      }),
    )
  // The version a shared cache in front (nginx, docs/deploy.md) keys its pages on: a publish makes them unreachable.
  app.use(
    pageVersionRoute({
      buildId: deps.buildId,
      tenantOf: (host) => deps.registry.resolve(host),
      contentVersion: (tenant) => deps.registry.versionOf(tenant),
    }),
  )
  app.use(
    helmet({
      // Vite's dev server injects inline scripts; every built page (production and tests) runs under the CSP.
      // Brands with a GA4 id get the Google tag's hosts added once the tenant is known (googleTagCspMiddleware).
      contentSecurityPolicy:
        env.NODE_ENV !== 'development' ? { directives: cspDirectives({ googleTag: false, paymentPages }) } : false,
      strictTransportSecurity: env.PUBLIC_SCHEME === 'https',
      // Full URLs stay on this site; other sites see only the origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  app.use(compression())
  app.get('/healthz', async (_req, res) => {
    await checkHealth(deps.db)
    res.set('Cache-Control', 'no-store').json({ status: 'ok', build: deps.buildId })
  })
  app.get('/readyz', readinessHandler(db, deps.draining))

  // The marketer console answers on its own host only, before (and instead of) tenant resolution.
  const adminHost = normalizeHost(env.ADMIN_HOST)
  // A warning at start that nothing waits for.
  deps.registry.resolve(adminHost).then(
    (shop) => {
      if (shop)
        logger.warn(
          { adminHost },
          `ADMIN_HOST ${adminHost} is also a shop host: the console answers there instead of the shop`,
        )
    },
    (err: unknown) => logger.error({ err }, 'could not check whether ADMIN_HOST is also a shop host'),
  )
  const marketerConsole = consoleRouter({
    db,
    registry: deps.registry,
    now: deps.now,
    secret: deps.authSecret,
    originOf,
    limiter,
  })
  app.use((req, res, next) =>
    normalizeHost(req.headers.host ?? '') === adminHost ? marketerConsole(req, res, next) : next(),
  )

  app.use(tenantMiddleware(deps.registry))
  if (env.NODE_ENV !== 'development') app.use(googleTagCspMiddleware(paymentPages))
  if (deps.assets.kind === 'static') {
    // The build's brotli and gzip copies (scripts/run.js precompressAssets) when the browser accepts them.
    app.use(
      '/assets',
      expressStaticGzip(`${deps.assets.dir}/assets`, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
      }),
    )
    // Only paths that look like files reach the disk; pages skip the stat() a static lookup would cost.
    const publicFiles = express.static(deps.assets.dir, { index: false, maxAge: '1h' })
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
  } else {
    app.use(deps.assets.middleware)
  }
  app.use(seoRouter({ db: deps.db, originOf }))
  app.use('/media', mediaRouter(createMediaService({ storage, folder: artCache, lookup: catalogArtLookup(deps.db) })))
  app.use('/_locales', localesRouter({ rootDir: deps.rootDir, buildId: deps.buildId }))
  app.use('/builds', buildsRouter({ buildId: deps.buildId, rootDir: deps.rootDir }))
  const clientApi = env.CLIENT_API_REQUESTS === 'on'
  const iconService = layeredIconService(
    bundledIconService(),
    env.ICON_SERVICE_URL ? remoteIconService({ baseUrl: env.ICON_SERVICE_URL }) : null,
  )
  app.use('/api/icons', iconsRouter({ icons: iconService, translate, clientApi }))
  // Preview links and cookies of the marketer console, the brand's theme stylesheet and logo (per shop host); after
  // static files, media and catalogs, which a preview does not change.
  app.use(brandPreviewRouter({ db, registry: deps.registry, now: deps.now }))

  // Server-to-server endpoints: authenticated by signature or API key, never by the shop cookie.
  if (adyen) app.use('/api/payments/adyen', adyenWebhookRouter({ db, adyen, logger, now: deps.now, kick }))
  app.use('/api/payments', paymentWebhookRouter({ payments, now: deps.now, logger, kick }))
  app.use(
    '/api/v1/orders',
    orderApiRouter({ db, now: deps.now, printFiles: editor, kick, mail: payments.mail, logger }),
  )
  app.use(
    '/api/v1/tickets',
    ticketApiRouter({
      deps: {
        db,
        now: deps.now ?? Date.now,
        translate,
      },
      registry: deps.registry,
    }),
  )

  app.use(shopSessionMiddleware(deps.sessions, secureCookies))
  app.use(authMiddleware({ db, now: deps.now }))
  app.use('/api', sameOriginMiddleware())
  app.use(
    '/api/auth',
    authRouter({
      db,
      now: deps.now,
      translate,
      csrfSecret: deps.authSecret,
      kick,
      originOf,
      limiter,
      deviceCookies: createDeviceCookies({ secret: deps.authSecret, now: deps.now ?? Date.now }),
    }),
  )
  app.use('/api/editor', editorApiRouter(editor))
  // Uploads are same-origin writes; the files behind /images are served to their owner only.
  app.use('/images', sameOriginMiddleware(), imagesRouter(editor, { limiter }))
  app.use(
    ['/cart/personalised', '/:prefix/cart/personalised'],
    sameOriginMiddleware(),
    personalisedCartRouter(editor, { limiter }),
  )
  // Cart form posts are same-origin writes too; the prefix form serves secondary languages (/fr/cart/...).
  app.use(['/cart', '/:prefix/cart'], sameOriginMiddleware(), cartRouter({ db: deps.db, now: deps.now }))
  app.use(
    ['/checkout', '/:prefix/checkout'],
    sameOriginMiddleware(),
    checkoutRouter({ db, now: deps.now, payments, kick, originOf }),
  )
  app.use(['/tracking', '/:prefix/tracking'], sameOriginMiddleware(), trackingRouter({ db, now: deps.now, limiter }))
  const support = {
    db,
    now: deps.now ?? Date.now,
    translate,
    storage,
    // Anonymous forms mail an address that anybody can type: a few mails an hour per recipient (decision 025).
    mailGate: async (to: string) => (await limiter.take('mailRecipient', [recipientKey(to)])).ok,
  }
  // The chat's posts first: /contact itself takes only the contact form's POST /.
  app.use(['/contact/chat', '/:prefix/contact/chat'], sameOriginMiddleware(), chatRouter({ deps: support, limiter }))
  app.use(
    ['/contact', '/:prefix/contact'],
    sameOriginMiddleware(),
    contactRouter({ deps: support, kick, limiter, secret: deps.authSecret, originOf }),
  )
  app.use(
    ['/newsletter', '/:prefix/newsletter'],
    sameOriginMiddleware(),
    newsletterRouter({ deps: support, secret: deps.authSecret, kick, originOf, limiter }),
  )
  // Signed links, no cookie involved: mail providers' one-click POSTs come from their servers.
  app.use(['/unsubscribe', '/:prefix/unsubscribe'], unsubscribeRouter({ deps: support, secret: deps.authSecret }))
  app.use(['/reviews', '/:prefix/reviews'], sameOriginMiddleware(), reviewsRouter({ db, now: deps.now ?? Date.now }))
  app.use(
    ['/accounts/tickets', '/:prefix/accounts/tickets'],
    sameOriginMiddleware(),
    ticketsRouter({ deps: support, kick, limiter }),
  )
  app.use(['/accounts', '/:prefix/accounts'], sameOriginMiddleware(), accountRouter({ db, now: deps.now, translate }))
  // Live mode has no test PSP: /_test-psp/... is an unknown path there (its page answers 404 too).
  if (psp) app.use('/_test-psp', sameOriginMiddleware(), testPspRouter({ psp, kick }))
  // The consent banner's form without JS (with JS it posts to /api/session).
  app.use('/consent', sameOriginMiddleware(), consentFormRouter(deps.sessions))
  app.use(
    '/api/session',
    sessionRouter(deps.sessions, (res) => {
      const tenant = res.locals.tenant as Tenant
      return cartItemCount(deps.db, {
        sessionId: ownerId(res),
        brandSlug: tenant.brand.slug,
        siteCode: tenant.site.code,
      })
    }),
  )
  app.use('/api/log', logRouter(logger, { limiter }))
  app.use('/api/event', pageEventRouter({ db, now: deps.now, limiter }))
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } })
  })
  app.use(routePayloadMiddleware({ enabled: clientApi, translate }))
  // Tagged landing URLs (afcust, awc, utm_*, click ids): affiliate hit and attribution cookies before the page renders.
  app.use(attributionMiddleware({ db, now: deps.now }))
  app.use(
    renderPageHandler({
      logger,
      buildId: deps.buildId,
      originOf,
      shopMode: env.SHOP_MODE,
      paymentProviders: [...providers.values()],
      db,
      now: deps.now,
      csrfToken: (shopSessionId) => csrfTokenFor(deps.authSecret, shopSessionId),
      contentVersion: (tenant) => deps.registry.versionOf(tenant),
      pageCache,
      finishHtml: deps.assets.kind === 'static' ? scriptsAfterPaint : undefined,
      // A page with an auth form binds its CSRF token to the shop session, so that session must reach the browser.
      persistSession: async (req, res) => {
        if (res.locals.shopSessionIsNew)
          await writeShopSession(res, deps.sessions, res.locals.shopSession as ShopSession, {
            secure: secureCookies(req),
          })
      },
    }),
  )

  // Express 5 forwards rejected promises here; body-parser errors carry a 4xx status of their own.
  app.use(((err, req, res, _next) => {
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: req.id, err: (err as Error).message }, 'database unavailable: answered 503')
      return res.headersSent ? res.end() : sendDatabaseUnavailable(req, res)
    }
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status === 500) logger.error({ err, reqId: req.id }, 'unhandled error')
    if (res.headersSent) return res.end()
    if (status === 500 && !req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
      return res.status(500).type('html').send(FALLBACK_500_HTML)
    }
    const message =
      status === 500
        ? 'Internal error'
        : err.type === 'entity.parse.failed'
          ? 'Malformed JSON body.'
          : err.type === 'entity.too.large'
            ? 'Request body too large.'
            : String(err.message ?? 'Bad request')
    res.status(status).json({ error: { code: status === 500 ? 'internal' : 'bad_request', message } })
  }) as express.ErrorRequestHandler)
  return app as express.Express & { locals: { jobs: BackgroundJobs } }
}
