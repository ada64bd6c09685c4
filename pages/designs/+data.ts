// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { redirect } from 'vike/abort'
import { articleDesignsPage } from '../../server/services/catalog/catalog-pages.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { localHref } from '../../server/domain/tenancy/local-href.js'
import { listQueryString } from '../../server/domain/catalog/catalog-query.js'
import { db, listQuery, notFound, storefront } from '../page-context.js'
import { breadcrumbJsonLd } from '../structured-data.js'

/** /designs/{slug}/{article_id}: every design available for one product. */
export async function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const list = listQuery(pc)
  const page = await articleDesignsPage(db(pc), sf, Number(pc.routeParams.article_id), list, pc.now ?? Date.now())
  if (!page) notFound(pc)
  const path = `/designs/${page.article.slug}/${page.article.id}`
  // The id addresses the product; a stale or mistyped slug is sent to the current one.
  if (pc.routeParams.slug !== page.article.slug) throw redirect(localHref(pc, path) + listQueryString(list), 301)
  const seo: PageSeo = {
    description: page.article.description,
    page: list.page,
    pathByLanguage: Object.fromEntries(
      Object.entries(page.slugs).map(([lang, slug]) => [lang, `/designs/${slug}/${page.article.id}`]),
    ),
    jsonLd: [
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        { name: page.article.namePlural, path },
      ]),
    ],
  }
  return { ...page, path, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
