import type { Db } from '../client.js'

const byDb = new WeakMap<object, Map<string, unknown>>()

/**
 * One prepared statement (a drizzle `.prepare()` with `sql.placeholder`s) per connection and key, built on first use.
 * Building a drizzle query and preparing it in SQLite cost more than running it on the hot catalog pages; the
 * statement is bound to its connection, hence one cache per Db object (a transaction's object gets its own).
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let statements = byDb.get(db)
  if (!statements) {
    statements = new Map()
    byDb.set(db, statements)
  }
  let statement = statements.get(key) as T | undefined
  if (statement === undefined) {
    statement = build()
    statements.set(key, statement)
  }
  return statement
}
