import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client.js'
import { insertPrepared, insertShape, prepared, rowWhere, lockedRowWhere } from './prepared.js'
import type {
  apiKeys,
  emailOutbox,
  orderEvents,
  orderLines,
  orderReductions,
  orderReturns,
  orders,
  payments,
  userRequiredActions,
} from '../schema/index.js'
import type { CartLine } from '../../server/domain/cart/cart-totals.js'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

// The statements of placing and paying an order are prepared once per connection (issue 16: building and preparing
// them on every call cost more than running them; decision 033).

export function findOrderByPublicId(db: Db, publicId: string) {
  return rowWhere(db, 'orders', { publicId })
}

/**
 * A brand's orders whose public id starts with `prefix` (a short order number), through the unique index on
 * public_id as a range scan. Ids are lowercase base32, so every id with the prefix sorts below `prefix + '~'`.
 */
export async function ordersWithPublicIdPrefix(db: Db, brandSlug: string, prefix: string, limit: number) {
  const { orders } = tablesOf(db)
  return await db
    .select()
    .from(orders)
    .where(and(gte(orders.publicId, prefix), lt(orders.publicId, `${prefix}~`), eq(orders.brandSlug, brandSlug)))
    .orderBy(asc(orders.publicId))
    .limit(limit)
}

export function findOrderById(db: Db, id: number) {
  return rowWhere(db, 'orders', { id })
}

/**
 * The order, locked until the transaction of `tx` ends (decision 038): every read-then-write of an order (a payment
 * started or settled, a status move, a refund requested, a transfer deadline) takes it first, so two of them on one
 * order take turns on any instance. Take it before writing anything that references the order (an event, a payment):
 * such a write holds a key-share lock on the order's row, and two transactions that each hold one and then ask for
 * this lock deadlock.
 */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  return lockedRowWhere(tx, 'orders', { id })
}

/** The reprints made of an order (decision 050), oldest first, through the reprint_of index. */
export async function reprintsOfOrder(db: Db, orderId: number) {
  const { orders } = tablesOf(db)
  return await db
    .select({ id: orders.id, publicId: orders.publicId, reason: orders.reprintReason, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.reprintOf, orderId))
    .orderBy(asc(orders.id))
}

export function findOrderByIdempotencyKey(db: Db, brandSlug: string, key: string) {
  return rowWhere(db, 'orders', { brandSlug, idempotencyKey: key })
}

export function findOrderByCart(db: Db, cartId: string) {
  return rowWhere(db, 'orders', { cartId })
}

/** The order as stored (RETURNING it: a placement needs its id and row without reading it again). */
export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const { orders } = tablesOf(db)
  const shape = insertShape(row)
  return (
    await prepared(db, `orders.insert:${shape.key}`, () =>
      db
        .insert(orders)
        .values(shape.values as typeof orders.$inferInsert)
        .returning()
        .prepare(),
    ).execute(shape.params)
  )[0]!
}

/** One prepared single-row INSERT per line (inside the caller's transaction), not one statement built per order. */
export async function insertOrderLines(db: Db, rows: (typeof orderLines.$inferInsert)[]): Promise<void> {
  for (const row of rows) await insertPrepared(db, 'orderLines', row)
}

/** The frozen copy of the cart's lines that an order keeps: never priced again (see domain/cart/cart-totals.ts). */
export async function insertFrozenOrderLines(db: Db, orderId: number, lines: readonly CartLine[]): Promise<void> {
  await insertOrderLines(
    db,
    lines.map((l) => frozenOrderLineOf(orderId, l)),
  )
}

/** An `order_lines` row of a cart line (the one conversion): the name in the number the line is bought in. */
function frozenOrderLineOf(orderId: number, line: CartLine): typeof orderLines.$inferInsert {
  return {
    orderId,
    articleId: line.articleId,
    articleName: line.quantity === 1 ? line.articleName : line.articleNamePlural,
    variantId: line.variantId,
    variantSku: line.variantSku,
    variantLabel: line.variantLabel,
    designId: line.designId,
    designName: line.designName,
    personalisedDesignId: line.personalisedDesignId,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
    urlPreview: line.urlPreview,
  }
}

/** The order's reductions as the shopper saw them (automatic offers, code, waived shipping), in their order. */
export async function insertOrderReductions(db: Db, rows: (typeof orderReductions.$inferInsert)[]): Promise<void> {
  for (const row of rows) await insertPrepared(db, 'orderReductions', row)
}

