import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { projectRoot } from '../server/project-root.js'
import * as schema from './schema/index.js'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export const MIGRATIONS_DIR = join(projectRoot(), 'migrations')

/** Opens (creating if needed) the SQLite file in WAL mode and brings it to the latest migration. */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true })
  const sqlite = new Database(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  const db = drizzle(sqlite, { schema }) as Db
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
export function openExistingDbReadOnly(path: string): Db | null {
  if (path === ':memory:' || !existsSync(path)) return null
  return drizzle(new Database(path, { readonly: true, fileMustExist: true }), { schema }) as Db
}

/** An in-memory copy of a database brought to the latest migration; the file it came from is not changed. */
export function migratedCopy(db: Db): Db {
  const copy = drizzle(new Database(db.$client.serialize()), { schema }) as Db
  migrate(copy, { migrationsFolder: MIGRATIONS_DIR })
  return copy
}
