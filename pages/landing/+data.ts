// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { landingPage } from '../../server/services/catalog/catalog-pages.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, listQuery, notFound, storefront } from '../page-context.js'
import { breadcrumbJsonLd } from '../structured-data.js'

export async function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const page = await landingPage(db(pc), sf, pc.routeParams.slug!, listQuery(pc), pc.now ?? Date.now())
  if (!page) notFound(pc)
  const seo: PageSeo = {
    description: page.landing.intro,
    page: page.designs?.list.page,
    pathByLanguage: Object.fromEntries(Object.entries(page.slugs).map(([lang, slug]) => [lang, `/${slug}`])),
    jsonLd: [
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        { name: page.landing.title, path: `/${page.landing.slug}` },
      ]),
    ],
  }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
