import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import type * as schema from './schema/index.js'

/**
 * The shop's database (decision 038): asynchronous on both engines. SQLite through drizzle's better-sqlite3 driver
 * (db/sqlite), PostgreSQL through drizzle's node-postgres driver and a pool (db/postgres). Queries are written once,
 * against the tables of tablesOf(db): db/schema's on SQLite, the PostgreSQL tables derived from them on PostgreSQL,
 * so each engine's own dialect writes the SQL.
 *
 * The type is drizzle's asynchronous SQLite database (the API both engines share for select, insert, update, delete
 * and returning), without what one engine lacks: transactions go through transaction() of db/transaction.ts, raw
 * statements through db/rows.ts, and a query builder is awaited, never run with .all(), .get(), .run() or .values()
 * (the lint rule of eslint.config.js), which PostgreSQL's builders do not have.
 */
export type Db = Omit<AsyncSqliteDb, 'transaction' | 'run' | 'all' | 'get' | 'values' | 'batch' | '$client'>
type AsyncSqliteDb = BaseSQLiteDatabase<'async', DbRunResult, typeof schema>

/** What an INSERT, UPDATE or DELETE without RETURNING answers: better-sqlite3's `changes`, pg's `rowCount`. */
export interface DbRunResult {
  changes?: number
  rowCount?: number | null
}

/** The tables of db/schema, under their names. */
export type Tables = typeof schema
export type Engine = 'sqlite' | 'postgres'

/** PostgreSQL pool settings (db/postgres/pg-pool.ts; server/env.ts reads them from the environment). */
export interface PgSettings {
  /** Connections per instance (DATABASE_POOL_SIZE). */
  poolSize: number
  /** Giving up on opening a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number
  /** The server cancels a statement, or a wait for a lock, after this long (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number
}
