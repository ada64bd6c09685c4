import type { Db } from '../../client.js'
import * as q from '../../queries/brand-pages.js'
import { SHOP_LANGUAGES } from '../../../server/domain/vocabulary/shop-enums.js'
import type { BlogPostSeed, Page } from './editorial-content.js'

export interface BrandPagesContent {
  pages: Readonly<Record<string, Page>>
  blog: readonly BlogPostSeed[]
}

/**
 * The demo texts of the legal and editorial pages and the blog, in every shop language (demo mode only, decision
 * 045): each page the brand has in no language yet (so a demo database from before a page existed, such as the
 * accessibility statement of decision 057, gets it), and the blog for a brand without any page. Placeholders
 * ({brand}, {company} ...) stay: the shop fills them at render. Returns the brands written to.
 */
export async function seedMissingBrandPages(
  db: Db,
  content: BrandPagesContent,
  brandSlugs: readonly string[],
): Promise<string[]> {
  const written: string[] = []
  for (const brandSlug of brandSlugs) {
    const had = new Set((await q.brandPageKeys(db, brandSlug)).map((r) => r.pageKey))
    const pages = Object.entries(content.pages).filter(([pageKey]) => !had.has(pageKey))
    if (pages.length === 0) continue
    for (const language of SHOP_LANGUAGES) {
      for (const [pageKey, page] of pages)
        await q.saveBrandPage(db, {
          brandSlug,
          pageKey,
          language,
          title: page.title[language],
          intro: page.intro[language],
          sections: page.sections.map((s) => ({ heading: s.heading[language], body: s.body[language] })),
        })
      if (had.size === 0)
        for (const post of content.blog)
          await q.saveBlogPost(db, {
            brandSlug,
            postKey: post.key,
            language,
            date: post.date,
            title: post.title[language],
            summary: post.summary[language],
            body: post.body[language],
          })
    }
    written.push(brandSlug)
  }
  return written
}
