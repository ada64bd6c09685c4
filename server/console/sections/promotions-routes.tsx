import { Router, type Request, type Response } from 'express'
import { applyChanges } from '../../domain/console/console-diff.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { bodyOf, one, param, sendInvalid, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FieldDef, type FormBody, type FormState } from '../fields.js'
import { t } from '../i18n.js'
import { PromotionPage, PromotionsPage } from '../views/promotions-page.js'
import { promotionFields } from './promotion-fields.js'
import { promotionBatches, promotionUses, type BatchSummary } from '../../services/console/brand-doc.js'
import { msg } from '@lingui/core/macro'

/** Promotion codes: part of the draft like any setting (added, changed and removed there). */
export function promotionsRoutes(ctx: ConsoleContext): Router {
  const router = Router()

  const usesOf = async (res: Response) => ({
    uses: await promotionUses(ctx.db, here(res).frame.brand.slug),
    batches: await promotionBatches(ctx.db, here(res).frame.brand.slug),
  })
  const promotionsPage = (
    res: Response,
    { uses, batches }: { uses: ReadonlyMap<string, number>; batches: BatchSummary[] },
    fields: FieldDef[],
    state: FormState,
    notice: string | null,
  ) => (
    <PromotionsPage
      f={here(res).frame}
      promotions={here(res).view.doc.content.promotions}
      uses={uses}
      batches={batches}
      fields={fields}
      state={state}
      notice={notice}
    />
  )
  const newCode = (body: FormBody) => one(body.code).toUpperCase()

  router.get('/promotions', async (req, res) => {
    const uses = await usesOf(res)
    if (wantsJson(req))
      return res.json({
        promotions: here(res).view.doc.content.promotions,
        uses: Object.fromEntries(uses.uses),
        batches: uses.batches,
      })
    sendPage(res, 200, promotionsPage(res, uses, promotionFields('', undefined), emptyState(), savedNotice(req)))
  })

  router.post('/promotions', async (req, res) => {
    const body = bodyOf(req) as FormBody
    const code = newCode(body)
    const fields = promotionFields(code, undefined)
    const uses = await usesOf(res)
    const page = (state: FormState) => promotionsPage(res, uses, fields, state, null)
    // The code becomes part of the setting's path, so it is checked before anything else.
    const codeProblem = !/^[A-Z0-9-]{1,32}$/.test(code)
      ? t(msg`code: 1-32 capital letters, digits or dashes`)
      : here(res).view.doc.content.promotions.some((p) => p.code === code)
        ? t(msg`code {code} exists already: edit it instead`, { code })
        : null
    if (codeProblem) {
      const state: FormState = { errors: { code: codeProblem }, general: [], submitted: body }
      return sendInvalid(req, res, state, () => page(state))
    }
    await saveForm(ctx, req, res, fields, page, `${base(res)}/promotions?saved=1`)
  })

  const promotionOf = (req: Request, res: Response) =>
    here(res).view.doc.content.promotions.find((p) => p.code === param(req, 'code'))

  router.get('/promotions/:code', (req, res) => {
    const p = promotionOf(req, res)
    if (!p) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ promotion: p, fields: jsonFields(promotionFields(p.code, p)) })
    sendPage(
      res,
      200,
      <PromotionPage
        f={here(res).frame}
        code={p.code}
        fields={promotionFields(p.code, p)}
        state={emptyState()}
        notice={savedNotice(req)}
      />,
    )
  })

  router.post('/promotions/:code', async (req, res) => {
    const p = promotionOf(req, res)
    if (!p) return sendNotFound(req, res)
    await saveForm(
      ctx,
      req,
      res,
      promotionFields(p.code, p),
      (state) => (
        <PromotionPage
          f={here(res).frame}
          code={p.code}
          fields={promotionFields(p.code, p)}
          state={state}
          notice={null}
        />
      ),
      `${base(res)}/promotions/${p.code}?saved=1`,
    )
  })

  router.post('/promotions/:code/delete', async (req, res) => {
    const p = promotionOf(req, res)
    if (!p) return sendNotFound(req, res)
    const uses = await usesOf(res)
    await saveForm(
      ctx,
      req,
      res,
      [],
      (state) => promotionsPage(res, uses, promotionFields('', undefined), state, null),
      `${base(res)}/promotions?saved=1`,
      (doc) => applyChanges(doc, [{ path: `content.promotions.${p.code}`, after: undefined }]),
    )
  })

  return router
}
