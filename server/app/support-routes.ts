import type { Express } from 'express'
import { sameOriginMiddleware } from '../middleware/same-origin.js'
import { recipientKey } from '../domain/limits/client-address.js'
import { chatRouter } from '../api/chat.js'
import { contactRouter, newsletterRouter, reviewsRouter, ticketsRouter, unsubscribeRouter } from '../api/support.js'
import { accountRouter } from '../api/account.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** Chat, contact, newsletter, reviews and the customer's account area with its tickets. */
export function mountSupportAndAccounts(app: Express, deps: AppDeps, services: AppServices): void {
  const { db } = deps
  const { limiter, originOf, translate } = services
  const kick = services.jobs.kick
  const support = {
    db,
    now: deps.now ?? Date.now,
    translate,
    storage: deps.storage,
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
  app.use(
    ['/accounts', '/:prefix/accounts'],
    sameOriginMiddleware(),
    accountRouter({ db, storage: deps.storage, limiter, now: deps.now, translate }),
  )
}
