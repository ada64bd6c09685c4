// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { customerOrderDetail } from '../../../../server/services/accounts/customer-orders.js'
import { db, notFound } from '../../../page-context.js'
import { ACCOUNT_SEO, accountOwner } from '../../account-data.js'

/** /accounts/orders/{public_id}: one of the account's orders; another account's or brand's is the same 404. */
export async function data(pc: PageContextServer) {
  const order = await customerOrderDetail(db(pc), accountOwner(pc), pc.routeParams.public_id!, pc.tenantServer!.brand)
  if (!order) notFound(pc)
  return { order, seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
