import { getTableColumns, is, sql, SQL, type AnyColumn } from 'drizzle-orm'
import { getTableConfig, SQLiteTable, type SQLiteColumn, type AnySQLiteTable } from 'drizzle-orm/sqlite-core'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core'
import * as sqliteSchema from '../schema/index.js'

/**
 * The PostgreSQL tables, derived from the one schema definition in db/schema (decisions 029, 038). The shop's queries
 * take them from tablesOf(db) on a PostgreSQL database, so drizzle's PostgreSQL dialect writes their SQL and maps their
 * values; drizzle-kit reads them for migrations/pg (`npm run db:generate`). Native types where they help: booleans are
 * boolean, JSON is jsonb, the two Date columns timestamptz; other integers are bigint (millisecond timestamps, byte
 * counts and ids as numbers, the shape the shop computes with on both engines), blobs bytea.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

type AnyPgTable = PgTableWithColumns<any> // eslint-disable-line @typescript-eslint/no-explicit-any

const converted = new Map<AnySQLiteTable, AnyPgTable>()

function columnBuilder(col: SQLiteColumn): PgColumnBuilderBase {
  const c = col as SQLiteColumn & { autoIncrement?: boolean; isUnique: boolean; uniqueName?: string; mode?: string }
  let b: any // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (col.columnType) {
    case 'SQLiteInteger':
      b = c.primary && c.autoIncrement ? bigserial(col.name, { mode: 'number' }) : bigint(col.name, { mode: 'number' })
      break
    case 'SQLiteTimestamp':
      b = timestamp(col.name, { withTimezone: true, precision: 3, mode: 'date' })
      break
    case 'SQLiteBoolean':
      b = boolean(col.name)
      break
    case 'SQLiteText':
      b = text(col.name)
      break
    case 'SQLiteTextJson':
      b = jsonb(col.name)
      break
    case 'SQLiteReal':
    case 'SQLiteNumeric':
      b = doublePrecision(col.name)
      break
    case 'SQLiteBlobBuffer':
      b = bytea(col.name)
      break
    default:
      throw new Error(`no PostgreSQL type for ${col.columnType} (${col.name})`)
  }
  if (c.primary) b = b.primaryKey()
  else if (c.notNull) b = b.notNull()
  if (c.hasDefault && c.default !== undefined && !(c.primary && c.autoIncrement)) b = b.default(pgDefault(col))
  if (c.isUnique) b = b.unique(c.uniqueName)
  return b
}

/**
 * A column's default on PostgreSQL: JavaScript values as they are (true, not SQLite's 1), SQL defaults written for
 * SQLite in their PostgreSQL form. Only the two forms db/schema uses are known; another fails here, not in a migration.
 */
function pgDefault(col: SQLiteColumn): unknown {
  if (!is(col.default, SQL)) return col.default
  const text = col.default.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join('') ?? '').join('')
  if (text === '(unixepoch() * 1000)') return sql`now()`
  if (/^'.*'$/.test(text)) return col.default
  throw new Error(`${col.name}: no PostgreSQL form of the default ${text}`)
}

function toPg(table: AnySQLiteTable): AnyPgTable {
  const known = converted.get(table)
  if (known) return known
  const config = getTableConfig(table)
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, col]) => [key, columnBuilder(col as SQLiteColumn)]),
  )
  const pg: AnyPgTable = pgTable(config.name, columns, (t) => {
    const byName = (col: AnyColumn | SQL) => {
      if (is(col, SQL)) throw new Error(`${config.name}: expression indexes need a PostgreSQL form`)
      const found = Object.values(t).find((pc) => (pc as { name?: string }).name === (col as AnyColumn).name)
      if (!found) throw new Error(`${config.name}: no column ${(col as AnyColumn).name}`)
      return found as any // eslint-disable-line @typescript-eslint/no-explicit-any
    }
    const extras: unknown[] = []
    for (const pk of config.primaryKeys)
      extras.push(primaryKey({ name: pk.getName(), columns: pk.columns.map(byName) as [any, ...any[]] })) // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const uc of config.uniqueConstraints) extras.push(unique(uc.name).on(...(uc.columns.map(byName) as [any]))) // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const ix of config.indexes) {
      const { name, columns: cols, unique: isUnique, where } = ix.config
      const builder = (isUnique ? uniqueIndex(name) : index(name)).on(...(cols.map(byName) as [any])) // eslint-disable-line @typescript-eslint/no-explicit-any
      extras.push(where ? builder.where(where) : builder)
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference()
      const foreign = toPg(ref.foreignTable)
      const foreignCols = ref.foreignColumns.map(
        (fc) => foreign[Object.keys(foreign).find((k) => foreign[k]?.name === fc.name)!],
      )
      let builder = foreignKey({
        name: fk.getName(),
        columns: ref.columns.map(byName) as [any], // eslint-disable-line @typescript-eslint/no-explicit-any
        foreignColumns: foreignCols as [any], // eslint-disable-line @typescript-eslint/no-explicit-any
      })
      if (fk.onDelete) builder = builder.onDelete(fk.onDelete)
      if (fk.onUpdate) builder = builder.onUpdate(fk.onUpdate)
      extras.push(builder)
    }
    for (const ck of config.checks) extras.push(check(ck.name, ck.value))
    return extras as any // eslint-disable-line @typescript-eslint/no-explicit-any
  })
  converted.set(table, pg)
  return pg
}

/** Every table of db/schema, as PostgreSQL tables, under the same export names. */
export const pgTables: Record<string, AnyPgTable> = Object.fromEntries(
  Object.entries(sqliteSchema)
    .filter(([, value]) => is(value, SQLiteTable))
    .map(([key, value]) => [key, toPg(value as AnySQLiteTable)]),
)
