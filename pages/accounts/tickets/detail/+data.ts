// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { accountTicket } from '../../../../server/services/support/customer-tickets.js'
import type { PageSeo } from '../../../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../../../page-context.js'

/** One ticket's thread; another customer's (or brand's) ticket is the same 404 as an unknown one. */
export async function data(pc: PageContextServer) {
  const found = await accountTicket(db(pc), pc.tenant.brand.slug, Number(pc.user!.id), pc.routeParams.public_id)
  if (!found) notFound(pc)
  const seo: PageSeo = { noindex: true }
  return {
    ...found,
    error: ['closed', 'invalid', 'too_large', 'bad_form', 'storage_quota'].includes(pc.urlParsed.search.error ?? '')
      ? pc.urlParsed.search.error!
      : null,
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
