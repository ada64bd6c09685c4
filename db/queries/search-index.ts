import { transaction } from '../../db/transaction.js'
import { engineOf, sqliteClient, type Db } from '../client.js'
import { isPgClient, type PgSyncClient } from '../postgres/pg-sync-client.js'
import { pgMatchQuery, pgTitlePrefix } from '../postgres/pg-search-query.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'

/**
 * The catalog's FTS5 search index: its table, its rowid layout and its statements. What goes in and how a query is
 * read (folding, MATCH building, paging, suggestions) is services/catalog/catalog-search.ts.
 */

/** The order is part of the stored rowid layout (bits 32-33): append, never reorder. */
export const SEARCH_KINDS = ['design', 'article', 'tag'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A document as stored: title and body already folded for search (domain indexText). */
export interface SearchIndexRow {
  kind: SearchKind
  id: number
  language: ShopLanguage
  title: string
  body: string
  popularity: number
}

/** Title matches count ten times body matches. */
const BM25_WEIGHTS = '10.0, 1.0'

/**
 * The index is derived data, rebuilt from the catalog tables at seed time and after catalog edits, so
 * it is created here rather than by a migration: dropping it loses nothing, and drizzle-kit neither
 * models FTS5 virtual tables nor should snapshot them. Stored text is already folded by
 * domain/search-text.ts; remove_diacritics 2 only covers letters the folding leaves alone.
 */
export function ensureSearchIndex(db: Db): void {
  if (engineOf(db) === 'postgres') return // created by migrations/pg (tsvector + GIN)
  sqliteClient(db).exec(`CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
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

function packRowid(doc: SearchIndexRow): bigint {
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

interface KindAndId {
  kindIndex: number
  id: number
}

const kindOf = (r: KindAndId): SearchKind => SEARCH_KINDS[r.kindIndex]!

/** The calls made on a statement here: better-sqlite3's, which the PostgreSQL statements below answer too. */
interface Statement {
  run(...params: unknown[]): unknown
  all(...params: unknown[]): unknown[]
  get(...params: unknown[]): unknown
  iterate(...params: unknown[]): IterableIterator<unknown>
}

interface Statements {
  insert: Statement
  clear: Statement
  search: Statement
  count: Statement
  suggestByPrefix: Statement
  suggestPopular: Statement
}

// Preparing costs more than running a small FTS query, so each connection prepares once. Keyed by the
// better-sqlite3 handle, so a closed and garbage-collected database takes its statements with it.
const statementCache = new WeakMap<object, Statements>()

function statements(db: Db): Statements {
  if (isPgClient(db.$client)) return pgStatements(db.$client)
  const sqlite = sqliteClient(db)
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
 * The same statements on PostgreSQL (decision 029): the table of migrations/pg with a weighted tsvector (title A,
 * body D) and a GIN index, the same packed rowid for filtering and ordering, ts_rank with title matches worth ten
 * times body matches in place of bm25. Named parameters become positional; the MATCH text becomes a tsquery.
 */
function pgStatements(client: PgSyncClient): Statements {
  const known = statementCache.get(client)
  if (known) return known
  const query = `to_tsquery('simple', shop_unaccent($1))`
  const where = `doc @@ ${query} AND rowid BETWEEN $2 AND $3 AND ((rowid >> ${KIND_SHIFT}) & 3) IN ($4, $5, $6)`
  const positional = (p: { match: string; lo: bigint; hi: bigint; k1: number; k2: number; k3: number }) => [
    pgMatchQuery(p.match),
    p.lo,
    p.hi,
    p.k1,
    p.k2,
    p.k3,
  ]
  const kindAndId = `((rowid >> ${KIND_SHIFT}) & 3)::int AS "kindIndex", (rowid & ${ID_MAX}) AS id`
  const search = client.prepare(
    `SELECT ${kindAndId}, -ts_rank('{0.1, 0.2, 0.4, 1.0}', doc, ${query}) AS score FROM search_index
     WHERE ${where} ORDER BY score, rowid LIMIT $7 OFFSET $8`,
  )
  const count = client.prepare(`SELECT count(*) FROM search_index WHERE ${where}`).pluck()
  const byPrefix = client.prepare(
    `SELECT ${kindAndId}, title FROM search_index WHERE title LIKE $1 AND rowid BETWEEN $2 AND $3 ORDER BY rowid`,
  )
  const popular = client.prepare(
    `SELECT ${kindAndId}, title FROM search_index WHERE rowid BETWEEN $1 AND $2 ORDER BY rowid`,
  )
  const s: Statements = {
    insert: client.prepare(
      `INSERT INTO search_index (rowid, title, body, kind, entity_id, language, popularity) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    ),
    clear: client.prepare('DELETE FROM search_index'),
    search: {
      all: (p: Parameters<typeof positional>[0] & { limit: number; offset: number }) =>
        search.all(...positional(p), p.limit, p.offset),
    } as Statement,
    count: { get: (p: Parameters<typeof positional>[0]) => count.get(...positional(p)) } as Statement,
    suggestByPrefix: {
      iterate: (p: { match: string; lo: bigint; hi: bigint }) => byPrefix.iterate(pgTitlePrefix(p.match), p.lo, p.hi),
    } as Statement,
    suggestPopular: { iterate: (p: { lo: bigint; hi: bigint }) => popular.iterate(p.lo, p.hi) } as Statement,
  }
  statementCache.set(client, s)
  return s
}

