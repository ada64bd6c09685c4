import { Router, urlencoded, json } from 'express'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../project-root.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { brandRoutes } from './brand-routes.js'
import { chatRoutes } from './sections/chat-routes.js'
import { contextOf, param, sendNotFound, type ConsoleOptions } from './context.js'
import { auditRoutes } from './sections/audit-routes.js'
import { signInRoutes, signOutRoutes } from './sections/auth-routes.js'
import { homeRoutes } from './sections/home-routes.js'
import { ordersRoutes } from './sections/orders-routes.js'
import { customersRoutes } from './sections/customers-routes.js'
import { staffRoutes } from './sections/staff-routes.js'
import { ticketsRoutes } from './sections/tickets-routes.js'
import { loadStaff, requireStaff } from './session.js'

const ASSETS = join(projectRoot(), 'server/console/assets')

/**
 * The marketer console: its own host (ADMIN_HOST), mounted before tenant resolution, so no shop host ever answers
 * with it and it never answers as a shop. Server-rendered forms that work without JS (decision 012). Each section
 * is a routes/page pair (sections/<section>-routes.tsx, views/<section>-page.tsx); this file only puts them in order.
 */
export function consoleRouter(opts: ConsoleOptions): Router {
  const ctx = contextOf(opts)
  const router = Router()
  const assets = {
    'console.css': readFileSync(join(ASSETS, 'console.css'), 'utf8'),
    'console.js': readFileSync(join(ASSETS, 'console.js'), 'utf8'),
  }

  router.use((req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' })
    next()
  })
  router.get('/', (_req, res) => res.redirect(302, '/console'))
  router.get('/console/assets/:file', (req, res) => {
    const file = param(req, 'file') as keyof typeof assets
    if (!Object.hasOwn(assets, file)) return sendNotFound(req, res)
    res
      .set('Cache-Control', 'public, max-age=300')
      .type(file.endsWith('.css') ? 'text/css' : 'text/javascript')
      .send(assets[file])
  })
  // Brand lists and checks read the tenant registry: as fresh as the request, like a shop request's tenant.
  router.use('/console', async (_req, _res, next) => {
    await opts.registry.refresh()
    next()
  })
  // An article's rows for every brand can outgrow a settings form; its section alone reads a larger body.
  router.use('/console/brands/:brand/catalogue', urlencoded({ extended: false, limit: '1mb', parameterLimit: 10 }))
  router.use(
    '/console',
    sameOriginMiddleware(),
    urlencoded({ extended: false, limit: '100kb', parameterLimit: 200 }),
    json({ limit: '100kb' }),
  )

  // Who is signed in; the sign-in form is open, everything after it needs a member and (POSTs) their CSRF token.
  router.use('/console', loadStaff(ctx))
  router.use(signInRoutes(ctx))
  router.use('/console', requireStaff(ctx))
  router.use(signOutRoutes(ctx))
  router.use(homeRoutes(ctx))
  router.use('/console/brands/:brand', brandRoutes(ctx))
  router.use(ordersRoutes(ctx))
  router.use(ticketsRoutes(ctx))
  router.use(chatRoutes(ctx))
  router.use(customersRoutes(ctx))
  router.use(auditRoutes(ctx))
  router.use(staffRoutes(ctx))

  router.use((req, res) => sendNotFound(req, res))
  return router
}
