import { getTableColumns, is, SQL, type AnyColumn } from 'drizzle-orm'
import { getTableConfig, SQLiteTable, type SQLiteColumn, type AnySQLiteTable } from 'drizzle-orm/sqlite-core'
import {
  bigint,
  bigserial,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core'
import * as sqliteSchema from '../schema/index.js'

/**
 * The PostgreSQL tables, derived from the one schema definition in db/schema (decision 029). Only drizzle-kit reads
 * them (`npm run db:generate`, migrations/pg); the shop's queries keep using the SQLite table objects, whose SQL
 * PostgreSQL runs as it is. Columns keep their SQLite storage: integers become bigint (millisecond timestamps exceed
 * int4), booleans stay 0/1 integers, JSON stays text, blobs become bytea.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

type AnyPgTable = PgTableWithColumns<any> // eslint-disable-line @typescript-eslint/no-explicit-any

const converted = new Map<AnySQLiteTable, AnyPgTable>()

function columnBuilder(col: SQLiteColumn): PgColumnBuilderBase {
  const c = col as SQLiteColumn & { autoIncrement?: boolean; isUnique: boolean; uniqueName?: string }
  let b: any // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (col.columnType) {
    case 'SQLiteInteger':
    case 'SQLiteTimestamp':
      b = c.primary && c.autoIncrement ? bigserial(col.name, { mode: 'number' }) : bigint(col.name, { mode: 'number' })
      break
    case 'SQLiteBoolean':
      b = integer(col.name)
      break
    case 'SQLiteText':
    case 'SQLiteTextJson':
      b = text(col.name)
      break
    case 'SQLiteReal':
    case 'SQLiteNumeric':
      b = doublePrecision(col.name)
      break
    case 'SQLiteBlobBuffer':
    case 'SQLiteBlobJson':
    case 'SQLiteBigInt':
      b = bytea(col.name)
      break
    default:
      throw new Error(`no PostgreSQL type for ${col.columnType} (${col.name})`)
  }
  if (c.primary) b = b.primaryKey()
  else if (c.notNull) b = b.notNull()
  if (c.hasDefault && c.default !== undefined && !(c.primary && c.autoIncrement))
    b = b.default(is(c.default, SQL) ? c.default : col.mapToDriverValue(c.default))
  if (c.isUnique) b = b.unique(c.uniqueName)
  return b
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

/** Autoincrement keys: the SQLite dialect inserts NULL for them, which a trigger turns into the next sequence value. */
export const serialColumns: { table: string; column: string }[] = (Object.values(sqliteSchema) as unknown[])
  .filter((value) => is(value, SQLiteTable))
  .flatMap((table) =>
    getTableConfig(table as AnySQLiteTable)
      .columns.filter((c) => c.primary && (c as { autoIncrement?: boolean }).autoIncrement)
      .map((c) => ({ table: getTableConfig(table as AnySQLiteTable).name, column: c.name })),
  )
