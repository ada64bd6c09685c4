import { join } from 'node:path'
import { createSyncFn } from 'synckit'
import { projectRoot } from '../../server/project-root.js'

/**
 * PostgreSQL behind the synchronous interface the shop's queries were written for (decision 029). The object answers
 * the few better-sqlite3 calls drizzle's better-sqlite3 session and the query modules make (`prepare` with
 * run/all/get/raw/pluck, `exec`, `transaction`, `close`); each call is one request to a worker thread holding the `pg`
 * connection, and this thread waits for its answer. Transactions therefore stay synchronous callbacks: nothing else
 * of this process runs between their statements, and an exception rolls them back, as on SQLite.
 */

export interface PgSettings {
  connectTimeoutMs: number
  /** The client gives up on a statement after this long (the database is then treated as unreachable). */
  queryTimeoutMs: number
  /** The server cancels a statement (and a lock wait) after this long. */
  statementTimeoutMs: number
}

export const DEFAULT_PG_SETTINGS: PgSettings = {
  connectTimeoutMs: 3_000,
  queryTimeoutMs: 10_000,
  statementTimeoutMs: 8_000,
}

type Reply = { ok: unknown } | { error: { message: string; code?: string; detail?: string; constraint?: string } }
type WorkerCall = (op: string, id: number, a?: unknown, b?: unknown, c?: unknown) => Reply

let call: WorkerCall | null = null
function worker(): WorkerCall {
  // One worker per process, shared by every connection (each has its own id and `pg` client inside it). The timeout
  // only catches a worker that stopped answering; statement and connect timeouts are enforced by `pg` itself.
  call ??= createSyncFn(join(projectRoot(), 'db/postgres/pg-worker.mjs'), { timeout: 60_000 }) as WorkerCall
  return call
}

/** PostgreSQL's error codes under the SQLite names the shop's code checks (unique keys, foreign keys...). */
const SQLITE_CODES: Record<string, string> = {
  '23505': 'SQLITE_CONSTRAINT_UNIQUE',
  '23503': 'SQLITE_CONSTRAINT_FOREIGNKEY',
  '23502': 'SQLITE_CONSTRAINT_NOTNULL',
  '23514': 'SQLITE_CONSTRAINT_CHECK',
}

/** The database cannot be reached (down, restarting, network): requests answer 503, /readyz reports it. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE'
}

export class PgQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly pgCode: string | undefined,
    readonly detail: string | undefined,
  ) {
    super(message)
  }
}

let nextId = 1

/**
 * Whether a database handle is this bridge. By its `engine` field rather than instanceof: the page hooks of the
 * production build carry their own copy of this module, and tests hand them a handle made by the sources.
 */
export function isPgClient(client: unknown): client is PgSyncClient {
  return (client as { engine?: unknown } | null)?.engine === 'postgres'
}

export class PgSyncClient {
  readonly engine = 'postgres' as const
  private readonly id = nextId++
  private depth = 0
  private closed = false

  constructor(url: string, settings: PgSettings = DEFAULT_PG_SETTINGS) {
    this.request('open', url, settings)
  }

  /** One request to the worker; a failure comes back as an exception of this thread. */
  request(op: string, a?: unknown, b?: unknown, c?: unknown): unknown {
    if (this.closed && op !== 'close') throw new Error('the database connection is closed')
    const reply = worker()(op, this.id, a, b, c)
    if ('ok' in reply) return reply.ok
    const { message, code, detail } = reply.error
    if (code === 'DB_UNAVAILABLE') throw new DatabaseUnavailableError(`database unavailable: ${message}`)
    const primaryKey = code === '23505' && reply.error.constraint?.endsWith('_pkey')
    throw new PgQueryError(
      message,
      primaryKey ? 'SQLITE_CONSTRAINT_PRIMARYKEY' : (SQLITE_CODES[code ?? ''] ?? code),
      code,
      detail,
    )
  }

  prepare(sqlText: string): PgStatement {
    return new PgStatement(this, toPgPlaceholders(sqlText), 'objects')
  }

