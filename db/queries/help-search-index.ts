import type Database from 'better-sqlite3'
import { sql } from 'drizzle-orm'
import { engineOf, withSqliteClient, type Db } from '../client.js'
import { rawRows, rawRun } from '../rows.js'
import { lockForTransaction, transaction } from '../transaction.js'
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

const sqliteCache = new WeakMap<object, ReturnType<typeof prepareSqlite>>()
/** PostgreSQL databases (pools) whose index this process has seen: "created" is answered once per database object. */
const pgSeen = new WeakSet<object>()

/**
 * Prepares the statements once per connection, creating the table where it is missing. True only on the call that
 * created it: the table is then empty and the caller fills it. On PostgreSQL (migrations/pg made the table) true when
 * the table is empty on this database object's first call.
 */
export async function prepareHelpSearchIndex(db: Db): Promise<boolean> {
  if (engineOf(db) === 'postgres') {
    if (pgSeen.has(db)) return false
    pgSeen.add(db)
    const rows = await rawRows<{ empty: boolean }>(db, sql.raw(`SELECT NOT EXISTS (SELECT 1 FROM ${TABLE}) AS empty`))
    return rows[0]?.empty === true
  }
  return withSqliteClient(db, (sqlite) => {
    if (sqliteCache.has(sqlite)) return false
    const missing =
      sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(TABLE) === undefined
    if (missing)
      sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${TABLE} USING fts5(
        title, keywords, body, topic_id UNINDEXED, brand_slug UNINDEXED, language UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2'
      )`)
    sqliteCache.set(sqlite, prepareSqlite(sqlite))
    return missing
  })
}

function prepareSqlite(sqlite: Database.Database) {
  return {
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
}

/** The SQLite statements of this connection (prepareHelpSearchIndex creates them). */
async function sqliteStatements(db: Db): Promise<ReturnType<typeof prepareSqlite>> {
  await prepareHelpSearchIndex(db)
  return withSqliteClient(db, (sqlite) => sqliteCache.get(sqlite)!)
}

/**
 * Replaces the whole index, in one transaction, with the rows `load` reads inside it: the texts are read after the
 * index is held, so a rebuild never writes texts older than those another rebuild already indexed.
 */
export async function replaceHelpSearchRows(
  db: Db,
  load: (tx: Db) => Promise<readonly HelpSearchRow[]>,
): Promise<number> {
  if (engineOf(db) === 'postgres') {
    return transaction(db, async (tx) => {
      // Two rebuilds at once take turns: at READ COMMITTED the second's DELETE would not see the rows the first
      // inserted, and the index would hold both sets.
      await lockForTransaction(tx, 'help-search-index')
      const rows = await load(tx)
      await rawRun(tx, sql.raw(`DELETE FROM ${TABLE}`))
      for (let i = 0; i < rows.length; i += 1_000) {
        const values = rows
          .slice(i, i + 1_000)
          .map((r) => sql`(${r.title}, ${r.keywords}, ${r.body}, ${r.topicId}, ${r.brandSlug}, ${r.language})`)
        await rawRun(
          tx,
          sql`INSERT INTO ${sql.raw(TABLE)} (title, keywords, body, topic_id, brand_slug, language) VALUES ${sql.join(values, sql`, `)}`,
        )
      }
      return rows.length
    })
  }
  await sqliteStatements(db)
  return transaction(db, async (tx) => {
    const rows = await load(tx)
    return withSqliteClient(tx, (sqlite) => {
      const { insert, clear } = sqliteCache.get(sqlite)!
      // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder
      clear.run()
      for (const r of rows) insert.run(r.title, r.keywords, r.body, r.topicId, r.brandSlug, r.language)
      return rows.length
    })
  })
}

/**
 * Topic ids of one brand and language matching `match`, best first. PostgreSQL (decision 029): a weighted tsvector
 * (title A, keywords B, body D) and ts_rank weights in the bm25 proportions.
 */
export async function matchHelpTopics(
  db: Db,
  q: { match: string; brandSlug: string; language: string; limit: number },
): Promise<number[]> {
  if (engineOf(db) === 'postgres') {
    const query = sql`to_tsquery('simple', shop_unaccent(${pgMatchQuery(q.match)}))`
    const rows = await rawRows<{ id: number }>(
      db,
      sql`SELECT topic_id AS id FROM ${sql.raw(TABLE)}
          WHERE doc @@ ${query} AND brand_slug = ${q.brandSlug} AND language = ${q.language}
          ORDER BY ts_rank('{0.1, 0, 0.5, 1.0}', doc, ${query}) DESC, topic_id LIMIT ${q.limit}`,
    )
    return rows.map((r) => Number(r.id))
  }
  const { search } = await sqliteStatements(db)
  const rows = (await withSqliteClient(db, () => search.all(q))) as { id: number }[]
  return rows.map((r) => r.id)
}
