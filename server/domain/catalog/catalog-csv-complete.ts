import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import type { CatalogueArticle, CatalogueVariant, CsvProblem } from './catalog-csv-format.js'

/**
 * An article once all its rows are in: ordered by position, with a text in every shop language, at least one variant,
 * and each variant one value of each option, no two alike. Variants in `refused` had a cell refused (their options
 * may be half read) and are not matched again: one mistake, one message.
 */
export function completeArticle(
  a: CatalogueArticle,
  refused: ReadonlySet<CatalogueVariant>,
  problems: CsvProblem[],
): void {
  const byPosition = <T extends { position: number }>(xs: T[]) => xs.sort((x, y) => x.position - y.position)
  byPosition(a.options)
  for (const o of a.options) byPosition(o.values)
  byPosition(a.variants)
  const missing = SHOP_LANGUAGES.filter((l) => !a.texts[l])
  if (missing.length)
    problems.push({
      line: a.line,
      column: 'language',
      message: `"${a.code}" has no article_text in ${missing.join(', ')}`,
    })
  if (a.variants.length === 0)
    problems.push({ line: a.line, column: 'article', message: `"${a.code}" has no variant record` })
  const combinations = new Map<string, CatalogueVariant>()
  for (const v of a.variants) {
    if (refused.has(v)) continue
    // An export lists variants an earlier import left out (kept unsold); once their option value is gone they no
    // longer fit, and the way out is to leave them out again.
    const hint = v.availability.length ? '' : '; a variant sold nowhere may be left out of the file (it stays, unsold)'
    const wrong = variantOptionProblems(a, v)
    for (const message of wrong) problems.push({ line: v.line, column: 'options', message: message + hint })
    if (wrong.length) continue
    const combination = a.options.map((o) => v.options[o.key]).join(';')
    const twin = combinations.get(combination)
    if (twin)
      problems.push({
        line: v.line,
        column: 'options',
        message: `same options as variant "${twin.sku}" on line ${twin.line}${hint}`,
      })
    else combinations.set(combination, v)
  }
}

function variantOptionProblems(a: CatalogueArticle, v: CatalogueVariant): string[] {
  const out: string[] = []
  const keys = a.options.map((o) => o.key)
  const named = `(options of "${a.code}": ${keys.join(', ') || 'none'})`
  for (const k of Object.keys(v.options))
    if (!keys.includes(k)) out.push(`"${k}" is not an option of "${a.code}" ${named}`)
  for (const o of a.options) {
    const value = v.options[o.key]
    if (value === undefined) out.push(`names no value of "${o.key}" ${named}`)
    else if (!o.values.some((x) => x.key === value))
      out.push(`"${value}" is not a value of "${o.key}" (${o.values.map((x) => x.key).join(', ') || 'none'})`)
  }
  return out
}
