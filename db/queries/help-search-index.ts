import { transaction } from '../../db/transaction.js'
import { hasTable, sqliteClient, type Db } from '../client.js'
import { isPgClient, type PgSyncClient } from '../postgres/pg-sync-client.js'
import { pgMatchQuery } from '../postgres/pg-search-query.js'

/**
 * The help topics' FTS5 index: its table and statements. Like the catalog index, it is derived data created in code,
 * not by a migration (services/help/help-search.ts fills it from help_topic_texts). A few hundred rows (topics x
 * brand languages), so plain UNINDEXED filters are fast enough.
 */
const TABLE = 'help_search_index'
/** Title matches count ten times body matches, keywords five times. */
const BM25_WEIGHTS = '10.0, 5.0, 1.0'

/** A topic text as stored: title, keywords and body already folded for search. */
export interface HelpSearchRow {
  title: string
  keywords: string
  body: string
  topicId: number
  brandSlug: string
  language: string
}

interface Statement {
  run(...params: unknown[]): unknown
  all(...params: unknown[]): unknown[]
}

interface Statements {
  insert: Statement
  clear: Statement
  search: Statement
}

const cache = new WeakMap<object, Statements>()

/**
 * Prepares the statements once per connection, creating the table where it is missing. True only on the call that
 * created it: the table is then empty and the caller fills it.
 */
export async function prepareHelpSearchIndex(db: Db): Promise<boolean> {
  return (await prepared(db)).created
}

async function prepared(db: Db): Promise<{ s: Statements; created: boolean }> {
  if (isPgClient(db.$client)) return pgPrepared(db.$client)
  const sqlite = sqliteClient(db)
  const cached = cache.get(sqlite)
  if (cached) return { s: cached, created: false }
  const missing = !(await hasTable(db, TABLE))
  if (missing) {
    sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${TABLE} USING fts5(
      title, keywords, body, topic_id UNINDEXED, brand_slug UNINDEXED, language UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2'
    )`)
  }
  const s: Statements = {
    insert: sqlite.prepare(
      `INSERT INTO ${TABLE} (title, keywords, body, topic_id, brand_slug, language) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    clear: sqlite.prepare(`DELETE FROM ${TABLE}`),
    search: sqlite.prepare(
      `SELECT topic_id AS id FROM ${TABLE}
       WHERE ${TABLE} MATCH @match AND brand_slug = @brandSlug AND language = @language
       ORDER BY bm25(${TABLE}, ${BM25_WEIGHTS}), topic_id LIMIT @limit`,
    ),
  }
  cache.set(sqlite, s)
  return { s, created: missing }
}

/**
 * PostgreSQL (decision 029): the table of migrations/pg with a weighted tsvector (title A, keywords B, body D) and
 * ts_rank weights in the bm25 proportions. "Created" there means empty on this connection's first use: fill it.
 */
function pgPrepared(client: PgSyncClient): { s: Statements; created: boolean } {
  const cached = cache.get(client)
  if (cached) return { s: cached, created: false }
  const search = client.prepare(
    `SELECT topic_id AS id FROM ${TABLE}
     WHERE doc @@ to_tsquery('simple', shop_unaccent($1)) AND brand_slug = $2 AND language = $3
     ORDER BY ts_rank('{0.1, 0, 0.5, 1.0}', doc, to_tsquery('simple', shop_unaccent($1))) DESC, topic_id LIMIT $4`,
  )
  const s: Statements = {
    insert: client.prepare(
      `INSERT INTO ${TABLE} (title, keywords, body, topic_id, brand_slug, language) VALUES ($1, $2, $3, $4, $5, $6)`,
    ),
    clear: client.prepare(`DELETE FROM ${TABLE}`),
    search: {
      run: () => undefined,
      all: (q: { match: string; brandSlug: string; language: string; limit: number }) =>
        search.all(pgMatchQuery(q.match), q.brandSlug, q.language, q.limit),
    },
  }
  cache.set(client, s)
  const empty = client.prepare(`SELECT NOT EXISTS (SELECT 1 FROM ${TABLE})`).pluck().get() === 1
  return { s, created: empty }
}

/** Replaces the whole index with these rows, in one transaction. */
export async function replaceHelpSearchRows(db: Db, rows: readonly HelpSearchRow[]): Promise<void> {
  const { insert, clear } = (await prepared(db)).s
  await transaction(db, async (tx) => {
    clear.run()
    for (const r of rows) insert.run(r.title, r.keywords, r.body, r.topicId, r.brandSlug, r.language)
  })
}

/** Topic ids of one brand and language matching `match`, best first. */
export async function matchHelpTopics(
  db: Db,
  q: { match: string; brandSlug: string; language: string; limit: number },
): Promise<number[]> {
  const rows = (await prepared(db)).s.search.all(q) as { id: number }[]
  return rows.map((r) => r.id)
}
