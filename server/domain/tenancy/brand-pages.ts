import { z } from 'zod'
import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'

/**
 * A brand's own pages and blog posts (decision 045): what the shop serves under /about-us, /_section/cookies-info,
 * /_section/guidelines-and-policies, /_section/legal/* and /_section/blog, stored per brand and language. Texts may
 * hold the placeholders of LEGAL_PLACEHOLDERS (legal-placeholders.ts), filled in at render.
 */

export const BRAND_PAGE_KEYS = [
  'aboutUs',
  'cookies',
  'guidelines',
  'privacy',
  'terms',
  'notice',
  'accessibility',
] as const
export type BrandPageKey = (typeof BRAND_PAGE_KEYS)[number]

/** The pages a brand may not sell without, in every language of its sites (the readiness check, decision 028). */
/** `accessibility`: the accessibility statement the European Accessibility Act asks of an online shop (decision 057). */
export const REQUIRED_LEGAL_PAGES: readonly BrandPageKey[] = ['terms', 'privacy', 'notice', 'cookies', 'accessibility']

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`)

export const brandPageSectionSchema = z.object({ heading: text(200), body: text(10_000) })

/** One page in one language. */
export const brandPageTextSchema = z.object({
  title: text(200),
  intro: text(2000),
  sections: z.array(brandPageSectionSchema).max(50, 'at most 50 sections'),
})
export type BrandPageText = z.infer<typeof brandPageTextSchema>

/** One blog post in one language; `body`: paragraphs separated by a blank line. */
export const blogPostTextSchema = z.object({ title: text(200), summary: text(1000), body: text(50_000) })
export type BlogPostText = z.infer<typeof blogPostTextSchema>

export const blogPostKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'post key: lowercase letters, digits and dashes')
export const blogPostDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'date: not a calendar date')

const perLanguage = <T extends z.ZodType>(texts: T) => z.partialRecord(z.enum(SHOP_LANGUAGES), texts)

/** A brand's pages: by key, then language. */
export const brandPagesSchema = z.partialRecord(z.enum(BRAND_PAGE_KEYS), perLanguage(brandPageTextSchema))
export type BrandPages = z.infer<typeof brandPagesSchema>

/** A brand's blog posts: by key, each with its date and its texts by language. */
export const blogPostsSchema = z.record(
  blogPostKey,
  z.strictObject({ date: blogPostDate, texts: perLanguage(blogPostTextSchema) }),
)
export type BlogPosts = z.infer<typeof blogPostsSchema>

/**
 * The file `npm run ops -- brand-pages import` reads: pages by key and language, blog posts by key with their date and
 * texts by language. What it names is written; what it leaves out is kept.
 */
export const brandPagesFileSchema = z.strictObject({
  pages: brandPagesSchema.default({}),
  blog: blogPostsSchema.default({}),
})
export type BrandPagesFile = z.infer<typeof brandPagesFileSchema>

/** For each language of `languages`, the required legal pages the brand has no text of (languages with none left out). */
export function missingLegalPages(
  stored: readonly { pageKey: string; language: string }[],
  languages: readonly string[],
): { language: string; pages: BrandPageKey[] }[] {
  const have = new Set(stored.map((r) => `${r.pageKey}|${r.language}`))
  return languages
    .map((language) => ({ language, pages: REQUIRED_LEGAL_PAGES.filter((p) => !have.has(`${p}|${language}`)) }))
    .filter((m) => m.pages.length > 0)
}

export const isBrandPageKey = (key: string): key is BrandPageKey => (BRAND_PAGE_KEYS as readonly string[]).includes(key)
