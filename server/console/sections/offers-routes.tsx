import { Router, type Request, type Response } from 'express'
import { applyChanges, type BrandDoc } from '../../domain/console/console-diff.js'
import {
  draftOfferStates,
  offerFormCatalogue,
  offerHistory,
  sitesOf,
  type OfferFormCatalogue,
} from '../../services/console/console-offers.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { bodyOf, one, param, sendInvalid, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FormBody, type FormState } from '../fields.js'
import { CONSOLE_LANGUAGE, t } from '../i18n.js'
import { OfferPage, OffersPage } from '../views/offers-page.js'
import { offerFields, offerGroups } from './offer-fields.js'
import { msg } from '@lingui/core/macro'

/**
 * Automatic offers (decision 041): part of the draft like promotion codes (added, changed and removed there), one form
 * per offer. A publish writes them as revisions; taking one out of the draft supersedes it on publish ("End now").
 */
export function offersRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()
  const home = (res: Response) => `${base(res)}/offers`
  const offersOf = (res: Response) => here(res).view.doc.content.offers
  const catalogueOf = (res: Response) => offerFormCatalogue(db, here(res).slug, CONSOLE_LANGUAGE)

  router.get('/offers', async (req, res) => {
    const { doc, published } = here(res).view
    const sites = sitesOf(doc.tenant)
    const now = ctx.now()
    const offers = draftOfferStates(doc.content.offers, sites, now)
    const removed = published.content.offers.filter((o) => !doc.content.offers.some((d) => d.key === o.key))
    const history = await offerHistory(db, here(res).slug, sites, now)
    if (wantsJson(req)) return res.json({ offers, removed, history })
    sendPage(
      res,
      200,
      <OffersPage f={here(res).frame} offers={offers} removed={removed} history={history} notice={savedNotice(req)} />,
    )
  })

  const formPage = (
    res: Response,
    key: string | null,
    cat: OfferFormCatalogue,
    state: FormState,
    notice: string | null,
  ) => {
    const current = key === null ? undefined : offersOf(res).find((o) => o.key === key)
    const fields = offerFields(key ?? '', current, here(res).view.doc.tenant, cat)
    return (
      <OfferPage
        f={here(res).frame}
        offerKey={key}
        fields={fields}
        groups={offerGroups(fields)}
        state={state}
        notice={notice}
      />
    )
  }
  /** The rule is written afresh from the form: values of another rule kind do not linger in the draft. */
  const clearRule = (key: string) => (doc: BrandDoc) =>
    applyChanges(doc, [{ path: `content.offers.${key}.rule`, after: undefined }])

  router.get('/offers/new', async (req, res) => {
    const cat = await catalogueOf(res)
    if (wantsJson(req))
      return res.json({ fields: jsonFields(offerFields('', undefined, here(res).view.doc.tenant, cat)) })
    sendPage(res, 200, formPage(res, null, cat, emptyState(), null))
  })

  router.post('/offers', async (req, res) => {
    const body = bodyOf(req) as FormBody
    const key = one(body.key)
    const cat = await catalogueOf(res)
    // The key becomes part of the setting's path, so it is checked before anything else.
    const keyProblem =
      !/^[a-z0-9][a-z0-9-]{0,63}$/.test(key) || key === 'new'
        ? t(msg`key: lowercase letters, digits and dashes (not "new")`)
        : offersOf(res).some((o) => o.key === key)
          ? t(msg`offer {key} exists already: edit it instead`, { key })
          : null
    if (keyProblem) {
      const state: FormState = { errors: { key: keyProblem }, general: [], submitted: body }
      return sendInvalid(req, res, state, () => formPage(res, null, cat, state, null))
    }
    await saveForm(
      ctx,
      req,
      res,
      offerFields(key, undefined, here(res).view.doc.tenant, cat),
      (state) => formPage(res, null, cat, state, null),
      `${home(res)}?saved=1`,
      clearRule(key),
    )
  })

  const offerOf = (req: Request, res: Response) => offersOf(res).find((o) => o.key === param(req, 'key'))

  router.get('/offers/:key', async (req, res) => {
    const o = offerOf(req, res)
    if (!o) return sendNotFound(req, res)
    const cat = await catalogueOf(res)
    if (wantsJson(req))
      return res.json({ offer: o, fields: jsonFields(offerFields(o.key, o, here(res).view.doc.tenant, cat)) })
    sendPage(res, 200, formPage(res, o.key, cat, emptyState(), savedNotice(req)))
  })

  router.post('/offers/:key', async (req, res) => {
    const o = offerOf(req, res)
    if (!o) return sendNotFound(req, res)
    const cat = await catalogueOf(res)
    await saveForm(
      ctx,
      req,
      res,
      offerFields(o.key, o, here(res).view.doc.tenant, cat),
      (state) => formPage(res, o.key, cat, state, null),
      `${home(res)}/${o.key}?saved=1`,
      clearRule(o.key),
    )
  })

  router.post('/offers/:key/delete', async (req, res) => {
    const o = offerOf(req, res)
    if (!o) return sendNotFound(req, res)
    const cat = await catalogueOf(res)
    await saveForm(
      ctx,
      req,
      res,
      [],
      (state) => formPage(res, o.key, cat, state, null),
      `${home(res)}?saved=1`,
      (doc) => applyChanges(doc, [{ path: `content.offers.${o.key}`, after: undefined }]),
    )
  })

  return router
}