export async function orderReductionRows(db: Db, orderId: number) {
  const { orderReductions } = tablesOf(db)
  return await prepared(db, 'orderReductions.ofOrder', () =>
    db
      .select({
        kind: orderReductions.kind,
        offerId: orderReductions.offerId,
        code: orderReductions.code,
        label: orderReductions.label,
        amountMinor: orderReductions.amountMinor,
      })
      .from(orderReductions)
      .where(eq(orderReductions.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderReductions.position))
      .prepare(),
  ).execute({ orderId })
}

export async function orderLineRows(db: Db, orderId: number) {
  const { orderLines } = tablesOf(db)
  return await prepared(db, 'orderLines.ofOrder', () =>
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderLines.id))
      .prepare(),
  ).execute({ orderId })
}

export async function insertOrderEvent(db: Db, row: typeof orderEvents.$inferInsert): Promise<void> {
  await insertPrepared(db, 'orderEvents', row)
}

export async function orderEventRows(db: Db, orderId: number) {
  const { orderEvents } = tablesOf(db)
  return await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
}

/** Compare-and-set: succeeds only if nobody moved the order in between (the caller checked the transition). */
export async function updateOrderStatus(db: Db, id: number, from: number, to: number, now: number): Promise<boolean> {
  const { orders } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(orders)
        .set({ status: to, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, from))),
    ) === 1
  )
}

export async function updateOrderShipment(
  db: Db,
  id: number,
  patch: { shipmentState?: string; trackingNumber?: string },
  now: number,
): Promise<void> {
  const { orders } = tablesOf(db)
  await db
    .update(orders)
    .set({ ...patch, updatedAt: now })
    .where(eq(orders.id, id))
}

export async function listOrders(
  db: Db,
  filter: { brandSlug: string | null; statuses: number[] | null; limit: number; afterId: number },
) {
  const { orders } = tablesOf(db)
  const conds = [
    filter.brandSlug ? eq(orders.brandSlug, filter.brandSlug) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.afterId > 0 ? lt(orders.id, filter.afterId) : undefined,
  ]
  return await newestOrders(db, conds, filter.limit)
}

/**
 * A page of whole order rows, newest first, where every condition given holds (undefined ones are no filter): the
 * selection the factory's order list and the console's search share, so both page by id the same way.
 */
export async function newestOrders(db: Db, conditions: (SQL | undefined)[], limit: number) {
  const { orders } = tablesOf(db)
  const conds = conditions.filter((c) => c !== undefined)
  return await db
    .select()
    .from(orders)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(orders.id))
    .limit(limit)
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<void> {
  await insertPrepared(db, 'payments', row)
}

export function findPayment(db: Db, id: string) {
  return rowWhere(db, 'payments', { id })
}

export async function findPaymentByProviderRef(db: Db, provider: string, ref: string) {
  const { payments } = tablesOf(db)
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
  )[0]
}

export async function paymentsOfOrder(db: Db, orderId: number) {
  const { payments } = tablesOf(db)
  // Insertion order (rowid): attempts made within the same millisecond still list first to last.
  return await prepared(db, 'payments.ofOrder', () =>
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, sql.placeholder('orderId')))
      .orderBy(asc(sql`rowid`))
      .prepare(),
  ).execute({ orderId })
}

export async function setPaymentProviderRef(
  db: Db,
  id: string,
  providerRef: string,
  redirectUrl: string | null,
  now: number,
): Promise<void> {
  const { payments } = tablesOf(db)
  await prepared(db, 'payments.setProviderRef', () =>
    db
      .update(payments)
      .set({
        providerRef: sql`${sql.placeholder('providerRef')}`,
        redirectUrl: sql`${sql.placeholder('redirectUrl')}`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(payments.id, sql.placeholder('id')))
      .prepare(),
  ).execute({ id, providerRef, redirectUrl, now })
}

export async function setOrderPaymentMethod(
  db: Db,
  id: number,
  paymentMethod: string,
  paymentKind: string,
  now: number,
): Promise<void> {
  const { orders } = tablesOf(db)
  await prepared(db, 'orders.setPaymentMethod', () =>
    db
      .update(orders)
      .set({
        paymentMethod: sql`${sql.placeholder('paymentMethod')}`,
        paymentKind: sql`${sql.placeholder('paymentKind')}`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare(),
  ).execute({ id, paymentMethod, paymentKind, now })
}

/** Compare-and-set on the payment status, so a webhook and a return racing each other apply once. */
export async function updatePaymentStatus(
  db: Db,
  id: string,
  from: string,
  to: string,
  outcome: string,
  now: number,
): Promise<boolean> {
  const { payments } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(payments)
        .set({ status: to, outcome, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, from))),
    ) === 1
  )
}

