// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { partnerCommissions } from '../../../server/services/accounts/partner.js'
import { db } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf } from '../account-data.js'

/** /accounts/commissions (partners): earnings per month and currency. */
export async function data(pc: PageContextServer) {
  return { months: await partnerCommissions(db(pc), customerIdOf(pc), pc.tenant.brand.slug), seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
