import { and, eq, getTableColumns, getTableName, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
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

/**
 * The values and parameters of a prepared INSERT of `row`: a placeholder per column given, a literal NULL per column
 * given as null (drizzle's placeholder filling would encode a null through the column, e.g. JSON `'null'`), nothing
 * for a column left undefined (its default). `key` names that shape: one statement per shape in the cache.
 */
export function insertShape(row: Record<string, unknown>): {
  key: string
  values: Record<string, unknown>
  params: Record<string, unknown>
} {
  const values: Record<string, unknown> = {}
  const params: Record<string, unknown> = {}
  let key = ''
  for (const name in row) {
    const value = row[name]
    if (value === undefined) continue
    if (value === null) {
      values[name] = null
      key += `${name}=null,`
    } else {
      values[name] = sql.placeholder(name)
      params[name] = value
      key += `${name},`
    }
  }
  return { key, values, params }
}

/** A single-row INSERT of `row` into `table` as a prepared statement, one per shape of row (insertShape). */
export function insertPrepared<T extends SQLiteTable>(db: Db, table: T, row: InferInsertModel<T>): void {
  const shape = insertShape(row)
  prepared(db, `${getTableName(table)}.insert:${shape.key}`, () =>
    db
      .insert(table)
      .values(shape.values as InferInsertModel<T>)
      .prepare(),
  ).run(shape.params)
}

/**
 * The first row of `table` whose columns equal `match` (SELECT * ... WHERE a = ? AND b = ?), as a prepared statement,
 * one per table and set of columns: the lookups by key that every cart, checkout and order request runs.
 */
export function rowWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  match: Partial<InferSelectModel<T>>,
): InferSelectModel<T> | undefined {
  const names = Object.keys(match)
  const statement = prepared(db, `${getTableName(table)}.where:${names.join(',')}`, () => {
    const columns = getTableColumns(table)
    return db
      .select()
      .from(table as SQLiteTable)
      .where(and(...names.map((name) => eq(columns[name]!, sql.placeholder(name)))))
      .prepare()
  })
  return statement.get(match) as InferSelectModel<T> | undefined
}
