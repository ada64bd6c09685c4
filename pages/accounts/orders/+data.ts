// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { parseOrdersQuery } from '../../../server/domain/accounts/account-lists.js'
import { customerOrders } from '../../../server/services/accounts/customer-orders.js'
import { db, invalidQuery } from '../../page-context.js'
import { ACCOUNT_SEO, accountOwner } from '../account-data.js'

/** /accounts/orders?date=&page=: the account's orders in a period (spec date filter), 20 per page. */
export async function data(pc: PageContextServer) {
  const parsed = parseOrdersQuery(pc.urlParsed.search)
  if (!parsed.ok) invalidQuery(pc, parsed.error)
  const query = parsed.value
  const list = await customerOrders(db(pc), accountOwner(pc), query, pc.now ?? Date.now())
  // A page past the end of a non-empty list is a broken link like any other bad value.
  if (query.page > list.pages) invalidQuery(pc, `page ${query.page} of ${list.pages}`)
  return { query, ...list, seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
