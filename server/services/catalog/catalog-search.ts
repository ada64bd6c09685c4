import type Database from 'better-sqlite3'
import type { Db } from '../../../db/client.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { buildMatchQuery, indexText, primaryIndexedText, queryTokens } from '../../domain/catalog/search-text.js'

export const SEARCH_KINDS = ['design', 'article', 'tag'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export interface SearchDocument {
  kind: SearchKind
  /** 0 .. 2^32-1; one document per (kind, id, language). */
  id: number
  language: ShopLanguage
  title: string
  body: string
  /** Higher first among equally good matches; ordering distinguishes 0 .. 33,554,431 (see rowid layout). */
  popularity: number
}

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
/** Title matches count ten times body matches. */
const BM25_WEIGHTS = '10.0, 1.0'

/**
 * The index is derived data, rebuilt from the catalog tables at seed time and after catalog edits, so
 * it is created here rather than by a migration: dropping it loses nothing, and drizzle-kit neither
 * models FTS5 virtual tables nor should snapshot them. Stored text is already folded by
 * domain/search-text.ts; remove_diacritics 2 only covers letters the folding leaves alone.
 */
export function ensureSearchIndex(db: Db): void {
  db.$client.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
    title, body, kind UNINDEXED, entity_id UNINDEXED, language UNINDEXED, popularity UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2'
  )`)
}

/*
 * Rowid layout. Reading an UNINDEXED column costs FTS5 one content-table lookup per matching row, and a
 * short prefix ("ca") matches most of the catalog: filtering on `language`/`kind` and sorting on
 * `popularity` made broad queries 2-3x slower (bench/search.ts). So each row's rowid packs what
 * filtering and ordering need, and the columns stay for readers of the table:
 *
 *   bits 59-62 language index | bits 34-58 POPULARITY_MAX - popularity | bits 32-33 kind | bits 0-31 id
 *
 * A language is then one rowid range that FTS5 applies while walking its doclists, the kind and id are
 * arithmetic on the rowid, and `ORDER BY score, rowid` is "best match, then most popular, then id".
 * The values exceed 2^53, hence BigInt on the way in; only small numbers come back out.
 */
const LANGUAGE_SHIFT = 59n
const POPULARITY_SHIFT = 34n
const KIND_SHIFT = 32n
const POPULARITY_MAX = 2 ** 25 - 1
const ID_MAX = 2 ** 32 - 1

function languageRange(language: ShopLanguage): { lo: bigint; hi: bigint } {
  const index = BigInt(SHOP_LANGUAGES.indexOf(language))
  return { lo: index << LANGUAGE_SHIFT, hi: ((index + 1n) << LANGUAGE_SHIFT) - 1n }
}

function packRowid(doc: SearchDocument): bigint {
  if (!Number.isInteger(doc.id) || doc.id < 0 || doc.id > ID_MAX)
    throw new RangeError(`search document id out of range: ${doc.id}`)
  const popularity = Math.min(POPULARITY_MAX, Math.max(0, Math.floor(doc.popularity) || 0))
  return (
    languageRange(doc.language).lo |
    (BigInt(POPULARITY_MAX - popularity) << POPULARITY_SHIFT) |
    (BigInt(SEARCH_KINDS.indexOf(doc.kind)) << KIND_SHIFT) |
    BigInt(doc.id)
  )
}

/** Result columns decoding a packed rowid. */
const KIND_AND_ID = `(rowid >> ${KIND_SHIFT}) & 3 AS kindIndex, rowid & ${ID_MAX} AS id`

interface Statements {
  insert: Database.Statement
  clear: Database.Statement
  search: Database.Statement
  count: Database.Statement
  suggestByPrefix: Database.Statement
  suggestPopular: Database.Statement
}

// Preparing costs more than running a small FTS query, so each connection prepares once. Keyed by the
// better-sqlite3 handle, so a closed and garbage-collected database takes its statements with it.
const statementCache = new WeakMap<Database.Database, Statements>()

function statements(db: Db): Statements {
  const sqlite = db.$client
  let s = statementCache.get(sqlite)
  if (s) return s
  ensureSearchIndex(db)
  // Kinds are always bound as three kind indexes (padded by repeating one) so one statement serves
  // every kinds filter.
  const where = `search_index MATCH @match AND rowid BETWEEN @lo AND @hi AND ((rowid >> ${KIND_SHIFT}) & 3) IN (@k1, @k2, @k3)`
  s = {
    insert: sqlite.prepare(
      `INSERT INTO search_index (rowid, title, body, kind, entity_id, language, popularity) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    clear: sqlite.prepare(`DELETE FROM search_index`),
    search: sqlite.prepare(
      `SELECT ${KIND_AND_ID}, bm25(search_index, ${BM25_WEIGHTS}) AS score FROM search_index
       WHERE ${where} ORDER BY score, rowid LIMIT @limit OFFSET @offset`,
    ),
    count: sqlite.prepare(`SELECT count(*) FROM search_index WHERE ${where}`).pluck(),
    // Rowid order is popularity order, so both suggestion queries read rows best first and the caller
    // stops as soon as it has enough distinct titles.
    suggestByPrefix: sqlite.prepare(
      `SELECT ${KIND_AND_ID}, title FROM search_index
       WHERE search_index MATCH @match AND rowid BETWEEN @lo AND @hi ORDER BY rowid`,
    ),
    suggestPopular: sqlite.prepare(
      `SELECT ${KIND_AND_ID}, title FROM search_index WHERE rowid BETWEEN @lo AND @hi ORDER BY rowid`,
    ),
  }
  statementCache.set(sqlite, s)
  return s
}

