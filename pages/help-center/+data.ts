// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { helpCenterPage } from '../../server/services/help/help-center.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db } from '../page-context.js'
import { helpScope } from '../help-data.js'

const MAX_HELP_QUERY = 200

/** /help-center: categories, the stage lists, and with ?query= the matching topics (a blank query is the plain index). */
export async function data(pc: PageContextServer) {
  const query = pc.urlParsed.search.query?.trim().slice(0, MAX_HELP_QUERY) || null
  const page = await helpCenterPage(db(pc), helpScope(pc), query)
  const seo: PageSeo =
    query === null ? { description: page.categories.map((c) => c.name).join(' · ') } : { noindex: true }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
