import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { orders } from './orders.js'

/**
 * The last number taken in each numbering series (decision 049): one row per series, e.g. `WPXES-2026` or
 * `WPXES-CN-2026`. A number is taken by one upsert that raises the row and returns it (the row stays locked until the
 * payment's transaction ends), so two payments at once on two instances take turns, and a rolled-back payment gives
 * its number back: no gap, no duplicate. Never MAX()+1.
 */
export const invoiceCounters = sqliteTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/**
 * Invoices and credit notes as issued: the legal record. Seller, buyer, lines and totals are frozen here, so the PDF is
 * rendered from this row alone, the same every time, whatever changes later in the brand or the catalogue.
 * `source` makes issuing idempotent: 'payment' for an order's invoice, the refund's id for a credit note.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** INVOICE or CREDIT_NOTE. */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    source: text('source').notNull(),
    /** The invoice a credit note corrects. */
    creditedInvoiceId: integer('credited_invoice_id'),
    brandSlug: text('brand_slug').notNull(),
    language: text('language').notNull(),
    locale: text('locale').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    seller: text('seller', { mode: 'json' }).notNull(),
    buyer: text('buyer', { mode: 'json' }).notNull(),
    lines: text('lines', { mode: 'json' }).notNull(),
    vatTotals: text('vat_totals', { mode: 'json' }).notNull(),
    /** Gross total in minor units: negative for a credit note. */
    totalMinor: integer('total_minor').notNull(),
    issuedAt: integer('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_source').on(t.orderId, t.kind, t.source),
    uniqueIndex('invoices_series_sequence').on(t.series, t.sequence),
    index('invoices_order').on(t.orderId),
  ],
)
