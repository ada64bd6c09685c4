import { Router } from 'express'
import { discardDraft, draftConflicts, draftView, publishDraft } from '../../services/console/drafts.js'
import { createPreviewLink } from '../../services/console/preview.js'
import { base, frameOf, here } from '../brand-context.js'
import { bodyOf, one, sendNotFound, sendPage, sendSaved, staffOf, wantsJson, type ConsoleContext } from '../context.js'
import { t } from '../i18n.js'
import { PreviewLinkPage } from '../views/preview-page.js'
import { BrandOverviewPage } from '../views/publish-page.js'
import { msg } from '@lingui/core/macro'
import { siteOrigin } from '../../origin.js'

/** A brand's overview with the member's draft: preview it on the shop, publish it, or discard it. */
export function publishRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()

  router.get('/', (req, res) => {
    const h = here(res)
    if (wantsJson(req))
      return res.json({
        brand: h.view.doc.tenant,
        content: h.view.doc.content,
        draft: { changes: h.view.changes, conflicts: draftConflicts(h.view) },
      })
    const notice = req.query.published
      ? t(msg`Published (audit entry #{id}). The shop serves it now.`, { id: one(req.query.published) })
      : req.query.discarded
        ? t(msg`Draft discarded.`)
        : null
    sendPage(
      res,
      200,
      <BrandOverviewPage
        f={h.frame}
        changes={h.view.changes}
        conflicts={draftConflicts(h.view)}
        notice={notice}
        problem={null}
      />,
    )
  })

  router.post('/publish', async (req, res) => {
    const h = here(res)
    const result = await publishDraft(ctx, staffOf(res), h.slug, { overwrite: one(bodyOf(req).overwrite) !== '' })
    if (result.ok)
      return sendSaved(req, res, `${base(res)}?published=${result.auditId}`, {
        auditId: result.auditId,
        changes: result.changes,
      })
    if (result.code === 'not-found') return sendNotFound(req, res)
    const status = result.code === 'invalid' ? 422 : 409
    const problem =
      result.code === 'empty'
        ? t(msg`Nothing to publish: your draft has no changes.`)
        : result.code === 'conflict'
          ? t(
              msg`Not published: someone published {paths} since you changed them. Review below, then publish again with “Overwrite” ticked, or discard.`,
              { paths: result.conflicts.map((c) => c.path).join(', ') },
            )
          : t(msg`Not published: {issues}`, {
              issues: 'issues' in result ? result.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : '',
            })
    if (wantsJson(req))
      return res.status(status).json({
        error: {
          code: result.code,
          message: problem,
          ...(result.code === 'conflict' ? { conflicts: result.conflicts } : {}),
        },
      })
    const view = (await draftView(db, staffOf(res), h.slug))!
    sendPage(
      res,
      status,
      <BrandOverviewPage
        f={frameOf(res, h.slug, view)}
        changes={view.changes}
        conflicts={draftConflicts(view)}
        notice={null}
        problem={problem}
      />,
    )
  })

  router.post('/draft/discard', async (req, res) => {
    await discardDraft(db, staffOf(res), here(res).slug)
    sendSaved(req, res, `${base(res)}?discarded=1`, {})
  })

  /** A one-time link to the chosen site's shop host; opening it there starts the preview in that browser. */
  router.post('/preview', async (req, res) => {
    const h = here(res)
    const site = h.view.doc.tenant.sites.find((s) => s.code === one(bodyOf(req).site)) ?? h.view.doc.tenant.sites[0]!
    const token = await createPreviewLink(db, staffOf(res), h.slug, one(bodyOf(req).path) || '/', ctx.now())
    if (!token) return sendNotFound(req, res)
    const url = `${siteOrigin(ctx.opts.originOf, site)}/_console-preview?token=${token}`
    if (wantsJson(req)) return res.json({ url })
    // A page with the link rather than a redirect: the CSP's form-action keeps form posts on this host.
    sendPage(res, 200, <PreviewLinkPage f={h.frame} url={url} host={site.hosts[0]!} />)
  })

  return router
}
