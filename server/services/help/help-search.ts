import type Database from 'better-sqlite3'
import type { Db } from '../../../db/client.js'
import { allHelpTopicTexts } from '../../../db/queries/help.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { helpBodyText } from '../../domain/help/help-markup.js'
import { buildMatchQuery, indexText } from '../../domain/catalog/search-text.js'

/**
 * Full-text search of help topics with the catalog search's folding, stemming and MATCH building
 * (domain/search-text.ts), so "envio" finds "envío" and "muenchen" finds "München" here too.
 *
 * Like the catalog index, this FTS5 table is derived data created in code, not by a migration: it is
 * rebuilt from help_topic_texts after seeding, and built on first use in a database that lacks it.
 * A few hundred rows (topics x brand languages), so plain UNINDEXED filters are fast enough.
 */
const TABLE = 'help_search_index'
/** Title matches count ten times body matches, keywords five times. */
const BM25_WEIGHTS = '10.0, 5.0, 1.0'
export const HELP_SEARCH_LIMIT = 20

interface Statements {
  insert: Database.Statement
  clear: Database.Statement
  search: Database.Statement
}

const cache = new WeakMap<Database.Database, Statements>()

function tableExists(sqlite: Database.Database): boolean {
  return sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(TABLE) !== undefined
}

function statements(db: Db): Statements {
  const sqlite = db.$client
  const cached = cache.get(sqlite)
  if (cached) return cached
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
  if (missing) rebuildHelpSearchIndex(db)
  return s
}

/** Replaces the whole index with the current topic texts (after seeding or editing help content). */
export function rebuildHelpSearchIndex(db: Db): number {
  const { insert, clear } = statements(db)
  const rows = allHelpTopicTexts(db)
  db.$client.transaction(() => {
    clear.run()
    for (const r of rows) {
      const language = r.language as ShopLanguage
      insert.run(
        indexText(r.title, language),
        indexText(r.keywords, language),
        indexText(helpBodyText(r.body), language),
        r.topicId,
        r.brandSlug,
        r.language,
      )
    }
  })()
  return rows.length
}

/** Topic ids of one brand and language matching every typed word (as a prefix), best first; [] for an empty query. */
export function searchHelpTopics(
  db: Db,
  params: { brandSlug: string; language: ShopLanguage; query: string; limit?: number },
): number[] {
  const match = buildMatchQuery(params.query, params.language)
  if (match === null) return []
  const rows = statements(db).search.all({
    match,
    brandSlug: params.brandSlug,
    language: params.language,
    limit: params.limit ?? HELP_SEARCH_LIMIT,
  }) as { id: number }[]
  return rows.map((r) => r.id)
}
