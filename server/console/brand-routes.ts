import { Router } from 'express'
import { canUseBrandSection } from '../domain/console/staff-rules.js'
import { draftView } from '../services/console/drafts.js'
import { frameOf, type Here } from './brand-context.js'
import { param, sendNotFound, staffOf, type ConsoleContext } from './context.js'
import { brandPagesRoutes } from './sections/brand-pages-routes.js'
import { catalogueRoutes } from './sections/catalogue-routes.js'
import { contentRoutes } from './sections/content-routes.js'
import { offersRoutes } from './sections/offers-routes.js'
import { productSafetyRoutes } from './sections/product-safety-routes.js'
import { promotionsRoutes } from './sections/promotions-routes.js'
import { publishRoutes } from './sections/publish-routes.js'
import { reviewsRoutes } from './sections/reviews-routes.js'
import { settingsRoutes } from './sections/settings-routes.js'
import { sitesRoutes } from './sections/sites-routes.js'
import { themeRoutes } from './sections/theme-routes.js'

/**
 * Everything under /console/brands/:brand, one router per section (sections/<section>-routes.tsx with its page in
 * views/). A brand the member does not manage answers exactly like one that does not exist (404), whatever the
 * request; the slug comes from the path only, never from the body.
 */
export function brandRoutes(ctx: ConsoleContext): Router {
  const router = Router({ mergeParams: true })

  router.use(async (req, res, next) => {
    const slug = param(req, 'brand')
    const view = await draftView(ctx.db, staffOf(res), slug)
    if (!view) return sendNotFound(req, res)
    // A section the member's role does not use answers like a brand they do not manage; a catalogue manager's
    // brand home is its catalogue.
    const section = req.path.split('/')[1] ?? ''
    if (!canUseBrandSection(staffOf(res), slug, section)) {
      if (section === '' && canUseBrandSection(staffOf(res), slug, 'catalogue'))
        return res.redirect(303, `/console/brands/${slug}/catalogue`)
      return sendNotFound(req, res)
    }
    res.locals.here = { slug, view, frame: frameOf(res, slug, view) } satisfies Here
    next()
  })

  router.use(publishRoutes(ctx))
  router.use(settingsRoutes(ctx))
  router.use(themeRoutes(ctx))
  router.use(sitesRoutes(ctx))
  router.use(contentRoutes(ctx))
  router.use(brandPagesRoutes(ctx))
  router.use(productSafetyRoutes(ctx))
  router.use(promotionsRoutes(ctx))
  router.use(offersRoutes(ctx))
  router.use(reviewsRoutes(ctx))
  router.use(catalogueRoutes(ctx))
  return router
}