/**
 * Appends documents in one transaction. For a rebuild, clearSearchIndex first: nothing is replaced,
 * and a document already in the index (same kind, id, language and popularity) fails the whole batch.
 */
export function indexSearchDocuments(db: Db, docs: readonly SearchDocument[]): void {
  const { insert } = statements(db)
  // The rowid only catches a repeat with the same popularity, so repeats within the batch (the rebuild
  // case) are checked here; two rows for one entity would show it twice in the results.
  const seen = new Set<string>()
  for (const d of docs) {
    const key = `${d.kind} ${d.id} (${d.language})`
    if (seen.has(key)) throw new Error(`search document indexed twice: ${key}`)
    seen.add(key)
  }
  // FTS5 flushes its in-memory segment whenever a rowid is not above the previous one, so unsorted
  // inserts write thousands of tiny segments (twice the build time, slower queries until merged).
  const rows = docs
    .map((d) => ({ d, rowid: packRowid(d) }))
    .sort((a, b) => (a.rowid < b.rowid ? -1 : a.rowid > b.rowid ? 1 : 0))
  db.$client.transaction(() => {
    for (const { d, rowid } of rows) {
      try {
        insert.run(
          rowid,
          indexText(d.title, d.language),
          indexText(d.body, d.language),
          d.kind,
          d.id,
          d.language,
          d.popularity,
        )
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw error
        throw new Error(`search document indexed twice: ${d.kind} ${d.id} (${d.language})`, { cause: error })
      }
    }
  })()
}

export function clearSearchIndex(db: Db): void {
  statements(db).clear.run()
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.floor(value)))
}

interface KindAndId {
  kindIndex: number
  id: number
}

const kindOf = (r: KindAndId): SearchKind => SEARCH_KINDS[r.kindIndex]!

/**
 * Full-text search of one language's designs, articles and tags. Best matches first (bm25 with the
 * title weighted 10:1), then the more popular, then kind and id so pages are stable.
 */
export function searchCatalog(db: Db, params: SearchParams): SearchResult {
  const match = buildMatchQuery(params.query, params.language)
  const kinds = (params.kinds ?? SEARCH_KINDS).map((k) => SEARCH_KINDS.indexOf(k))
  if (match === null || kinds.length === 0) return { total: 0, hits: [] }
  const limit = clamp(params.limit, 1, MAX_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT)
  const offset = clamp(params.offset, 0, Number.MAX_SAFE_INTEGER, 0)
  const [k1, k2 = k1, k3 = k1] = kinds
  const bind = { match, ...languageRange(params.language), k1, k2, k3 }
  const s = statements(db)
  const rows = s.search.all({ ...bind, limit, offset }) as (KindAndId & { score: number })[]
  const hits = rows.map((r) => ({ kind: kindOf(r), id: r.id, rank: r.score }))
  // A short page that is not empty is the last one, so its end is the total and the count is skipped;
  // only a full page, or an empty page past the first, needs the COUNT.
  const lastPageKnown = hits.length < limit && (hits.length > 0 || offset === 0)
  const total = lastPageKnown ? offset + hits.length : (s.count.get(bind) as number)
  return { total, hits }
}

/**
 * What to offer when a search finds nothing: the most popular distinct titles of the language that
 * start with the first three folded letters of the first typed word, else simply the most popular
 * titles. Titles are the folded first variant as stored (see domain indexText).
 */
export function suggestSearchTerms(
  db: Db,
  params: { query: string; language: ShopLanguage; limit: number },
): SearchSuggestion[] {
  const limit = clamp(params.limit, 1, MAX_SEARCH_LIMIT, 5)
  const s = statements(db)
  const range = languageRange(params.language)
  const first = queryTokens(params.query, params.language)[0]
  if (first) {
    // `^` anchors the prefix to the title's first token; the letters are folded, so no syntax gets in.
    const match = `title : ^"${Array.from(first.replace(/"/g, '')).slice(0, 3).join('')}"*`
    const found = distinctTitles(
      s.suggestByPrefix.iterate({ match, ...range }) as IterableIterator<SuggestionRow>,
      limit,
    )
    if (found.length) return found
  }
  return distinctTitles(s.suggestPopular.iterate(range) as IterableIterator<SuggestionRow>, limit)
}

type SuggestionRow = KindAndId & { title: string }

/** The first `limit` distinct titles of rows arriving most popular first; stops reading when full. */
function distinctTitles(rows: IterableIterator<SuggestionRow>, limit: number): SearchSuggestion[] {
  const byTitle = new Map<string, SearchSuggestion>()
  for (const r of rows) {
    const title = primaryIndexedText(r.title)
    if (!byTitle.has(title)) byTitle.set(title, { kind: kindOf(r), id: r.id, title })
    if (byTitle.size === limit) break
  }
  return [...byTitle.values()]
}
