// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { accountOverview } from '../../../server/services/accounts/overview.js'
import { db } from '../../catalog-data.js'
import { ACCOUNT_SEO, accountOwner } from '../account-data.js'

/** /accounts/home: greeting, latest orders (with the orders permission), saved designs, support tickets. */
export function data(pc: PageContextServer) {
  const canSeeOrders = pc.user?.permissions.includes('orders') ?? false
  const overview = accountOverview(db(pc), accountOwner(pc))
  return { name: overview.name, email: overview.email, recentOrders: canSeeOrders ? overview.recentOrders : null, designsCount: overview.designsCount, seo: ACCOUNT_SEO }
}
export type Data = ReturnType<typeof data>
