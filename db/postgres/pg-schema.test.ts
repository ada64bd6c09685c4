import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { getTableName, is } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as sqliteSchema from '../schema/index.js'
import * as pgTables from './pg-tables.js'
import { pgMatchQuery, pgTitlePrefix } from './pg-search-query.js'
import { projectRoot } from '../../server/project-root.js'

describe('PostgreSQL tables derived from db/schema', () => {
  const sqliteTables = Object.entries(sqliteSchema).filter(([, t]) => is(t, SQLiteTable)) as [string, SQLiteTable][]

  test('every table of db/schema is exported for drizzle-kit under its name', () => {
    const exported = Object.entries(pgTables).filter(([, t]) => is(t, PgTable)) as [string, PgTable][]
    expect(exported.map(([k, t]) => `${k}:${getTableName(t)}`).sort()).toEqual(
      sqliteTables.map(([k, t]) => `${k}:${getTableName(t)}`).sort(),
    )
  })

  test('columns, keys and foreign keys carry over, in native types', () => {
    const orders = getTableConfig(pgTables.orders!)
    expect(orders.columns.length).toBeGreaterThan(10)
    expect(orders.columns.map((c) => c.name)).toContain('created_at')
    const type = (config: ReturnType<typeof getTableConfig>, name: string) =>
      config.columns.find((c) => c.name === name)?.getSQLType()
    // millisecond timestamps stay numbers (bigint), JSON is jsonb
    expect(type(orders, 'created_at')).toBe('bigint')
    expect(type(orders, 'address')).toBe('jsonb')
    const brands = getTableConfig(pgTables.brands!)
    expect(type(brands, 'id')).toBe('bigserial')
    expect(type(brands, 'allow_decimals')).toBe('boolean')
    expect(type(brands, 'updated_at')).toBe('timestamp (3) with time zone')
    expect(brands.columns.find((c) => c.name === 'updated_at')?.default).toBeDefined()
    expect(getTableConfig(pgTables.sites!).foreignKeys).toHaveLength(1)
    expect(getTableConfig(pgTables.siteLanguages!).primaryKeys[0]?.columns.map((c) => c.name)).toEqual([
      'site_id',
      'language',
    ])
  })
})

describe('search queries on PostgreSQL', () => {
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
  const migrations = () =>
    readdirSync(join(projectRoot(), 'migrations/pg'))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join(projectRoot(), 'migrations/pg', f), 'utf8'))

  test('the native-type migration converts every existing row and drops the SQLite stand-ins', () => {
    const native = migrations().find((m) => m.includes('Native types'))!
    expect(native).toContain(`ALTER COLUMN "allow_decimals" SET DATA TYPE boolean USING "allow_decimals" <> 0`)
    expect(native).toContain(`ALTER COLUMN "address" SET DATA TYPE jsonb USING "address"::jsonb`)
    expect(native).toContain(`SET DATA TYPE timestamp (3) with time zone USING to_timestamp("updated_at" / 1000.0)`)
    expect(native).toContain('DROP FUNCTION IF EXISTS sqlite_fill_serial()')
    // every fill trigger made by 0002 is dropped again
    const made = [
      ...migrations()
        .join('\n')
        .matchAll(/CREATE TRIGGER "(\w+_fill_id)"/g),
    ].map((m) => m[1])
    expect(made.length).toBeGreaterThan(20)
    for (const name of made) expect(native).toContain(`DROP TRIGGER IF EXISTS "${name}"`)
  })

  test('a default dropped by a migration is set again unless the schema has none', () => {
    // 0005 drops each default before its column changes type; one not set again leaves PostgreSQL without the
    // default SQLite has, and drizzle-kit does not notice (its snapshot records the schema, not the database).
    const last = new Map<string, 'SET' | 'DROP'>()
    for (const m of migrations()
      .join('\n')
      .matchAll(/ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" (SET|DROP) DEFAULT/g))
      last.set(`${m[1]}.${m[2]}`, m[3] as 'SET' | 'DROP')
    const dropped = [...last].filter(([, op]) => op === 'DROP').map(([column]) => column)
    const withDefault = Object.values(pgTables)
      .filter((t) => is(t, PgTable))
      .flatMap((t) => {
        const config = getTableConfig(t as PgTable)
        return config.columns.filter((c) => c.hasDefault).map((c) => `${config.name}.${c.name}`)
      })
    expect(dropped.filter((column) => withDefault.includes(column))).toEqual([])
  })
})
