// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { reviewsPage, REVIEWS_PAGE_SIZE } from '../../server/services/catalog/catalog-pages.js'
import { pageCount } from '../../server/domain/catalog/catalog-query.js'
import { db, invalidQuery, storefront } from '../page-context.js'
import { reviewableOrders } from '../../server/services/support/reviews.js'

export function data(pc: PageContextServer) {
  const raw = pc.urlParsed.search.page ?? '1'
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) invalidQuery(pc, 'page must be a positive number')
  const page = reviewsPage(db(pc), storefront(pc), Number(raw))
  // A signed-in customer with delivered orders may review them (the page is then private, not cached).
  const reviewable = pc.user
    ? reviewableOrders(db(pc), pc.tenant.brand.slug, Number(pc.user.id)).map((o) => ({
        publicId: o.publicId,
        number: o.publicId.slice(0, 8).toUpperCase(),
      }))
    : []
  const q = pc.urlParsed.search
  return {
    ...page,
    pages: pageCount(page.summary.count, REVIEWS_PAGE_SIZE),
    reviewable,
    submitted: q.submitted === '1',
    invalid: (q.invalid ?? '').split(',').filter((f) => f === 'rating' || f === 'text'),
  }
}
export type Data = ReturnType<typeof data>
