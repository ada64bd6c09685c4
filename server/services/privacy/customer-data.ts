import * as pq from '../../../db/queries/privacy.js'

/** Who a privacy request is about: an account on its brand. */
export type DataSubject = pq.DataSubject

/**
 * The owner keys of what the customer made in the editor: the account (`c:<id>`) and the shop sessions that placed
 * their orders (photos uploaded before signing in belong to the session).
 */
export function ownerKeysOf(customerId: number, orders: readonly { sessionId: string }[]): string[] {
  return [...new Set([`c:${customerId}`, ...orders.map((o) => o.sessionId)])]
}
