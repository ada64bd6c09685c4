// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { LegalSubpage } from '../../../server/domain/tenancy/localized-segments.js'
import { contentPage } from '../../../server/services/catalog/content-pages.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { contentScope, db, notFound } from '../../page-context.js'

/** Privacy, terms, legal notice and accessibility statement: the brand's own texts with its legal identity (404 where it has none). */
export async function data(pageContext: PageContextServer) {
  const tenant = pageContext.tenantServer!
  const brand = tenant.brand
  const subpage = pageContext.routeParams.subpage as LegalSubpage
  // The model withdrawal form has a page of its own (pages/section/legal-withdrawal), not brand content.
  if (subpage === 'withdrawal') notFound(pageContext)
  const content = await contentPage(db(pageContext), contentScope(pageContext), subpage, tenant)
  if (!content) notFound(pageContext)
  const seo: PageSeo = { description: content.intro }
  // What the identity block shows, and no more: the bank account and invoice settings stay on the server.
  const { companyName, vatId, address, email, phone, register, representative } = brand.legal
  const legal = { companyName, vatId, address, email, phone, register, representative }
  return { content, legal, subpage, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
