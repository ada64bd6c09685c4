import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { projectRoot } from '../server/project-root.js'
import * as schema from './schema/index.js'
import { isPgClient, PgSyncClient, redactUrl, type PgSettings } from './postgres/pg-sync-client.js'

/**
 * The shop's database: drizzle's synchronous SQLite API over better-sqlite3, or over PostgreSQL through the
 * synchronous bridge (decision 029). The same queries serve both; `$client` is engine-specific, see engineOf().
 */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database | PgSyncClient }
export type SqliteDb = Db & { $client: Database.Database }
export type Engine = 'sqlite' | 'postgres'

export function engineOf(db: Db): Engine {
  return isPgClient(db.$client) ? 'postgres' : 'sqlite'
}

/** The better-sqlite3 handle, for the few SQLite-only statements (FTS5, pragmas); other engines take their own path. */
export function sqliteClient(db: Db): Database.Database {
  if (isPgClient(db.$client)) throw new Error('this statement is SQLite only')
  return db.$client
}

/** Where the shop's data lives: `DATABASE_URL` (PostgreSQL) when set, else the SQLite file at `DATABASE_PATH`. */
export interface DatabaseLocation {
  DATABASE_PATH: string
  DATABASE_URL?: string | undefined
}

/** Opens the configured database and brings it to the latest migration. */
export function openDatabase(location: DatabaseLocation, pg?: PgSettings): Db {
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
export function openPostgres(url: string, pg?: PgSettings): Db {
  const db = connectPostgres(url, pg)
  const client = db.$client as PgSyncClient
  try {
    client.request('migrate', join(MIGRATIONS_DIR, 'pg'))
  } catch (error) {
    client.close()
    throw error
  }
  return db
}

/** A PostgreSQL connection as a Db, without migrating (read-only checks before the start writes anything). */
export function connectPostgres(url: string, pg?: PgSettings): Db {
  return drizzle(new PgSyncClient(url, pg) as unknown as Database.Database, { schema }) as Db
}

/** Whether the database has this table (PostgreSQL: in the public schema). */
export function hasTable(db: Db, name: string): boolean {
  const statement =
    engineOf(db) === 'postgres'
      ? "select 1 from information_schema.tables where table_schema = 'public' and table_name = ?"
      : "select 1 from sqlite_master where type = 'table' and name = ?"
  return db.$client.prepare(statement).get(name) !== undefined
}

/**
 * Runs `fn` in a transaction that holds the write lock from its first statement: SQLite's BEGIN IMMEDIATE; on
 * PostgreSQL every transaction takes the shop's transaction lock at BEGIN (decision 029). Nested: a savepoint.
 */
export function immediateTransaction<T>(db: Db, fn: () => T): T {
  let runner = transactionRunners.get(db.$client)
  if (!runner) {
    // One transaction function per connection that runs the callback it is given: better-sqlite3 builds a new
    // wrapper (four variants with their properties) on every transaction() call, a measurable part of placing an
    // order (decision 033). Nesting, rollback on throw and the PostgreSQL lock stay the client's own.
    const client = db.$client
    const run = (callback: () => unknown) => callback()
    runner = isPgClient(client) ? client.transaction(run) : client.transaction(run).immediate
    transactionRunners.set(client, runner)
  }
  return runner(fn) as T
}
const transactionRunners = new WeakMap<object, (callback: () => unknown) => unknown>()

/** Closes the database connection (SQLite file handle or PostgreSQL connection). */
export function closeDb(db: Db): void {
  db.$client.close()
}

export const MIGRATIONS_DIR = join(projectRoot(), 'migrations')

/** Opens (creating if needed) the SQLite file in WAL mode and brings it to the latest migration. */
export function openDb(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true })
  const sqlite = new Database(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  const db = drizzle(sqlite, { schema }) as SqliteDb
  // Several processes write this file (two shop instances, the CLIs; docs/deploy.md). A DEFERRED transaction that
  // reads and then writes fails at once with SQLITE_BUSY when another process committed after its read: its snapshot
  // is stale, so the busy timeout cannot help. Every transaction takes the write lock at BEGIN instead (IMMEDIATE),
  // waiting up to busy_timeout for it; a caller may still ask for 'deferred' explicitly.
  const transaction = db.transaction.bind(db)
  db.transaction = ((fn, config) => transaction(fn, { behavior: 'immediate', ...config })) as Db['transaction']
  migrateShared(db)
  // Keeps the planner's statistics current on a long-lived connection (SQLite's advice for opening one): re-analyzes
  // only tables that changed much since their last ANALYZE, so it costs next to nothing on most starts.
  // analysis_limit bounds every ANALYZE (rows sampled per index), so even a large catalogue costs milliseconds.
  sqlite.pragma('analysis_limit = 1000')
  sqlite.pragma('optimize = 0x10002')
  return db
}

/**
 * drizzle's migrator reads the last applied migration before its BEGIN, so two processes starting together (two
 * instances of a new release) both try to apply the same migrations and the later one fails ("table already exists").
 * Its migration fails only after the other process committed all of them, so a second read finds nothing to do.
 */
function migrateShared(db: Db): void {
  try {
    migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  } catch (error) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS_DIR })
    } catch {
      throw error
    }
  }
}

/**
 * Table statistics for SQLite's query planner, after a bulk load (the catalogue). Without them it reads a design list
 * through every design text of the language and sorts them; with them it walks the few articles of the site first:
 * the home page's design lists run 2-4 times faster (issue 16).
 */
export function analyzeDb(db: Db): void {
  db.$client.exec('ANALYZE')
}

/**
 * Opens an existing SQLite file read-only and without migrating it, for checks that must write nothing (the live-mode
 * start check); null when there is no such file.
 */
export function openExistingDbReadOnly(path: string): SqliteDb | null {
  if (path === ':memory:' || !existsSync(path)) return null
  return drizzle(new Database(path, { readonly: true, fileMustExist: true }), { schema }) as SqliteDb
}

/** An in-memory copy of a database brought to the latest migration; the file it came from is not changed. */
export function migratedCopy(db: SqliteDb): SqliteDb {
  const copy = drizzle(new Database(db.$client.serialize()), { schema }) as SqliteDb
  migrate(copy, { migrationsFolder: MIGRATIONS_DIR })
  return copy
}
