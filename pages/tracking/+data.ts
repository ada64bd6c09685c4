// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'

export function data(pc: PageContextServer) {
  const error = pc.urlParsed.search.error
  const seo: PageSeo = { noindex: true }
  return { error: error === 'not_found' || error === 'rate_limited' ? error : null, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
