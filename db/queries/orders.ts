import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { insertPrepared, insertShape, prepared, rowWhere } from './prepared.js'
import {
  apiKeys,
  emailOutbox,
  orderEvents,
  orderLines,
  orderReturns,
  orders,
  payments,
  userRequiredActions,
  webhookReceipts,
} from '../schema/index.js'

export type OrderRow = typeof orders.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

// The statements of placing and paying an order are prepared once per connection (issue 16: building and preparing
// them on every call cost more than running them; decision 033).

export function findOrderByPublicId(db: Db, publicId: string) {
  return rowWhere(db, orders, { publicId })
}

/**
 * A brand's orders whose public id starts with `prefix` (a short order number), through the unique index on
 * public_id as a range scan. Ids are lowercase base32, so every id with the prefix sorts below `prefix + '~'`.
 */
export function ordersWithPublicIdPrefix(db: Db, brandSlug: string, prefix: string, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(gte(orders.publicId, prefix), lt(orders.publicId, `${prefix}~`), eq(orders.brandSlug, brandSlug)))
    .orderBy(asc(orders.publicId))
    .limit(limit)
    .all()
}

export function findOrderById(db: Db, id: number) {
  return rowWhere(db, orders, { id })
}

export function findOrderByIdempotencyKey(db: Db, brandSlug: string, key: string) {
  return rowWhere(db, orders, { brandSlug, idempotencyKey: key })
}

export function findOrderByCart(db: Db, cartId: string) {
  return rowWhere(db, orders, { cartId })
}

export function insertOrder(db: Db, row: typeof orders.$inferInsert): number {
  const shape = insertShape(row)
  return prepared(db, `orders.insert:${shape.key}`, () =>
    db
      .insert(orders)
      .values(shape.values as typeof orders.$inferInsert)
      .returning({ id: orders.id })
      .prepare(),
  ).get(shape.params)!.id
}

/** One prepared single-row INSERT per line (inside the caller's transaction), not one statement built per order. */
export function insertOrderLines(db: Db, rows: (typeof orderLines.$inferInsert)[]): void {
  for (const row of rows) insertPrepared(db, orderLines, row)
}

export function orderLineRows(db: Db, orderId: number) {
  return prepared(db, 'orderLines.ofOrder', () =>
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderLines.id))
      .prepare(),
  ).all({ orderId })
}

export function insertOrderEvent(db: Db, row: typeof orderEvents.$inferInsert): void {
  insertPrepared(db, orderEvents, row)
}

export function orderEventRows(db: Db, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
    .all()
}

/** Compare-and-set: succeeds only if nobody moved the order in between (the caller checked the transition). */
export function updateOrderStatus(db: Db, id: number, from: number, to: number, now: number): boolean {
  return (
    db
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .run().changes === 1
  )
}

export function updateOrderShipment(
  db: Db,
  id: number,
  patch: { shipmentState?: string; trackingNumber?: string },
  now: number,
): void {
  db.update(orders)
    .set({ ...patch, updatedAt: now })
    .where(eq(orders.id, id))
    .run()
}

export function listOrders(
  db: Db,
  filter: { brandSlug: string | null; statuses: number[] | null; limit: number; afterId: number },
) {
  const conds = [
    filter.brandSlug ? eq(orders.brandSlug, filter.brandSlug) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.afterId > 0 ? lt(orders.id, filter.afterId) : undefined,
  ].filter((c) => c !== undefined)
  return db
    .select()
    .from(orders)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(orders.id))
    .limit(filter.limit)
    .all()
}

export function insertPayment(db: Db, row: typeof payments.$inferInsert): void {
  insertPrepared(db, payments, row)
}

export function findPayment(db: Db, id: string) {
  return rowWhere(db, payments, { id })
}

export function findPaymentByProviderRef(db: Db, provider: string, ref: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .get()
}

export function paymentsOfOrder(db: Db, orderId: number) {
  // Insertion order (rowid): attempts made within the same millisecond still list first to last.
  return prepared(db, 'payments.ofOrder', () =>
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, sql.placeholder('orderId')))
      .orderBy(asc(sql`rowid`))
      .prepare(),
  ).all({ orderId })
}

