// The PostgreSQL side of the synchronous bridge (decision 029): a worker thread that owns the `pg` connections and
// answers one request at a time while the main thread waits (synckit, Atomics.wait). Plain JavaScript so the same file
// runs from the sources, under vitest and next to the compiled server without a build step of its own.
import { runAsWorker } from 'synckit'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'

// Values come back as SQLite returns them, so the shared query code sees one shape: int8 (count(*), sum, bigint ids
// and millisecond timestamps) and numeric as numbers, booleans of expressions as 0/1.
pg.types.setTypeParser(20, (v) => Number(v))
pg.types.setTypeParser(1700, (v) => Number(v))
pg.types.setTypeParser(16, (v) => (v === 't' ? 1 : 0))

/** Serialises all transactions of the shop, across instances (decision 029: SQLite's one-writer rule, kept). */
const TRANSACTION_LOCK = 7_212_029
/** Held while migrating, so one instance of several starting together runs the migrations. */
const MIGRATION_LOCK = 7_212_030

/** @type {Map<number, { url: string, client: pg.Client | null, settings: Record<string, number>, tx: boolean }>} */
const connections = new Map()

const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '08004',
  // database not accepting connections (being dropped or closed by an operator), too many connections
  '55000',
  '53300',
])

function failure(error, connection) {
  const e = /** @type {any} */ (error)
  const message = String(e?.message ?? e)
  const lost =
    UNAVAILABLE.has(e?.code) ||
    /Connection terminated|connection timeout|Client has encountered a connection error|not queryable|Query read timeout/i.test(
      message,
    )
  if (lost && connection) {
    connection.client?.end().catch(() => {})
    connection.client = null
  }
  return {
    error: {
      message,
      code: lost ? 'DB_UNAVAILABLE' : e?.code,
      detail: e?.detail,
      constraint: e?.constraint,
      table: e?.table,
    },
  }
}

async function connected(id) {
  const connection = connections.get(id)
  if (!connection) throw Object.assign(new Error(`database connection ${id} is closed`), { code: 'DB_CLOSED' })
  if (connection.client) return connection
  // A transaction whose connection died is lost: its statements must fail until the main thread rolls back, never
  // run on a fresh connection outside the transaction.
  if (connection.tx)
    throw Object.assign(new Error('the database connection was lost in a transaction'), { code: 'DB_UNAVAILABLE' })
  const client = new pg.Client({
    connectionString: connection.url,
    connectionTimeoutMillis: connection.settings.connectTimeoutMs,
    query_timeout: connection.settings.queryTimeoutMs,
    statement_timeout: connection.settings.statementTimeoutMs,
    lock_timeout: connection.settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: connection.settings.queryTimeoutMs * 2,
    keepAlive: true,
    application_name: 'photo-storefront',
  })
  // A connection that dies between requests reports here; the next request connects again.
  client.on('error', () => {
    if (connection.client === client) connection.client = null
  })
  await client.connect()
  // Prepared statements (statementName) are planned once, for any parameters: the shop's statements are small joins
  // along keys, where a generic plan is as good as one per call and planning cost more than running.
  await client.query('SET plan_cache_mode = force_generic_plan')
  connection.client = client
  return connection
}

/**
 * Planning a statement cost PostgreSQL more than running it (12 ms against 0.8 ms for a design list): a statement seen
 * twice on a connection becomes a named prepared statement, planned once (PostgreSQL switches to a generic plan when
 * it is as good). The shop runs a bounded set of statements; lists of ids make variants, hence the cap.
 */
const PREPARED_MAX = 500

function statementName(connection, text) {
  // Prepared statements belong to one server connection: a new connection starts over.
  if (connection.preparedFor !== connection.client) {
    connection.preparedFor = connection.client
    connection.named = new Map()
    connection.seenOnce = new Set()
  }
  const name = connection.named.get(text)
  if (name !== undefined) return name
  if (connection.named.size >= PREPARED_MAX) return undefined
  if (!connection.seenOnce.has(text)) {
    if (connection.seenOnce.size >= 10_000) connection.seenOnce.clear()
    connection.seenOnce.add(text)
    return undefined
  }
  const fresh = `shop_${connection.named.size + 1}`
  connection.named.set(text, fresh)
  return fresh
}

async function handle(op, id, a, b, c) {
  switch (op) {
    case 'open': {
      connections.set(id, { url: a, client: null, settings: b, tx: false })
      await connected(id)
      return null
    }
    case 'close': {
      const connection = connections.get(id)
      connections.delete(id)
      await connection?.client?.end().catch(() => {})
      return null
    }
    case 'query': {
      const connection = await connected(id)
      const result = await connection.client.query({
        name: statementName(connection, a),
        text: a,
        values: b,
        rowMode: c === 'arrays' ? 'array' : undefined,
      })
      if (c === 'run') return { changes: result.rowCount ?? 0 }
      return result.rows
    }
    case 'exec': {
      const { client } = await connected(id)
      await client.query(a)
      return null
    }
    case 'begin': {
      const connection = await connected(id)
      connection.tx = true
      await connection.client.query(`BEGIN; SELECT pg_advisory_xact_lock(${TRANSACTION_LOCK})`)
      return null
    }
    case 'commit':
    case 'rollback': {
      const connection = connections.get(id)
      if (!connection) return null
      const client = connection.client
      if (!client) {
        connection.tx = false
        if (op === 'commit')
          throw Object.assign(new Error('the database connection was lost in a transaction'), {
            code: 'DB_UNAVAILABLE',
          })
        return null
      }
      try {
        await client.query(op === 'commit' ? 'COMMIT' : 'ROLLBACK')
      } finally {
        connection.tx = false
      }
      return null
    }
    case 'migrate': {
      const { client } = await connected(id)
      await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`)
      try {
        await migrate(drizzle(client), { migrationsFolder: a })
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => {})
      }
      return null
    }
    default:
      throw new Error(`unknown database request ${op}`)
  }
}

runAsWorker(async (op, id, a, b, c) => {
  try {
    return { ok: await handle(op, id, a, b, c) }
  } catch (error) {
    return failure(error, connections.get(id))
  }
})