export async function setPaymentOutcome(db: Db, id: string, outcome: string, now: number): Promise<void> {
  const { payments } = tablesOf(db)
  await db.update(payments).set({ outcome, updatedAt: now }).where(eq(payments.id, id))
}

/** false when the event was already recorded (a replay or a retried delivery). */
export async function recordWebhookReceipt(db: Db, provider: string, eventId: string, now: number): Promise<boolean> {
  const { webhookReceipts } = tablesOf(db)
  return (
    rowsChanged(
      await db.insert(webhookReceipts).values({ provider, eventId, receivedAt: now }).onConflictDoNothing(),
    ) === 1
  )
}

export async function markEmailSent(db: Db, id: number, now: number): Promise<void> {
  const { emailOutbox } = tablesOf(db)
  await db.update(emailOutbox).set({ sentAt: now }).where(eq(emailOutbox.id, id))
}

export async function markEmailFailed(db: Db, id: number, error: string): Promise<void> {
  const { emailOutbox } = tablesOf(db)
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(emailOutbox.id, id))
}

/** The new row's id, or undefined when a mail with this dedupe key was queued before. Use queueEmail(), which also queues its job. */
export async function insertOutboxEmail(
  db: Db,
  row: Omit<typeof emailOutbox.$inferInsert, 'id' | 'attempts' | 'sentAt' | 'lastError'> & { createdAt: number },
): Promise<number | undefined> {
  const { emailOutbox } = tablesOf(db)
  return (await db.insert(emailOutbox).values(row).onConflictDoNothing().returning({ id: emailOutbox.id }))[0]?.id
}

export async function findOutboxEmail(db: Db, id: number) {
  const { emailOutbox } = tablesOf(db)
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]
}

export async function findApiKeyByHash(db: Db, keyHash: string) {
  const { apiKeys } = tablesOf(db)
  return (await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)))[0]
}

export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<void> {
  const { apiKeys } = tablesOf(db)
  await db.insert(apiKeys).values(row)
}

export async function listApiKeys(db: Db) {
  const { apiKeys } = tablesOf(db)
  return await db
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
}

export async function revokeApiKey(db: Db, name: string, now: number): Promise<boolean> {
  const { apiKeys } = tablesOf(db)
  return rowsChanged(await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.name, name))) === 1
}

export async function touchApiKey(db: Db, id: string, now: number): Promise<void> {
  const { apiKeys } = tablesOf(db)
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id))
}

export async function returnsOfOrder(db: Db, orderId: number) {
  const { orderReturns } = tablesOf(db)
  return await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id))
}

export async function insertReturn(db: Db, row: typeof orderReturns.$inferInsert): Promise<number> {
  const { orderReturns } = tablesOf(db)
  return (await db.insert(orderReturns).values(row).returning({ id: orderReturns.id }))[0]!.id
}

export async function updateReturnStatus(db: Db, id: number, from: number, to: number, now: number): Promise<boolean> {
  const { orderReturns } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(orderReturns)
        .set({ status: to, updatedAt: now })
        .where(and(eq(orderReturns.id, id), eq(orderReturns.status, from))),
    ) === 1
  )
}

export async function actionsOfOrder(db: Db, orderId: number) {
  const { userRequiredActions } = tablesOf(db)
  return await db
    .select()
    .from(userRequiredActions)
    .where(eq(userRequiredActions.orderId, orderId))
    .orderBy(asc(sql`rowid`))
}

export async function findAction(db: Db, orderId: number, publicId: string) {
  const { userRequiredActions } = tablesOf(db)
  return (
    await db
      .select()
      .from(userRequiredActions)
      .where(and(eq(userRequiredActions.orderId, orderId), eq(userRequiredActions.publicId, publicId)))
  )[0]
}

export async function insertAction(db: Db, row: typeof userRequiredActions.$inferInsert): Promise<void> {
  const { userRequiredActions } = tablesOf(db)
  await db.insert(userRequiredActions).values(row)
}

/** Stores the shopper's answer once: a second submission changes nothing. */
export async function completeAction(db: Db, publicId: string, data: unknown, now: number): Promise<boolean> {
  const { userRequiredActions } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(userRequiredActions)
        .set({ data, completedAt: now })
        .where(and(eq(userRequiredActions.publicId, publicId), isNull(userRequiredActions.completedAt))),
    ) === 1
  )
}
