import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core'

/**
 * Catalog. Translatable fields live in *_texts tables, one row per language, each with its own slug
 * (unique per language where the slug alone addresses a page: landings and tags).
 */
export const articles = sqliteTable('articles', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  printWidthMm: integer('print_width_mm').notNull(),
  printHeightMm: integer('print_height_mm').notNull(),
  minDpi: integer('min_dpi').notNull(),
  attributes: text('attributes', { mode: 'json' }).notNull().$type<Record<string, string>>(),
  popularity: integer('popularity').notNull(),
  createdAt: integer('created_at').notNull(),
})

export const articleTexts = sqliteTable(
  'article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    namePlural: text('name_plural').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
)

/** VAT-inclusive price per currency, integer minor units. */
export const articlePrices = sqliteTable(
  'article_prices',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.currency] })],
)

/** Where an article is sold: a brand, and optionally one of its sites ('*' = every site of the brand). */
export const articleAvailability = sqliteTable(
  'article_availability',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull().default('*'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.brandSlug, t.siteCode] })],
)

export const tags = sqliteTable('tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  category: text('category'),
  popularity: integer('popularity').notNull(),
})

export const tagTexts = sqliteTable(
  'tag_texts',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.language] }), uniqueIndex('tag_texts_slug').on(t.language, t.slug)],
)

export const designs = sqliteTable(
  'designs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    motif: text('motif').notNull(),
    hue: integer('hue').notNull(),
    mediaKind: text('media_kind').notNull(),
    popularity: integer('popularity').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('designs_article').on(t.articleId), index('designs_popularity').on(t.popularity)],
)

export const designTexts = sqliteTable(
  'design_texts',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.language] })],
)

export const designTags = sqliteTable(
  'design_tags',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.designId, t.tagId] }), index('design_tags_tag').on(t.tagId)],
)

export const landings = sqliteTable('landings', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  listMode: text('list_mode').notNull(),
  tagId: integer('tag_id').references(() => tags.id),
  articleId: integer('article_id').references(() => articles.id),
  position: integer('position').notNull(),
})

export const landingTexts = sqliteTable(
  'landing_texts',
  {
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    body: text('body').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.landingId, t.language] }), uniqueIndex('landing_texts_slug').on(t.language, t.slug)],
)

export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  landingId: integer('landing_id')
    .notNull()
    .references(() => landings.id),
  hue: integer('hue').notNull(),
  position: integer('position').notNull(),
})

export const bannerTexts = sqliteTable(
  'banner_texts',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    cta: text('cta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.language] })],
)

export const offers = sqliteTable('offers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  discountPercent: integer('discount_percent').notNull(),
  validFrom: integer('valid_from').notNull(),
  validTo: integer('valid_to').notNull(),
  landingId: integer('landing_id')
    .notNull()
    .references(() => landings.id),
})

export const offerTexts = sqliteTable(
  'offer_texts',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.language] })],
)

/**
 * Reviews belong to a brand; only PUBLISHED ones are shown. Customer reviews start PENDING until moderated. A review
 * about one product names its design (and the design's article): only those count on that design's page (decision
 * 021). A review of the shop itself (service, delivery) or of a mixed order names none and is shown on /reviews only.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    language: text('language').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    authorFirstName: text('author_first_name').notNull(),
    status: text('status').notNull().default('PUBLISHED'),
    /** Set for reviews written by customers about a delivered order (one review per order). */
    customerId: integer('customer_id'),
    orderId: integer('order_id'),
    designId: integer('design_id'),
    articleId: integer('article_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('reviews_brand').on(t.brandSlug, t.status, t.createdAt),
    uniqueIndex('reviews_order').on(t.orderId),
    index('reviews_design').on(t.designId, t.brandSlug, t.language, t.status),
  ],
)
