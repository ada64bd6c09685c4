/**
 * What a database error means to the shop, on either engine. drizzle wraps a failed PostgreSQL statement in a
 * DrizzleQueryError whose `cause` is the driver's error, so every check walks the cause chain.
 */

function codes(error: unknown): string[] {
  const found: string[] = []
  for (let e = error as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') found.push(e.code)
    e = e.cause as typeof e
  }
  return found
}

function messages(error: unknown): string {
  const found: string[] = []
  for (let e = error as { message?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; depth++) {
    if (typeof e.message === 'string') found.push(e.message)
    e = e.cause as typeof e
  }
  return found.join('\n')
}

/** A unique key or primary key already holds the value (SQLite's constraint codes, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return codes(error).some(
    (c) => c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  )
}

/** PostgreSQL gave up a transaction so that others stay correct (serialization failure, deadlock): run it again. */
export function isRetryableConflict(error: unknown): boolean {
  return codes(error).some((c) => c === '40001' || c === '40P01')
}

const UNAVAILABLE_CODES = new Set([
  'DB_UNAVAILABLE',
  // the network and the server process
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  // PostgreSQL: connection exceptions (class 08), shutdown and start-up, too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // database being dropped or not accepting connections
  '55000',
  '3D000',
  // a statement over DATABASE_STATEMENT_TIMEOUT_MS, or a lock not granted in time
  '57014',
  '55P03',
  // SQLite: another process held the write lock for the whole busy timeout
  'SQLITE_BUSY',
])

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Query read timeout|Cannot use a pool after calling end/i

/**
 * The database cannot answer now (down, restarting, a network cut, a statement or lock wait over its timeout):
 * requests answer 503 with Retry-After, /readyz reports it, and the pool connects again when it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return codes(error).some((c) => UNAVAILABLE_CODES.has(c)) || UNAVAILABLE_MESSAGES.test(messages(error))
}
