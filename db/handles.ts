import type Database from 'better-sqlite3'
import type pg from 'pg'
import type { Db, PgSettings } from './types.js'
import type { Gate } from './sqlite/gate.js'

/** What db/ knows of a database object beyond drizzle's API: its engine, connection, and whether it is a transaction. */
export type DbHandle = SqliteHandle | PgHandle

export interface SqliteHandle {
  engine: 'sqlite'
  client: Database.Database
  /** Held by the open transaction of this connection (sqlite/gate.ts). */
  gate: Gate
  /** Statements outside any transaction: through the gate. */
  root: Db
  /** The transaction's own object on the same connection: not gated (it holds the gate). */
  tx: Db
  /** Whether this object is `tx`. */
  isTx: boolean
  /** Shared by `root` and `tx`: 0 outside a transaction, 1 inside one, more inside its savepoints. */
  state: { depth: number }
}

export interface PgHandle {
  engine: 'postgres'
  pool: pg.Pool
  settings: PgSettings
  root: Db
  /** 0 for the pool; 1 for a transaction on one pooled connection, more for its savepoints. */
  depth: number
}

// One registry per process, not per copy of this module: the page hooks of the production build carry their own copy
// of db/, and tests hand them a database opened by the sources.
const REGISTRY = Symbol.for('photo-storefront.db-handles')
const handles = ((globalThis as { [REGISTRY]?: WeakMap<object, DbHandle> })[REGISTRY] ??= new WeakMap())

export function registerHandle(db: Db, handle: DbHandle): void {
  handles.set(db, handle)
}

export function handleOf(db: Db): DbHandle {
  const handle = handles.get(db)
  if (!handle) throw new Error('not a database opened by db/client.ts')
  return handle
}
