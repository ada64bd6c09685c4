// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { partnerDesigns } from '../../../../server/services/accounts/designs.js'
import { db, storefront } from '../../../page-context.js'
import { ACCOUNT_SEO, customerIdOf, formFeedback } from '../../account-data.js'

/** /accounts/designs/admin (partners): their designs with publication state, popularity and sales. */
export async function data(pc: PageContextServer) {
  const saved = formFeedback(pc).saved
  return {
    designs: await partnerDesigns(db(pc), storefront(pc), customerIdOf(pc)),
    changed: saved === 'published' || saved === 'unpublished' ? saved : null,
    seo: ACCOUNT_SEO,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
