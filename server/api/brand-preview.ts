import { Router, type RequestHandler } from 'express'
import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import type { Db } from '../../db/client.js'
import { themeCss, themeCssVersion } from '../domain/tenancy/theme-tokens.js'
import type { TenantRegistry } from '../services/tenancy/tenant-registry.js'
import { activePreview, endPreview, openPreview, type ActivePreview } from '../services/console/preview.js'
import { findLogo } from '../services/console/brand-assets.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'

/** The preview cookie of a shop host (set only by opening a one-time link from the marketer console). */
export const PREVIEW_COOKIE = 'console_preview'

/**
 * Shop-host side of the marketer console: the preview link and cookie, the draft tenant for that browser, and the
 * brand's generated stylesheet and uploaded logo. Mounted after tenant resolution.
 */
export function brandPreviewRouter(opts: { db: Db; registry: TenantRegistry; now?: () => number }): Router {
  const router = Router()
  const now = () => (opts.now ?? Date.now)()

  router.get('/_console-preview', async (req, res) => {
    const tenant = requestContext(res).tenant
    const opened = await openPreview(opts.db, req.query.token, tenant.brand.slug, now())
    res.set('Cache-Control', 'no-store')
    // Unknown, used, expired or another brand's link: the same plain answer.
    if (!opened) return res.status(404).type('text/plain').send('Not Found')
    // A relative lifetime (Max-Age), so a browser whose clock differs from the server's keeps it as long; the server
    // enforces the preview's own expiry on every request anyway.
    res.cookie(PREVIEW_COOKIE, opened.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(req),
      path: '/',
      maxAge: opened.expiresAt - now(),
      encode: String,
    })
    res.redirect(303, opened.path)
  })

  router.post('/_console-preview/end', sameOriginMiddleware(), async (req, res) => {
    await endPreview(opts.db, requestContext(res).cookies[PREVIEW_COOKIE])
    res.clearCookie(PREVIEW_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secureCookies(req), path: '/' })
    res.set('Cache-Control', 'no-store').redirect(303, '/')
  })

  /** A previewing browser gets its staff member's draft of this brand as the tenant of every request. */
  const preview: RequestHandler = async (req, res, next) => {
    const token = requestContext(res).cookies[PREVIEW_COOKIE]
    if (token === undefined) return next()
    const active = await activePreview(opts.db, opts.registry, token, requestContext(res).tenant, now())
    if (active) {
      requestContext(res).previewAs(active.tenant)
      res.locals.preview = active
      res.set('Cache-Control', 'no-store')
    }
    next()
  }
  router.use(preview)

  router.get('/theme.css', (req, res) => {
    const tenant = requestContext(res).tenant
    const css = themeCss(tenant.brand.theme, tenant.brand.themeTokens)
    // The URL's ?v= names this exact stylesheet, so it may be cached for good; any other request is answered fresh.
    const exact = req.query.v === themeCssVersion(css) && !res.locals.preview
    res
      .set('Cache-Control', exact ? 'public, max-age=31536000, immutable' : 'no-store')
      .type('text/css')
      .send(css)
  })

  router.get('/brand-assets/:file', async (req, res) => {
    const tenant = requestContext(res).tenant
    const asset = await findLogo(opts.db, tenant.brand.slug, req.params.file)
    if (!asset) return res.status(404).type('text/plain').send('Not Found')
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type(asset.contentType).send(asset.bytes)
  })
  return router
}

export function previewOf(res: { locals: Record<string, unknown> }): ActivePreview | null {
  return (res.locals.preview as ActivePreview | undefined) ?? null
}
