import { Router, type Request, type Response } from 'express'
import type { CsvProblem } from '../../domain/catalog/catalog-csv-format.js'
import {
  articleRows,
  catalogueList,
  discardArticleDraft,
  previewArticleDraft,
  publishArticleDraft,
  saveArticleDraft,
  type SectionBrand,
} from '../../services/catalog/catalogue-console.js'
import { base, here } from '../brand-context.js'
import {
  bodyOf,
  param,
  sendNotFound,
  sendPage,
  sendSaved,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { CONSOLE_LANGUAGE, t } from '../i18n.js'
import { ArticleEditPage, ArticlePreviewPage, CatalogueListPage } from '../views/catalogue-page.js'
import { msg } from '@lingui/core/macro'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'

/**
 * The catalogue (issue 27): the shared range, edited one article at a time as its rows in the catalogue CSV format
 * (docs/catalogue-csv.md). A draft is saved only once it checks; publish writes that one article through the
 * catalogue import, all or nothing, is audited and refreshes the shops like any publish. Only catalogue managers
 * and ops admins reach it (brand-routes.ts).
 */
export function catalogueRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()
  const home = (res: Response) => `${base(res)}/catalogue`

  /** The published brand: its sites as a shopper meets them (default language, its locale, currency). */
  const brandOf = (res: Response): SectionBrand => {
    const tenant = here(res).view.published.tenant
    return {
      slug: here(res).slug,
      allowDecimals: tenant.allowDecimals,
      sites: tenant.sites.map((s) => {
        const main = s.languages.find((l) => l.pathPrefix === null) ?? s.languages[0]!
        return { code: s.code, currency: s.currency, language: main.language, locale: main.hreflang }
      }),
    }
  }
  const codeOf = (req: Request) => param(req, 'code')

  const sendProblems = (req: Request, res: Response, code: string | null, csv: string, problems: CsvProblem[]) => {
    if (wantsJson(req))
      return res.status(400).json({ error: { code: 'invalid', message: 'Nothing was saved.', problems } })
    const page = (
      <ArticleEditPage f={here(res).frame} code={code} csv={csv} fromDraft={false} problems={problems} notice={null} />
    )
    sendPage(res, 400, page)
  }

  router.get('/catalogue', async (req, res) => {
    const lines = await catalogueList(db, staffOf(res), brandOf(res), CONSOLE_LANGUAGE as ShopLanguage)
    if (wantsJson(req)) return res.json({ articles: lines })
    const notice = req.query.published
      ? t(msg`Published and recorded in the audit log.`)
      : req.query.discarded
        ? t(msg`Draft discarded.`)
        : null
    sendPage(res, 200, <CatalogueListPage f={here(res).frame} lines={lines} notice={notice} />)
  })

  router.get('/catalogue/new', (req, res) => {
    sendPage(
      res,
      200,
      <ArticleEditPage f={here(res).frame} code={null} csv="" fromDraft={false} problems={[]} notice={null} />,
    )
  })

  router.get('/catalogue/:code', async (req, res) => {
    const rows = await articleRows(db, staffOf(res), here(res).slug, codeOf(req))
    if (!rows) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json(rows)
    const notice = req.query.saved ? t(msg`Saved to your draft. Preview or publish it below.`) : null
    sendPage(
      res,
      200,
      <ArticleEditPage
        f={here(res).frame}
        code={codeOf(req)}
        csv={rows.csv}
        fromDraft={rows.fromDraft}
        problems={[]}
        notice={notice}
      />,
    )
  })

  const save = (isNew: boolean) => async (req: Request, res: Response) => {
    const code = isNew ? null : codeOf(req)
    if (code !== null && !(await articleRows(db, staffOf(res), here(res).slug, code))) return sendNotFound(req, res)
    const raw = bodyOf(req).csv
    const csv = typeof raw === 'string' ? raw : ''
    const saved = await saveArticleDraft(db, staffOf(res), here(res).slug, code, csv, ctx.now())
    if (!saved.ok) return sendProblems(req, res, code, csv, saved.problems)
    sendSaved(req, res, `${home(res)}/${saved.code}?saved=1`, { code: saved.code })
  }
  router.post('/catalogue/new', save(true))
  router.post('/catalogue/:code', save(false))

  router.get('/catalogue/:code/preview', async (req, res) => {
    const code = codeOf(req)
    const preview = await previewArticleDraft(db, staffOf(res), brandOf(res), code)
    if (!preview) return sendNotFound(req, res)
    if (wantsJson(req))
      return preview.ok
        ? res.json(preview)
        : res.status(409).json({ error: { code: 'invalid', problems: preview.problems } })
    const page = preview.ok ? (
      <ArticlePreviewPage f={here(res).frame} code={code} sites={preview.sites} problems={[]} />
    ) : (
      <ArticlePreviewPage f={here(res).frame} code={code} sites={[]} problems={preview.problems} />
    )
    sendPage(res, preview.ok ? 200 : 409, page)
  })

  router.post('/catalogue/:code/publish', async (req, res) => {
    const code = codeOf(req)
    const result = await publishArticleDraft(ctx, staffOf(res), here(res).slug, code)
    if (!result.ok && result.code === 'not-found') return sendNotFound(req, res)
    if (!result.ok) {
      const rows = await articleRows(db, staffOf(res), here(res).slug, code)
      return sendProblems(req, res, code, rows?.csv ?? '', result.problems)
    }
    sendSaved(req, res, `${home(res)}?published=1`, { auditId: result.auditId })
  })

  router.post('/catalogue/:code/discard', async (req, res) => {
    if (!(await discardArticleDraft(db, staffOf(res), here(res).slug, codeOf(req)))) return sendNotFound(req, res)
    sendSaved(req, res, `${home(res)}?discarded=1`, {})
  })

  return router
}
