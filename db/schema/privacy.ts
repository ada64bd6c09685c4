import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The consent banner's answers as given (decision 053): one row each time a shop session makes a choice, through the
 * banner's form or /api/session, so the shop can show what a visitor allowed, under which text version and when.
 * Keyed by the shop session id; `customer_id` when the visitor was signed in. No IP address is stored. Rows older
 * than the retention time (server/domain/privacy/retention.ts) are deleted by the daily privacy sweep.
 */
export const consentRecords = sqliteTable(
  'consent_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id'),
    version: text('version').notNull(),
    analytics: integer('analytics', { mode: 'boolean' }).notNull(),
    ads: integer('ads', { mode: 'boolean' }).notNull(),
    /** Where the choice came from: 'form' (the banner without JS) or 'api' (POST /api/session). */
    source: text('source').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('consent_records_session').on(t.sessionId),
    index('consent_records_customer').on(t.customerId),
    index('consent_records_created').on(t.createdAt),
  ],
)
