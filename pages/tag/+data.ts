// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { tagPage } from '../../server/services/catalog/catalog-pages.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, listQuery, notFound, storefront } from '../page-context.js'
import { breadcrumbJsonLd } from '../structured-data.js'

export async function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const page = await tagPage(db(pc), sf, pc.routeParams.slug!, listQuery(pc), pc.now ?? Date.now())
  if (!page) notFound(pc)
  const seo: PageSeo = {
    description: page.tag.description,
    page: page.designs.list.page,
    pathByLanguage: Object.fromEntries(Object.entries(page.slugs).map(([lang, slug]) => [lang, `/t/${slug}`])),
    jsonLd: [
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        { name: page.tag.name, path: `/t/${page.tag.slug}` },
      ]),
    ],
  }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
