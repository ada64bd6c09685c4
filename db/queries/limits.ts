import { inArray, lte } from 'drizzle-orm'
import type { Db } from '../client.js'
import { rateLimits } from '../schema/index.js'

/**
 * Rate-limit rows (decision 025). A check reads the rows it needs and writes the new state inside one IMMEDIATE
 * transaction (`lockedLimits`), so two processes counting the same key take turns instead of both seeing the old
 * count. On PostgreSQL the same shape is SELECT ... FOR UPDATE in a transaction.
 */

export type LimitRow = typeof rateLimits.$inferSelect

/** Runs `fn` holding SQLite's write lock (BEGIN IMMEDIATE); nested in a transaction already open, a savepoint. */
export function lockedLimits<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate()
}

export function readLimits(db: Db, keys: readonly string[]): Map<string, LimitRow> {
  if (keys.length === 0) return new Map()
  const rows = db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]))
    .all()
  return new Map(rows.map((r) => [r.key, r]))
}

export function saveLimit(db: Db, row: LimitRow): void {
  db.insert(rateLimits)
    .values(row)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { value: row.value, at: row.at, nextAt: row.nextAt, expiresAt: row.expiresAt },
    })
    .run()
}

export function deleteLimit(db: Db, key: string): void {
  db.delete(rateLimits)
    .where(inArray(rateLimits.key, [key]))
    .run()
}

/** Forgets rows that say no more than a missing row would (full buckets, stale attempt counters). */
export function pruneLimits(db: Db, now: number): number {
  return db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)).run().changes
}
