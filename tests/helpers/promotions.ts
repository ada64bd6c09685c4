import { and, eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../../db/client.js'
import { ES_ADDRESS } from './addresses.js'
import { readyToPlace, shopper, type ReadyToPlace, type Shopper } from './shopper.js'
import type { HttpClient } from './test-app.js'

/** A percentage code straight in the database, valid from the epoch (what a publish from the console stores). */
export async function insertPercentCode(
  db: Db,
  p: { code: string; brandSlug: string; value: number; validTo: number; maxUses?: number },
): Promise<void> {
  const { promotions } = tablesOf(db)
  await db.insert(promotions).values({
    code: p.code,
    brandSlug: p.brandSlug,
    kind: 'PERCENT',
    value: p.value,
    currency: null,
    minSubtotalMinor: 0,
    validFrom: 0,
    validTo: p.validTo,
    maxUses: p.maxUses ?? null,
  })
}

/** The orders that took a use of the code so far, or undefined when the brand has no such code. */
export async function usesOf(db: Db, brandSlug: string, code: string): Promise<number | undefined> {
  const { promotions } = tablesOf(db)
  const rows = await db
    .select({ uses: promotions.uses })
    .from(promotions)
    .where(and(eq(promotions.brandSlug, brandSlug), eq(promotions.code, code)))
  return rows[0]?.uses
}

/**
 * A new shopper of a site that ships to Spain with `quantity` prints in the cart and `code` applied and accepted,
 * checkout steps 1-3 done: the shopper and the step-4 form's hidden fields.
 */
export async function readyWithCode(
  app: HttpClient,
  host: string,
  code: string,
  email: string,
  quantity = 1,
): Promise<{ s: Shopper; ready: ReadyToPlace }> {
  const s = await shopper(app, host)
  // A canvas: no seeded automatic offer is live on it, so the code alone makes the discount.
  const added = await s.post('/cart/add', { articleId: 104, quantity })
  const applied = await s.post('/cart/promotion', { code })
  const { promotion } = await s.cart()
  if (added.status !== 200 || applied.status !== 200 || promotion?.code !== code || !promotion.ok)
    throw new Error(`${code} not applied: add ${added.status}, apply ${applied.status}, ${JSON.stringify(promotion)}`)
  return { s, ready: await readyToPlace(s, email, ES_ADDRESS) }
}
