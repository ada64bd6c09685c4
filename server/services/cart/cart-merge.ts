import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/cart.js'
import { cartLineOf, mergeLine } from '../../domain/cart/cart-totals.js'

/**
 * On sign-in the anonymous cart joins the customer's cart (one transaction): identical plain lines add up, each
 * personalised line stays its own line, a promotion code and checkout details carry over when the customer's cart
 * has none. The anonymous cart is then gone, so signing out does not leave a copy behind.
 */
export async function mergeCartIntoCustomer(
  db: Db,
  input: { brandSlug: string; siteCode: string; fromOwner: string; customerId: string; now: number },
): Promise<void> {
  const toOwner = `c:${input.customerId}`
  if (input.fromOwner === toOwner) return
  await transaction(db, async (tx) => {
    const from = await cq.findCart(tx, {
      sessionId: input.fromOwner,
      brandSlug: input.brandSlug,
      siteCode: input.siteCode,
    })
    if (!from) return
    const incoming = await cq.cartLineRows(tx, from.id)
    const to = await cq.findCart(tx, { sessionId: toOwner, brandSlug: input.brandSlug, siteCode: input.siteCode })
    if (!to) {
      // Nothing to merge with: the anonymous cart simply changes hands.
      await cq.transferCart(tx, from.id, toOwner, input.now)
      return
    }
    const existing = await cq.cartLineRows(tx, to.id)
    // Only quantities and identities matter here; prices are computed on every read.
    let lines = existing.map((r) => cartLineOf(r, 0))
    for (const r of incoming) lines = mergeLine(lines, cartLineOf(r, 0))
    for (const l of lines) {
      const before = existing.find((e) => e.id === l.lineId)
      if (before) {
        if (before.quantity !== l.quantity) await cq.updateCartLineQuantity(tx, to.id, l.lineId, l.quantity)
      } else {
        await cq.moveCartLine(tx, l.lineId, to.id, l.quantity)
      }
    }
    if (!to.promotionCode && from.promotionCode) await cq.setCartPromotion(tx, to.id, from.promotionCode, input.now)
    const details = await cq.findCheckoutDetails(tx, from.id)
    if (details && !(await cq.findCheckoutDetails(tx, to.id))) await cq.moveCheckoutDetails(tx, from.id, to.id)
    await cq.deleteCart(tx, from.id)
    await cq.touchCart(tx, to.id, input.now)
  })
}
