// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { partnerCommissions } from '../../../server/services/accounts/partner.js'
import { db } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf } from '../account-data.js'

/** /accounts/invoices (partners with the invoices permission): one self-billing invoice per month and currency. */
export async function data(pc: PageContextServer) {
  const months = (await partnerCommissions(db(pc), customerIdOf(pc), pc.tenant.brand.slug)) ?? []
  return {
    invoices: months.map((m) => ({ month: m.month, currency: m.currency, commissionMinor: m.commissionMinor })),
    seo: ACCOUNT_SEO,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
