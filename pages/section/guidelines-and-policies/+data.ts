// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { contentPage } from '../../../server/services/catalog/content-pages.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'

export function data(pc: PageContextServer) {
  const content = contentPage('guidelines', pc.locale, pc.tenantServer!)
  const seo: PageSeo = { description: content.intro }
  return { content, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
