import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import { Router, urlencoded, type Response } from 'express'
import {
  choiceFromForm,
  CONSENT_VERSION,
  consentSessionUpdate,
  safeReturnPath,
  type ConsentAnswer,
} from '../domain/analytics/consent.js'
import { applySessionUpdate, type ShopSession } from '../domain/session/shop-session.js'
import { sendError } from '../http/http-error.js'
import { writeShopSession } from '../middleware/shop-session.js'
import type { SessionStore } from '../services/session/session-store.js'

/**
 * POST /consent: the consent banner without JS. `choice` = accept | reject | save (with the `analytics` and `ads`
 * boxes); the choice goes into the shop session under the current consent version and the browser returns to
 * `returnTo` (a path on this site) with a 303. With JS the banner posts the same choice to /api/session instead.
 * Either way the answer is also recorded server-side (`record`, decision 053).
 */
export type RecordConsent = (res: Response, answer: ConsentAnswer, source: 'form' | 'api') => Promise<void>

export function consentFormRouter(store: SessionStore, record: RecordConsent): Router {
  const router = Router()
  router.post('/', urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const choice = choiceFromForm(body)
    if (!choice) return sendError(res, 400, 'invalid_consent', 'choice must be accept, reject or save.')
    const current = requestContext(res).shopSession
    const next: ShopSession = { ...current, data: applySessionUpdate(current.data, consentSessionUpdate(choice)) }
    if (!(await writeShopSession(res, store, next, { secure: secureCookies(req) }))) {
      return sendError(res, 413, 'session_too_large', 'The session would exceed the 4 KB cookie limit.')
    }
    await record(res, { ...choice, version: CONSENT_VERSION }, 'form')
    res.set('Cache-Control', 'no-store').redirect(303, safeReturnPath(body.returnTo))
  })
  return router
}
