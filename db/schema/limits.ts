import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Rate-limit state shared by every server process (decision 025): one row per counted key, e.g.
 * `upload:a:203.0.113.7`. Token buckets keep their tokens in `value` and the time they were counted at in `at`;
 * sign-in attempt counters keep the count in `value`, the latest attempt in `at` and the earliest next one in
 * `next_at`. A row past `expires_at` says nothing a missing row would not, and is pruned.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    value: real('value').notNull(),
    at: integer('at').notNull(),
    nextAt: integer('next_at'),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
)

/**
 * Bytes kept on disk for uploads and contact attachments, per client address (`a:<address>`) and per account
 * (`c:<customer id>`) (decision 025): a storage quota on the total, unlike the hourly byte bucket. Reserved before a
 * file is stored and given back when it is refused (a key back at zero has no row, so a refusal leaves the table as it was).
 */
export const storageUsage = sqliteTable('storage_usage', {
  key: text('key').primaryKey(),
  bytes: integer('bytes').notNull(),
})
