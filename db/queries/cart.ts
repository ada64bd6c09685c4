import { and, asc, count, eq, sql, sum } from 'drizzle-orm'
import type { Db } from '../client.js'
import { prepared, rowWhere } from './prepared.js'
import { cartLines, carts, checkoutDetails, promotions } from '../schema/index.js'

export interface CartKey {
  sessionId: string
  brandSlug: string
  siteCode: string
}

// The statements every cart and checkout request runs are prepared once per connection (decision 033).

export function findCart(db: Db, key: CartKey) {
  return rowWhere(db, carts, { sessionId: key.sessionId, brandSlug: key.brandSlug, siteCode: key.siteCode })
}

export function insertCart(db: Db, row: typeof carts.$inferInsert): void {
  db.insert(carts).values(row).onConflictDoNothing().run()
}

export function cartLineRows(db: Db, cartId: string) {
  return prepared(db, 'cartLines.ofCart', () =>
    db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, sql.placeholder('cartId')))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
      .prepare(),
  ).all({ cartId })
}

export function insertCartLine(db: Db, row: typeof cartLines.$inferInsert): void {
  db.insert(cartLines).values(row).run()
}

export function updateCartLineQuantity(db: Db, cartId: string, lineId: string, quantity: number): void {
  db.update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .run()
}

export function deleteCartLine(db: Db, cartId: string, lineId: string): void {
  db.delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .run()
}

export function setCartPromotion(db: Db, cartId: string, code: string | null, now: number): void {
  db.update(carts).set({ promotionCode: code, updatedAt: now }).where(eq(carts.id, cartId)).run()
}

export function touchCart(db: Db, cartId: string, now: number): void {
  db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId)).run()
}

/** Items in the cart (sum of quantities), for the header badge and the checkout guard. */
export function cartItemCount(db: Db, key: CartKey): number {
  const row = db
    .select({ items: sum(cartLines.quantity), lines: count(cartLines.id) })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(
      and(eq(carts.sessionId, key.sessionId), eq(carts.brandSlug, key.brandSlug), eq(carts.siteCode, key.siteCode)),
    )
    .get()
  return Number(row?.items ?? 0)
}

export function findPromotion(db: Db, brandSlug: string, code: string) {
  return rowWhere(db, promotions, { brandSlug, code })
}

export function findCheckoutDetails(db: Db, cartId: string) {
  return rowWhere(db, checkoutDetails, { cartId })
}

export function saveCheckoutDetails(
  db: Db,
  cartId: string,
  patch: { contact?: unknown; address?: unknown; shipment?: unknown },
  now: number,
): void {
  db.insert(checkoutDetails)
    .values({ cartId, contact: patch.contact ?? null, address: patch.address ?? null, updatedAt: now })
    .onConflictDoUpdate({ target: checkoutDetails.cartId, set: { ...patch, updatedAt: now } })
    .run()
}

/** Sign-in with no cart of the customer's own: the anonymous cart simply changes hands. */
export function transferCart(db: Db, cartId: string, toOwner: string, now: number): void {
  db.update(carts).set({ sessionId: toOwner, updatedAt: now }).where(eq(carts.id, cartId)).run()
}

/** A line that did not merge into one of the target cart moves there, with its (capped) quantity. */
export function moveCartLine(db: Db, lineId: string, toCartId: string, quantity: number): void {
  db.update(cartLines).set({ cartId: toCartId, quantity }).where(eq(cartLines.id, lineId)).run()
}

export function moveCheckoutDetails(db: Db, fromCartId: string, toCartId: string): void {
  db.update(checkoutDetails).set({ cartId: toCartId }).where(eq(checkoutDetails.cartId, fromCartId)).run()
}

/** The cart became an order: its lines and checkout details go with it (cascade). */
export function deleteCart(db: Db, cartId: string): void {
  prepared(db, 'carts.delete', () =>
    db
      .delete(carts)
      .where(eq(carts.id, sql.placeholder('cartId')))
      .prepare(),
  ).run({ cartId })
}
