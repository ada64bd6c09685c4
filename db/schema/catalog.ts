import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core'

/**
 * Catalog. Translatable fields live in *_texts tables, one row per language, each with its own slug
 * (unique per language where the slug alone addresses a page: landings and tags).
 */
export const articles = sqliteTable('articles', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
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

/**
 * What a shopper chooses on an article (size, finish, cover, page count, phone model ...), in display order, with its
 * label in every shop language (decision 040). An article without options has one variant and no choice.
 */
export const articleOptions = sqliteTable(
  'article_options',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    optionKey: text('option_key').notNull(),
    position: integer('position').notNull(),
    labels: text('labels', { mode: 'json' }).notNull().$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.optionKey] })],
)

export const articleOptionValues = sqliteTable(
  'article_option_values',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    optionKey: text('option_key').notNull(),
    valueKey: text('value_key').notNull(),
    position: integer('position').notNull(),
    labels: text('labels', { mode: 'json' }).notNull().$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.optionKey, t.valueKey] })],
)

/**
 * A sellable combination of an article's option values, with its own print specification. `sku` is the catalogue
 * key (stable across imports, printed on the factory's job). The variant with the lowest position is the article's
 * default: the one a page shows before the shopper chooses.
 */
export const articleVariants = sqliteTable(
  'article_variants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** option key -> value key, one entry per option of the article. */
    options: text('options', { mode: 'json' }).notNull().$type<Record<string, string>>(),
    /** Trim (finished) size; a mug: the wrap-around area. */
    printWidthMm: integer('print_width_mm').notNull(),
    printHeightMm: integer('print_height_mm').notNull(),
    /** Printed beyond the trim and cut off (a canvas: the part folded round the frame). */
    bleedMm: integer('bleed_mm').notNull(),
    /** Below this effective resolution the editor warns. */
    minDpi: integer('min_dpi').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('article_variants_article').on(t.articleId, t.position)],
)

/** Where a variant is sold: a brand, and optionally one of its sites ('*' = every site of the brand). */
export const variantAvailability = sqliteTable(
  'variant_availability',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => articleVariants.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull().default('*'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.brandSlug, t.siteCode] }),
    index('variant_availability_brand').on(t.brandSlug),
  ],
)

/**
 * VAT-inclusive unit prices in integer minor units. A row applies to every brand ('*'), one brand, or one site of a
 * brand; the most specific scope with a price in the currency sets the whole ladder: its row with min_quantity 1 is the
 * unit price, its other rows are quantity tiers (server/domain/catalog/variant-price.ts, decision 040).
 */
export const variantPrices = sqliteTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => articleVariants.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull().default('*'),
    siteCode: text('site_code').notNull().default('*'),
    currency: text('currency').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.brandSlug, t.siteCode, t.currency, t.minQuantity] })],
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
