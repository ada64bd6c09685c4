import { tablesOf } from '../client.js'
import { and, asc, eq, isNull, lt, or, sql, sum } from 'drizzle-orm'
import type { Db } from '../client.js'
import { rowsChanged } from '../rows.js'
import { prepared, rowWhere, lockedRowWhere } from './prepared.js'
import type { cartLines, carts } from '../schema/index.js'
import type { ChosenCartLine } from '../../server/domain/cart/cart-totals.js'

type CartLineRow = typeof cartLines.$inferSelect

export interface CartKey {
  sessionId: string
  brandSlug: string
  siteCode: string
}

// The statements every cart and checkout request runs are prepared once per connection (decision 033).

export function findCart(db: Db, key: CartKey) {
  return rowWhere(db, 'carts', { sessionId: key.sessionId, brandSlug: key.brandSlug, siteCode: key.siteCode })
}

/**
 * The session's cart, locked until the transaction of `tx` ends: every change to one cart (adding, placing it as an
 * order) takes this first, so two of them on one cart take turns, on any instance (decision 038).
 */
export async function lockCart(tx: Db, key: CartKey) {
  return lockedRowWhere(tx, 'carts', { sessionId: key.sessionId, brandSlug: key.brandSlug, siteCode: key.siteCode })
}

export async function insertCart(db: Db, row: typeof carts.$inferInsert): Promise<void> {
  const { carts } = tablesOf(db)
  await db.insert(carts).values(row).onConflictDoNothing()
}

/** The cart's lines as the shopper chose them, oldest first. */
export async function chosenLinesOf(db: Db, cartId: string): Promise<ChosenCartLine[]> {
  const { cartLines } = tablesOf(db)
  const rows = await prepared(db, 'cartLines.ofCart', () =>
    db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, sql.placeholder('cartId')))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
      .prepare(),
  ).execute({ cartId })
  return rows.map(chosenLineOf)
}

export async function insertCartLine(db: Db, cartId: string, line: ChosenCartLine, createdAt: number): Promise<void> {
  const { cartLines } = tablesOf(db)
  await db.insert(cartLines).values(storedLineOf(cartId, line, createdAt))
}

/** A `cart_lines` row as the shop reads it (the one conversion from the stored row; the table says `id`). */
function chosenLineOf(row: CartLineRow): ChosenCartLine {
  return {
    lineId: row.id,
    articleId: row.articleId,
    variantId: row.variantId,
    quantity: row.quantity,
    designId: row.designId,
    personalisedDesignId: row.personalisedDesignId,
  }
}

/** The row a chosen line is stored as (the one conversion to the stored row). */
function storedLineOf(cartId: string, line: ChosenCartLine, createdAt: number): typeof cartLines.$inferInsert {
  return {
    id: line.lineId,
    cartId,
    articleId: line.articleId,
    variantId: line.variantId,
    designId: line.designId,
    personalisedDesignId: line.personalisedDesignId,
    quantity: line.quantity,
    createdAt,
  }
}

export async function updateCartLineQuantity(db: Db, cartId: string, lineId: string, quantity: number): Promise<void> {
  const { cartLines } = tablesOf(db)
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
}

export async function updateCartLineVariant(db: Db, cartId: string, lineId: string, variantId: number): Promise<void> {
  const { cartLines } = tablesOf(db)
  await db
    .update(cartLines)
    .set({ variantId })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
}

export async function deleteCartLine(db: Db, cartId: string, lineId: string): Promise<void> {
  const { cartLines } = tablesOf(db)
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
}

export async function setCartPromotion(db: Db, cartId: string, code: string | null, now: number): Promise<void> {
  const { carts } = tablesOf(db)
  await db.update(carts).set({ promotionCode: code, updatedAt: now }).where(eq(carts.id, cartId))
}

export async function touchCart(db: Db, cartId: string, now: number): Promise<void> {
  const { carts } = tablesOf(db)
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId))
}

/** Items in the cart (sum of quantities), for the header badge of every page view and the checkout guard. */
export async function cartItemCount(db: Db, key: CartKey): Promise<number> {
  const { cartLines, carts } = tablesOf(db)
  const rows = await prepared(db, 'carts.itemCount', () =>
    db
      .select({ items: sum(cartLines.quantity) })
      .from(carts)
      .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(
        and(
          eq(carts.sessionId, sql.placeholder('sessionId')),
          eq(carts.brandSlug, sql.placeholder('brandSlug')),
          eq(carts.siteCode, sql.placeholder('siteCode')),
        ),
      )
      .prepare(),
  ).execute({ sessionId: key.sessionId, brandSlug: key.brandSlug, siteCode: key.siteCode })
  return Number(rows[0]?.items ?? 0)
}

export function findPromotion(db: Db, brandSlug: string, code: string) {
  return rowWhere(db, 'promotions', { brandSlug, code })
}

/**
 * Takes one use of a promotion code for an order: false when its limit is reached. Check and count are one
 * statement, so concurrent orders on any instance can never take more uses than the limit (PostgreSQL re-reads the
 * row a concurrent taker has just changed before it applies the condition; decision 038).
 */
export async function takePromotionUse(db: Db, brandSlug: string, code: string): Promise<boolean> {
  const { promotions } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(promotions)
        .set({ uses: sql`${promotions.uses} + 1` })
        .where(
          and(
            eq(promotions.brandSlug, brandSlug),
            eq(promotions.code, code),
            or(isNull(promotions.maxUses), lt(promotions.uses, promotions.maxUses)),
          ),
        ),
    ) === 1
  )
}

export function findCheckoutDetails(db: Db, cartId: string) {
  return rowWhere(db, 'checkoutDetails', { cartId })
}

export async function saveCheckoutDetails(
  db: Db,
  cartId: string,
  patch: { contact?: unknown; address?: unknown; shipment?: unknown },
  now: number,
): Promise<void> {
  const { checkoutDetails } = tablesOf(db)
  await db
    .insert(checkoutDetails)
    .values({ cartId, contact: patch.contact ?? null, address: patch.address ?? null, updatedAt: now })
    .onConflictDoUpdate({ target: checkoutDetails.cartId, set: { ...patch, updatedAt: now } })
}

/** Sign-in with no cart of the customer's own: the anonymous cart simply changes hands. */
export async function transferCart(db: Db, cartId: string, toOwner: string, now: number): Promise<void> {
  const { carts } = tablesOf(db)
  await db.update(carts).set({ sessionId: toOwner, updatedAt: now }).where(eq(carts.id, cartId))
}

/** A line that did not merge into one of the target cart moves there, with its (capped) quantity. */
export async function moveCartLine(db: Db, lineId: string, toCartId: string, quantity: number): Promise<void> {
  const { cartLines } = tablesOf(db)
  await db.update(cartLines).set({ cartId: toCartId, quantity }).where(eq(cartLines.id, lineId))
}

export async function moveCheckoutDetails(db: Db, fromCartId: string, toCartId: string): Promise<void> {
  const { checkoutDetails } = tablesOf(db)
  await db.update(checkoutDetails).set({ cartId: toCartId }).where(eq(checkoutDetails.cartId, fromCartId))
}

/** The cart became an order: its lines and checkout details go with it (cascade). */
export async function deleteCart(db: Db, cartId: string): Promise<void> {
  const { carts } = tablesOf(db)
  await prepared(db, 'carts.delete', () =>
    db
      .delete(carts)
      .where(eq(carts.id, sql.placeholder('cartId')))
      .prepare(),
  ).execute({ cartId })
}
