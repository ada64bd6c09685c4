import express, { type Express } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { tenantMiddleware } from '../middleware/tenant.js'
import { googleTagCspMiddleware } from '../middleware/csp.js'
import { seoRouter } from '../api/seo.js'
import { mediaRouter } from '../api/media.js'
import { createMediaService } from '../services/catalog/media-cache.js'
import { catalogArtLookup } from '../services/catalog/media-lookup.js'
import { localesRouter } from '../api/locales.js'
import { buildsRouter } from '../api/builds.js'
import { iconsRouter } from '../api/icons.js'
import { bundledIconService, layeredIconService, remoteIconService } from '../services/icons/icon-service.js'
import { brandPreviewRouter } from '../api/brand-preview.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/**
 * The shop's tenant from the Host (an unknown host is a plain 404), then everything answered before any session:
 * built assets and public files, SEO files, media, locale catalogs, builds, icons, and the brand's preview and theme.
 */
export function mountTenantAndFiles(app: Express, deps: AppDeps, services: AppServices): void {
  const { env, db } = deps
  app.use(tenantMiddleware())
  if (env.NODE_ENV !== 'development') app.use(googleTagCspMiddleware(services.paymentPages))
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
  app.use(seoRouter({ db: deps.db, originOf: services.originOf }))
  app.use(
    '/media',
    mediaRouter(
      createMediaService({ storage: deps.storage, folder: services.artCache, lookup: catalogArtLookup(deps.db) }),
    ),
  )
  app.use('/_locales', localesRouter({ rootDir: deps.rootDir, buildId: deps.buildId }))
  app.use('/builds', buildsRouter({ buildId: deps.buildId, rootDir: deps.rootDir }))
  const iconService = layeredIconService(
    bundledIconService(),
    env.ICON_SERVICE_URL ? remoteIconService({ baseUrl: env.ICON_SERVICE_URL }) : null,
  )
  app.use(
    '/api/icons',
    iconsRouter({ icons: iconService, translate: services.translate, clientApi: env.CLIENT_API_REQUESTS === 'on' }),
  )
  // Preview links and cookies of the marketer console, the brand's theme stylesheet and logo (per shop host); after
  // static files, media and catalogs, which a preview does not change.
  app.use(brandPreviewRouter({ db, registry: deps.registry, now: deps.now }))
}
