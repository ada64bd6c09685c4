import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * An order is a frozen copy of the cart at the time it was placed (names, prices, totals), so later catalog or
 * price changes never alter what the shopper bought. `id` is the internal order number; only `public_id`
 * (128 random bits) leaves the shop. `cart_id` is unique: one cart becomes at most one order.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull().unique(),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id'),
    cartId: text('cart_id').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: integer('status').notNull(),
    contact: text('contact', { mode: 'json' }).notNull(),
    address: text('address', { mode: 'json' }).notNull(),
    shipment: text('shipment', { mode: 'json' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentKind: text('payment_kind').notNull(),
    promotionCode: text('promotion_code'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    trackingNumber: text('tracking_number'),
    shipmentState: text('shipment_state'),
    attribution: text('attribution', { mode: 'json' }),
    /** A reprint (decision 050): the order it replaces for free, and why (a REPRINT_REASONS code); null otherwise. */
    reprintOf: integer('reprint_of'),
    reprintReason: text('reprint_reason'),
    /**
     * When the privacy sweep dealt with this delivered order's photos (decision 053); null until then. A day's sweep
     * reads only delivered orders still null, so its work is the day's new orders, not every order ever delivered.
     */
    uploadsSweptAt: integer('uploads_swept_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_brand_idempotency').on(t.brandSlug, t.idempotencyKey),
    index('orders_brand_status').on(t.brandSlug, t.status),
    index('orders_session').on(t.sessionId),
    index('orders_reprint_of').on(t.reprintOf),
    index('orders_customer').on(t.customerId),
    index('orders_status_uploads_swept').on(t.status, t.uploadsSweptAt),
  ],
)

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    articleName: text('article_name').notNull(),
    /** The variant as sold: its id, catalogue key and the chosen options in the order's language (null before 0022). */
    variantId: integer('variant_id'),
    variantSku: text('variant_sku'),
    variantLabel: text('variant_label'),
    designId: integer('design_id'),
    designName: text('design_name'),
    personalisedDesignId: text('personalised_design_id'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    urlPreview: text('url_preview').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
)

/** Everything that happened to an order (status moves, shipment updates, payments), for the tracking timeline. */
/**
 * Each reduction of an order as the shopper saw it: an automatic offer (by its revision), a promotion code, or free
 * shipping from an offer. `orders.discount_minor` is the sum of the goods' reductions (kinds OFFER and CODE).
 */
export const orderReductions = sqliteTable(
  'order_reductions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'OFFER' | 'CODE' | 'SHIPPING'>(),
    offerId: integer('offer_id'),
    code: text('code'),
    /** The offer's title or the code, in the order's language. */
    label: text('label').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_reductions_order').on(t.orderId)],
)

export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    shipmentState: text('shipment_state'),
    actor: text('actor').notNull(),
    note: text('note'),
    at: integer('at').notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
)

/** One row per payment attempt; an order may need several (a failed card, then BLIK). */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Provider-side id (test PSP payment id) or the bank-transfer reference the shopper writes on the transfer. */
    providerRef: text('provider_ref'),
    /** The provider's hosted page, so a repeated submit resumes the same payment instead of starting another. */
    redirectUrl: text('redirect_url'),
    /** Last outcome the provider reported (e.g. failed, pending), shown to the shopper. */
    outcome: text('outcome'),
    /** Adyen's PSP reference of the authorised payment (from its AUTHORISATION webhook): what refunds name. */
    pspReference: text('psp_reference'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('payments_order').on(t.orderId), uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef)],
)

/** Webhook events already applied, so a retried or replayed delivery changes nothing (exactly-once effect). */
export const webhookReceipts = sqliteTable(
  'webhook_receipts',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/**
 * The built-in test PSP keeps its own state, as an external PSP would; the shop never reads these tables, it
 * learns outcomes only through the signed webhook and the status lookup of the provider adapter.
 */
export const testPspPayments = sqliteTable('test_psp_payments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const testPspDeliveries = sqliteTable(
  'test_psp_deliveries',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testPspPayments.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    deliveredAt: integer('delivered_at'),
    lastError: text('last_error'),
  },
  (t) => [index('test_psp_deliveries_due').on(t.deliveredAt, t.nextAttemptAt)],
)

/** Keys of integrations (factory, carrier bridge) for the order API; only the SHA-256 of a key is stored. */
export const apiKeys = sqliteTable('api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  keyHash: text('key_hash').notNull().unique(),
  /** null: every brand. */
  brandSlug: text('brand_slug'),
  createdAt: integer('created_at').notNull(),
  lastUsedAt: integer('last_used_at'),
  revokedAt: integer('revoked_at'),
})

/** A file a queued mail carries, named by the row it is rendered from. */
export interface MailAttachmentRef {
  invoiceId: number
}

/** Mail written in the same transaction as the change it reports, sent after commit (transactional outbox). */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dedupeKey: text('dedupe_key').notNull().unique(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
    headers: text('headers', { mode: 'json' }),
    /** Files to attach, by reference (`[{ invoiceId }]`), rendered when the mail is sent (decision 052). */
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachmentRef[]>(),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_pending').on(t.sentAt)],
)

/** Returns and refunds (the spec's second status set: 8 confirmed, 5 completed, 100 canceled). */
export const orderReturns = sqliteTable(
  'order_returns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    reason: text('reason').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('order_returns_order').on(t.orderId)],
)

/** Something the shopper must do for an order (spec: PROVIDE_DATA_TO_REFUND); done once, then read-only. */
export const userRequiredActions = sqliteTable(
  'user_required_actions',
  {
    publicId: text('public_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: text('data', { mode: 'json' }),
    createdAt: integer('created_at').notNull(),
    completedAt: integer('completed_at'),
  },
  (t) => [index('user_required_actions_order').on(t.orderId)],
)

/**
 * Payment provider notifications (Adyen webhooks), stored when they arrive and applied by the job runner. Unique per
 * (provider, pspReference, eventCode): a retried or replayed notification finds its row and changes nothing, whatever
 * the order of arrival (decision 024).
 */
export const paymentNotifications = sqliteTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider').notNull(),
    pspReference: text('psp_reference').notNull(),
    eventCode: text('event_code').notNull(),
    success: integer('success', { mode: 'boolean' }).notNull(),
    merchantReference: text('merchant_reference').notNull(),
    originalReference: text('original_reference'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The notification item as received (reason, paymentMethod, additionalData ...). */
    body: text('body', { mode: 'json' }).notNull(),
    receivedAt: integer('received_at').notNull(),
    /** When it was applied to the order (null: waiting for its job). */
    appliedAt: integer('applied_at'),
  },
  (t) => [uniqueIndex('payment_notifications_event').on(t.provider, t.pspReference, t.eventCode)],
)

/**
 * Refunds of online payments through the provider (full or partial). The amounts of refunds not FAILED never exceed
 * what the payment took. REQUESTED: queued for the provider; PENDING: the provider accepted the request; REFUNDED or
 * FAILED: its REFUND / REFUND_FAILED notification arrived.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** The provider's reference of the refund (Adyen's pspReference of the refund request). */
    providerRef: text('provider_ref'),
    actor: text('actor').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('refunds_order').on(t.orderId)],
)
