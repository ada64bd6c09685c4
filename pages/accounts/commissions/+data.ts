// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { partnerCommissions } from '../../../server/services/accounts/partner.js'
import { db } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf } from '../account-data.js'

/** /accounts/commissions (partners): earnings per month and currency. */
export function data(pc: PageContextServer) {
  return { months: partnerCommissions(db(pc), customerIdOf(pc), pc.tenant.brand.slug), seo: ACCOUNT_SEO }
}
export type Data = ReturnType<typeof data>
