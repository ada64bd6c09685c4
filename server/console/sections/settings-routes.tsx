import { Router, type Request, type Response } from 'express'
import type { ReactNode } from 'react'
import type { BrandDoc } from '../../domain/console/console-diff.js'
import { formatPrice } from '../../domain/money/price-display.js'
import { logoPath } from '../../domain/tenancy/theme-tokens.js'
import { base, here, jsonFields, savedNotice, saveForm } from '../brand-context.js'
import { one, param, sendNotFound, sendPage, wantsJson, type ConsoleContext } from '../context.js'
import { emptyState, type FormState } from '../fields.js'
import { PricePreview, SettingsPage } from '../views/settings-page.js'
import { LogoForm } from '../views/theme-page.js'
import { SETTINGS_SECTIONS, sectionFields, sectionTitle, type SettingsSection } from './settings-fields.js'

/** Sample amounts (minor units) for the decimals preview: a whole price and some that are not. */
const SAMPLE_PRICES = [1900, 1299, 2450, 4999]

/**
 * The brand settings forms (general, theme, legal, help centre), saved to the draft. The general form shows how
 * prices will look; the theme form has the logo upload under it (theme-routes.tsx).
 */
export function settingsRoutes(ctx: ConsoleContext): Router {
  const router = Router()

  router.get('/settings/:section', (req, res) => {
    const section = sectionOf(req)
    if (!section) return sendNotFound(req, res)
    if (wantsJson(req)) return res.json({ fields: jsonFields(sectionFields(section, here(res).view.doc)) })
    sendPage(res, 200, settingsPage(res, section, emptyState(), savedNotice(req)))
  })

  router.post('/settings/:section', async (req, res) => {
    const section = sectionOf(req)
    if (!section) return sendNotFound(req, res)
    await saveForm(
      ctx,
      req,
      res,
      sectionFields(section, here(res).view.doc),
      (state) => settingsPage(res, section, state, null),
      `${base(res)}/settings/${section}?saved=1`,
    )
  })

  return router
}

const sectionOf = (req: Request): SettingsSection | null =>
  (SETTINGS_SECTIONS as readonly string[]).includes(param(req, 'section'))
    ? (param(req, 'section') as SettingsSection)
    : null

/** One settings form as the page shows it; `logoError` is the theme page's refused upload. */
export function settingsPage(
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
    section === 'theme' ? <LogoForm f={h.frame} logoUrl={logo ? logoPath(logo) : null} error={logoError} /> : undefined
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
