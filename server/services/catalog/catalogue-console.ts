import type { Db } from '../../../db/client.js'
import { readStoredCatalogue } from '../../../db/queries/catalog-import.js'
import * as dq from '../../../db/queries/catalogue-drafts.js'
import { transaction } from '../../../db/transaction.js'
import { EVERY, type CsvProblem } from '../../domain/catalog/catalog-csv-format.js'
import { checkDraft, editableRows, type DraftScope } from '../../domain/catalog/catalogue-draft.js'
import { previewArticle, type PreviewSite, type PreviewSitePage } from '../../domain/catalog/catalogue-preview.js'
import { canUseBrandSection, type StaffMember } from '../../domain/console/staff-rules.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { recordAudit } from '../console/audit.js'
import type { ConsoleDeps } from '../console/drafts.js'
import { brandSites, importArticles } from './catalog-import.js'

/**
 * The console's catalogue section (docs/catalogue-csv.md rows of one article at a time): the range as a list, a
 * member's draft of one article saved only once it checks, its preview per site, and its publish through the
 * catalogue import, scoped to that article.
 */

export interface CatalogueLine {
  code: string
  name: string
  kind: string
  variants: number
  /** This brand's site codes where some variant of it is available. */
  sites: string[]
  draft: boolean
}

/** The brand as the section needs it: its sites (code, currency, default language and locale) and decimals rule. */
export interface SectionBrand {
  slug: string
  allowDecimals: boolean
  sites: PreviewSite[]
}

const scopeOf = (staff: StaffMember, code: string | null): DraftScope => ({
  code,
  manages: (b) => canUseBrandSection(staff, b, 'catalogue'),
})

export async function catalogueList(
  db: Db,
  staff: StaffMember,
  brand: SectionBrand,
  language: ShopLanguage,
): Promise<CatalogueLine[]> {
  const stored = await transaction(db, readStoredCatalogue, { readOnly: true })
  const drafts = new Set((await dq.catalogueDraftsOf(db, staff.id, brand.slug)).map((d) => d.articleCode))
  return stored.map((a) => {
    const scopes = a.variants.flatMap((v) => v.availability).filter((s) => s.brandSlug === brand.slug)
    const sites = brand.sites
      .map((s) => s.code)
      .filter((c) => scopes.some((s) => s.siteCode === EVERY || s.siteCode === c))
    const name = a.texts[language]?.name ?? a.code
    return { code: a.code, name, kind: a.kind, variants: a.variants.length, sites, draft: drafts.has(a.code) }
  })
}

/** The rows to edit: the member's draft, else the stored article's rows they may change; null: no such article. */
export async function articleRows(
  db: Db,
  staff: StaffMember,
  brandSlug: string,
  code: string,
): Promise<{ csv: string; fromDraft: boolean } | null> {
  const draft = await dq.findCatalogueDraft(db, staff.id, brandSlug, code)
  if (draft) return { csv: draft.csv, fromDraft: true }
  const stored = (await transaction(db, readStoredCatalogue, { readOnly: true })).find((a) => a.code === code)
  return stored ? { csv: editableRows(stored, scopeOf(staff, code)), fromDraft: false } : null
}

export type DraftSaved = { ok: true; code: string } | { ok: false; problems: CsvProblem[] }

/** Checks the rows (nothing stored when any problem) and keeps them as the member's draft of that article. */
export async function saveArticleDraft(
  db: Db,
  staff: StaffMember,
  brandSlug: string,
  code: string | null,
  csv: string,
  now: number,
): Promise<DraftSaved> {
  const stored = await transaction(db, readStoredCatalogue, { readOnly: true })
  const checked = checkDraft(new TextEncoder().encode(csv), await brandSites(db), scopeOf(staff, code), stored)
  if (!checked.ok) return checked
  const articleCode = checked.article.code
  await dq.saveCatalogueDraft(db, { staffId: staff.id, brandSlug, articleCode, csv, updatedAt: now })
  return { ok: true, code: articleCode }
}

/** What each site of the brand would show from the draft (or the stored article without one); nothing written. */
export async function previewArticleDraft(
  db: Db,
  staff: StaffMember,
  brand: SectionBrand,
  code: string,
): Promise<{ ok: true; sites: PreviewSitePage[]; fromDraft: boolean } | { ok: false; problems: CsvProblem[] } | null> {
  const rows = await articleRows(db, staff, brand.slug, code)
  if (!rows) return null
  const stored = await transaction(db, readStoredCatalogue, { readOnly: true })
  const isNew = !stored.some((a) => a.code === code)
  const checked = checkDraft(
    new TextEncoder().encode(rows.csv),
    await brandSites(db),
    scopeOf(staff, isNew ? null : code),
    stored,
  )
  if (!checked.ok) return checked
  return { ok: true, sites: previewArticle(checked.article, brand), fromDraft: rows.fromDraft }
}

export type ArticlePublished =
  | { ok: true; auditId: number }
  | { ok: false; code: 'not-found' }
  | { ok: false; code: 'invalid'; problems: CsvProblem[] }

/**
 * The member's draft of one article written over the stored one in one transaction (checked again against the
 * catalogue as it is now), audited, the draft deleted; then the shop's registry is refreshed like any publish.
 */
export async function publishArticleDraft(
  deps: ConsoleDeps,
  staff: StaffMember,
  brandSlug: string,
  code: string,
): Promise<ArticlePublished> {
  const { db } = deps
  const draft = await dq.findCatalogueDraft(db, staff.id, brandSlug, code)
  if (!draft) return { ok: false, code: 'not-found' }
  const brands = await brandSites(db)
  const now = deps.now()
  const result = await transaction(db, async (tx): Promise<ArticlePublished> => {
    const bytes = new TextEncoder().encode(draft.csv)
    let before = ''
    const imported = await importArticles(
      tx,
      (stored) => {
        const old = stored.find((a) => a.code === code)
        before = old ? editableRows(old, scopeOf(staff, code)) : ''
        return checkDraft(bytes, brands, scopeOf(staff, old ? code : null), stored)
      },
      now,
    )
    if (!imported.ok) return { ok: false, code: 'invalid', problems: imported.problems }
    const auditId = await recordAudit(
      tx,
      {
        actor: staff,
        brandSlug,
        action: 'catalogue',
        summary: `catalogue article ${code}`,
        changes: [{ path: `catalogue.${code}`, ...(before ? { before } : {}), after: draft.csv }],
      },
      now,
    )
    await dq.deleteCatalogueDraft(tx, staff.id, brandSlug, code)
    return { ok: true, auditId }
  })
  if (result.ok) await deps.onPublished()
  return result
}

export async function discardArticleDraft(
  db: Db,
  staff: StaffMember,
  brandSlug: string,
  code: string,
): Promise<boolean> {
  return dq.deleteCatalogueDraft(db, staff.id, brandSlug, code)
}