  exec(sqlText: string): this {
    this.request('exec', sqlText)
    return this
  }

  get inTransaction(): boolean {
    return this.depth > 0
  }

  /**
   * better-sqlite3's transaction(): a function running `fn` in BEGIN/COMMIT (savepoints when nested), rolled back when
   * it throws. Every outermost transaction takes one advisory lock, so transactions of all instances run one at a
   * time, as SQLite's writers do (decision 029).
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R) {
    const run = (...args: A): R => {
      const depth = this.depth
      const savepoint = `sqlite_tx_${depth}`
      if (depth === 0) this.request('begin')
      else this.request('exec', `SAVEPOINT ${savepoint}`)
      this.depth++
      try {
        const result = fn(...args)
        if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise')
        this.depth--
        if (depth === 0) this.request('commit')
        else this.request('exec', `RELEASE SAVEPOINT ${savepoint}`)
        return result
      } catch (error) {
        if (this.depth > depth) this.depth = depth
        try {
          if (depth === 0) this.request('rollback')
          else this.request('exec', `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`)
        } catch {
          // The connection is gone; PostgreSQL has rolled the transaction back with it.
        }
        throw error
      }
    }
    return Object.assign(run, { deferred: run, immediate: run, exclusive: run })
  }

  pragma(): never {
    throw new Error('pragma() is SQLite only')
  }

  close(): void {
    if (this.closed) return
    this.request('close')
    this.closed = true
  }
}

type Mode = 'objects' | 'arrays' | 'pluck'

export class PgStatement {
  constructor(
    private readonly client: PgSyncClient,
    private readonly text: string,
    private readonly mode: Mode,
  ) {}

  raw(on = true): PgStatement {
    return new PgStatement(this.client, this.text, on ? 'arrays' : 'objects')
  }

  pluck(on = true): PgStatement {
    return new PgStatement(this.client, this.text, on ? 'pluck' : 'objects')
  }

  run(...params: unknown[]): { changes: number; lastInsertRowid: number } {
    const result = this.client.request('query', this.text, pgValues(params), 'run') as { changes: number }
    return { changes: result.changes, lastInsertRowid: 0 }
  }

  all(...params: unknown[]): unknown[] {
    const rows = this.client.request('query', this.text, pgValues(params), this.mode === 'objects' ? 'rows' : 'arrays')
    return this.mode === 'pluck' ? (rows as unknown[][]).map((r) => r[0]) : (rows as unknown[])
  }

  get(...params: unknown[]): unknown {
    return this.all(...params)[0]
  }

  iterate(...params: unknown[]): IterableIterator<unknown> {
    return this.all(...params)[Symbol.iterator]()
  }
}

function pgValues(params: unknown[]): unknown[] {
  return params.map((v) => (v === undefined ? null : typeof v === 'bigint' ? v.toString() : v))
}

const translated = new Map<string, string>()

/**
 * drizzle's SQLite dialect writes `?` placeholders; PostgreSQL numbers them. Quoted strings and identifiers are left
 * alone. Cached: the shop runs a bounded set of statements.
 */
export function toPgPlaceholders(sqlText: string): string {
  const known = translated.get(sqlText)
  if (known !== undefined) return known
  let out = ''
  let n = 0
  let quote: string | null = null
  for (const ch of sqlText) {
    if (quote) {
      if (ch === quote) quote = null
    } else if (ch === "'" || ch === '"') quote = ch
    else if (ch === '?') {
      out += `$${++n}`
      continue
    }
    out += ch
  }
  // SQLite accepts table-qualified columns in an ON CONFLICT target (drizzle writes them); PostgreSQL wants bare names.
  out = out.replace(
    /on conflict \(([^)]*)\)/g,
    (_, target: string) => `on conflict (${target.replace(/"[^"]+"\./g, '')})`,
  )
  if (translated.size > 5_000) translated.clear()
  translated.set(sqlText, out)
  return out
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@')
  }
}
