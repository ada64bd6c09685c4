import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { TablesRelationalConfig } from 'drizzle-orm'
import type { SQLiteSession } from 'drizzle-orm/sqlite-core'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as schema from '../schema/index.js'
import type { Db } from '../types.js'
import { registerHandle, type SqliteHandle } from '../handles.js'
import { retryWhenBusy } from './busy.js'
import { Gate } from './gate.js'

/**
 * SQLite through drizzle's better-sqlite3 driver, behind the shop's asynchronous Db (decision 038). better-sqlite3
 * answers at once, so a statement costs what it cost before; what changes is that the shop awaits it, and that an
 * async transaction owns the connection until it ends (sqlite/gate.ts): two drizzle objects share the connection,
 * `root` whose statements pass through the gate, and `tx` for the transaction that holds it.
 */
export function openSqlite(client: Database.Database): Db {
  const gate = new Gate()
  const root = drizzle(client, { schema })
  gateStatements(root, gate)
  const tx = drizzle(client, { schema })
  const handle: SqliteHandle = {
    engine: 'sqlite',
    client,
    gate,
    root: root as never,
    tx: tx as never,
    isTx: false,
    state: { depth: 0 },
  }
  registerHandle(root as never, handle)
  registerHandle(tx as never, { ...handle, isTx: true })
  return root as never
}

/**
 * Every statement of `db` (query builders, prepared statements, raw sql) is made by its session's prepareQuery; the
 * four ways of running one go through the gate, and run again later when another process holds the write lock. One
 * of them calling another (drizzle's all() reads through values()) is the same run: the inner call goes straight to
 * better-sqlite3, so it answers rows, never a promise, and a busy database is retried once, from the outside.
 */
function gateStatements(db: object, gate: Gate): void {
  const session = (db as unknown as { session: AnySession }).session
  const prepare = session.prepareQuery.bind(session)
  session.prepareQuery = ((...args: Parameters<typeof prepare>) => {
    const statement = prepare(...args) as unknown as Record<Method, (p?: unknown) => unknown>
    let running = false
    for (const method of METHODS) {
      const run = statement[method].bind(statement)
      const once = (placeholders?: unknown) => {
        running = true
        try {
          return run(placeholders)
        } finally {
          running = false
        }
      }
      statement[method] = (placeholders?: unknown) =>
        running ? run(placeholders) : retryWhenBusy(() => gate.run(() => once(placeholders)))
    }
    return statement
  }) as typeof session.prepareQuery
}
type Method = 'run' | 'all' | 'get' | 'values'
type AnySession = SQLiteSession<'sync', unknown, Record<string, unknown>, TablesRelationalConfig>
const METHODS: Method[] = ['run', 'all', 'get', 'values']

/** Opens (creating if needed) the SQLite file in WAL mode and brings it to the latest migration. */
export function openSqliteFile(path: string, migrationsFolder: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true })
  const sqlite = new Database(path)
  sqlite.pragma('journal_mode = WAL')
  // Migrations wait for another instance's migrations and first seed (seed-for-mode.ts START_WAIT_MS): at start, before the
  // process serves anything, SQLite's own wait does no harm.
  sqlite.pragma('busy_timeout = 60000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  migrateShared(sqlite, migrationsFolder)
  // Keeps the planner's statistics current on a long-lived connection (SQLite's advice for opening one): re-analyzes
  // only tables that changed much since their last ANALYZE, so it costs next to nothing on most starts.
  // analysis_limit bounds every ANALYZE (rows sampled per index), so even a large catalogue costs milliseconds.
  sqlite.pragma('analysis_limit = 1000')
  sqlite.pragma('optimize = 0x10002')
  // From here on a busy database is waited for with timers, not inside the statement (busy.ts). The migrations and the
  // ANALYZE above write before the process serves anything, with SQLite's own wait.
  sqlite.pragma('busy_timeout = 0')
  return openSqlite(sqlite)
}

/**
 * drizzle's migrator reads the last applied migration before its BEGIN, so two processes starting together (two
 * instances of a new release) both try to apply the same migrations and the later one fails ("table already exists").
 * Its migration fails only after the other process committed all of them, so a second read finds nothing to do.
 */
function migrateShared(sqlite: Database.Database, migrationsFolder: string): void {
  const db = drizzle(sqlite)
  try {
    migrate(db, { migrationsFolder })
  } catch (error) {
    try {
      migrate(db, { migrationsFolder })
    } catch {
      throw error
    }
  }
}

/**
 * Opens an existing SQLite file read-only and without migrating it, for checks that must write nothing (the live-mode
 * start check); null when there is no such file.
 */
export function openExistingSqliteReadOnly(path: string): Db | null {
  if (path === ':memory:' || !existsSync(path)) return null
  return openSqlite(new Database(path, { readonly: true, fileMustExist: true }))
}

/** An in-memory copy of an SQLite database brought to the latest migration; the file it came from is not changed. */
export function migratedSqliteCopy(client: Database.Database, migrationsFolder: string): Db {
  const copy = new Database(client.serialize())
  migrate(drizzle(copy), { migrationsFolder })
  return openSqlite(copy)
}
