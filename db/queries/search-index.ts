import type Database from 'better-sqlite3'
import { sql } from 'drizzle-orm'
import { engineOf, withSqliteClient, type Db } from '../client.js'
import { isUniqueViolation } from '../errors.js'
import { rawRows, rawRun } from '../rows.js'
import { transaction } from '../transaction.js'
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
export async function ensureSearchIndex(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') return // created by migrations/pg (tsvector + GIN)
  await withSqliteClient(db, createSearchTable)
}

function createSearchTable(sqlite: Database.Database): void {
  sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
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

interface PageParams {
  match: string
  lo: bigint
  hi: bigint
  k1: number
  k2: number
  k3: number
}

/** The index's statements on one engine; each method is one statement (insertRows: one transaction). */
interface SearchStatements {
  insertRows(rows: readonly { d: SearchIndexRow; rowid: bigint }[]): Promise<void>
  clear(): Promise<void>
  page(p: PageParams & { limit: number; offset: number }): Promise<(KindAndId & { score: number })[]>
  count(p: PageParams): Promise<number>
  /** Hands the titles of a rowid range, best first, to `take`, which stops reading when it has enough. */
  titles<T>(p: { match: string | null; lo: bigint; hi: bigint }, take: (rows: Iterable<TitleRow>) => T): Promise<T>
}
type TitleRow = KindAndId & { title: string }

// Preparing costs more than running a small FTS query, so each connection prepares once. Keyed by the
// better-sqlite3 handle, so a closed and garbage-collected database takes its statements with it.
const sqliteCache = new WeakMap<object, ReturnType<typeof prepareSqlite>>()

function statements(db: Db): SearchStatements {
  return engineOf(db) === 'postgres' ? pgStatements(db) : sqliteStatements(db)
}

function prepareSqlite(sqlite: Database.Database) {
  // Kinds are always bound as three kind indexes (padded by repeating one) so one statement serves
  // every kinds filter.
  const where = `search_index MATCH @match AND rowid BETWEEN @lo AND @hi AND ((rowid >> ${KIND_SHIFT}) & 3) IN (@k1, @k2, @k3)`
  return {
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
}

/**
 * FTS5 on the SQLite connection. Each call runs synchronously inside withSqliteClient (behind an open transaction of
 * another request, never within it), so a lazy iteration over suggestions ends before anything else uses the
 * connection.
 */
function sqliteStatements(db: Db): SearchStatements {
  const run = <T>(fn: (s: ReturnType<typeof prepareSqlite>, sqlite: Database.Database) => T) =>
    Promise.resolve(
      withSqliteClient(db, (sqlite) => {
        let s = sqliteCache.get(sqlite)
        if (!s) {
          createSearchTable(sqlite)
          sqliteCache.set(sqlite, (s = prepareSqlite(sqlite)))
        }
        return fn(s, sqlite)
      }),
    )
  return {
    insertRows: (rows) =>
      run((s, sqlite) =>
        // One transaction of its own unless the caller's is open (a savepoint would do nothing more here).
        (sqlite.inTransaction ? (f: () => void) => f() : (f: () => void) => sqlite.transaction(f)())(() => {
          for (const { d, rowid } of rows)
            insertOne(() => s.insert.run(rowid, d.title, d.body, d.kind, d.id, d.language, d.popularity), d)
        }),
      ),
    // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder
    clear: () => run((s) => void s.clear.run()),
    page: (p) => run((s) => s.search.all(p) as (KindAndId & { score: number })[]),
    count: (p) => run((s) => s.count.get(p) as number),
    titles: (p, take) =>
      run((s) =>
        take(
          (p.match === null
            ? s.suggestPopular.iterate({ lo: p.lo, hi: p.hi })
            : s.suggestByPrefix.iterate(p)) as IterableIterator<TitleRow>,
        ),
      ),
  }
}

/** A row already in the index (same kind, id, language and popularity) is a caller's bug, named as such. */
function insertOne(insert: () => unknown, d: SearchIndexRow): void {
  try {
    insert()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new Error(`search document indexed twice: ${d.kind} ${d.id} (${d.language})`, { cause: error })
  }
}

/** PostgreSQL suggestions read at most this many rows (best first) to find the few distinct titles shown. */
const PG_TITLE_ROWS = 1_000

/**
 * The same statements on PostgreSQL (decision 029): the table of migrations/pg with a weighted tsvector (title A,
 * body D) and a GIN index, the same packed rowid for filtering and ordering, ts_rank with title matches worth ten
 * times body matches in place of bm25. The MATCH text becomes a tsquery (postgres/pg-search-query.ts).
 */
function pgStatements(db: Db): SearchStatements {
  const tsquery = (match: string) => sql`to_tsquery('simple', shop_unaccent(${pgMatchQuery(match)}))`
  const where = (p: PageParams) =>
    sql`doc @@ ${tsquery(p.match)} AND rowid BETWEEN ${p.lo} AND ${p.hi} AND ((rowid >> ${sql.raw(String(KIND_SHIFT))}) & 3) IN (${p.k1}, ${p.k2}, ${p.k3})`
  const kindAndId = sql.raw(`((rowid >> ${KIND_SHIFT}) & 3)::int AS "kindIndex", (rowid & ${ID_MAX}) AS id`)
  return {
    insertRows: async (rows) => {
      // In slices: one statement carries at most 65535 parameters.
      for (let i = 0; i < rows.length; i += 1_000) {
        const values = rows
          .slice(i, i + 1_000)
          .map(
            ({ d, rowid }) =>
              sql`(${rowid}, ${d.title}, ${d.body}, ${d.kind}, ${d.id}, ${d.language}, ${d.popularity})`,
          )
        try {
          await rawRun(
            db,
            sql`INSERT INTO search_index (rowid, title, body, kind, entity_id, language, popularity) VALUES ${sql.join(values, sql`, `)}`,
          )
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          throw new Error('search document indexed twice', { cause: error })
        }
      }
    },
    clear: () => rawRun(db, sql`DELETE FROM search_index`),
    page: (p) =>
      rawRows(
        db,
        sql`SELECT ${kindAndId}, -ts_rank('{0.1, 0.2, 0.4, 1.0}', doc, ${tsquery(p.match)}) AS score FROM search_index
            WHERE ${where(p)} ORDER BY score, rowid LIMIT ${p.limit} OFFSET ${p.offset}`,
      ),
    count: async (p) =>
      (await rawRows<{ n: number }>(db, sql`SELECT count(*) AS n FROM search_index WHERE ${where(p)}`))[0]?.n ?? 0,
    titles: async (p, take) => {
      const prefix = p.match === null ? sql`` : sql`title LIKE ${pgTitlePrefix(p.match)} AND `
      const rows = await rawRows<TitleRow>(
        db,
        sql`SELECT ${kindAndId}, title FROM search_index WHERE ${prefix}rowid BETWEEN ${p.lo} AND ${p.hi}
            ORDER BY rowid LIMIT ${PG_TITLE_ROWS}`,
      )
      return take(rows)
    },
  }
}

/**
 * Appends rows in one transaction; a row already in the index (same kind, id, language and popularity) fails the
 * whole batch. An id outside 0..2^32-1 is a RangeError.
 */
export async function insertSearchRows(db: Db, docs: readonly SearchIndexRow[]): Promise<void> {
  // FTS5 flushes its in-memory segment whenever a rowid is not above the previous one, so unsorted
  // inserts write thousands of tiny segments (twice the build time, slower queries until merged).
  const rows = docs
    .map((d) => ({ d, rowid: packRowid(d) }))
    .sort((a, b) => (a.rowid < b.rowid ? -1 : a.rowid > b.rowid ? 1 : 0))
  await transaction(db, (tx) => statements(tx).insertRows(rows))
}

export async function clearSearchIndex(db: Db): Promise<void> {
  await statements(db).clear()
}

/** MATCH over one language and up to three kinds (at least one). */
export interface SearchIndexQuery {
  match: string
  language: ShopLanguage
  kinds: readonly SearchKind[]
}

function bindings(q: SearchIndexQuery): PageParams {
  const [k1 = 0, k2 = k1, k3 = k1] = q.kinds.map((k) => SEARCH_KINDS.indexOf(k))
  return { match: q.match, ...languageRange(q.language), k1, k2, k3 }
}

/** One page of matches: best first (bm25, title weighted), then the more popular, then kind and id. */
export async function searchIndexPage(
  db: Db,
  q: SearchIndexQuery & { limit: number; offset: number },
): Promise<{ kind: SearchKind; id: number; score: number }[]> {
  const rows = await statements(db).page({ ...bindings(q), limit: q.limit, offset: q.offset })
  return rows.map((r) => ({ kind: kindOf(r), id: Number(r.id), score: Number(r.score) }))
}

export function countSearchIndex(db: Db, q: SearchIndexQuery): Promise<number> {
  return statements(db).count(bindings(q))
}

export interface IndexedTitle {
  kind: SearchKind
  id: number
  /** As stored: folded, variants separated (see domain primaryIndexedText). */
  title: string
}

/**
 * Titles of the language matching `match` (or every title when null), most popular first, handed to `take` as they
 * are read: it stops iterating when it has enough.
 */
export function titlesOf<T>(
  db: Db,
  match: string | null,
  language: ShopLanguage,
  take: (titles: Iterable<IndexedTitle>) => T,
): Promise<T> {
  return statements(db).titles({ match, ...languageRange(language) }, (rows) =>
    take(
      (function* () {
        for (const r of rows) yield { kind: kindOf(r), id: Number(r.id), title: r.title }
      })(),
    ),
  )
}
