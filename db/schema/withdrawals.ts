import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { orders } from './orders.js'

/** One withdrawn line: the order line and how many of its items. */
export interface WithdrawnLine {
  lineId: number
  quantity: number
}

/**
 * A shopper's withdrawal from an order (Directive 2011/83/EU art. 11a, decision 052): the lines, the name given and the
 * optional reason, as submitted. One per order: submitting again returns this row, so a double click or a reload
 * never withdraws twice nor mails twice.
 */
export const withdrawals = sqliteTable('withdrawals', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lines: text('lines', { mode: 'json' }).notNull().$type<WithdrawnLine[]>(),
  name: text('name').notNull(),
  reason: text('reason'),
  createdAt: integer('created_at').notNull(),
})
