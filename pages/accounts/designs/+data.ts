// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { parseDesignsQuery } from '../../../server/domain/accounts/account-lists.js'
import { savedDesigns } from '../../../server/services/accounts/designs.js'
import { db, invalidQuery, storefront } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf, formFeedback } from '../account-data.js'

/** /accounts/designs?sort=&kind=&published=: the account's saved designs (spec sort, project kind, boolean filter). */
export async function data(pc: PageContextServer) {
  const parsed = parseDesignsQuery(pc.urlParsed.search)
  if (!parsed.ok) invalidQuery(pc, parsed.error)
  const designs = await savedDesigns(db(pc), storefront(pc), customerIdOf(pc), parsed.value)
  return { query: parsed.value, designs, deleted: formFeedback(pc).saved === 'design_deleted', seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
