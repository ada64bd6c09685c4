import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * A brand's own editorial and legal pages (about us, cookies, guidelines, privacy, terms, legal notice) and blog
 * posts, one row per language (decision 045). Texts are templates: {brand}, {company}, {email}, {address} and {vatId}
 * are filled in at render from the site's name and the brand's `legal` data. Written by the demo seed, the console and
 * `npm run ops -- brand-pages import`; triggers bump config_version (migration 0029), so reads are kept per generation.
 */
export const brandPages = sqliteTable(
  'brand_pages',
  {
    brandSlug: text('brand_slug').notNull(),
    pageKey: text('page_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    /** `[{heading, body}]` in display order. */
    sections: text('sections', { mode: 'json' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandSlug, t.pageKey, t.language] })],
)

/** `date`: YYYY-MM-DD; `body`: paragraphs separated by a blank line. The URL slug is the title's (slugify). */
export const brandBlogPosts = sqliteTable(
  'brand_blog_posts',
  {
    brandSlug: text('brand_slug').notNull(),
    postKey: text('post_key').notNull(),
    language: text('language').notNull(),
    date: text('date').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandSlug, t.postKey, t.language] }),
    index('brand_blog_posts_language').on(t.brandSlug, t.language, t.date),
  ],
)
