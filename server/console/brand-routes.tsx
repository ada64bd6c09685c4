import { Router, type Request, type Response } from 'express'
import type { ReactNode } from 'react'
import { readMultipart } from '../http/multipart.js'
import { formatPrice } from '../domain/money/price-display.js'
import { applyChanges, type BrandDoc } from '../domain/console/console-diff.js'
import { LOGO_MAX_BYTES, logoPath } from '../domain/tenancy/theme-tokens.js'
import { REVIEW_STATUSES, type ReviewStatus } from '../services/support/reviews.js'
import {
  draftConflicts,
  draftView,
  discardDraft,
  publishDraft,
  saveDraft,
  type DraftView,
} from '../services/console/drafts.js'
import { createPreviewLink } from '../services/console/preview.js'
import { storeLogo } from '../services/console/brand-assets.js'
import { brandReviews, moderateFromConsole } from '../services/console/console-reviews.js'
import { sharedItems } from '../services/console/shared-content.js'
import { CONTENT_KINDS, type ContentKind } from '../services/console/shared-content.js'
import { contentFields } from './sections/content-fields.js'
import { promotionFields } from './sections/promotion-fields.js'
import {
  bodyOf,
  param,
  csrfOf,
  csrfValid,
  one,
  sendCsrfRefused,
  sendInvalid,
  sendNotFound,
  sendPage,
  sendSaved,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from './context.js'
import { emptyState, issuesToState, readFields, type FieldDef, type FormBody, type FormState } from './fields.js'
import { SETTINGS_SECTIONS, sectionFields, sectionTitle, type SettingsSection } from './sections/settings-fields.js'
import { siteFields } from './sections/site-fields.js'
import { t } from './i18n.js'
import type { BrandFrame } from './views/brand-frame.js'
import { ContentItemPage, ContentListPage } from './views/content-page.js'
import { PreviewLinkPage } from './views/preview-page.js'
import { PromotionPage, PromotionsPage } from './views/promotions-page.js'
import { BrandOverviewPage } from './views/publish-page.js'
import { ReviewsPage } from './views/reviews-page.js'
import { PricePreview, SettingsPage } from './views/settings-page.js'
import { LogoForm } from './views/theme-page.js'

/** Sample amounts (minor units) for the decimals preview: a whole price and some that are not. */
const SAMPLE_PRICES = [1900, 1299, 2450, 4999]

interface Here {
  slug: string
  view: DraftView
  frame: BrandFrame
}

/**
 * Everything under /console/brands/:brand. A brand the member does not manage answers exactly like one that does
 * not exist (404), whatever the request; the slug comes from the path only, never from the body.
 */
export function brandRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router({ mergeParams: true })

  router.use((req, res, next) => {
    const slug = param(req, 'brand')
    const view = draftView(db, staffOf(res), slug)
    if (!view) return sendNotFound(req, res)
    res.locals.here = { slug, view, frame: frameOf(res, slug, view) } satisfies Here
    next()
  })
  const here = (res: Response) => res.locals.here as Here
  const base = (res: Response) => `/console/brands/${here(res).slug}`
  const savedNotice = (req: Request) =>
    req.query.saved ? t(/*i18n*/ 'Saved to your draft. Preview or publish it from the brand page.') : null

  /**
   * Reads a form into the draft: every field read, the edited brand checked as a publish would check it, and only
   * then saved. A refused form saves nothing and shows each error at its field.
   */
  function saveForm(
    req: Request,
    res: Response,
    fields: readonly FieldDef[],
    page: (state: FormState) => ReactNode,
    location: string,
    edit?: (doc: BrandDoc) => BrandDoc,
  ) {
    const body = bodyOf(req) as FormBody
    const read = readFields(fields, body)
    if (!read.ok) return sendInvalid(req, res, read.state, () => page(read.state))
    const edited = applyChanges(edit ? edit(here(res).view.doc) : here(res).view.doc, read.edits)
    const saved = saveDraft(ctx, staffOf(res), here(res).slug, edited)
    if (!saved.ok) {
      const state = issuesToState(fields, saved.issues, body)
      return sendInvalid(req, res, state, () => page(state))
    }
    sendSaved(req, res, location, { draft: { changes: saved.changes } })
  }

  // Overview: the draft, preview, publish, discard.

  router.get('/', (req, res) => {
    const h = here(res)
    if (wantsJson(req))
      return res.json({
        brand: h.view.doc.tenant,
        content: h.view.doc.content,
        draft: { changes: h.view.changes, conflicts: draftConflicts(h.view) },
      })
    const notice = req.query.published
      ? t(/*i18n*/ 'Published (audit entry #{id}). The shop serves it now.', { id: one(req.query.published) })
      : req.query.discarded
        ? t(/*i18n*/ 'Draft discarded.')
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

  router.post('/publish', (req, res) => {
    const h = here(res)
    const result = publishDraft(ctx, staffOf(res), h.slug, { overwrite: one(bodyOf(req).overwrite) !== '' })
    if (result.ok)
      return sendSaved(req, res, `${base(res)}?published=${result.auditId}`, {
        auditId: result.auditId,
        changes: result.changes,
      })
    if (result.code === 'not-found') return sendNotFound(req, res)
    const status = result.code === 'invalid' ? 422 : 409
    const problem =
      result.code === 'empty'
        ? t(/*i18n*/ 'Nothing to publish: your draft has no changes.')
        : result.code === 'conflict'
          ? t(
              /*i18n*/ 'Not published: someone published {paths} since you changed them. Review below, then publish again with “Overwrite” ticked, or discard.',
              { paths: result.conflicts.map((c) => c.path).join(', ') },
            )
          : t(/*i18n*/ 'Not published: {issues}', {
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
    const view = draftView(db, staffOf(res), h.slug)!
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

  router.post('/draft/discard', (req, res) => {
    discardDraft(db, staffOf(res), here(res).slug)
    sendSaved(req, res, `${base(res)}?discarded=1`, {})
  })

  /** A one-time link to the chosen site's shop host; opening it there starts the preview in that browser. */
  router.post('/preview', (req, res) => {
    const h = here(res)
    const site = h.view.doc.tenant.sites.find((s) => s.code === one(bodyOf(req).site)) ?? h.view.doc.tenant.sites[0]!
    const token = createPreviewLink(db, staffOf(res), h.slug, one(bodyOf(req).path) || '/', ctx.now())
    if (!token) return sendNotFound(req, res)
    const port = /:(\d+)$/.exec(req.get('host') ?? '')?.[1]
    const url = `${req.protocol}://${site.hosts[0]}${port ? `:${port}` : ''}/_console-preview?token=${token}`
    if (wantsJson(req)) return res.json({ url })
    // A page with the link rather than a redirect: the CSP's form-action keeps form posts on this host.
    sendPage(res, 200, <PreviewLinkPage f={h.frame} url={url} host={site.hosts[0]!} />)
  })

  // Brand settings.

  const sectionOf = (req: Request): SettingsSection | null =>
    (SETTINGS_SECTIONS as readonly string[]).includes(param(req, 'section'))
      ? (param(req, 'section') as SettingsSection)
      : null

  function settingsPage(
    res: Response,
    section: SettingsSection,
    state: FormState,
    notice: string | null,
    logoError: string | null = null,
  ): ReactNode {
    const h = here(res)
    const doc = h.view.doc
    const after =
      section === 'general' ? (
        <PricePreview
          rows={priceRows(doc)}
          allowDecimals={state.submitted ? one(state.submitted.allowDecimals) !== '' : doc.tenant.allowDecimals}
        />
      ) : undefined
    const logo = doc.tenant.themeTokens.logo
    const extra =
      section === 'theme' ? (
        <LogoForm f={h.frame} logoUrl={logo ? logoPath(logo) : null} error={logoError} />
      ) : undefined
    return (
      <SettingsPage
        f={h.frame}
        title={sectionTitle(section)}
        action={`${base(res)}/settings/${section}`}
        fields={sectionFields(section, doc)}
        state={state}
        notice={notice}
        after={after}
        extra={extra}
      />
    )
  }

  router.get('/settings/:section', (req, res) => {
    const section = sectionOf(req)
    if (!section) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ fields: jsonFields(sectionFields(section, here(res).view.doc)) })
    sendPage(res, 200, settingsPage(res, section, emptyState(), savedNotice(req)))
  })

  router.post('/settings/theme/logo', async (req, res) => {
    const form = await readMultipart(req, { fileBytes: LOGO_MAX_BYTES, files: 1, fields: 4, fieldBytes: 200 })
    if (
      !form.ok ||
      !csrfValid(ctx.opts.secret, res.locals.staffSessionId as string | undefined, form.fields.csrfToken)
    ) {
      if (form.ok) return sendCsrfRefused(req, res)
      const state: FormState = { errors: { logo: form.message }, general: [] }
      return sendInvalid(req, res, state, () => settingsPage(res, 'theme', emptyState(), null, form.message))
    }
    const file = form.files.find((f) => f.field === 'logo')
    const stored = await storeLogo(db, here(res).slug, file?.data ?? Buffer.alloc(0), ctx.now())
    if (!stored.ok)
      return sendInvalid(req, res, { errors: { logo: stored.message }, general: [] }, () =>
        settingsPage(res, 'theme', emptyState(), null, stored.message),
      )
    const saved = saveDraft(
      ctx,
      staffOf(res),
      here(res).slug,
      applyChanges(here(res).view.doc, [{ path: 'themeTokens.logo', after: stored.logo }]),
    )
    if (!saved.ok) {
      const message = saved.issues.map((i) => `${i.path}: ${i.message}`).join('; ')
      return sendInvalid(req, res, { errors: { logo: message }, general: [] }, () =>
        settingsPage(res, 'theme', emptyState(), null, message),
      )
    }
    sendSaved(req, res, `${base(res)}/settings/theme?saved=1`, { logo: stored.logo, draft: { changes: saved.changes } })
  })

  router.post('/settings/:section', (req, res) => {
    const section = sectionOf(req)
    if (!section) return sendNotFound(req, res)
    saveForm(
      req,
      res,
      sectionFields(section, here(res).view.doc),
      (state) => settingsPage(res, section, state, null),
      `${base(res)}/settings/${section}?saved=1`,
    )
  })

  // Country sites.

  const siteOf = (req: Request, res: Response) =>
    here(res).view.doc.tenant.sites.find((s) => s.code === param(req, 'site'))
  const sitePage = (res: Response, code: string, state: FormState, notice: string | null) => (
    <SettingsPage
      f={here(res).frame}
      title={t(/*i18n*/ 'Site {code}', { code })}
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

  router.post('/sites/:site', (req, res) => {
    const site = siteOf(req, res)
    if (!site) return sendNotFound(req, res)
    saveForm(
      req,
      res,
      siteFields(here(res).view.doc, site.code),
      (state) => sitePage(res, site.code, state, null),
      `${base(res)}/sites/${site.code}?saved=1`,
    )
  })

  // Content per language.

  const kindOf = (req: Request): ContentKind | null =>
    (CONTENT_KINDS as readonly string[]).includes(param(req, 'kind')) ? (param(req, 'kind') as ContentKind) : null
  /** Languages of the brand's sites; content is edited in one of them (default: the first site's default). */
  const languagesOf = (res: Response) => [
    ...new Set(here(res).view.doc.tenant.sites.flatMap((s) => s.languages.map((l) => l.language))),
  ]
  const languageOf = (req: Request, res: Response): string | null => {
    const wanted = one(req.query.lang)
    const langs = languagesOf(res)
    return wanted === '' ? langs[0]! : langs.includes(wanted as never) ? wanted : null
  }

  router.get('/content/:kind', (req, res) => {
    const kind = kindOf(req)
    const language = languageOf(req, res)
    if (!kind || !language) return sendNotFound(req, res)
    const items = sharedItems(db, kind, language)
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

  const contentItem = (req: Request, res: Response) => {
    const kind = kindOf(req)
    const language = languageOf(req, res)
    const item = kind && language ? sharedItems(db, kind, language).find((i) => i.key === param(req, 'key')) : undefined
    return kind && language && item ? { kind, language, item } : null
  }
  const itemPage = (
    res: Response,
    c: NonNullable<ReturnType<typeof contentItem>>,
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

  router.get('/content/:kind/:key', (req, res) => {
    const c = contentItem(req, res)
    if (!c) return sendNotFound(req, res)
    if (wantsJson(req))
      return res.json({
        language: c.language,
        shared: c.item,
        fields: jsonFields(contentFields(c.kind, c.item, here(res).view.doc, c.language)),
      })
    sendPage(res, 200, itemPage(res, c, emptyState(), savedNotice(req)))
  })

  router.post('/content/:kind/:key', (req, res) => {
    const c = contentItem(req, res)
    if (!c) return sendNotFound(req, res)
    saveForm(
      req,
      res,
      contentFields(c.kind, c.item, here(res).view.doc, c.language),
      (state) => itemPage(res, c, state, null),
      `${base(res)}/content/${c.kind}/${c.item.key}?lang=${c.language}&saved=1`,
    )
  })

  // Promotion codes (part of the draft like any setting).

  const promotionsPage = (res: Response, fields: FieldDef[], state: FormState, notice: string | null) => (
    <PromotionsPage
      f={here(res).frame}
      promotions={here(res).view.doc.content.promotions}
      fields={fields}
      state={state}
      notice={notice}
    />
  )
  const newCode = (body: FormBody) => one(body.code).toUpperCase()

  router.get('/promotions', (req, res) => {
    if (wantsJson(req)) return res.json({ promotions: here(res).view.doc.content.promotions })
    sendPage(res, 200, promotionsPage(res, promotionFields('', undefined), emptyState(), savedNotice(req)))
  })

  router.post('/promotions', (req, res) => {
    const body = bodyOf(req) as FormBody
    const code = newCode(body)
    const fields = promotionFields(code, undefined)
    const page = (state: FormState) => promotionsPage(res, fields, state, null)
    // The code becomes part of the setting's path, so it is checked before anything else.
    const codeProblem = !/^[A-Z0-9-]{1,32}$/.test(code)
      ? t(/*i18n*/ 'code: 1-32 capital letters, digits or dashes')
      : here(res).view.doc.content.promotions.some((p) => p.code === code)
        ? t(/*i18n*/ 'code {code} exists already: edit it instead', { code })
        : null
    if (codeProblem) {
      const state: FormState = { errors: { code: codeProblem }, general: [], submitted: body }
      return sendInvalid(req, res, state, () => page(state))
    }
    saveForm(req, res, fields, page, `${base(res)}/promotions?saved=1`)
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

  router.post('/promotions/:code', (req, res) => {
    const p = promotionOf(req, res)
    if (!p) return sendNotFound(req, res)
    saveForm(
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

  router.post('/promotions/:code/delete', (req, res) => {
    const p = promotionOf(req, res)
    if (!p) return sendNotFound(req, res)
    saveForm(
      req,
      res,
      [],
      (state) => promotionsPage(res, promotionFields('', undefined), state, null),
      `${base(res)}/promotions?saved=1`,
      (doc) => applyChanges(doc, [{ path: `content.promotions.${p.code}`, after: undefined }]),
    )
  })

  // Review moderation (applies at once, audited).

  router.get('/reviews', (req, res) => {
    const status = (one(req.query.status) || 'PENDING') as ReviewStatus
    if (!(REVIEW_STATUSES as readonly string[]).includes(status)) return sendNotFound(req, res)
    const reviews = brandReviews(db, here(res).slug, status)
    if (wantsJson(req)) return res.json({ reviews })
    const notice = req.query.done ? t(/*i18n*/ 'Decision saved and recorded in the audit log.') : null
    sendPage(res, 200, <ReviewsPage f={here(res).frame} status={status} reviews={reviews} notice={notice} />)
  })

  router.post('/reviews/:id', (req, res) => {
    const decision = one(bodyOf(req).decision)
    const id = /^\d{1,12}$/.test(param(req, 'id')) ? Number(param(req, 'id')) : -1
    if (decision !== 'PUBLISHED' && decision !== 'REJECTED')
      return res.status(400).json({ error: { code: 'bad_request', message: 'decision must be PUBLISHED or REJECTED' } })
    const result = moderateFromConsole(db, staffOf(res), here(res).slug, id, decision, ctx.now())
    if (!result.ok && result.code === 'not-found') return sendNotFound(req, res)
    if (!result.ok)
      return res
        .status(409)
        .json({ error: { code: 'not_pending', message: `review ${id} is not waiting for moderation` } })
    sendSaved(req, res, `${base(res)}/reviews?done=1`, { auditId: result.auditId })
  })

  return router
}

function frameOf(res: Response, slug: string, view: DraftView): BrandFrame {
  const doc = view.doc.tenant
  return {
    staff: staffOf(res),
    csrf: csrfOf(res),
    brand: { slug, displayName: doc.displayName, sites: doc.sites.map((s) => ({ code: s.code, host: s.hosts[0]! })) },
    draftCount: view.changes.length,
  }
}

/** A few prices of every site of the brand under both decimals rules (the real display function). */
function priceRows(doc: BrandDoc) {
  return doc.tenant.sites.flatMap((s) => {
    const locale = s.languages.find((l) => l.pathPrefix === null)?.hreflang ?? s.languages[0]!.hreflang
    return SAMPLE_PRICES.map((amount) => ({
      site: `${s.code} (${s.currency})`,
      amount: `${(amount / 100).toFixed(2)} ${s.currency}`,
      decimals: formatPrice(amount, { currency: s.currency, locale, allowDecimals: true }),
      whole: formatPrice(amount, { currency: s.currency, locale, allowDecimals: false }),
    }))
  })
}

/** Fields as JSON (name, setting path, current value) for API clients and tests. */
function jsonFields(fields: readonly FieldDef[]) {
  return fields.map((f) => ({
    name: f.name,
    path: f.path,
    label: f.label,
    kind: f.kind,
    value: f.value,
    ...(f.extra ? { extra: { name: f.extra.name, value: f.extra.value } } : {}),
  }))
}
