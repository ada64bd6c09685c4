import type Database from 'better-sqlite3'
import { join } from 'node:path'
import { projectRoot } from '../server/project-root.js'
import * as schema from './schema/index.js'
import { handleOf, type SqliteHandle } from './handles.js'
import { retryWhenBusy } from './sqlite/busy.js'
import { migratedSqliteCopy, openExistingSqliteReadOnly, openSqliteFile } from './sqlite/open-sqlite.js'
import { DEFAULT_PG_SETTINGS, openPostgresPool, redactUrl } from './postgres/pg-pool.js'
import type { Db, Engine, PgSettings, Tables } from './types.js'

export type { Db, Engine, Tables } from './types.js'
import { pgTables } from './postgres/pg-schema.js'

export function engineOf(db: Db): Engine {
  return handleOf(db).engine
}

/**
 * The tables to write a query of `db` against. Typed as db/schema's for both engines: the PostgreSQL tables have the
 * same names, columns and JavaScript values (pg-schema.ts), so the one query code type-checks once.
 */
export function tablesOf(db: Db): Tables {
  return handleOf(db).engine === 'postgres' ? (pgTables as unknown as Tables) : schema
}

/**
 * Runs `fn` on the better-sqlite3 connection, for the few SQLite-only statements (FTS5, pragmas): at once inside a
 * transaction or when none is open, else after it (sqlite/gate.ts). Throws on PostgreSQL.
 */
export function withSqliteClient<T>(db: Db, fn: (client: Database.Database) => T): T | Promise<T> {
  const handle = handleOf(db)
  if (handle.engine !== 'sqlite') throw new Error('this statement is SQLite only')
  return handle.isTx ? fn(handle.client) : retryWhenBusy(() => handle.gate.run(() => fn(handle.client)))
}

/** The better-sqlite3 handle of an SQLite database, for work outside any request (tests, copies, benchmarks). */
export function sqliteClient(db: Db): Database.Database {
  const handle = handleOf(db)
  if (handle.engine !== 'sqlite') throw new Error('this statement is SQLite only')
  return (handle as SqliteHandle).client
}

/** Where the shop's data lives: `DATABASE_URL` (PostgreSQL) when set, else the SQLite file at `DATABASE_PATH`. */
export interface DatabaseLocation {
  DATABASE_PATH: string
  DATABASE_URL?: string | undefined
}

/** Opens the configured database and brings it to the latest migration. */
export async function openDatabase(location: DatabaseLocation, pg?: PgSettings): Promise<Db> {
  return location.DATABASE_URL ? openPostgres(location.DATABASE_URL, pg) : openDb(location.DATABASE_PATH)
}

/** A human-readable name of the database, never with its password. */
export function databaseName(location: DatabaseLocation): string {
  return location.DATABASE_URL ? redactUrl(location.DATABASE_URL) : location.DATABASE_PATH
}

/**
 * Connects to PostgreSQL and runs migrations/pg under an advisory lock, so that of several instances starting at once
 * one migrates and the others wait for it.
 */
export async function openPostgres(url: string, pg: PgSettings = DEFAULT_PG_SETTINGS): Promise<Db> {
  return openPostgresPool(url, pg, join(MIGRATIONS_DIR, 'pg'))
}

/** A PostgreSQL database as a Db, without migrating (read-only checks before the start writes anything). */
export async function connectPostgres(url: string, pg: PgSettings = DEFAULT_PG_SETTINGS): Promise<Db> {
  return openPostgresPool(url, pg, null)
}

/** Whether the database has this table (PostgreSQL: in the public schema). */
export async function hasTable(db: Db, name: string): Promise<boolean> {
  const handle = handleOf(db)
  if (handle.engine === 'postgres') {
    const result = await (handle.pool.query as (text: string, values: unknown[]) => Promise<{ rowCount: number }>)(
      "select 1 from information_schema.tables where table_schema = 'public' and table_name = $1",
      [name],
    )
    return result.rowCount > 0
  }
  return withSqliteClient(
    db,
    (client) => client.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined,
  )
}

/** Closes the database (the SQLite file handle, or every connection of the pool). */
export async function closeDb(db: Db): Promise<void> {
  const handle = handleOf(db)
  if (handle.engine === 'postgres') {
    if (!handle.pool.ended) await handle.pool.end()
  } else if (handle.client.open) handle.client.close()
}

export const MIGRATIONS_DIR = join(projectRoot(), 'migrations')

/** Opens (creating if needed) the SQLite file in WAL mode and brings it to the latest migration. */
export function openDb(path: string): Db {
  return openSqliteFile(path, MIGRATIONS_DIR)
}

/**
 * Table statistics for SQLite's query planner, after a bulk load (the catalogue). Without them it reads a design list
 * through every design text of the language and sorts them; with them it walks the few articles of the site first:
 * the home page's design lists run 2-4 times faster (issue 16). PostgreSQL's autovacuum keeps its own.
 */
export async function analyzeDb(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite') await withSqliteClient(db, (client) => client.exec('ANALYZE'))
}

/**
 * Opens an existing SQLite file read-only and without migrating it, for checks that must write nothing (the live-mode
 * start check); null when there is no such file.
 */
export function openExistingDbReadOnly(path: string): Db | null {
  return openExistingSqliteReadOnly(path)
}

/** An in-memory copy of an SQLite database brought to the latest migration; the file it came from is not changed. */
export function migratedCopy(db: Db): Db {
  return migratedSqliteCopy(sqliteClient(db), MIGRATIONS_DIR)
}
