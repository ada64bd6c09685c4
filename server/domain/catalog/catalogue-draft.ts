import { parseCatalogueCsv } from './catalog-csv.js'
import { EVERY, type BrandSites, type CatalogueArticle, type CsvProblem } from './catalog-csv-format.js'
import { readCatalogueCsv } from './catalog-csv-read.js'
import { catalogueCsv } from './catalog-csv-write.js'
import type { StoredArticle } from './catalog-import-plan.js'

/**
 * A console member's draft of one article (docs/catalogue-csv.md rows): the shared rows (article, texts, options,
 * values, variants, every-brand prices) and the brand rows (availability, brand prices) of the brands they manage.
 * The rows of other brands are not shown to them and stay as stored; a draft naming one is refused.
 */

/** Which article the draft is of (null: a new one) and which brands the member may write rows for. */
export interface DraftScope {
  code: string | null
  manages: (brandSlug: string) => boolean
}

export type DraftCheck = { ok: true; article: CatalogueArticle } | { ok: false; problems: CsvProblem[] }

const ownRow = (scope: DraftScope, brandSlug: string) => brandSlug === EVERY || scope.manages(brandSlug)

/** The rows a member edits: the stored article without the availability and prices of brands they do not manage. */
export function editableRows(article: CatalogueArticle, scope: DraftScope): string {
  const variants = article.variants.map((v) => ({
    ...v,
    availability: v.availability.filter((s) => ownRow(scope, s.brandSlug)),
    prices: v.prices.filter((p) => ownRow(scope, p.brandSlug)),
  }))
  return catalogueCsv([{ ...article, variants }])
}

/**
 * The draft checked as an import checks a file, plus the console's own rules: one article, the one of the page (or
 * a new code), brand rows only for managed brands, and no variant dropped that another brand still sells. The
 * article returned carries the stored rows of the other brands, and is checked again whole with them.
 */
export function checkDraft(
  bytes: Uint8Array,
  brands: readonly BrandSites[],
  scope: DraftScope,
  stored: readonly StoredArticle[],
): DraftCheck {
  const problems: CsvProblem[] = []
  const read = readCatalogueCsv(bytes)
  if (read.ok)
    for (const row of read.rows) {
      const { record, brand } = row.cells
      if ((record === 'availability' || record === 'price') && brand !== '' && !ownRow(scope, brand))
        problems.push({
          line: row.line,
          column: 'brand',
          message: `"${brand}" is a brand you do not manage; its rows stay as they are and are left out of your draft`,
        })
    }
  const parsed = parseCatalogueCsv(bytes, brands)
  if (!parsed.ok) return { ok: false, problems: sorted([...problems, ...parsed.problems]) }
  const [article, ...others] = parsed.articles
  for (const a of others)
    problems.push({
      line: a.line,
      column: 'article',
      message: `only the rows of one article ("${article!.code}") belong in this draft; "${a.code}" has its own page`,
    })
  const old = stored.find((s) => s.code === article!.code)
  if (scope.code !== null && article!.code !== scope.code)
    problems.push({
      line: article!.line,
      column: 'article',
      message: `this page edits "${scope.code}"; an article code never changes (a new article has its own page)`,
    })
  if (scope.code === null && old)
    problems.push({
      line: article!.line,
      column: 'article',
      message: `"${old.code}" exists already; edit it from the catalogue list`,
    })
  if (problems.length) return { ok: false, problems: sorted(problems) }
  const merged = withOtherBrands(article!, old, scope, problems)
  if (problems.length) return { ok: false, problems: sorted(problems) }
  // The shared rows changed under the other brands' rows (an every-brand price they relied on, say): the whole
  // article is checked again as it would be stored.
  const whole = parseCatalogueCsv(new TextEncoder().encode(catalogueCsv([merged])), brands)
  if (!whole.ok)
    return {
      ok: false,
      problems: whole.problems.map((p) => ({
        line: 0,
        message: `with the stored rows of brands you do not manage: ${p.message}`,
      })),
    }
  return { ok: true, article: merged }
}

function withOtherBrands(
  article: CatalogueArticle,
  old: StoredArticle | undefined,
  scope: DraftScope,
  problems: CsvProblem[],
): CatalogueArticle {
  if (!old) return article
  const others = (v: StoredArticle['variants'][number]) => ({
    availability: v.availability.filter((s) => !ownRow(scope, s.brandSlug)),
    prices: v.prices.filter((p) => !ownRow(scope, p.brandSlug)),
  })
  for (const v of old.variants)
    if (!article.variants.some((d) => d.sku === v.sku) && others(v).availability.length)
      problems.push({
        line: article.line,
        column: 'sku',
        message: `variant "${v.sku}" is sold by ${[...new Set(others(v).availability.map((s) => s.brandSlug))].join(', ')}; keep its variant record`,
      })
  const variants = article.variants.map((v) => {
    const stored = old.variants.find((o) => o.sku === v.sku)
    if (!stored) return v
    const kept = others(stored)
    return { ...v, availability: [...v.availability, ...kept.availability], prices: [...v.prices, ...kept.prices] }
  })
  return { ...article, variants }
}

const sorted = (problems: CsvProblem[]) => problems.sort((a, b) => a.line - b.line)
