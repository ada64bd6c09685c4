import type { SQL } from 'drizzle-orm'
import type { Db, DbRunResult } from './types.js'
import { handleOf } from './handles.js'

/** The first row of a query, or undefined: what better-sqlite3's .get() answered, on both engines. */
export async function first<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0]
}

/** Rows an INSERT, UPDATE or DELETE without RETURNING touched, on either engine. */
export function rowsChanged(result: DbRunResult): number {
  return result.changes ?? result.rowCount ?? 0
}

/**
 * The rows of a raw SQL statement (objects keyed by the column names it selects). The statement must be valid on the
 * engine of `db`: callers keep one form per engine where SQL differs (engineOf).
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (handleOf(db).engine === 'postgres') {
    const result = await (db as unknown as { execute(q: SQL): Promise<{ rows: T[] }> }).execute(query)
    return result.rows
  }
  return (db as unknown as { all(q: SQL): Promise<T[]> | T[] }).all(query)
}

/** Runs a raw SQL statement that returns nothing the caller needs (DDL, maintenance). */
export async function rawRun(db: Db, query: SQL): Promise<void> {
  if (handleOf(db).engine === 'postgres') await (db as unknown as { execute(q: SQL): Promise<unknown> }).execute(query)
  else await (db as unknown as { run(q: SQL): unknown }).run(query)
}

/**
 * `query` with its rows locked until the transaction ends (PostgreSQL's SELECT ... FOR UPDATE): another transaction
 * that locks, updates or deletes one of them waits for this one (decision 038). SQLite needs nothing: a transaction
 * there holds the write lock of the whole database from its BEGIN.
 */
export function forUpdate<Q>(db: Db, query: Q): Q {
  if (handleOf(db).engine !== 'postgres') return query
  return (query as unknown as { for(strength: 'update'): Q }).for('update')
}
