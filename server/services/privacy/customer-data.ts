import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'
import * as pq from '../../../db/queries/privacy.js'

/** Who a privacy request is about: an account on its brand. */
export type DataSubject = pq.DataSubject

/** The account on the brand with this email (ops commands name customers so), or null. */
export async function findDataSubject(db: Db, brandSlug: string, email: string): Promise<DataSubject | null> {
  const c = await aq.findCustomerByEmail(db, brandSlug, email.trim().toLowerCase())
  return c ? { customerId: c.id, brandSlug } : null
}

/**
 * The owner keys of what the customer made in the editor: the account (`c:<id>`) and the shop sessions that placed
 * their orders (photos uploaded before signing in belong to the session).
 */
export function ownerKeysOf(customerId: number, orders: readonly { sessionId: string }[]): string[] {
  return [...new Set([`c:${customerId}`, ...orders.map((o) => o.sessionId)])]
}
