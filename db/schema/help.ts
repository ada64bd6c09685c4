import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Help centre. Categories and topics keep their ids for ever (the spec's stage lists and the help blocks name
 * them); their texts are per brand and language, so each brand speaks in its own name, and each text has the
 * slug of its own title (`/help-center/topic/{slug}_{id}`).
 */
export const helpCategories = sqliteTable('help_categories', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
})

export const helpCategoryTexts = sqliteTable(
  'help_category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandSlug, t.language, t.categoryId] })],
)

export const helpTopics = sqliteTable(
  'help_topics',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    position: integer('position').notNull(),
  },
  (t) => [index('help_topics_category').on(t.categoryId, t.position)],
)

/** `body`: paragraphs in the small markup of server/domain/help/help-markup.ts; `keywords`: extra search words. */
export const helpTopicTexts = sqliteTable(
  'help_topic_texts',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => helpTopics.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    keywords: text('keywords').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandSlug, t.language, t.topicId] }), index('help_topic_texts_topic').on(t.topicId)],
)
