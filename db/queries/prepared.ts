import { and, eq, getTableColumns, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { tablesOf, type Db, type Tables } from '../client.js'
import { handleOf } from '../handles.js'
import { forUpdate } from '../rows.js'

const byDb = new WeakMap<object, Map<string, unknown>>()

/**
 * One prepared statement (a drizzle `.prepare()` with `sql.placeholder`s, run with `.execute(values)`) per database
 * and key, built on first use: building a drizzle query cost more than running it (on the hot catalogue pages, and a
 * third of the server's CPU while it placed orders on PostgreSQL, where every statement of a transaction was built
 * again). On PostgreSQL the statement is built once per root database and run on the connection of the `db` given:
 * a transaction is a new drizzle object on one pooled connection each time, so the cached statement is handed over
 * as a copy whose `client` is that connection (postgres/pg-pool.ts names a statement a connection runs twice, so it
 * is planned once per connection).
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  const handle = handleOf(db)
  const owner = handle.engine === 'postgres' ? handle.root : db
  let statements = byDb.get(owner)
  if (!statements) {
    statements = new Map()
    byDb.set(owner, statements)
  }
  let statement = statements.get(key) as T | undefined
  if (statement === undefined) {
    statement = build()
    // Should a drizzle upgrade rename the field onConnectionOf sets, the copies would silently run on the pool,
    // outside their transaction: refused once, when the statement is built.
    if (handle.engine === 'postgres' && !Object.hasOwn(statement as object, 'client'))
      throw new Error('drizzle prepared query without a client field: db/queries/prepared.ts needs updating')
    statements.set(key, statement)
  }
  return handle.engine === 'postgres' ? onConnectionOf(statement, db) : statement
}

/**
 * The node-postgres prepared query `statement` (drizzle's NodePgPreparedQuery: SQL text, parameters, field mapping and
 * the `client` it runs on) run through `db`'s connection instead: the pool at the root, the transaction's client
 * inside one. A copy that inherits everything else, so nothing is built again.
 */
function onConnectionOf<T>(statement: T, db: Db): T {
  const client = (db as unknown as { session: { client: unknown } }).session.client
  if ((statement as { client?: unknown }).client === client) return statement
  return Object.create(statement as object, { client: { value: client } }) as T
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

type TableName = { [K in keyof Tables]: Tables[K] extends SQLiteTable ? K : never }[keyof Tables]

/** A single-row INSERT of `row` into the table named `name` as a prepared statement, one per shape of row. */
export async function insertPrepared<K extends TableName>(
  db: Db,
  name: K,
  row: InferInsertModel<Tables[K]>,
): Promise<void> {
  const shape = insertShape(row as Record<string, unknown>)
  await prepared(db, `${name}.insert:${shape.key}`, () => {
    const table = tablesOf(db)[name] as SQLiteTable
    return db
      .insert(table)
      .values(shape.values as InferInsertModel<SQLiteTable>)
      .prepare()
  }).execute(shape.params)
}

/**
 * The first row of the table named `name` whose columns equal `match` (SELECT * ... WHERE a = ? AND b = ?), as a
 * prepared statement, one per table and set of columns: the lookups by key that every cart, checkout and order
 * request runs.
 */
export function rowWhere<K extends TableName>(
  db: Db,
  name: K,
  match: Partial<InferSelectModel<Tables[K]>>,
): Promise<InferSelectModel<Tables[K]> | undefined> {
  return firstRowWhere(db, name, match, false)
}

/**
 * rowWhere with the row locked until the transaction of `tx` ends (PostgreSQL's SELECT ... FOR UPDATE, db/rows.ts
 * forUpdate): the row locks of decision 038 that every order, payment and cart change takes. On SQLite it is rowWhere
 * itself, whose prepared statement spares the order placement the cost of building the query on every call.
 */
export function lockedRowWhere<K extends TableName>(
  tx: Db,
  name: K,
  match: Partial<InferSelectModel<Tables[K]>>,
): Promise<InferSelectModel<Tables[K]> | undefined> {
  return firstRowWhere(tx, name, match, true)
}

async function firstRowWhere<K extends TableName>(
  db: Db,
  name: K,
  match: Partial<InferSelectModel<Tables[K]>>,
  lock: boolean,
): Promise<InferSelectModel<Tables[K]> | undefined> {
  const names = Object.keys(match)
  const locking = lock && handleOf(db).engine === 'postgres'
  const statement = prepared(db, `${name}.where${locking ? '.lock' : ''}:${names.join(',')}`, () => {
    const table = tablesOf(db)[name] as SQLiteTable
    const columns = getTableColumns(table)
    const query = db
      .select()
      .from(table)
      .where(and(...names.map((column) => eq(columns[column]!, sql.placeholder(column)))))
    return (locking ? forUpdate(db, query) : query).prepare()
  })
  const rows = (await statement.execute(match)) as InferSelectModel<Tables[K]>[]
  return rows[0]
}
