import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { articleVariants, articles } from './catalog.js'

/** A server-side cart per shop session and site; prices are never stored, they are computed on every read. */
export const carts = sqliteTable(
  'carts',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull(),
    promotionCode: text('promotion_code'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('carts_session_site').on(t.sessionId, t.brandSlug, t.siteCode)],
)

export const cartLines = sqliteTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    /** The chosen combination of options (size, finish ...): what is printed and priced. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => articleVariants.id),
    designId: integer('design_id'),
    personalisedDesignId: text('personalised_design_id'),
    quantity: integer('quantity').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('cart_lines_cart').on(t.cartId)],
)

/** Promotion codes per brand (spec: percentage or fixed, minimum amount, validity). */
export const promotions = sqliteTable(
  'promotions',
  {
    code: text('code').notNull(),
    brandSlug: text('brand_slug').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    currency: text('currency'),
    minSubtotalMinor: integer('min_subtotal_minor').notNull(),
    validFrom: integer('valid_from').notNull(),
    validTo: integer('valid_to').notNull(),
    /** How many orders may use the code in all (null: no limit); taken by one compare-and-set per order (decision 038). */
    maxUses: integer('max_uses'),
    /** Orders placed with the code; a publish that keeps the code keeps its count. */
    uses: integer('uses').notNull().default(0),
    /** Orders one shopper (one email address) may place with the code; null: no limit per shopper. */
    maxUsesPerEmail: integer('max_uses_per_email'),
    /** Set for a single-use code generated in a batch by ops: a console publish leaves such codes alone. */
    batchId: integer('batch_id'),
  },
  (t) => [uniqueIndex('promotions_brand_code').on(t.brandSlug, t.code)],
)

/** What the shopper entered in checkout steps 1 to 3, per cart (validated before it is stored). */
export const checkoutDetails = sqliteTable('checkout_details', {
  cartId: text('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  contact: text('contact', { mode: 'json' }),
  address: text('address', { mode: 'json' }),
  /** Step 3: shipment mode with its carrier, pickup point or courier (price is recomputed when the order is placed). */
  shipment: text('shipment', { mode: 'json' }),
  updatedAt: integer('updated_at').notNull(),
})
