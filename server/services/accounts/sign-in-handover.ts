import type { Db } from '../../../db/client.js'
import { reassignOwner } from '../../../db/queries/editor.js'
import { reassignChatOwner } from '../../../db/queries/support.js'
import { transaction } from '../../../db/transaction.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { mergeCartIntoCustomer } from '../cart/cart-merge.js'
import { handOverPrintDrafts } from '../prints/prints-handover.js'

/**
 * On sign-in, what the shop session made becomes the customer's: the cart joins the customer's cart, and photos and
 * designs made before signing in go with it (a draft of the same article edited later on either side wins), the
 * prints drafts join the customer's, and so does a chat under way.
 */
export async function handOverToCustomer(
  db: Db,
  input: { brandSlug: string; siteCode: string; fromOwner: string; customerId: string; now: number },
): Promise<void> {
  await mergeCartIntoCustomer(db, input)
  await handOverPhotos(db, input)
  await reassignChatOwner(
    db,
    { owner: input.fromOwner, brandSlug: input.brandSlug },
    { owner: `c:${input.customerId}`, customerId: Number(input.customerId) },
  )
}

/**
 * The uploads and what names them (editor designs, prints drafts) change hands in one transaction, so a prints draft
 * never names photos its owner does not own. A customer's draft written meanwhile (another tab signing in) breaks a
 * unique key: the hand-over then runs again on top of it.
 */
async function handOverPhotos(
  db: Db,
  input: { brandSlug: string; fromOwner: string; customerId: string; now: number },
) {
  const from = { owner: input.fromOwner, brandSlug: input.brandSlug }
  const to = `c:${input.customerId}`
  const run = () =>
    transaction(db, async (tx) => {
      await reassignOwner(tx, from, to)
      await handOverPrintDrafts(tx, from, to, input.now)
    })
  try {
    await run()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await run()
  }
}
