// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { searchPage } from '../../server/services/catalog/catalog-pages.js'
import { pageCount } from '../../server/domain/catalog/catalog-query.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, invalidQuery, storefront } from '../page-context.js'
import { helpBlockData } from '../help-data.js'

export function data(pc: PageContextServer) {
  const query = pc.urlParsed.search.query!.trim().slice(0, 200)
  const raw = pc.urlParsed.search.page ?? '1'
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) invalidQuery(pc, 'page must be a positive number')
  const result = searchPage(db(pc), storefront(pc), query, Number(raw))
  const seo: PageSeo = { noindex: true }
  const empty = result.total === 0 && result.articles.length === 0 && result.tags.length === 0
  // The page shows the SEARCH_PAGE help block only when nothing was found.
  return { ...result, pages: pageCount(result.total), helpTopics: empty ? helpBlockData(pc, 'SEARCH_PAGE') : [], seo }
}
export type Data = ReturnType<typeof data>
