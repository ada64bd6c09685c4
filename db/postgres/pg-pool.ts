import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Db, PgSettings } from '../types.js'

export type { PgSettings } from '../types.js'
import { registerHandle } from '../handles.js'
import { isDatabaseUnavailable } from '../errors.js'
import { pgTables } from './pg-schema.js'

/**
 * PostgreSQL through drizzle's node-postgres driver and a pool of connections (decision 038): statements of different
 * requests run at once on different connections, and a transaction has a connection of its own until it ends.
 */

export const DEFAULT_PG_SETTINGS: PgSettings = { poolSize: 10, connectTimeoutMs: 3_000, statementTimeoutMs: 8_000 }

// Values come back in the shapes the shop computes with on both engines: int8 (count(*), bigint ids and millisecond
// timestamps, all below 2^53) and numeric (sum() of bigints) as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, Number)
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number)

/** Statements named per connection at most; lists of ids make variants of a statement, hence a cap. */
const NAMED_MAX = 500
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i

type QueryConfig = { text: string; name?: string; submit?: unknown }

/**
 * A connection that prepares the statements it runs twice: planning the shop's key joins costs PostgreSQL more than
 * running them (12 ms against 0.8 ms for a design list, decision 029), and a named statement is planned once per
 * connection. The first run of a text stays unnamed, so one-off statements leave nothing behind on the server.
 */
export class ShopPgClient extends pg.Client {
  private readonly named = new Map<string, string>()
  private readonly seenOnce = new Set<string>()

  constructor(config?: pg.ClientConfig) {
    super(config)
    // A connection that breaks while checked out reports here; the query in flight fails with it, and the pool drops
    // the connection when it is released. Without a listener the process would stop on an unhandled 'error'.
    this.on('error', () => {})
  }

  override query(...args: unknown[]): never {
    const [config] = args
    if (config !== null && typeof config === 'object' && !('submit' in config)) {
      const c = config as QueryConfig
      if (c.name === undefined && typeof c.text === 'string') {
        const name = this.statementName(c.text)
        if (name) args[0] = { ...c, name }
      }
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args)
    if (result instanceof Promise) return result.catch((error) => this.failed(error)) as never
    return result as never
  }

  private statementName(text: string): string | undefined {
    const known = this.named.get(text)
    if (known !== undefined) return known
    if (this.named.size >= NAMED_MAX || !NAMEABLE.test(text)) return undefined
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= 10_000) this.seenOnce.clear()
      this.seenOnce.add(text)
      return undefined
    }
    const name = `shop_${this.named.size + 1}`
    this.named.set(text, name)
    return name
  }

  /**
   * A connection that lost its server, or whose answer did not come in time, is closed: the pool then drops it
   * instead of handing it to the next request with a statement possibly still running on it.
   */
  private failed(error: unknown): never {
    if (isDatabaseUnavailable(error) && !isStatementTimeout(error)) {
      ;(this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
    }
    throw error
  }
}

function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014'
}

/**
 * pg's Pool, except that a statement that fails gives its connection back to the pool instead of closing it: a unique
 * key violation is an answer the shop relies on (idempotency keys), not a broken connection. pg-pool closes the
 * connection of every failed pool.query(); only a lost connection should be.
 */
export class ShopPool extends pg.Pool {
  override query(...args: unknown[]): never {
    if (typeof args[args.length - 1] === 'function') return (super.query as (...a: unknown[]) => never)(...args)
    return this.queryOnce(args) as never
  }

  private async queryOnce(args: unknown[]): Promise<unknown> {
    const client = await this.connect()
    let lost: Error | undefined
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args)
    } catch (error) {
      if (isDatabaseUnavailable(error) && !isStatementTimeout(error)) lost = error as Error
      throw error
    } finally {
      client.release(lost)
    }
  }
}

function createPool(url: string, settings: PgSettings): ShopPool {
  const pool = new ShopPool({
    connectionString: url,
    Client: ShopPgClient,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // Idle connections close after a while; a restarted server is connected to again on the next statement.
    idleTimeoutMillis: 30_000,
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.statementTimeoutMs,
    // A server that does not answer at all (a network cut): the client gives up a little after the server would have.
    query_timeout: settings.statementTimeoutMs + 2_000,
    // A transaction left open by a stuck process gives its row locks back.
    idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
    keepAlive: true,
    application_name: 'photo-storefront',
    // Named statements are planned once, for any parameters: the shop's statements are small joins along keys.
    options: '-c plan_cache_mode=force_generic_plan',
  } as pg.PoolConfig)
  // A connection lost while idle in the pool: the pool drops it, and the next statement opens another.
  pool.on('error', () => {})
  return pool
}

/** Held while migrating, so one instance of several starting together runs the migrations. */
const MIGRATION_LOCK = 7_212_030

/**
 * Connects to PostgreSQL (failing at once when it cannot), optionally brings it to the latest migration under an
 * advisory lock, and returns the shop's Db over the pool.
 */
export async function openPostgresPool(
  url: string,
  settings: PgSettings,
  migrationsFolder: string | null,
): Promise<Db> {
  const pool = createPool(url, settings)
  try {
    const client = await pool.connect()
    try {
      if (migrationsFolder) await migrateLocked(client, migrationsFolder)
    } finally {
      // The migration connection had its timeouts lifted: it does not go back to the pool.
      client.release(migrationsFolder ? true : undefined)
    }
  } catch (error) {
    await pool.end().catch(() => {})
    // One line that says what is wrong (start-up and `db copy` print it with the redacted URL before it).
    if (isDatabaseUnavailable(error))
      throw Object.assign(new Error(`database unavailable: ${(error as Error).message}`, { cause: error }), {
        code: 'DB_UNAVAILABLE',
      })
    throw error
  }
  const db = drizzle({ client: pool, schema: pgTables }) as unknown as Db
  registerHandle(db, { engine: 'postgres', pool, settings, root: db, depth: 0 })
  return db
}

/**
 * Migrations may take longer than a statement of a request, and an instance starting beside a migrating one waits
 * for it: this connection has no statement or lock timeout.
 */
async function migrateLocked(client: pg.PoolClient, migrationsFolder: string): Promise<void> {
  await client.query('SET statement_timeout = 0; SET lock_timeout = 0')
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
  try {
    await migrate(drizzle({ client }), { migrationsFolder })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
  }
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
