import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { getTableName, is } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as sqliteSchema from '../schema/index.js'
import * as pgTables from './pg-tables.js'
import { pgMatchQuery, pgTitlePrefix } from './pg-search-query.js'
import { toPgPlaceholders } from './pg-sync-client.js'
import { serialColumns } from './pg-schema.js'
import { projectRoot } from '../../server/project-root.js'

describe('PostgreSQL tables derived from db/schema', () => {
  const sqliteTables = Object.entries(sqliteSchema).filter(([, t]) => is(t, SQLiteTable)) as [string, SQLiteTable][]

  test('every table of db/schema is exported for drizzle-kit under its name', () => {
    const exported = Object.entries(pgTables).filter(([, t]) => is(t, PgTable)) as [string, PgTable][]
    expect(exported.map(([k, t]) => `${k}:${getTableName(t)}`).sort()).toEqual(
      sqliteTables.map(([k, t]) => `${k}:${getTableName(t)}`).sort(),
    )
  })

  test('columns, keys and foreign keys carry over; integers become bigint, autoincrement keys bigserial', () => {
    const orders = getTableConfig(pgTables.orders!)
    expect(orders.columns.length).toBeGreaterThan(10)
    expect(orders.columns.map((c) => c.name)).toContain('created_at')
    expect(orders.columns.find((c) => c.name === 'created_at')?.getSQLType()).toBe('bigint')
    const brands = getTableConfig(pgTables.brands!)
    expect(brands.columns.find((c) => c.name === 'id')?.getSQLType()).toBe('bigserial')
    expect(brands.columns.find((c) => c.name === 'allow_decimals')?.getSQLType()).toBe('integer')
    expect(getTableConfig(pgTables.sites!).foreignKeys).toHaveLength(1)
    expect(getTableConfig(pgTables.siteLanguages!).primaryKeys[0]?.columns.map((c) => c.name)).toEqual([
      'site_id',
      'language',
    ])
  })
})

describe('SQL of the SQLite dialect on PostgreSQL', () => {
  test('placeholders are numbered outside quotes; ON CONFLICT targets lose their table', () => {
    expect(toPgPlaceholders(`select "a?" from t where x = ? and y = 'what?' and z in (?, ?)`)).toBe(
      `select "a?" from t where x = $1 and y = 'what?' and z in ($2, $3)`,
    )
    expect(toPgPlaceholders('insert into "t" ("a") values (?) on conflict ("t"."a", "t"."b") do nothing')).toBe(
      'insert into "t" ("a") values ($1) on conflict ("a", "b") do nothing',
    )
  })

  test('FTS5 MATCH text becomes a tsquery with the same terms; suggestions a LIKE prefix', () => {
    expect(pgMatchQuery('"taza"* "blanca"*')).toBe(`'taza':* & 'blanca':*`)
    expect(pgMatchQuery('"dia de"*')).toBe(`('dia' <-> 'de':*)`)
    expect(pgMatchQuery(`"o'neil"* "%"*`)).toBe(`('o' <-> 'neil':*)`)
    expect(pgMatchQuery('""')).toBe('')
    expect(pgTitlePrefix('title : ^"caf"*')).toBe('caf%')
    expect(pgTitlePrefix('title : ^"%_"*')).toBe('%')
  })
})

describe('migrations/pg', () => {
  test('every autoincrement key has the trigger that fills it (drizzle inserts NULL for it)', () => {
    const sqlText = readdirSync(join(projectRoot(), 'migrations/pg'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(join(projectRoot(), 'migrations/pg', f), 'utf8'))
      .join('\n')
    expect(serialColumns.length).toBeGreaterThan(20)
    for (const { table, column } of serialColumns)
      expect(sqlText, table).toContain(
        `CREATE TRIGGER "${table}_fill_${column}" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('${column}');`,
      )
  })
})
