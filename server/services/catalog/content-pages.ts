import type { BrandConfig, SiteConfig } from '../../domain/tenancy/tenant-schema.js'
import { siteDisplayName } from '../../domain/tenancy/tenant.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { slugify } from '../../domain/catalog/slug.js'
import { blogPosts, contentPages } from '../../../db/seed/editorial-content.js'

export type ContentPageKey = keyof typeof contentPages

export interface RenderedContent {
  title: string
  intro: string
  sections: { heading: string; body: string }[]
}

/** Per-brand editorial pages: one text per language with the site's own name and the brand's legal identity filled in. */
export function contentPage(
  key: ContentPageKey,
  language: ShopLanguage,
  tenant: { brand: Pick<BrandConfig, 'displayName' | 'legal'>; site: Pick<SiteConfig, 'displayName' | 'languages'> },
): RenderedContent {
  const brand = tenant.brand
  const vars: Record<string, string> = {
    brand: siteDisplayName(tenant, language),
    company: brand.legal.companyName,
    email: brand.legal.email,
    address: brand.legal.address,
    vatId: brand.legal.vatId,
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m)
  const page = contentPages[key]
  return {
    title: fill(page.title[language]),
    intro: fill(page.intro[language]),
    sections: page.sections.map((s) => ({ heading: fill(s.heading[language]), body: fill(s.body[language]) })),
  }
}

export function blogIndex(language: ShopLanguage) {
  return [...blogPosts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => ({
      key: p.key,
      date: p.date,
      title: p.title[language],
      summary: p.summary[language],
      slug: slugify(p.title[language]),
    }))
}

export function blogPost(language: ShopLanguage, slug: string) {
  const post = blogPosts.find((p) => slugify(p.title[language]) === slug)
  if (!post) return null
  const slugs = Object.fromEntries(Object.entries(post.title).map(([lang, title]) => [lang, slugify(title)])) as Record<
    ShopLanguage,
    string
  >
  return {
    date: post.date,
    title: post.title[language],
    summary: post.summary[language],
    paragraphs: post.body[language].split('\n\n'),
    slugs,
  }
}
