import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { eq, lt } from 'drizzle-orm'
import type { Db } from '../client.js'

export async function findShopSession(db: Db, id: string) {
  const { shopSessions } = tablesOf(db)
  return (await db.select().from(shopSessions).where(eq(shopSessions.id, id)))[0]
}

export async function upsertShopSession(
  db: Db,
  row: { id: string; createdAt: number; updatedAt: number; data: unknown },
): Promise<void> {
  const { shopSessions } = tablesOf(db)
  await db
    .insert(shopSessions)
    .values(row)
    .onConflictDoUpdate({ target: shopSessions.id, set: { data: row.data, updatedAt: row.updatedAt } })
}

export async function deleteShopSessionsIdleSince(db: Db, before: number): Promise<number> {
  const { shopSessions } = tablesOf(db)
  return rowsChanged(await db.delete(shopSessions).where(lt(shopSessions.updatedAt, before)))
}
