import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Shop accounts. An account belongs to one brand (the same email may hold separate accounts at WPX-ES and TZ-ES).
 * `kind` internal marks partners/staff of the brand; `permissions` gate orders, tickets and invoices.
 */
export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: integer('email_verified_at'),
    /** argon2id PHC string; null for accounts that only sign in by email link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    birthDate: text('birth_date'),
    kind: text('kind').notNull().default('customer'),
    permissions: text('permissions', { mode: 'json' }).notNull(),
    canMakeOrders: integer('can_make_orders', { mode: 'boolean' }).notNull().default(true),
    newsletter: integer('newsletter', { mode: 'boolean' }).notNull().default(false),
    language: text('language').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('customers_brand_email').on(t.brandSlug, t.email)],
)

export const customerAddresses = sqliteTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address', { mode: 'json' }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
)

/**
 * Sessions as lucia-auth.com teaches: the cookie holds a random token, the table only its SHA-256 (`id`), so a
 * database leak gives no usable sessions. Idle expiry via last_seen_at, absolute expiry via expires_at.
 */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_customer').on(t.customerId)],
)

/** Single-use emailed tokens (password reset, sign-in link, email confirmation); only the SHA-256 is stored. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('auth_tokens_customer').on(t.customerId, t.purpose)],
)

/** Designs a customer saved from the editor (and, for partners, designs they publish in the catalog). */
export const savedDesigns = sqliteTable(
  'saved_designs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    designId: integer('design_id'),
    name: text('name').notNull(),
    projectKind: text('project_kind').notNull().default('PRIVATE'),
    /** Editor state (issue 7); null for designs saved before the editor existed. */
    state: text('state', { mode: 'json' }),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('saved_designs_customer').on(t.customerId)],
)

/** Partner (internal kind) settings: where commissions are paid and the affiliate id used in links (afcust). */
export const partnerSettings = sqliteTable('partner_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  affiliateId: integer('affiliate_id').notNull().unique(),
  payoutIban: text('payout_iban'),
  payoutHolder: text('payout_holder'),
  commissionPercent: integer('commission_percent').notNull().default(10),
  updatedAt: integer('updated_at').notNull(),
})
