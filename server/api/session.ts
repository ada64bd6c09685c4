import { Router, json, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import {
  applySessionUpdate,
  sessionDataView,
  sessionUpdateSchema,
  type ShopSession,
} from '../domain/session/shop-session.js'
import { sendError, zodMessage } from '../http/http-error.js'
import type { SessionStore } from '../services/session/session-store.js'
import { consentAnswerOf } from '../domain/analytics/consent.js'
import type { RecordConsent } from './consent-form.js'
import { writeShopSession } from '../middleware/shop-session.js'

/** GET/POST /api/session (spec section 7). */
/** `cartItemCount` rides along so cached pages can show the cart badge without rendering it on the server. */
/** A consent answer in the body is also recorded server-side (`record`, decision 053). */
export function sessionRouter(
  store: SessionStore,
  cartItems: (res: Response) => Promise<number>,
  record: RecordConsent,
): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    const session = requestContext(res).shopSession
    res.set('Cache-Control', 'no-store').json({ ...sessionDataView(session.data), cartItemCount: await cartItems(res) })
  })
  router.post('/', json({ limit: '4kb' }), async (req, res) => {
    const parsed = sessionUpdateSchema.safeParse(req.body)
    if (!parsed.success) {
      return sendError(
        res,
        400,
        'invalid_session_update',
        `Expected one of: consent, screen, analytics ids, customer with updateDateCustomer, or session. ${zodMessage(parsed.error.issues)}`,
      )
    }
    const current = requestContext(res).shopSession
    const next: ShopSession = { ...current, data: applySessionUpdate(current.data, parsed.data) }
    if (!(await writeShopSession(res, store, next, { secure: secureCookies(req) }))) {
      return sendError(res, 413, 'session_too_large', 'The session would exceed the 4 KB cookie limit.')
    }
    const answer = consentAnswerOf(parsed.data)
    if (answer) await record(res, answer, 'api')
    res.set('Cache-Control', 'no-store').json({ ...sessionDataView(next.data), cartItemCount: await cartItems(res) })
  })
  return router
}
