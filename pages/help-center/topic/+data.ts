// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { redirect } from 'vike/abort'
import { helpTopicPage } from '../../../server/services/help/help-center.js'
import { helpPath, isCanonicalHelpId, parseHelpId } from '../../../server/domain/help/help-center.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { localHref } from '../../../server/domain/tenancy/local-href.js'
import { db, notFound } from '../../page-context.js'
import { breadcrumbJsonLd } from '../../structured-data.js'
import { helpScope } from '../../help-data.js'

/** /help-center/topic/{slug}_{id}: digits only or another slug answer 301 with the canonical path of this language. */
export async function data(pc: PageContextServer) {
  const param = parseHelpId(pc.routeParams.id!)
  const page = param ? await helpTopicPage(db(pc), helpScope(pc), param.id) : null
  if (!param || !page) notFound(pc)
  const { topic, category } = page
  if (!isCanonicalHelpId(param, topic.slug)) throw redirect(localHref(pc, topic.path), 301)
  const seo: PageSeo = {
    description: topic.description,
    pathByLanguage: Object.fromEntries(
      Object.entries(page.slugs).map(([lang, slug]) => [lang, helpPath('topic', slug, topic.id)]),
    ),
    jsonLd: [
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        { name: category.name, path: category.path },
        { name: topic.title, path: topic.path },
      ]),
    ],
  }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
