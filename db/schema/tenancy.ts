import { sql } from 'drizzle-orm'
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** A brand (WPX-ES, TZ-ES ...). List-valued and nested settings are JSON validated by server/domain/tenancy/tenant-schema.ts on every read. */
export const brands = sqliteTable('brands', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  theme: text('theme').notNull(),
  allowDecimals: integer('allow_decimals', { mode: 'boolean' }).notNull(),
  features: text('features', { mode: 'json' }).notNull(),
  analytics: text('analytics', { mode: 'json' }).notNull(),
  legal: text('legal', { mode: 'json' }).notNull(),
  hreflangXDefault: text('hreflang_x_default'),
  /** Null in rows written before the setting existed: the schema's default applies. */
  themeTokens: text('theme_tokens', { mode: 'json' }),
  helpCenter: text('help_center', { mode: 'json' }),
  chat: text('chat', { mode: 'json' }),
  /** Payment settings (Adyen merchant account, bank transfer reminder and cancellation days); null: the defaults. */
  payments: text('payments', { mode: 'json' }),
  /** How a promotion code meets the automatic offers ('combine' | 'best'); null: the default, combine. */
  promotionStacking: text('promotion_stacking'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
})

/** A country site of a brand; its languages and hosts live in their own tables. */
export const sites = sqliteTable(
  'sites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The site's own name for shoppers; null: the brand's display name. */
    displayName: text('display_name'),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    paymentMethods: text('payment_methods', { mode: 'json' }).notNull(),
    carriers: text('carriers', { mode: 'json' }).notNull(),
    shipmentModes: text('shipment_modes', { mode: 'json' })
      .notNull()
      .default(sql`'["ADDRESS","PICKPOINT"]'`),
    freeShippingFromMinor: integer('free_shipping_from_minor').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [uniqueIndex('sites_brand_code').on(t.brandId, t.code)],
)

export const siteLanguages = sqliteTable(
  'site_languages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    hreflang: text('hreflang').notNull(),
    pathPrefix: text('path_prefix'),
    /** The site's name in this language; null: the site's display name. */
    displayName: text('display_name'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] })],
)

/** Every host name answers for exactly one site. */
export const siteHosts = sqliteTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
})

/**
 * One row: a counter that triggers (migration 0019) raise on every write to brands, sites, site_languages, site_hosts
 * and brand_content. The tenant registry reloads when it moved, not on every commit of another process.
 */
export const configVersion = sqliteTable('config_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
})
