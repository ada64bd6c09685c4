import type { Db } from '../../../db/client.js'
import { reassignOwner } from '../../../db/queries/editor.js'
import { reassignChatOwner } from '../../../db/queries/support.js'
import { mergeCartIntoCustomer } from '../cart/cart-merge.js'

/**
 * On sign-in, what the shop session made becomes the customer's: the cart joins the customer's cart, and photos and
 * designs made before signing in go with it (a draft of the same article edited later on either side wins), and so
 * does a chat under way.
 */
export async function handOverToCustomer(
  db: Db,
  input: { brandSlug: string; siteCode: string; fromOwner: string; customerId: string; now: number },
): Promise<void> {
  await mergeCartIntoCustomer(db, input)
  await reassignOwner(db, { owner: input.fromOwner, brandSlug: input.brandSlug }, `c:${input.customerId}`)
  await reassignChatOwner(
    db,
    { owner: input.fromOwner, brandSlug: input.brandSlug },
    { owner: `c:${input.customerId}`, customerId: Number(input.customerId) },
  )
}
