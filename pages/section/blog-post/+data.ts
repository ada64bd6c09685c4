// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { blogPost } from '../../../server/services/catalog/content-pages.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { contentScope, db, notFound } from '../../page-context.js'

export async function data(pc: PageContextServer) {
  const post = await blogPost(db(pc), contentScope(pc), pc.routeParams.slug!)
  if (!post) notFound(pc)
  const seo: PageSeo = {
    description: post.summary,
    pathByLanguage: Object.fromEntries(
      Object.entries(post.slugs).map(([lang, slug]) => [lang, `/_section/blog/${slug}`]),
    ),
  }
  return { post, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
