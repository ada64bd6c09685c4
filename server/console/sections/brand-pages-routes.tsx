import { Router, type Request, type Response } from 'express'
import { blogPostKey, isBrandPageKey } from '../../domain/tenancy/brand-pages.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { one, param, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FieldDef, type FormState } from '../fields.js'
import { BrandPageFormPage, BrandPagesListPage } from '../views/brand-pages-page.js'
import { languageOf, languagesOf } from './content-routes.js'
import { blogPostFields, pageFields, pageTitle } from './page-fields.js'

/**
 * The brand's legal and editorial pages and blog posts per language (decision 045), saved to the member's draft like
 * every other setting: published, audited and rolled back with it. Languages are those of the brand's sites.
 */
export function brandPagesRoutes(ctx: ConsoleContext): Router {
  const router = Router()

  router.get('/pages', (req, res) => {
    const language = languageOf(req, res)
    if (!language) return sendNotFound(req, res)
    const content = here(res).view.doc.content
    const written = new Set(
      Object.entries(content.pages ?? {})
        .filter(([, texts]) => texts && Object.hasOwn(texts, language))
        .map(([k]) => k),
    )
    const posts = Object.entries(content.blog ?? {})
      .map(([key, p]) => ({
        key,
        date: p.date,
        title: (p.texts as Record<string, { title: string } | undefined>)[language]?.title ?? null,
      }))
      .sort((a, b) => b.date.localeCompare(a.date))
    if (wantsJson(req)) return res.json({ language, pages: [...written], posts })
    sendPage(
      res,
      200,
      <BrandPagesListPage
        f={here(res).frame}
        language={language}
        languages={languagesOf(res)}
        overview={{ written, posts }}
      />,
    )
  })

  router.get('/pages/new-post', (req, res) => {
    const language = languageOf(req, res)
    const key = one(req.query.key).trim()
    if (!language || !blogPostKey.safeParse(key).success) return sendNotFound(req, res)
    res.redirect(303, `${base(res)}/pages/blog/${key}?lang=${language}`)
  })

  /** A page or post form: what it edits, in which language, under which title, posted where. */
  type Target = { title: string; language: string; action: string; fields: () => FieldDef[] }
  const pageTarget = (req: Request, res: Response): Target | null => {
    const key = param(req, 'key')
    const language = languageOf(req, res)
    if (!language || !isBrandPageKey(key)) return null
    return {
      title: pageTitle(key),
      language,
      action: `${base(res)}/pages/page/${key}?lang=${language}`,
      fields: () => pageFields(here(res).view.doc, key, language),
    }
  }
  const postTarget = (req: Request, res: Response): Target | null => {
    const key = param(req, 'key')
    const language = languageOf(req, res)
    if (!language || !blogPostKey.safeParse(key).success) return null
    return {
      title: key,
      language,
      action: `${base(res)}/pages/blog/${key}?lang=${language}`,
      fields: () => blogPostFields(here(res).view.doc, key, language),
    }
  }
  const formPage = (res: Response, target: Target, state: FormState, notice: string | null) => (
    <BrandPageFormPage
      f={here(res).frame}
      title={target.title}
      action={target.action}
      language={target.language}
      fields={target.fields()}
      state={state}
      notice={notice}
    />
  )

  for (const [path, targetOf] of [
    ['/pages/page/:key', pageTarget],
    ['/pages/blog/:key', postTarget],
  ] as const) {
    router.get(path, (req, res) => {
      const target = targetOf(req, res)
      if (!target) return sendNotFound(req, res)
      if (wantsJson(req)) return res.json({ language: target.language, fields: jsonFields(target.fields()) })
      sendPage(res, 200, formPage(res, target, emptyState(), savedNotice(req)))
    })
    router.post(path, async (req, res) => {
      const target = targetOf(req, res)
      if (!target) return sendNotFound(req, res)
      await saveForm(
        ctx,
        req,
        res,
        target.fields(),
        (state) => formPage(res, target, state, null),
        `${target.action}&saved=1`,
      )
    })
  }

  return router
}
