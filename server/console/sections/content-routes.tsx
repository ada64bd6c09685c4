import { Router, type Request, type Response } from 'express'
import { CONTENT_KINDS, sharedItems, type ContentKind } from '../../services/console/shared-content.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { one, param, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FormState } from '../fields.js'
import { ContentItemPage, ContentListPage } from '../views/content-page.js'
import { contentFields } from './content-fields.js'

/**
 * Content per language: the shared banners, landing pages, tag pages and offers, and the brand's own version of
 * each (saved to the draft).
 */
export function contentRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()

  router.get('/content/:kind', async (req, res) => {
    const kind = kindOf(req)
    const language = languageOf(req, res)
    if (!kind || !language) return sendNotFound(req, res)
    const items = await sharedItems(db, kind, language)
    const own = here(res).view.doc.content[kind] as Record<string, unknown>
    if (wantsJson(req))
      return res.json({ language, items: items.map((i) => ({ ...i, overridden: Object.hasOwn(own, i.key) })) })
    sendPage(
      res,
      200,
      <ContentListPage
        f={here(res).frame}
        kind={kind}
        language={language}
        languages={languagesOf(res)}
        items={items}
        overridden={new Set(Object.keys(own))}
      />,
    )
  })

  const contentItem = async (req: Request, res: Response) => {
    const kind = kindOf(req)
    const language = languageOf(req, res)
    const item =
      kind && language ? (await sharedItems(db, kind, language)).find((i) => i.key === param(req, 'key')) : undefined
    return kind && language && item ? { kind, language, item } : null
  }
  const itemPage = (
    res: Response,
    c: NonNullable<Awaited<ReturnType<typeof contentItem>>>,
    state: FormState,
    notice: string | null,
  ) => (
    <ContentItemPage
      f={here(res).frame}
      kind={c.kind}
      item={c.item}
      language={c.language}
      fields={contentFields(c.kind, c.item, here(res).view.doc, c.language)}
      state={state}
      notice={notice}
    />
  )

  router.get('/content/:kind/:key', async (req, res) => {
    const c = await contentItem(req, res)
    if (!c) return sendNotFound(req, res)
    if (wantsJson(req))
      return res.json({
        language: c.language,
        shared: c.item,
        fields: jsonFields(contentFields(c.kind, c.item, here(res).view.doc, c.language)),
      })
    sendPage(res, 200, itemPage(res, c, emptyState(), savedNotice(req)))
  })

  router.post('/content/:kind/:key', async (req, res) => {
    const c = await contentItem(req, res)
    if (!c) return sendNotFound(req, res)
    await saveForm(
      ctx,
      req,
      res,
      contentFields(c.kind, c.item, here(res).view.doc, c.language),
      (state) => itemPage(res, c, state, null),
      `${base(res)}/content/${c.kind}/${c.item.key}?lang=${c.language}&saved=1`,
    )
  })

  return router
}

const kindOf = (req: Request): ContentKind | null =>
  (CONTENT_KINDS as readonly string[]).includes(param(req, 'kind')) ? (param(req, 'kind') as ContentKind) : null

/** Languages of the brand's sites; content is edited in one of them (default: the first site's default). */
export const languagesOf = (res: Response) => [
  ...new Set(here(res).view.doc.tenant.sites.flatMap((s) => s.languages.map((l) => l.language))),
]

export function languageOf(req: Request, res: Response): string | null {
  const wanted = one(req.query.lang)
  const langs = languagesOf(res)
  return wanted === '' ? langs[0]! : langs.includes(wanted as never) ? wanted : null
}