export function setPaymentProviderRef(
  db: Db,
  id: string,
  providerRef: string,
  redirectUrl: string | null,
  now: number,
): void {
  prepared(db, 'payments.setProviderRef', () =>
    db
      .update(payments)
      .set({
        providerRef: sql`${sql.placeholder('providerRef')}`,
        redirectUrl: sql`${sql.placeholder('redirectUrl')}`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(payments.id, sql.placeholder('id')))
      .prepare(),
  ).run({ id, providerRef, redirectUrl, now })
}

export function setOrderPaymentMethod(
  db: Db,
  id: number,
  paymentMethod: string,
  paymentKind: string,
  now: number,
): void {
  prepared(db, 'orders.setPaymentMethod', () =>
    db
      .update(orders)
      .set({
        paymentMethod: sql`${sql.placeholder('paymentMethod')}`,
        paymentKind: sql`${sql.placeholder('paymentKind')}`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare(),
  ).run({ id, paymentMethod, paymentKind, now })
}

/** Compare-and-set on the payment status, so a webhook and a return racing each other apply once. */
export function updatePaymentStatus(
  db: Db,
  id: string,
  from: string,
  to: string,
  outcome: string,
  now: number,
): boolean {
  return (
    db
      .update(payments)
      .set({ status: to, outcome, updatedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, from)))
      .run().changes === 1
  )
}

export function setPaymentOutcome(db: Db, id: string, outcome: string, now: number): void {
  db.update(payments).set({ outcome, updatedAt: now }).where(eq(payments.id, id)).run()
}

/** false when the event was already recorded (a replay or a retried delivery). */
export function recordWebhookReceipt(db: Db, provider: string, eventId: string, now: number): boolean {
  return (
    db.insert(webhookReceipts).values({ provider, eventId, receivedAt: now }).onConflictDoNothing().run().changes === 1
  )
}

export function markEmailSent(db: Db, id: number, now: number): void {
  db.update(emailOutbox).set({ sentAt: now }).where(eq(emailOutbox.id, id)).run()
}

export function markEmailFailed(db: Db, id: number, error: string): void {
  db.update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(emailOutbox.id, id))
    .run()
}

/** The new row's id, or undefined when a mail with this dedupe key was queued before. Use queueEmail(), which also queues its job. */
export function insertOutboxEmail(
  db: Db,
  row: Omit<typeof emailOutbox.$inferInsert, 'id' | 'attempts' | 'sentAt' | 'lastError'> & { createdAt: number },
): number | undefined {
  return db.insert(emailOutbox).values(row).onConflictDoNothing().returning({ id: emailOutbox.id }).get()?.id
}

export function findOutboxEmail(db: Db, id: number) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()
}

export function findApiKeyByHash(db: Db, keyHash: string) {
  return db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).get()
}

export function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): void {
  db.insert(apiKeys).values(row).run()
}

export function listApiKeys(db: Db) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      brandSlug: apiKeys.brandSlug,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(asc(apiKeys.name))
    .all()
}

export function revokeApiKey(db: Db, name: string, now: number): boolean {
  return db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.name, name)).run().changes === 1
}

export function touchApiKey(db: Db, id: string, now: number): void {
  db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id)).run()
}

export function returnsOfOrder(db: Db, orderId: number) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id)).all()
}

export function insertReturn(db: Db, row: typeof orderReturns.$inferInsert): number {
  return db.insert(orderReturns).values(row).returning({ id: orderReturns.id }).get().id
}

export function updateReturnStatus(db: Db, id: number, from: number, to: number, now: number): boolean {
  return (
    db
      .update(orderReturns)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, from)))
      .run().changes === 1
  )
}

export function actionsOfOrder(db: Db, orderId: number) {
  return db
    .select()
    .from(userRequiredActions)
    .where(eq(userRequiredActions.orderId, orderId))
    .orderBy(asc(sql`rowid`))
    .all()
}

export function findAction(db: Db, orderId: number, publicId: string) {
  return db
    .select()
    .from(userRequiredActions)
    .where(and(eq(userRequiredActions.orderId, orderId), eq(userRequiredActions.publicId, publicId)))
    .get()
}

export function insertAction(db: Db, row: typeof userRequiredActions.$inferInsert): void {
  db.insert(userRequiredActions).values(row).run()
}

/** Stores the shopper's answer once: a second submission changes nothing. */
export function completeAction(db: Db, publicId: string, data: unknown, now: number): boolean {
  return (
    db
      .update(userRequiredActions)
      .set({ data, completedAt: now })
      .where(and(eq(userRequiredActions.publicId, publicId), isNull(userRequiredActions.completedAt)))
      .run().changes === 1
  )
}
