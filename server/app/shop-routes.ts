import type { Express } from 'express'
import { createDeviceCookies } from '../services/accounts/device-cookies.js'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { authRouter } from '../api/auth.js'
import { editorApiRouter, personalisedCartRouter } from '../api/editor.js'
import { imagesRouter } from '../api/images.js'
import { printsRouter } from '../api/prints.js'
import { cartRouter } from '../api/cart.js'
import { checkoutRouter } from '../api/checkout.js'
import { trackingRouter } from '../api/tracking.js'
import { testPspRouter } from '../api/test-psp.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** Sign-in, the editor and its uploads, cart, checkout and order tracking: the shop's own forms and API. */
export function mountShopRoutes(app: Express, deps: AppDeps, services: AppServices): void {
  const { db } = deps
  const { editor, limiter, originOf } = services
  const kick = services.jobs.kick
  app.use(
    '/api/auth',
    authRouter({
      db,
      now: deps.now,
      translate: services.translate,
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
  // Bulk prints (decision 054): the page's uploads and changes, beside the page at /prints/{article} (GETs pass on).
  app.use(['/prints', '/:prefix/prints'], sameOriginMiddleware(), printsRouter(editor, { limiter }))
  // Cart form posts are same-origin writes too; the prefix form serves secondary languages (/fr/cart/...).
  app.use(['/cart', '/:prefix/cart'], sameOriginMiddleware(), cartRouter({ db: deps.db, now: deps.now }))
  app.use(
    ['/checkout', '/:prefix/checkout'],
    sameOriginMiddleware(),
    checkoutRouter({
      db,
      now: deps.now,
      payments: services.payments,
      kick,
      originOf,
      limiter: services.limiter,
      vatIdChecker: services.vatIdChecker,
    }),
  )
  app.use(
    ['/tracking', '/:prefix/tracking'],
    sameOriginMiddleware(),
    trackingRouter({ db, now: deps.now, limiter, translate: services.translate, mail: services.payments.mail }),
  )
}

/** The built-in test PSP's hosted page; live mode has none: /_test-psp/... is an unknown path there (404 too). */
export function mountTestPsp(app: Express, services: AppServices): void {
  const psp = services.paymentSetup.testPsp
  if (psp) app.use('/_test-psp', sameOriginMiddleware(), testPspRouter({ psp, kick: services.jobs.kick }))
}
