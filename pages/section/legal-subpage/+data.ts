// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { LegalSubpage } from '../../../server/domain/tenancy/localized-segments.js'
import { contentPage } from '../../../server/services/catalog/content-pages.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'

/** Privacy, terms and legal notice: the brand's own texts with its legal identity. */
export function data(pageContext: PageContextServer) {
  const tenant = pageContext.tenantServer!
  const brand = tenant.brand
  const content = contentPage(pageContext.routeParams.subpage as LegalSubpage, pageContext.locale, tenant)
  const seo: PageSeo = { description: content.intro }
  return { content, legal: brand.legal, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
