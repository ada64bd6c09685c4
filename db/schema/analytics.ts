import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * One row per page view of a visitor who accepted analytics (spec section 7, POST /api/event/page). No session id,
 * no full URL, no raw address: path and referrer without their query, the address truncated (/24, /48).
 */
export const pageEvents = sqliteTable(
  'page_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    platform: text('platform'),
    mobile: integer('mobile', { mode: 'boolean' }).notNull(),
    ip: text('ip'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('page_events_brand_created').on(t.brandSlug, t.createdAt)],
)

/**
 * Spec section 3 "affiliate hit": a landing with a numeric afcust and no afdata cookie yet. The device footprint is a
 * SHA-256 of User-Agent and Accept-Language (never the raw headers); the address is truncated like page events'.
 */
export const affiliateHits = sqliteTable(
  'affiliate_hits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull(),
    customerId: text('customer_id').notNull(),
    deviceFootprint: text('device_footprint').notNull(),
    domain: text('domain').notNull(),
    url: text('url').notNull(),
    ip: text('ip'),
    campaign: text('campaign'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('affiliate_hits_customer_created').on(t.customerId, t.createdAt)],
)
