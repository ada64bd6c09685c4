// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { accountHomePage } from '../../../server/services/accounts/overview.js'
import { db } from '../../page-context.js'
import { ACCOUNT_SEO, accountOwner } from '../account-data.js'

/** /accounts/home: greeting, latest orders (with the orders permission), saved designs, support tickets. */
export async function data(pc: PageContextServer) {
  const can = {
    orders: pc.user?.permissions.includes('orders') ?? false,
    tickets: pc.user?.permissions.includes('tickets') ?? false,
  }
  return { ...(await accountHomePage(db(pc), accountOwner(pc), can)), seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
