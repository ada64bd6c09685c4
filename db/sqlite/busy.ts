/**
 * Another process (a second instance on the same file, an ops CLI) may hold SQLite's write lock. Waiting for it with
 * SQLite's busy_timeout would sleep inside the statement and stop this process's event loop (every other request, and
 * the health checks, with it), so the connection has no busy timeout (open-sqlite.ts) and a statement refused with
 * SQLITE_BUSY runs again after a short timer, for up to BUSY_WAIT_MS in all: then the database counts as unavailable
 * (db/errors.ts), as after the old busy timeout.
 */
export const BUSY_WAIT_MS = 5_000

export function isBusy(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY')
}

/** Runs `fn` (synchronous or not) now; when SQLite answers busy, again later without blocking, for up to `waitMs`. */
export function retryWhenBusy<T>(fn: () => T | Promise<T>, waitMs = BUSY_WAIT_MS): T | Promise<T> {
  try {
    const result = fn()
    return result instanceof Promise ? result.catch((error: unknown) => retryLater(fn, error, waitMs)) : result
  } catch (error) {
    return retryLater(fn, error, waitMs)
  }
}

async function retryLater<T>(fn: () => T | Promise<T>, error: unknown, waitMs: number): Promise<T> {
  let waited = 0
  for (let attempt = 1; ; attempt++) {
    if (!isBusy(error) || waited >= waitMs) throw error
    const delay = Math.min(2 ** attempt, 50)
    await new Promise((resolve) => setTimeout(resolve, delay))
    waited += delay
    try {
      return await fn()
    } catch (next) {
      error = next
    }
  }
}
