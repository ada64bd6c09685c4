// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { contentPage } from '../../../server/services/catalog/content-pages.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { contentScope, db, notFound } from '../../page-context.js'

export async function data(pc: PageContextServer) {
  const content = await contentPage(db(pc), contentScope(pc), 'cookies', pc.tenantServer!)
  if (!content) notFound(pc)
  const seo: PageSeo = { description: content.intro }
  return { content, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
