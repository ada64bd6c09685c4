import { asc, count, getTableColumns, getTableName, gt, is, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm'
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { tablesOf, withSqliteClient, type Db, type Tables } from '../client.js'
import { rawRun } from '../rows.js'
import * as schema from '../schema/index.js'

/**
 * The statements of `npm run ops -- db copy` (server/services/ops/db-copy.ts): every table of the drizzle schema read
 * in pages and written in batches, counted, and the order totals. Only query-builder statements on the tables of each
 * side's own engine (tablesOf), so rows read from SQLite are written to PostgreSQL in its native types and back; what
 * differs between engines lives behind the copy target (id sequences, search indexes).
 */

/** A connection or a transaction on one: what reading and writing rows needs. */
export type CopyConn = Db

/** One table as the copy sees it. */
export interface CopyTable {
  name: string
  /** Its name among db/schema's exports: the same table of either engine is tablesOf(db)[exportName]. */
  exportName: keyof Tables
  columns: number
  /**
   * The primary key pages are read by (keyset: after the last row's key, so each page is an index seek), with the
   * properties of a read row (drizzle's field names) that hold it. Null for a table without a primary key: read by
   * offset, in the order of all its columns.
   */
  key: { fields: string[] } | null
  /** The fields rows are read in the order of: the key's, or every column's. */
  orderBy: string[]
  /** A single integer key with a sequence behind it on PostgreSQL (an autoincrement id). */
  serialKey: boolean
  /** Whether the table holds blobs (uploaded files' bytes): smaller batches, so a page stays small in memory. */
  hasBlobs: boolean
  /** Names of the tables its foreign keys point at (itself excluded). */
  references: string[]
}

/** Every table of the drizzle schema (db/schema/index.ts), by name; a table added there is copied without a change here. */
/**
 * Tables the engine keeps itself: config_version is a counter its own triggers raise (the migrations create its one
 * row), so a copy neither carries it over nor counts its row as "the target is not empty".
 */
const ENGINE_MAINTAINED = new Set(['config_version'])

export function schemaTables(): CopyTable[] {
  // A table exported under two names is one table.
  const entries = (Object.entries(schema) as [keyof Tables, unknown][]).filter(
    (e): e is [keyof Tables, SQLiteTable] => is(e[1], SQLiteTable) && !ENGINE_MAINTAINED.has(getTableName(e[1])),
  )
  const names = entries.map(([, t]) => getTableName(t))
  const twice = names.filter((n, i) => names.indexOf(n) !== i)
  if (twice.length) throw new Error(`the schema defines the table ${twice[0]} twice`)
  return entries.map(([exportName, table]) => {
    const config = getTableConfig(table)
    const single = config.columns.filter((c) => c.primary)
    const keyColumns = config.primaryKeys[0]?.columns ?? (single.length === 1 ? single : [])
    const fieldOf = new Map(Object.entries(getTableColumns(table)).map(([field, c]) => [c as SQLiteColumn, field]))
    const fields = keyColumns.map((c) => fieldOf.get(c))
    // A key column that may be NULL (SQLite allows it outside INTEGER keys) cannot be compared: offset instead.
    const usable = keyColumns.length > 0 && keyColumns.every((c, i) => c.notNull && fields[i] !== undefined)
    const key = usable ? { fields: fields as string[] } : null
    const serialKey =
      keyColumns.length === 1 && (keyColumns[0] as SQLiteColumn & { autoIncrement?: boolean }).autoIncrement === true
    return {
      name: config.name,
      exportName,
      columns: config.columns.length,
      key,
      orderBy: key ? key.fields : config.columns.map((c) => fieldOf.get(c)!),
      serialKey,
      hasBlobs: config.columns.some((c) => c.columnType === 'SQLiteBlobBuffer' || c.columnType === 'SQLiteBlobJson'),
      references: [
        ...new Set(config.foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)).filter((n) => n !== '')),
      ],
    }
  })
}

/**
 * The tables in foreign-key order: every table after the tables it references (Kahn's algorithm, ties by name so the
 * order is stable). A cycle, a table referencing itself included, cannot be copied in one pass with the checks on:
 * it throws, naming the tables.
 */
export function copyOrder(tables: readonly CopyTable[]): CopyTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]))
  for (const t of tables)
    for (const r of t.references)
      if (!byName.has(r)) throw new Error(`table ${t.name} references ${r}, which is not in the schema`)
  const selfReferencing = tables.filter((t) => t.references.includes(t.name)).map((t) => t.name)
  if (selfReferencing.length)
    throw new Error(`foreign-key cycle: ${selfReferencing.join(', ')} reference(s) itself; db copy cannot order it`)
  const waiting = new Map(tables.map((t) => [t.name, new Set(t.references)]))
  const ordered: CopyTable[] = []
  while (waiting.size) {
    const ready = [...waiting].filter(([, refs]) => refs.size === 0).map(([name]) => name)
    if (ready.length === 0)
      throw new Error(
        `foreign-key cycle among the tables ${[...waiting.keys()].sort().join(', ')}; db copy cannot order them`,
      )
    for (const name of ready.sort()) {
      ordered.push(byName.get(name)!)
      waiting.delete(name)
      for (const refs of waiting.values()) refs.delete(name)
    }
  }
  return ordered
}

