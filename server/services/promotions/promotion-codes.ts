import { randomBytes } from 'node:crypto'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/cart.js'
import * as pq from '../../../db/queries/promotions.js'
import { transaction } from '../../../db/transaction.js'
import { batchCode, type BatchSpec } from '../../domain/promotions/code-batch.js'
import { isUsedUp, isUsedUpForEmail, type Promotion } from '../../domain/promotions/promotion-code.js'

/**
 * The stock of a promotion code in the database: its uses in all and per shopper (email), taken in the order-placing
 * transaction, and the batches of single-use codes ops generates.
 */

/**
 * Orders the cart's contact email has placed with the code, for the per-shopper limit; undefined when the code has no
 * such limit or the email is not known yet (before checkout step 1), so nothing is read for other codes.
 */
export async function emailUsesForCart(
  db: Db,
  brandSlug: string,
  cartId: string,
  promo: Pick<Promotion, 'code' | 'maxUsesPerEmail'> | undefined,
): Promise<number | undefined> {
  if (!promo || promo.maxUsesPerEmail === null) return undefined
  const contact = (await cq.findCheckoutDetails(db, cartId))?.contact as { email?: unknown } | null | undefined
  if (typeof contact?.email !== 'string') return undefined
  return pq.emailUsesOf(db, brandSlug, promo.code, contact.email)
}

/**
 * What taking one use of a code for an order found: taken (record it with recordCodeUse once the order exists), no
 * stored code (a console preview's draft: nothing to count), or a refusal.
 */
export type CodeUse = 'TAKEN' | 'NOT_STORED' | 'USED_UP' | 'USED_UP_FOR_EMAIL'

/**
 * Takes one use of the code for an order by `email`, inside the placing transaction `tx`: the code's row lock first,
 * so placements with one code take turns on any instance; then the email's uses are counted (they include every
 * order committed before the lock was granted) and the total count is raised by one compare-and-set (decision 038).
 */
export async function takeCodeUse(tx: Db, brandSlug: string, code: string, email: string): Promise<CodeUse> {
  const row = await pq.lockPromotion(tx, brandSlug, code)
  if (!row) return 'NOT_STORED'
  if (isUsedUp(row)) return 'USED_UP'
  if (isUsedUpForEmail(row, await pq.emailUsesOf(tx, brandSlug, code, email))) return 'USED_UP_FOR_EMAIL'
  return (await cq.takePromotionUse(tx, brandSlug, code)) ? 'TAKEN' : 'USED_UP'
}

/** The use taken by takeCodeUse, recorded against the order (same transaction): what the per-shopper limit counts. */
export async function recordCodeUse(
  tx: Db,
  use: { brandSlug: string; code: string; email: string; orderId: number; usedAt: number },
): Promise<void> {
  await pq.insertPromotionUse(tx, use)
}

const MAX_ROUNDS = 20

/**
 * A batch of single-use codes in one transaction: the batch row and `count` new codes of the brand (each max_uses 1),
 * drawn again where a code exists already. Returns the batch id and its codes, sorted.
 */
export async function createCodeBatch(
  db: Db,
  spec: BatchSpec,
  now: number,
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ batchId: number; codes: string[] }> {
  return transaction(db, async (tx) => {
    const batchId = await pq.insertPromotionBatch(tx, {
      brandSlug: spec.brandSlug,
      prefix: spec.prefix,
      count: spec.count,
      note: spec.note,
      createdAt: now,
    })
    const codes = new Set<string>()
    for (let round = 0; codes.size < spec.count; round++) {
      if (round === MAX_ROUNDS) throw new Error(`could not draw ${spec.count} unused codes for ${spec.prefix}`)
      const drawn = new Set<string>()
      while (drawn.size < spec.count - codes.size) {
        const code = batchCode(spec.prefix, random(8))
        if (!codes.has(code)) drawn.add(code)
      }
      const rows = [...drawn].map((code) => ({
        code,
        brandSlug: spec.brandSlug,
        kind: spec.kind,
        value: spec.value,
        currency: spec.currency,
        minSubtotalMinor: spec.minSubtotalMinor,
        validFrom: spec.validFrom,
        validTo: spec.validTo,
        maxUses: 1,
        maxUsesPerEmail: null,
        batchId,
      }))
      // In slices: one statement's parameters stay well within both engines' limits.
      for (let i = 0; i < rows.length; i += 500)
        for (const code of await pq.insertNewCodes(tx, rows.slice(i, i + 500))) codes.add(code)
    }
    return { batchId, codes: [...codes].sort() }
  })
}
