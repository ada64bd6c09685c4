import { Router, type Request, type Response } from 'express'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { param, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FormState } from '../fields.js'
import { t } from '../i18n.js'
import { SettingsPage } from '../views/settings-page.js'
import { siteFields } from './site-fields.js'
import { msg } from '@lingui/core/macro'

/** The settings of one country site (languages, payment methods, carriers, free shipping), saved to the draft. */
export function sitesRoutes(ctx: ConsoleContext): Router {
  const router = Router()

  const siteOf = (req: Request, res: Response) =>
    here(res).view.doc.tenant.sites.find((s) => s.code === param(req, 'site'))
  const sitePage = (res: Response, code: string, state: FormState, notice: string | null) => (
    <SettingsPage
      f={here(res).frame}
      title={t(msg`Site {code}`, { code })}
      action={`${base(res)}/sites/${code}`}
      fields={siteFields(here(res).view.doc, code)}
      state={state}
      notice={notice}
    />
  )

  router.get('/sites/:site', (req, res) => {
    const site = siteOf(req, res)
    if (!site) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ fields: jsonFields(siteFields(here(res).view.doc, site.code)) })
    sendPage(res, 200, sitePage(res, site.code, emptyState(), savedNotice(req)))
  })

  router.post('/sites/:site', async (req, res) => {
    const site = siteOf(req, res)
    if (!site) return sendNotFound(req, res)
    await saveForm(
      ctx,
      req,
      res,
      siteFields(here(res).view.doc, site.code),
      (state) => sitePage(res, site.code, state, null),
      `${base(res)}/sites/${site.code}?saved=1`,
    )
  })

  return router
}
