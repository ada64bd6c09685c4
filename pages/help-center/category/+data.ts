// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { redirect } from 'vike/abort'
import { helpCategoryPage } from '../../../server/services/help/help-center.js'
import { helpPath, isCanonicalHelpId, parseHelpId } from '../../../server/domain/help/help-center.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { localHref } from '../../../server/domain/tenancy/local-href.js'
import { db, notFound } from '../../page-context.js'
import { breadcrumbJsonLd } from '../../structured-data.js'
import { helpScope } from '../../help-data.js'

/** /help-center/category/{slug}_{id}: digits only or another slug answer 301 with the canonical path of this language. */
export async function data(pc: PageContextServer) {
  const param = parseHelpId(pc.routeParams.id!)
  const page = param ? await helpCategoryPage(db(pc), helpScope(pc), param.id) : null
  if (!param || !page) notFound(pc)
  const { category } = page
  if (!isCanonicalHelpId(param, category.slug)) throw redirect(localHref(pc, category.path), 301)
  const seo: PageSeo = {
    description: category.description,
    pathByLanguage: Object.fromEntries(
      Object.entries(page.slugs).map(([lang, slug]) => [lang, helpPath('category', slug, category.id)]),
    ),
    jsonLd: [
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        { name: category.name, path: category.path },
      ]),
    ],
  }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
