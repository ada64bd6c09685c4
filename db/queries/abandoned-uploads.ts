import { and, eq, inArray, max, ne } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { OwnerKey } from './editor.js'

/** Whether an owner has a design frozen for a cart (cart and order lines point to those) or placed an order. */
export async function hasCartDesignOrOrder(db: Db, key: OwnerKey): Promise<boolean> {
  const { personalisedDesigns: d, orders } = tablesOf(db)
  const design = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.owner, key.owner), eq(d.brandSlug, key.brandSlug), ne(d.status, 'draft')))
    .limit(1)
  if (design.length > 0) return true
  const order = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sessionId, key.owner), eq(orders.brandSlug, key.brandSlug)))
    .limit(1)
  return order.length > 0
}

/** The owner's latest upload or editor save on the brand (0 when none). */
export async function lastEditorActivity(db: Db, key: OwnerKey): Promise<number> {
  const { personalisedDesigns: d, uploads: u } = tablesOf(db)
  const [up] = await db
    .select({ at: max(u.createdAt) })
    .from(u)
    .where(and(eq(u.owner, key.owner), eq(u.brandSlug, key.brandSlug)))
  const [saved] = await db
    .select({ at: max(d.updatedAt) })
    .from(d)
    .where(and(eq(d.owner, key.owner), eq(d.brandSlug, key.brandSlug)))
  return Math.max(Number(up?.at ?? 0), Number(saved?.at ?? 0))
}

/** Deletes the owner's upload rows; returns the content hashes no upload row names any more (their files may go). */
export async function deleteOwnerUploads(db: Db, key: OwnerKey): Promise<{ sha256: string; storedAs: string }[]> {
  const { uploads: u } = tablesOf(db)
  const own = and(eq(u.owner, key.owner), eq(u.brandSlug, key.brandSlug))
  const rows = await db.select({ sha256: u.sha256, storedAs: u.storedAs }).from(u).where(own)
  if (rows.length === 0) return []
  await db.delete(u).where(own)
  const hashes = [...new Set(rows.map((r) => r.sha256))]
  const still = await db.selectDistinct({ sha256: u.sha256 }).from(u).where(inArray(u.sha256, hashes))
  const used = new Set(still.map((r) => r.sha256))
  const orphaned = new Map(rows.filter((r) => !used.has(r.sha256)).map((r) => [r.sha256, r]))
  return [...orphaned.values()]
}
