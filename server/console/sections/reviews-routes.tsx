import { Router } from 'express'
import { brandReviews, moderateFromConsole } from '../../services/console/console-reviews.js'
import { REVIEW_STATUSES, type ReviewStatus } from '../../services/support/reviews.js'
import { base, here } from '../brand-context.js'
import {
  bodyOf,
  one,
  param,
  sendNotFound,
  sendPage,
  sendSaved,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { t } from '../i18n.js'
import { ReviewsPage } from '../views/reviews-page.js'
import { msg } from '@lingui/core/macro'

/** Review moderation: a decision applies at once (not through the draft) and is recorded in the audit log. */
export function reviewsRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()

  router.get('/reviews', async (req, res) => {
    const status = (one(req.query.status) || 'PENDING') as ReviewStatus
    if (!(REVIEW_STATUSES as readonly string[]).includes(status)) return sendNotFound(req, res)
    const reviews = await brandReviews(db, here(res).slug, status)
    if (wantsJson(req)) return res.json({ reviews })
    const notice = req.query.done ? t(msg`Decision saved and recorded in the audit log.`) : null
    sendPage(res, 200, <ReviewsPage f={here(res).frame} status={status} reviews={reviews} notice={notice} />)
  })

  router.post('/reviews/:id', async (req, res) => {
    const decision = one(bodyOf(req).decision)
    const id = /^\d{1,12}$/.test(param(req, 'id')) ? Number(param(req, 'id')) : -1
    if (decision !== 'PUBLISHED' && decision !== 'REJECTED')
      return res.status(400).json({ error: { code: 'bad_request', message: 'decision must be PUBLISHED or REJECTED' } })
    const result = await moderateFromConsole(db, staffOf(res), here(res).slug, id, decision, ctx.now())
    if (!result.ok && result.code === 'not-found') return sendNotFound(req, res)
    if (!result.ok)
      return res
        .status(409)
        .json({ error: { code: 'not_pending', message: `review ${id} is not waiting for moderation` } })
    sendSaved(req, res, `${base(res)}/reviews?done=1`, { auditId: result.auditId })
  })

  return router
}
