import type { Db } from '../../../db/client.js'
import {
  countSearchIndex,
  insertSearchRows,
  SEARCH_KINDS,
  searchIndexPage,
  titlesOf,
  type IndexedTitle,
  type SearchKind,
} from '../../../db/queries/search-index.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { buildMatchQuery, indexText, primaryIndexedText, queryTokens } from '../../domain/catalog/search-text.js'

/**
 * Catalog full-text search: what is indexed and how a typed query is read. The FTS5 table, its rowid layout and its
 * statements are db/queries/search-index.ts.
 */

export { clearSearchIndex, ensureSearchIndex, type SearchKind } from '../../../db/queries/search-index.js'
import type { CatalogueSearchText } from '../../../db/queries/search-texts.js'

/** A document to index: a catalogue text as written (db/queries reads them; indexSearchDocuments folds them). */
export type SearchDocument = CatalogueSearchText

export interface SearchHit {
  kind: SearchKind
  id: number
  /** bm25 score; lower is better (SQLite's convention). */
  rank: number
}

export interface SearchResult {
  total: number
  hits: SearchHit[]
}

export interface SearchParams {
  query: string
  language: ShopLanguage
  kinds?: readonly SearchKind[]
  /** 1..100, default 24; out-of-range values are clamped. */
  limit?: number
  offset?: number
}

export interface SearchSuggestion {
  kind: SearchKind
  id: number
  /** Folded (lowercase, unaccented) title; show the catalog's own name for `id` where it matters. */
  title: string
}

export const DEFAULT_SEARCH_LIMIT = 24
export const MAX_SEARCH_LIMIT = 100

/**
 * Appends documents in one transaction. For a rebuild, clearSearchIndex first: nothing is replaced,
 * and a document already in the index (same kind, id, language and popularity) fails the whole batch.
 */
export async function indexSearchDocuments(db: Db, docs: readonly SearchDocument[]): Promise<void> {
  // The rowid only catches a repeat with the same popularity, so repeats within the batch (the rebuild
  // case) are checked here; two rows for one entity would show it twice in the results.
  const seen = new Set<string>()
  for (const d of docs) {
    const key = `${d.kind} ${d.id} (${d.language})`
    if (seen.has(key)) throw new Error(`search document indexed twice: ${key}`)
    seen.add(key)
  }
  await insertSearchRows(
    db,
    docs.map((d) => ({ ...d, title: indexText(d.title, d.language), body: indexText(d.body, d.language) })),
  )
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.floor(value)))
}

/**
 * Full-text search of one language's designs, articles and tags. Best matches first (bm25 with the
 * title weighted 10:1), then the more popular, then kind and id so pages are stable.
 */
export async function searchCatalog(db: Db, params: SearchParams): Promise<SearchResult> {
  const match = buildMatchQuery(params.query, params.language)
  const kinds = params.kinds ?? SEARCH_KINDS
  if (match === null || kinds.length === 0) return { total: 0, hits: [] }
  const limit = clamp(params.limit, 1, MAX_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT)
  const offset = clamp(params.offset, 0, Number.MAX_SAFE_INTEGER, 0)
  const q = { match, language: params.language, kinds }
  const hits = (await searchIndexPage(db, { ...q, limit, offset })).map((r) => ({
    kind: r.kind,
    id: r.id,
    rank: r.score,
  }))
  // A short page that is not empty is the last one, so its end is the total and the count is skipped;
  // only a full page, or an empty page past the first, needs the COUNT.
  const lastPageKnown = hits.length < limit && (hits.length > 0 || offset === 0)
  const total = lastPageKnown ? offset + hits.length : await countSearchIndex(db, q)
  return { total, hits }
}

/**
 * What to offer when a search finds nothing: the most popular distinct titles of the language that
 * start with the first three folded letters of the first typed word, else simply the most popular
 * titles. Titles are the folded first variant as stored (see domain indexText).
 */
export async function suggestSearchTerms(
  db: Db,
  params: { query: string; language: ShopLanguage; limit: number },
): Promise<SearchSuggestion[]> {
  const limit = clamp(params.limit, 1, MAX_SEARCH_LIMIT, 5)
  const first = queryTokens(params.query, params.language)[0]
  if (first) {
    // `^` anchors the prefix to the title's first token; the letters are folded, so no syntax gets in.
    const match = `title : ^"${Array.from(first.replace(/"/g, '')).slice(0, 3).join('')}"*`
    const found = await titlesOf(db, match, params.language, (titles) => distinctTitles(titles, limit))
    if (found.length) return found
  }
  return titlesOf(db, null, params.language, (titles) => distinctTitles(titles, limit))
}

/** The first `limit` distinct titles of rows arriving most popular first; stops reading when full. */
function distinctTitles(rows: Iterable<IndexedTitle>, limit: number): SearchSuggestion[] {
  const byTitle = new Map<string, SearchSuggestion>()
  for (const r of rows) {
    const title = primaryIndexedText(r.title)
    if (!byTitle.has(title)) byTitle.set(title, { kind: r.kind, id: r.id, title })
    if (byTitle.size === limit) break
  }
  return [...byTitle.values()]
}
