import { tablesOf } from '../client.js'
import { and, inArray, lte, sql } from 'drizzle-orm'
import { immediateTransaction, type Db } from '../client.js'
import type { rateLimits, storageUsage } from '../schema/index.js'

/**
 * Rate-limit rows (decision 025). A check reads the rows it needs and writes the new state inside one IMMEDIATE
 * transaction (`lockedLimits`), so two processes counting the same key take turns instead of both seeing the old
 * count. On PostgreSQL the same shape is SELECT ... FOR UPDATE in a transaction.
 */

export type LimitRow = typeof rateLimits.$inferSelect

/** Runs `fn` holding SQLite's write lock (BEGIN IMMEDIATE); nested in a transaction already open, a savepoint. */
export function lockedLimits<T>(db: Db, fn: () => T): T {
  return immediateTransaction(db, fn)
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
  return (await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now))).changes
}

/**
 * Storage quota (decision 025): adds `bytes` to every key's total, or to none when one of them would pass `cap`.
 * Read and written under SQLite's write lock, so two uploads from one address cannot both fit into the last room.
 */
export async function reserveStorage(db: Db, keys: readonly string[], bytes: number, cap: number): Promise<boolean> {
  const { storageUsage } = tablesOf(db)
  if (keys.length === 0) return true
  return lockedLimits(db, async () => {
    const rows = await db
      .select()
      .from(storageUsage)
      .where(inArray(storageUsage.key, [...keys]))
    const used = new Map(rows.map((r) => [r.key, r.bytes]))
    if (keys.some((k) => (used.get(k) ?? 0) + bytes > cap)) return false
    for (const key of keys)
      await db
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
  await lockedLimits(db, async () => {
    await db
      .update(storageUsage)
      // CASE rather than SQLite's two-argument max(), which PostgreSQL spells greatest(): the same SQL on both engines.
      .set({
        bytes: sql`case when ${storageUsage.bytes} > cast(${bytes} as bigint) then ${storageUsage.bytes} - cast(${bytes} as bigint) else 0 end`,
      })
      .where(inArray(storageUsage.key, [...keys]))
    await db.delete(storageUsage).where(and(inArray(storageUsage.key, [...keys]), lte(storageUsage.bytes, 0)))
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
