// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { reviewsPage, REVIEWS_PAGE_SIZE } from '../../server/services/catalog-pages.js'
import { pageCount } from '../../server/domain/catalog-query.js'
import { db, invalidQuery, storefront } from '../catalog-data.js'

export function data(pc: PageContextServer) {
  const raw = pc.urlParsed.search.page ?? '1'
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) invalidQuery(pc, 'page must be a positive number')
  const page = reviewsPage(db(pc), storefront(pc), Number(raw))
  return { ...page, pages: pageCount(page.summary.count, REVIEWS_PAGE_SIZE) }
}
export type Data = ReturnType<typeof data>
