import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Product-safety information (GPSR) per brand and article code (decision 058); the article code `*` holds the brand's
 * manufacturer and responsible person for every article without its own. Parties are `{name, address, email?,
 * contactUrl?}`; warnings are texts by shop language. Written by the demo seed and the console's publish; triggers bump
 * config_version (migration 0036), so the shop's reads are kept per generation like the brand's pages.
 */
export const productSafety = sqliteTable(
  'product_safety',
  {
    brandSlug: text('brand_slug').notNull(),
    articleCode: text('article_code').notNull(),
    manufacturer: text('manufacturer', { mode: 'json' }),
    responsiblePerson: text('responsible_person', { mode: 'json' }),
    warnings: text('warnings', { mode: 'json' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandSlug, t.articleCode] })],
)
