import { rowsChanged } from '../rows.js'
import { and, inArray, lte, sql } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import { lockForTransaction, transaction } from '../transaction.js'
import type { rateLimits } from '../schema/index.js'

/**
 * Rate-limit rows (decisions 025, 038). A check reads the rows it needs and writes the new state inside one
 * transaction that holds its keys (`lockedLimits`), so two requests counting the same key take turns instead of both
 * seeing the old count, across instances too: a row lock could not hold a key that has no row yet.
 */

export type LimitRow = typeof rateLimits.$inferSelect

/**
 * Runs `fn` in a transaction that holds `keys` until it ends (db/transaction.ts lockForTransaction: an advisory lock
 * per key on PostgreSQL, taken in one order so two checks of overlapping keys cannot deadlock; SQLite's write lock).
 * `fn` reads and writes through `tx` only.
 */
export async function lockedLimits<T>(db: Db, keys: readonly string[], fn: (tx: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    for (const key of [...new Set(keys)].sort()) await lockForTransaction(tx, `limit:${key}`)
    return fn(tx)
  })
}

export async function readLimits(db: Db, keys: readonly string[]): Promise<Map<string, LimitRow>> {
  const { rateLimits } = tablesOf(db)
  if (keys.length === 0) return new Map()
  const rows = await db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]))
  return new Map(rows.map((r) => [r.key, r]))
}

export async function saveLimit(db: Db, row: LimitRow): Promise<void> {
  const { rateLimits } = tablesOf(db)
  await db
    .insert(rateLimits)
    .values(row)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { value: row.value, at: row.at, nextAt: row.nextAt, expiresAt: row.expiresAt },
    })
}

export async function deleteLimit(db: Db, key: string): Promise<void> {
  const { rateLimits } = tablesOf(db)
  await db.delete(rateLimits).where(inArray(rateLimits.key, [key]))
}

/** Forgets rows that say no more than a missing row would (full buckets, stale attempt counters). */
export async function pruneLimits(db: Db, now: number): Promise<number> {
  const { rateLimits } = tablesOf(db)
  return rowsChanged(await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)))
}

/**
 * Storage quota (decision 025): adds `bytes` to every key's total, or to none when one of them would pass `cap`.
 * Read and written holding the keys (lockedLimits), so two uploads from one address cannot both fit into the last room.
 */
export async function reserveStorage(db: Db, keys: readonly string[], bytes: number, cap: number): Promise<boolean> {
  const { storageUsage } = tablesOf(db)
  if (keys.length === 0) return true
  return lockedLimits(db, keys, async (tx) => {
    const rows = await tx
      .select()
      .from(storageUsage)
      .where(inArray(storageUsage.key, [...keys]))
    const used = new Map(rows.map((r) => [r.key, r.bytes]))
    if (keys.some((k) => (used.get(k) ?? 0) + bytes > cap)) return false
    for (const key of keys)
      await tx
        .insert(storageUsage)
        .values({ key, bytes })
        .onConflictDoUpdate({ target: storageUsage.key, set: { bytes: sql`${storageUsage.bytes} + ${bytes}` } })
    return true
  })
}

/** Gives reserved bytes back (the file was refused after all); a key back at zero loses its row. */
export async function releaseStorage(db: Db, keys: readonly string[], bytes: number): Promise<void> {
  const { storageUsage } = tablesOf(db)
  if (keys.length === 0) return
  await lockedLimits(db, keys, async (tx) => {
    await tx
      .update(storageUsage)
      // CASE rather than SQLite's two-argument max(), which PostgreSQL spells greatest(): the same SQL on both engines.
      .set({
        bytes: sql`case when ${storageUsage.bytes} > cast(${bytes} as bigint) then ${storageUsage.bytes} - cast(${bytes} as bigint) else 0 end`,
      })
      .where(inArray(storageUsage.key, [...keys]))
    await tx.delete(storageUsage).where(and(inArray(storageUsage.key, [...keys]), lte(storageUsage.bytes, 0)))
  })
}

export async function storageUsed(db: Db, key: string): Promise<number> {
  const { storageUsage } = tablesOf(db)
  return (
    (
      await db
        .select()
        .from(storageUsage)
        .where(inArray(storageUsage.key, [key]))
    )[0]?.bytes ?? 0
  )
}
