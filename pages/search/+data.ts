// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { searchPage } from '../../server/services/catalog/search-page.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, invalidQuery, storefront } from '../page-context.js'

export async function data(pc: PageContextServer) {
  const query = pc.urlParsed.search.query!.trim().slice(0, 200)
  const raw = pc.urlParsed.search.page ?? '1'
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) invalidQuery(pc, 'page must be a positive number')
  const seo: PageSeo = { noindex: true }
  return { ...(await searchPage(db(pc), storefront(pc), query, Number(raw), pc.now ?? Date.now())), seo }
}
export type Data = Awaited<ReturnType<typeof data>>
