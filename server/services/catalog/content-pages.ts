import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/brand-pages.js'
import type { BrandConfig, SiteConfig } from '../../domain/tenancy/tenant-schema.js'
import { siteDisplayName } from '../../domain/tenancy/tenant.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import type { BlogPosts, BrandPageKey, BrandPages, BrandPageText } from '../../domain/tenancy/brand-pages.js'
import { slugify } from '../../domain/catalog/slug.js'
import { keptRead } from './catalog-read-cache.js'
import { fillPage, legalValues } from '../../domain/tenancy/legal-placeholders.js'

export type ContentPageKey = BrandPageKey

export interface RenderedContent {
  title: string
  intro: string
  sections: { heading: string; body: string }[]
}

/**
 * Whose texts a page reads: the brand's, in the page's language, kept per registry generation (decision 034; the
 * brand_pages and brand_blog_posts triggers move it). Without a generation (CLI, tests) every call reads the database.
 */
export interface ContentScope {
  brandSlug: string
  language: string
  generation?: number | undefined
  /** A console preview: the draft's pages and posts instead of the stored ones (never kept). */
  previewPages?: { pages: BrandPages; blog: BlogPosts } | undefined
}

type PageTenant = {
  brand: Pick<BrandConfig, 'displayName' | 'legal'>
  site: Pick<SiteConfig, 'displayName' | 'languages'>
}

/**
 * The brand's page in the scope's language with the site's own name and the brand's legal identity filled in
 * (decision 045); null when the brand has no such page in that language (the shop answers 404).
 */
export async function contentPage(
  db: Db,
  scope: ContentScope,
  key: ContentPageKey,
  tenant: PageTenant,
): Promise<RenderedContent | null> {
  const page = scope.previewPages
    ? (scope.previewPages.pages[key] as Partial<Record<string, BrandPageText>> | undefined)?.[scope.language]
    : await keptRead(db, scope.generation, `brand-page|${scope.brandSlug}|${key}|${scope.language}`, () =>
        q.findBrandPage(db, scope.brandSlug, key, scope.language),
      )
  if (!page) return null
  return fillPage(page, legalValues(siteDisplayName(tenant, scope.language as ShopLanguage), tenant.brand.legal))
}

/** Which pages the brand has in the scope's language (the sitemap lists those only). */
export async function contentPageKeys(db: Db, scope: ContentScope): Promise<Set<string>> {
  const rows = await keptRead(db, scope.generation, `brand-page-keys|${scope.brandSlug}`, () =>
    q.brandPageKeys(db, scope.brandSlug),
  )
  return new Set(rows.filter((r) => r.language === scope.language).map((r) => r.pageKey))
}

const blogPostsOf = async (db: Db, scope: ContentScope): Promise<q.BlogPostRow[]> =>
  scope.previewPages
    ? draftPosts(scope.brandSlug, scope.previewPages.blog)
    : keptRead(db, scope.generation, `blog-posts|${scope.brandSlug}`, () => q.listBlogPosts(db, scope.brandSlug))

/** A preview's draft posts as the rows the shop reads. */
const draftPosts = (brandSlug: string, blog: BlogPosts): q.BlogPostRow[] =>
  Object.entries(blog).flatMap(([postKey, post]) =>
    Object.entries(post.texts).map(([language, text]) => ({ brandSlug, postKey, language, date: post.date, ...text! })),
  )

/** The brand's posts in the scope's language, newest first. */
export async function blogIndex(db: Db, scope: ContentScope) {
  return (await blogPostsOf(db, scope))
    .filter((p) => p.language === scope.language)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => ({
      key: p.postKey,
      date: p.date,
      title: p.title,
      summary: p.summary,
      slug: slugify(p.title),
    }))
}

/** Each post's slug per language it is written in, by post key (a post's pages in other languages). */
export async function blogSlugs(
  db: Db,
  scope: ContentScope,
): Promise<Map<string, Partial<Record<ShopLanguage, string>>>> {
  const byKey = new Map<string, Map<string, string>>()
  for (const p of await blogPostsOf(db, scope))
    byKey.set(p.postKey, (byKey.get(p.postKey) ?? new Map<string, string>()).set(p.language, slugify(p.title)))
  // In the shop's language order, whatever order the rows came in.
  const ordered = (m: Map<string, string>) =>
    Object.fromEntries(SHOP_LANGUAGES.filter((l) => m.has(l)).map((l) => [l, m.get(l)!]))
  return new Map([...byKey].map(([key, m]) => [key, ordered(m)]))
}

export async function blogPost(db: Db, scope: ContentScope, slug: string) {
  const post = (await blogPostsOf(db, scope)).find((p) => p.language === scope.language && slugify(p.title) === slug)
  if (!post) return null
  const slugs = (await blogSlugs(db, scope)).get(post.postKey)!
  return {
    date: post.date,
    title: post.title,
    summary: post.summary,
    paragraphs: post.body.split('\n\n'),
    slugs,
  }
}
