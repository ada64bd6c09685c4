import { Router, type Request, type Response } from 'express'
import { ALL_ARTICLES, missingProductSafety } from '../../domain/catalog/product-safety.js'
import { soldArticleCodes } from '../../services/console/product-safety-doc.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { param, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FormState } from '../fields.js'
import { allArticlesTitle, ProductSafetyFormPage, ProductSafetyListPage } from '../views/product-safety-page.js'
import { languagesOf } from './content-routes.js'
import { partyGroup, productSafetyFields } from './product-safety-fields.js'

/**
 * The brand's product-safety information (GPSR, decision 058) per article it sells and brand-wide (`/all`), saved to
 * the member's draft like every other setting: previewed, published, audited and rolled back with it.
 */
export function productSafetyRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  const segmentOf = (article: string) => (article === ALL_ARTICLES ? 'all' : article)

  router.get('/product-safety', async (req, res) => {
    const entries = here(res).view.doc.content.productSafety ?? {}
    const sold = await soldArticleCodes(ctx.db, here(res).slug)
    const gaps = new Map(missingProductSafety(entries, sold, languagesOf(res)).map((m) => [m.article, m]))
    const rows = [ALL_ARTICLES, ...new Set([...sold, ...Object.keys(entries).filter((k) => k !== ALL_ARTICLES)])].map(
      (article) => ({
        article,
        segment: segmentOf(article),
        noManufacturer:
          article === ALL_ARTICLES ? !entries[ALL_ARTICLES]?.manufacturer : (gaps.get(article)?.manufacturer ?? false),
        noWarnings: gaps.get(article)?.languages ?? [],
      }),
    )
    if (wantsJson(req)) return res.json({ articles: rows })
    sendPage(res, 200, <ProductSafetyListPage f={here(res).frame} rows={rows} />)
  })

  /** The article a form is about: `all` for the brand-wide entry, else a code the brand sells or already has. */
  const articleOf = async (req: Request, res: Response): Promise<string | null> => {
    const segment = param(req, 'article')
    if (segment === 'all') return ALL_ARTICLES
    const known = here(res).view.doc.content.productSafety ?? {}
    return Object.hasOwn(known, segment) || (await soldArticleCodes(ctx.db, here(res).slug)).includes(segment)
      ? segment
      : null
  }
  const formPage = (res: Response, article: string, state: FormState, notice: string | null) => (
    <ProductSafetyFormPage
      f={here(res).frame}
      title={article === ALL_ARTICLES ? allArticlesTitle() : article}
      action={`${base(res)}/product-safety/${segmentOf(article)}`}
      fields={productSafetyFields(here(res).view.doc, article, languagesOf(res))}
      groups={[partyGroup('manufacturer'), partyGroup('responsiblePerson')]}
      state={state}
      notice={notice}
    />
  )

  router.get('/product-safety/:article', async (req, res) => {
    const article = await articleOf(req, res)
    if (!article) return sendNotFound(req, res)
    const fields = productSafetyFields(here(res).view.doc, article, languagesOf(res))
    if (wantsJson(req)) return res.json({ article, fields: jsonFields(fields) })
    sendPage(res, 200, formPage(res, article, emptyState(), savedNotice(req)))
  })

  router.post('/product-safety/:article', async (req, res) => {
    const article = await articleOf(req, res)
    if (!article) return sendNotFound(req, res)
    await saveForm(
      ctx,
      req,
      res,
      productSafetyFields(here(res).view.doc, article, languagesOf(res)),
      (state) => formPage(res, article, state, null),
      `${base(res)}/product-safety/${segmentOf(article)}?saved=1`,
    )
  })

  return router
}
