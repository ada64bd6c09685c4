import { eq, lt } from 'drizzle-orm'
import type { Db } from '../client.js'
import { shopSessions } from '../schema/index.js'

export function findShopSession(db: Db, id: string) {
  return db.select().from(shopSessions).where(eq(shopSessions.id, id)).get()
}

export function upsertShopSession(
  db: Db,
  row: { id: string; createdAt: number; updatedAt: number; data: unknown },
): void {
  db.insert(shopSessions)
    .values(row)
    .onConflictDoUpdate({ target: shopSessions.id, set: { data: row.data, updatedAt: row.updatedAt } })
    .run()
}

export function deleteShopSessionsIdleSince(db: Db, before: number): number {
  return db.delete(shopSessions).where(lt(shopSessions.updatedAt, before)).run().changes
}
