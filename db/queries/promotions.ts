import { and, asc, count, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import { lockedRowWhere } from './prepared.js'
import type { promotions } from '../schema/index.js'

/**
 * Promotion codes beyond the cart's lookup (db/queries/cart.ts): the per-shopper uses, the batches of single-use codes
 * and what the ops reports read.
 */

/**
 * The code's row, locked until the transaction of `tx` ends (PostgreSQL's FOR UPDATE; on SQLite the transaction holds
 * the write lock already): two placements with one code take turns, on any instance, so the count of an email's uses
 * read after it is exact (decision 038).
 */
export function lockPromotion(tx: Db, brandSlug: string, code: string) {
  return lockedRowWhere(tx, 'promotions', { brandSlug, code })
}

/** Orders the email address (lowercased) has placed with the brand's code. */
export async function emailUsesOf(db: Db, brandSlug: string, code: string, email: string): Promise<number> {
  const { promotionUses: u } = tablesOf(db)
  const rows = await db
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.brandSlug, brandSlug), eq(u.code, code), eq(u.email, email.toLowerCase())))
  return Number(rows[0]?.n ?? 0)
}

export async function insertPromotionUse(
  db: Db,
  row: { brandSlug: string; code: string; email: string; orderId: number; usedAt: number },
): Promise<void> {
  const { promotionUses } = tablesOf(db)
  await db.insert(promotionUses).values({ ...row, email: row.email.toLowerCase() })
}

export async function insertPromotionBatch(
  db: Db,
  row: { brandSlug: string; prefix: string; count: number; note: string; createdAt: number },
): Promise<number> {
  const { promotionBatches } = tablesOf(db)
  return (await db.insert(promotionBatches).values(row).returning({ id: promotionBatches.id }))[0]!.id
}

/** Inserts the codes none of the brand has yet and returns those inserted (a code taken already is left out). */
export async function insertNewCodes(db: Db, rows: readonly (typeof promotions.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return []
  const { promotions } = tablesOf(db)
  const inserted = await db
    .insert(promotions)
    .values([...rows])
    .onConflictDoNothing({ target: [promotions.brandSlug, promotions.code] })
    .returning({ code: promotions.code })
  return inserted.map((r) => r.code)
}

export async function findPromotionBatch(db: Db, brandSlug: string, id: number) {
  const { promotionBatches: b } = tablesOf(db)
  return (
    await db
      .select()
      .from(b)
      .where(and(eq(b.brandSlug, brandSlug), eq(b.id, id)))
  )[0]
}

/** The codes of one batch. */
export async function codesOfBatch(db: Db, brandSlug: string, batchId: number): Promise<string[]> {
  const { promotions: p } = tablesOf(db)
  const rows = await db
    .select({ code: p.code })
    .from(p)
    .where(and(eq(p.brandSlug, brandSlug), eq(p.batchId, batchId)))
    .orderBy(asc(p.code))
  return rows.map((r) => r.code)
}

export interface CodeOrder {
  orderId: number
  code: string
  currency: string
  discountMinor: number
  createdAt: number
}

/**
 * The brand's orders placed with a promotion code, created within [fromMs, toMs], optionally only those of `codes`.
 * `discountMinor` is the order's discount: the code's own line of order_reductions when the order has reduction lines
 * (offers and a code together), else the order's discount (orders from before reduction lines, a code alone).
 */
export async function ordersWithCodes(
  db: Db,
  brandSlug: string,
  filter: { codes?: readonly string[]; fromMs: number; toMs: number },
): Promise<CodeOrder[]> {
  const { orders: o, orderReductions: r } = tablesOf(db)
  const rows = await db
    .select({
      orderId: o.id,
      code: o.promotionCode,
      currency: o.currency,
      discountMinor: o.discountMinor,
      createdAt: o.createdAt,
    })
    .from(o)
    .where(
      and(
        eq(o.brandSlug, brandSlug),
        isNotNull(o.promotionCode),
        filter.codes ? inArray(o.promotionCode, [...filter.codes]) : undefined,
        gte(o.createdAt, filter.fromMs),
        lte(o.createdAt, filter.toMs),
      ),
    )
    .orderBy(asc(o.id))
  if (rows.length === 0) return []
  const reductions = new Map<number, number>()
  const ids = rows.map((x) => x.orderId)
  for (let i = 0; i < ids.length; i += 500) {
    const lines = await db
      .select({ orderId: r.orderId, kind: r.kind, amountMinor: r.amountMinor })
      .from(r)
      .where(inArray(r.orderId, ids.slice(i, i + 500)))
    for (const l of lines)
      reductions.set(l.orderId, (reductions.get(l.orderId) ?? 0) + (l.kind === 'CODE' ? l.amountMinor : 0))
  }
  return rows.map((x) => ({
    orderId: x.orderId,
    code: x.code!,
    currency: x.currency,
    discountMinor: Number(reductions.get(x.orderId) ?? x.discountMinor),
    createdAt: Number(x.createdAt),
  }))
}
