import { Router } from 'express'
import { hasPermission, visibleBrands } from '../../domain/console/staff-rules.js'
import { draftCounts } from '../../services/console/drafts.js'
import { csrfOf, sendPage, staffOf, wantsJson, type ConsoleContext } from '../context.js'
import { HomePage } from '../views/home-page.js'

/** The console's start page: the brands the member manages, with how many changes their drafts hold. */
export function homeRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  router.get('/console', async (req, res) => {
    const staff = staffOf(res)
    const all = ctx.opts.registry.brands()
    const brands = visibleBrands(
      staff,
      all.map((b) => b.slug),
    ).map((slug) => ({ slug, displayName: all.find((b) => b.slug === slug)!.displayName }))
    const drafts = await draftCounts(ctx.db, staff.id)
    if (wantsJson(req)) return res.json({ staff, brands, drafts })
    sendPage(
      res,
      200,
      <HomePage
        staff={staff}
        csrf={csrfOf(res)}
        brands={brands}
        drafts={drafts}
        // Support and operations have no brand pages: a brand leads to its orders.
        ordersOnly={!hasPermission(staff, 'brand-content') && !hasPermission(staff, 'catalogue')}
      />,
    )
  })
  return router
}
