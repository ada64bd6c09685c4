import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Marketer console: staff accounts (separate from shop customers), their sessions, drafts, preview grants, the
 * audit log, and what the console publishes beside the tenant config (brand content, uploaded brand assets).
 */

/** role: marketer or catalogue (assigned brands only) or ops-admin (every brand and the staff accounts). */
export const staffUsers = sqliteTable('staff_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id PHC string; null until a password is set with the ops CLI. */
  passwordHash: text('password_hash'),
  role: text('role').notNull(),
  disabledAt: integer('disabled_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const staffBrands = sqliteTable(
  'staff_brands',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.brandSlug] })],
)

/** Same rules as customer sessions: the table stores SHA-256(token) only; idle and absolute expiry. */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
)

/**
 * One draft per staff member and brand: the changed settings as `[{path, before, after}]` (before = the published
 * value when the path was first changed, to detect someone else's publish of the same setting).
 */
export const consoleDrafts = sqliteTable(
  'console_drafts',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    changes: text('changes', { mode: 'json' }).notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.brandSlug] })],
)

/**
 * A catalogue manager's unpublished rows of one article (docs/catalogue-csv.md format, checked when saved), per
 * staff member, brand and article code. Published through the catalogue import, then deleted.
 */
export const catalogueDrafts = sqliteTable(
  'catalogue_drafts',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    articleCode: text('article_code').notNull(),
    csv: text('csv').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.brandSlug, t.articleCode] })],
)

/**
 * Preview grants on a shop host: a one-time `link` (minutes) opened from the console, exchanged for a `session`
 * (the preview cookie of that browser). Only SHA-256 of each token is stored.
 */
export const consolePreviews = sqliteTable(
  'console_previews',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    /** Where the link lands (a path of the shop host). */
    path: text('path').notNull().default('/'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('console_previews_staff').on(t.staffId)],
)

/**
 * Every publish, rollback, review decision and staff change: who, when, what changed (before and after).
 * brand_slug is null for staff-account entries (seen by ops admins only).
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    staffId: integer('staff_id'),
    /** Kept as text so the entry still names its author after the account is gone. */
    staffEmail: text('staff_email').notNull(),
    brandSlug: text('brand_slug'),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    changes: text('changes', { mode: 'json' }).notNull(),
    rollbackOf: integer('rollback_of'),
    rolledBackBy: integer('rolled_back_by'),
  },
  (t) => [index('audit_log_brand').on(t.brandSlug, t.id)],
)

/** A brand's published own content (server/domain/tenancy/content-schema.ts, promotions excepted: they live in `promotions`). */
export const brandContent = sqliteTable('brand_content', {
  brandSlug: text('brand_slug').primaryKey(),
  content: text('content', { mode: 'json' }).notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/** Uploaded brand files (logos), content-addressed and owned by one brand; served only on that brand's hosts. */
export const brandAssets = sqliteTable(
  'brand_assets',
  {
    brandSlug: text('brand_slug').notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandSlug, t.sha256] })],
)
