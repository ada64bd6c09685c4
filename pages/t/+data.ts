// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { tagPage } from '../../server/services/catalog-pages.js'
import { listTags } from '../../db/queries/catalog.js'
import type { PageSeo } from '../../server/domain/page-seo.js'
import { breadcrumbJsonLd, db, listQuery, notFound, storefront } from '../catalog-data.js'

export function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const page = tagPage(db(pc), sf, pc.routeParams.slug!, listQuery(pc))
  if (!page) notFound(pc)
  const categoryNames = Object.fromEntries(listTags(db(pc), sf.language).filter((t) => t.category).map((t) => [t.category, t.name]))
  const seo: PageSeo = {
    description: page.tag.description,
    pathByLanguage: Object.fromEntries(Object.entries(page.slugs).map(([lang, slug]) => [lang, `/t/${slug}`])),
    jsonLd: [breadcrumbJsonLd(pc, [{ name: pc.tenant.brand.displayName, path: '/' }, { name: page.tag.name, path: `/t/${page.tag.slug}` }])],
  }
  return { ...page, categoryNames, seo }
}
export type Data = ReturnType<typeof data>
