import type Database from 'better-sqlite3'
import type { Db } from '../client.js'

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

interface Statements {
  insert: Database.Statement
  clear: Database.Statement
  search: Database.Statement
}

const cache = new WeakMap<Database.Database, Statements>()

function tableExists(sqlite: Database.Database): boolean {
  return sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(TABLE) !== undefined
}

/**
 * Prepares the statements once per connection, creating the table where it is missing. True only on the call that
 * created it: the table is then empty and the caller fills it.
 */
export function prepareHelpSearchIndex(db: Db): boolean {
  return prepared(db).created
}

function prepared(db: Db): { s: Statements; created: boolean } {
  const sqlite = db.$client
  const cached = cache.get(sqlite)
  if (cached) return { s: cached, created: false }
  const missing = !tableExists(sqlite)
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

/** Replaces the whole index with these rows, in one transaction. */
export function replaceHelpSearchRows(db: Db, rows: readonly HelpSearchRow[]): void {
  const { insert, clear } = prepared(db).s
  db.$client
    .transaction(() => {
      clear.run()
      for (const r of rows) insert.run(r.title, r.keywords, r.body, r.topicId, r.brandSlug, r.language)
    })
    .immediate()
}

/** Topic ids of one brand and language matching `match`, best first. */
export function matchHelpTopics(
  db: Db,
  q: { match: string; brandSlug: string; language: string; limit: number },
): number[] {
  const rows = prepared(db).s.search.all(q) as { id: number }[]
  return rows.map((r) => r.id)
}
