import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { closeDb, engineOf, openDb, openPostgres, type Db } from '../../db/client.js'
import { rawRows, rawRun } from '../../db/rows.js'
import { isPostgresUrl } from '../../server/env.js'

/**
 * The PostgreSQL pass of the tests (decision 029): with TEST_DATABASE_URL (a server where the tests may create
 * databases, e.g. postgres://shop:shop@127.0.0.1:5432/postgres) every test app gets its own database, cloned from a
 * seeded template (CREATE DATABASE ... TEMPLATE, a file copy) instead of the copied SQLite file. Without it, SQLite.
 */
export const TEST_DATABASE_URL = testDatabaseUrl(process.env.TEST_DATABASE_URL)

/**
 * Refused loudly when set but not a postgres:// URL: the pg driver reads anything else as a path relative to
 * postgres://base and every test failed with "getaddrinfo ENOTFOUND base" (CI once passed a script's log line along).
 */
function testDatabaseUrl(value: string | undefined): string | undefined {
  const url = value?.trim()
  if (!url) return undefined
  if (!isPostgresUrl(url)) {
    throw new Error(
      `TEST_DATABASE_URL: expected postgres://user:password@host:port/database, got ${JSON.stringify(url)}`,
    )
  }
  return url
}

const PREFIX = 'shoptest'

async function admin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! })
  await client.connect()
  return client
}

/** One statement on the server's admin database, on a connection of its own (CREATE/DROP DATABASE). */
async function onAdmin(statement: string): Promise<void> {
  const client = await admin()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Byte order and UTF-8 like SQLite, whatever the server's default locale: the same text order on both engines. */
const EMPTY = `TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`

let counter = 0
const freshName = () => `${PREFIX}_${process.pid}_${Date.now().toString(36)}_${counter++}`

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** What a seeded template depends on: a change to any of these files seeds a new one. */
function templateHash(key: string): string {
  const hash = createHash('sha256').update(key)
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(path).update(readFileSync(path))
    }
  }
  for (const dir of ['migrations/pg', 'db/seed', 'db/schema', 'tenants']) walk(resolve(dir))
  return hash.digest('hex').slice(0, 12)
}

/**
 * A template database per seed kind, made once per change of its inputs and shared by every test worker (an advisory
 * lock keeps parallel workers from seeding it twice).
 */
async function template(key: string, seed: (db: Db) => Promise<unknown>): Promise<string> {
  const name = `${PREFIX}_tpl_${key}_${templateHash(key)}`
  const client = await admin()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0
    if (!exists) {
      const building = `${name}_building`
      await client.query(`DROP DATABASE IF EXISTS "${building}"`)
      await client.query(`CREATE DATABASE "${building}" ${EMPTY}`)
      const db = await openPostgres(databaseUrl(building))
      try {
        await seed(db)
      } finally {
        await closeDb(db)
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
      // Templates of earlier sources are never used again.
      const stale = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2`,
        [`${PREFIX}_tpl_${key}_%`, name],
      )
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    }
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
  } finally {
    await client.end()
  }
  return name
}

/** A fresh database cloned from the seeded template `key`; its URL. */
export async function createTestDatabase(key: string, seed: (db: Db) => Promise<unknown>): Promise<string> {
  const source = await template(key, seed)
  const name = freshName()
  await onAdmin(`CREATE DATABASE "${name}" TEMPLATE "${source}"`)
  return databaseUrl(name)
}

/** Drops a database made by createTestDatabase (its connections closed first). */
export async function dropTestDatabase(url: string): Promise<void> {
  await onAdmin(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`)
}

/**
 * An empty migrated database of the engine under test (a temporary SQLite file, or a fresh PostgreSQL database on
 * the PostgreSQL pass), for tests of queries that fill their own data; `close` removes it.
 */
export async function openScratchDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (TEST_DATABASE_URL) {
    const url = await createTestDatabase('empty', async () => {})
    const db = await openPostgres(url)
    return {
      db,
      close: async () => {
        await closeDb(db)
        await dropTestDatabase(url)
      },
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-scratch-'))
  const db = openDb(join(dir, 'scratch.db'))
  return {
    db,
    close: async () => {
      await closeDb(db)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The names of the database's own tables (not the engine's or the migrator's), on either engine. */
export async function tableNames(db: Db): Promise<string[]> {
  const query =
    engineOf(db) === 'postgres'
      ? sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`
      : sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`
  return (await rawRows<{ name: string }>(db, query)).map((t) => t.name)
}

/** Makes every insert into `table` fail, as a crash in the middle of a transaction would; returns the undo. */
export async function failInsertsInto(db: Db, table: string): Promise<() => Promise<void>> {
  if (engineOf(db) === 'postgres') {
    await rawRun(
      db,
      sql.raw(
        `CREATE OR REPLACE FUNCTION simulated_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`,
      ),
    )
    await rawRun(
      db,
      sql.raw(
        `CREATE TRIGGER simulated_crash BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION simulated_crash()`,
      ),
    )
    return () => rawRun(db, sql.raw(`DROP TRIGGER simulated_crash ON "${table}"`))
  }
  await rawRun(
    db,
    sql.raw(
      `CREATE TRIGGER simulated_crash BEFORE INSERT ON "${table}" BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`,
    ),
  )
  return () => rawRun(db, sql.raw('DROP TRIGGER simulated_crash'))
}

/** A new database with nothing in it (not even the shop's tables), for tests of what a first start or a copy does. */
export async function createEmptyDatabase(): Promise<string> {
  const name = freshName()
  await onAdmin(`CREATE DATABASE "${name}" ${EMPTY}`)
  return databaseUrl(name)
}

/**
 * Waits until a config change made through another connection is seen by the running app: at once on SQLite
 * (data_version), after the next poll of the config counter on PostgreSQL (every 250 ms; decision 029).
 */
export async function configChangeSeen(): Promise<void> {
  if (TEST_DATABASE_URL) await new Promise((ok) => setTimeout(ok, 300))
}