type Row = Record<string, unknown>

/**
 * One page of a table's rows, in the order of its key. `after`: the last row of the previous page (keyset tables)
 * and `offset`: the rows read so far (tables without a key); both are passed, each table uses the one it pages by.
 */
export async function readRowsPage(
  db: CopyConn,
  t: CopyTable,
  page: { after: Row | undefined; offset: number; limit: number },
): Promise<Row[]> {
  const { table, column } = onEngine(db, t)
  const query = db.select().from(table)
  if (t.key) {
    const { fields } = t.key
    const columns = fields.map(column)
    const last = page.after
    // A row value comparison for a key of several columns: SQLite and PostgreSQL both read it through the key's index.
    const where: SQL | undefined =
      last === undefined
        ? undefined
        : columns.length === 1
          ? gt(columns[0]!, last[fields[0]!])
          : sql`(${sql.join(columns, sql`, `)}) > (${sql.join(
              columns.map((c, i) => sql.param(last[fields[i]!], c)),
              sql`, `,
            )})`
    return (await query
      .where(where)
      .orderBy(...columns.map((c) => asc(c)))
      .limit(page.limit)) as Row[]
  }
  return (await query
    .orderBy(...t.orderBy.map((f) => asc(column(f))))
    .limit(page.limit)
    .offset(page.offset)) as Row[]
}

/** Inserts the rows as read, ids included. */
export async function insertRows(db: CopyConn, t: CopyTable, rows: readonly Row[]): Promise<void> {
  if (rows.length) await db.insert(onEngine(db, t).table).values(rows as never)
}

export async function countRows(db: CopyConn, t: CopyTable): Promise<number> {
  return (await db.select({ n: count() }).from(onEngine(db, t).table))[0]?.n ?? 0
}

/** The copy table as `db`'s engine has it: its table object, and a column by field name. */
function onEngine(db: Db, t: CopyTable) {
  const table = tablesOf(db)[t.exportName] as SQLiteTable
  const columns = getTableColumns(table)
  return { table, column: (field: string) => columns[field] as AnyColumn }
}

/** The first of these tables (in their order) that has a row, or null when all are empty. */
export async function firstNonEmptyTable(db: CopyConn, tables: readonly CopyTable[]): Promise<string | null> {
  for (const t of tables)
    if (
      (
        await db
          .select({ one: sql`1` })
          .from(onEngine(db, t).table)
          .limit(1)
      )[0] !== undefined
    )
      return t.name
  return null
}

/** SQLite only: the tables a database file has (an existing target is checked before it is migrated). */
export async function sqliteTableNames(db: Db): Promise<string[]> {
  return withSqliteClient(
    db,
    // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder
    (sqlite) => sqlite.prepare(`select name from sqlite_schema where type = 'table'`).pluck().all() as string[],
  )
}

/** Per currency: the number of orders and the sum of their totals (minor units, as a decimal string). */
export interface OrderTotals {
  currency: string
  orders: number
  totalMinor: string
}

export async function orderTotalsByCurrency(db: CopyConn): Promise<OrderTotals[]> {
  const { orders } = tablesOf(db)
  return (
    await db
      .select({ currency: orders.currency, orders: count(), total: sum(orders.totalMinor) })
      .from(orders)
      .groupBy(orders.currency)
      .orderBy(asc(orders.currency))
  ).map((r) => ({ currency: r.currency, orders: r.orders, totalMinor: BigInt(r.total ?? 0).toString() }))
}

/**
 * PostgreSQL only (issue 19): after rows went in with their own ids, each serial/identity sequence is moved to the
 * largest id copied, so the next insert gets the id after it (SQLite needs nothing: it continues after the largest
 * id by itself). An empty table resets its sequence so the first id is 1; a key without a sequence gives
 * pg_get_serial_sequence null, and setval (strict) then does nothing.

 */
export async function resetPostgresIdSequences(db: CopyConn, tables: readonly CopyTable[]): Promise<void> {
  for (const t of tables) {
    if (!t.serialKey || !t.key) continue
    const { table, column } = onEngine(db, t)
    const id = column(t.key.fields[0]!)
    await rawRun(
      db,
      sql`select setval(pg_get_serial_sequence(${t.name}, ${id.name}), coalesce(max(${id}), 1), max(${id}) is not null) from ${table}`,
    )
  }
}
