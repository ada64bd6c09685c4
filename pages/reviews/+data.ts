// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { reviewsPage } from '../../server/services/catalog/catalog-pages.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, invalidQuery, notFound, storefront } from '../page-context.js'

export async function data(pc: PageContextServer) {
  const raw = pc.urlParsed.search.page ?? '1'
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) invalidQuery(pc, 'page must be a positive number')
  // A signed-in customer with delivered orders may review them (the page is then private, not cached).
  const page = await reviewsPage(db(pc), storefront(pc), Number(raw), pc.user ? Number(pc.user.id) : null)
  if (!page) notFound(pc)
  const q = pc.urlParsed.search
  const seo: PageSeo = { page: page.page }
  return {
    ...page,
    seo,
    submitted: q.submitted === '1',
    invalid: (q.invalid ?? '').split(',').filter((f) => f === 'rating' || f === 'text'),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