/**
 * Appends rows in one transaction; a row already in the index (same kind, id, language and popularity) fails the
 * whole batch. An id outside 0..2^32-1 is a RangeError.
 */
export async function insertSearchRows(db: Db, docs: readonly SearchIndexRow[]): Promise<void> {
  const { insert } = statements(db)
  // FTS5 flushes its in-memory segment whenever a rowid is not above the previous one, so unsorted
  // inserts write thousands of tiny segments (twice the build time, slower queries until merged).
  const rows = docs
    .map((d) => ({ d, rowid: packRowid(d) }))
    .sort((a, b) => (a.rowid < b.rowid ? -1 : a.rowid > b.rowid ? 1 : 0))
  await transaction(db, async (tx) => {
    for (const { d, rowid } of rows) {
      try {
        insert.run(rowid, d.title, d.body, d.kind, d.id, d.language, d.popularity)
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw error
        throw new Error(`search document indexed twice: ${d.kind} ${d.id} (${d.language})`, { cause: error })
      }
    }
  })
}

export function clearSearchIndex(db: Db): void {
  statements(db).clear.run()
}

/** MATCH over one language and up to three kinds (at least one). */
export interface SearchIndexQuery {
  match: string
  language: ShopLanguage
  kinds: readonly SearchKind[]
}

function bindings(q: SearchIndexQuery) {
  const [k1, k2 = k1, k3 = k1] = q.kinds.map((k) => SEARCH_KINDS.indexOf(k))
  return { match: q.match, ...languageRange(q.language), k1, k2, k3 }
}

/** One page of matches: best first (bm25, title weighted), then the more popular, then kind and id. */
export function searchIndexPage(
  db: Db,
  q: SearchIndexQuery & { limit: number; offset: number },
): { kind: SearchKind; id: number; score: number }[] {
  const rows = statements(db).search.all({ ...bindings(q), limit: q.limit, offset: q.offset }) as (KindAndId & {
    score: number
  })[]
  return rows.map((r) => ({ kind: kindOf(r), id: r.id, score: r.score }))
}

export function countSearchIndex(db: Db, q: SearchIndexQuery): number {
  return statements(db).count.get(bindings(q)) as number
}

export interface IndexedTitle {
  kind: SearchKind
  id: number
  /** As stored: folded, variants separated (see domain primaryIndexedText). */
  title: string
}

/** Titles of the language matching `match`, most popular first, read lazily (stop iterating when you have enough). */
export function* titlesMatching(db: Db, match: string, language: ShopLanguage): Generator<IndexedTitle> {
  const rows = statements(db).suggestByPrefix.iterate({ match, ...languageRange(language) })
  for (const r of rows as IterableIterator<KindAndId & { title: string }>)
    yield { kind: kindOf(r), id: r.id, title: r.title }
}

/** Every title of the language, most popular first, read lazily. */
export function* titlesByPopularity(db: Db, language: ShopLanguage): Generator<IndexedTitle> {
  const rows = statements(db).suggestPopular.iterate(languageRange(language))
  for (const r of rows as IterableIterator<KindAndId & { title: string }>)
    yield { kind: kindOf(r), id: r.id, title: r.title }
}
