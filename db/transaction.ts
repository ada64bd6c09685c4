import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './types.js'
import { isRetryableConflict } from './errors.js'
import { handleOf, registerHandle, type PgHandle, type SqliteHandle } from './handles.js'
import { retryWhenBusy } from './sqlite/busy.js'

export interface TransactionOptions {
  /**
   * PostgreSQL's isolation for this transaction (default READ COMMITTED). SERIALIZABLE is for read-then-write rules
   * that no unique key, row lock or single statement can hold (decision 038); PostgreSQL then aborts one of two
   * transactions that would contradict each other, and it runs again. SQLite transactions are serializable anyway.
   */
  isolation?: 'serializable'
  /**
   * Reads only, from one snapshot (a copy of the whole database): SQLite's deferred BEGIN, which takes no write lock;
   * PostgreSQL's REPEATABLE READ READ ONLY.
   */
  readOnly?: boolean
  /**
   * How long an SQLite transaction may wait for another process's write lock before the database counts as
   * unavailable (default 5 s, sqlite/busy.ts): longer for a start that waits for another instance's first seed.
   */
  waitMs?: number
}

/** Attempts of a transaction that PostgreSQL aborted for a serialization failure or a deadlock. */
const MAX_ATTEMPTS = 5

/**
 * Runs `fn` in a transaction and returns its result: committed when it resolves, rolled back when it throws. Inside,
 * every statement goes through `tx`, never through `db` (on SQLite `db` waits for the transaction to end; on
 * PostgreSQL it would run on another connection, outside it). Called with a `tx`, it nests as a savepoint. The body may
 * run more than once on PostgreSQL (a retried conflict), so it does nothing but database work: no mail, no payment
 * call, no file written (docs/architecture.md).
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const handle = handleOf(db)
  return handle.engine === 'sqlite' ? sqliteTransaction(handle, fn, options) : pgTransaction(db, handle, fn, options)
}

/**
 * SQLite: BEGIN IMMEDIATE takes the write lock at once (a deferred transaction that read before another process
 * committed would fail at its first write), and the connection's gate keeps every other statement of this process
 * out until COMMIT or ROLLBACK.
 */
async function sqliteTransaction<T>(
  handle: SqliteHandle,
  fn: (tx: Db) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const { client, state } = handle
  if (handle.isTx) {
    if (state.depth === 0) throw new Error('a transaction object was used after its transaction ended')
    const savepoint = `sp${state.depth}`
    client.exec(`SAVEPOINT ${savepoint}`)
    state.depth++
    try {
      const result = await fn(handle.tx)
      client.exec(`RELEASE ${savepoint}`)
      return result
    } catch (error) {
      if (client.inTransaction) client.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`)
      throw error
    } finally {
      state.depth--
    }
  }
  await beginHoldingGate(handle, options.readOnly ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE', options.waitMs)
  try {
    state.depth = 1
    try {
      const result = await fn(handle.tx)
      client.exec('COMMIT')
      return result
    } catch (error) {
      // A failed COMMIT or an I/O error may have ended the transaction already.
      if (client.inTransaction) client.exec('ROLLBACK')
      throw error
    }
  } finally {
    state.depth = 0
    handle.gate.release()
  }
}

/**
 * Takes the connection's gate and begins. When another process holds the write lock, the gate is given back while
 * this transaction waits on a timer (sqlite/busy.ts), so the process's reads go on meanwhile.
 */
async function beginHoldingGate(handle: SqliteHandle, begin: string, waitMs?: number): Promise<void> {
  await retryWhenBusy(async () => {
    await handle.gate.acquire()
    try {
      handle.client.exec(begin)
    } catch (error) {
      handle.gate.release()
      throw error
    }
  }, waitMs)
}

type PgTransactionConfig = {
  isolationLevel?: 'serializable' | 'repeatable read'
  accessMode?: 'read only'
}
type PgTransactional = {
  transaction<T>(fn: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T>
}

/**
 * PostgreSQL: drizzle's transaction on a connection of the pool (BEGIN ... COMMIT, ROLLBACK when `fn` throws;
 * a savepoint when nested). Transactions of different requests and instances run at once; what one must not see of
 * another is held by the rule of each (decision 038). A serialization failure or deadlock runs it again, a few times.
 */
async function pgTransaction<T>(
  db: Db,
  handle: PgHandle,
  fn: (tx: Db) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const run = (outer: Db, depth: number, config?: PgTransactionConfig) =>
    (outer as unknown as PgTransactional).transaction((tx) => {
      registerHandle(tx, { ...handle, depth })
      return fn(tx)
    }, config)
  if (handle.depth > 0) return run(db, handle.depth + 1)
  const config: PgTransactionConfig | undefined = options.readOnly
    ? { isolationLevel: 'repeatable read', accessMode: 'read only' }
    : options.isolation
      ? { isolationLevel: options.isolation }
      : undefined
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(handle.root, 1, config)
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error
      // Jittered backoff, so that the two transactions that met do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt))
    }
  }
}

/**
 * Makes the transaction of `tx` the only one holding `key` until it ends: for a rule that no unique key or row lock
 * can hold, such as "seed an empty database once" (decision 038). PostgreSQL: a transaction-level advisory lock, so
 * two instances wait for each other; SQLite: nothing to do, a transaction there already excludes every other writer.
 */
export async function lockForTransaction(
  tx: Db,
  key: string,
  opts: { waitAsLongAsItTakes?: boolean } = {},
): Promise<void> {
  const handle = handleOf(tx)
  if (handle.engine === 'sqlite') return
  if (handle.depth === 0) throw new Error('lockForTransaction needs the transaction object')
  const execute = (q: SQL) => (tx as unknown as { execute(q: SQL): Promise<unknown> }).execute(q)
  // For this transaction only (SET LOCAL): waiting for work as long as a first seed, not a request's few seconds.
  if (opts.waitAsLongAsItTakes) {
    await execute(sql`SET LOCAL lock_timeout = 0`)
    await execute(sql`SET LOCAL statement_timeout = 0`)
  }
  await execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
