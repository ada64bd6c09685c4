import { salesProblems } from './catalog-csv-sales.js'
import { assembleArticles } from './catalog-csv-assemble.js'
import type { BrandSites, CatalogueArticle, CsvProblem } from './catalog-csv-format.js'
import { readCatalogueCsv } from './catalog-csv-read.js'
import type { CatalogueRecord } from './catalog-csv-records.js'
import { rowRecord } from './catalog-csv-rows.js'

export type CatalogueParse = { ok: true; articles: CatalogueArticle[] } | { ok: false; problems: CsvProblem[] }

/**
 * A catalogue CSV (docs/catalogue-csv.md) checked whole: every problem of every row, in line order, so one round of
 * fixes is enough. `brands` are the shop's brands with their sites' currencies; availability and prices may name
 * only those.
 */
export function parseCatalogueCsv(bytes: Uint8Array, brands: readonly BrandSites[]): CatalogueParse {
  const read = readCatalogueCsv(bytes)
  if (!read.ok) return read
  const problems: CsvProblem[] = [...read.problems]
  const records = read.rows.map((row) => rowRecord(row, brands, problems)).filter((r): r is CatalogueRecord => !!r)
  const articles = assembleArticles(records, problems)
  problems.push(...salesProblems(records, brands))
  if (problems.length === 0 && articles.length === 0)
    problems.push({ line: 0, message: 'the file has no article record (an export of the shop has one per article)' })
  if (problems.length === 0) return { ok: true, articles }
  return { ok: false, problems: problems.sort((a, b) => a.line - b.line) }
}
