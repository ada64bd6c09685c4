import { transaction } from '../../../db/transaction.js'
import { isUniqueViolation } from '../../../db/errors.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/cart.js'
import { cartLineOf, mergeLine } from '../../domain/cart/cart-totals.js'

/**
 * On sign-in the anonymous cart joins the customer's cart (one transaction): identical plain lines add up, each
 * personalised line stays its own line, a promotion code and checkout details carry over when the customer's cart
 * has none. The anonymous cart is then gone, so signing out does not leave a copy behind.
 *
 * Both carts are locked first (cq.lockCart), in the order of their owner keys, so the merge takes turns with every
 * other change of either cart (adding, placing it as an order) and two merges into one customer's cart cannot
 * deadlock (decision 038). A customer's cart that appears meanwhile (an add in another tab, another merge) makes the
 * hand-over break the unique (session, brand, site) key: the merge then runs again and merges into it.
 */
export async function mergeCartIntoCustomer(db: Db, input: MergeInput): Promise<void> {
  try {
    await merge(db, input)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await merge(db, input)
  }
}

type MergeInput = { brandSlug: string; siteCode: string; fromOwner: string; customerId: string; now: number }

async function merge(db: Db, input: MergeInput): Promise<void> {
  const toOwner = `c:${input.customerId}`
  if (input.fromOwner === toOwner) return
  await transaction(db, async (tx) => {
    const keyOf = (sessionId: string) => ({ sessionId, brandSlug: input.brandSlug, siteCode: input.siteCode })
    const locked = new Map<string, Awaited<ReturnType<typeof cq.lockCart>>>()
    for (const owner of [input.fromOwner, toOwner].sort()) locked.set(owner, await cq.lockCart(tx, keyOf(owner)))
    const from = locked.get(input.fromOwner)
    if (!from) return
    const incoming = await cq.chosenLinesOf(tx, from.id)
    const to = locked.get(toOwner)
    if (!to) {
      // Nothing to merge with: the anonymous cart simply changes hands.
      await cq.transferCart(tx, from.id, toOwner, input.now)
      return
    }
    const existing = await cq.chosenLinesOf(tx, to.id)
    // Only quantities and identities matter here; prices are computed on every read.
    let lines = existing.map((r) => cartLineOf(r, 0))
    for (const r of incoming) lines = mergeLine(lines, cartLineOf(r, 0))
    for (const l of lines) {
      const before = existing.find((e) => e.lineId === l.lineId)
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
