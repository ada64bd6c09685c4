import { lockedRowWhere } from './prepared.js'
import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import type { paymentNotifications, refunds } from '../schema/index.js'

/** Provider notifications (Adyen webhooks) and refunds through the provider (decision 024). */

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect
export type RefundRow = typeof refunds.$inferSelect

/** Stores a notification once per (provider, pspReference, eventCode); the id of a new row, undefined for a repeat. */
export async function insertNotification(
  db: Db,
  row: typeof paymentNotifications.$inferInsert,
): Promise<number | undefined> {
  const { paymentNotifications } = tablesOf(db)
  return (
    await db.insert(paymentNotifications).values(row).onConflictDoNothing().returning({ id: paymentNotifications.id })
  )[0]?.id
}

export async function findNotification(db: Db, id: number): Promise<PaymentNotificationRow | undefined> {
  const { paymentNotifications } = tablesOf(db)
  return (await db.select().from(paymentNotifications).where(eq(paymentNotifications.id, id)))[0]
}

/** Compare-and-set: true for the one caller that applies the notification. */
export async function markNotificationApplied(db: Db, id: number, now: number): Promise<boolean> {
  const { paymentNotifications } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(paymentNotifications)
        .set({ appliedAt: now })
        .where(and(eq(paymentNotifications.id, id), sql`${paymentNotifications.appliedAt} is null`)),
    ) === 1
  )
}

export async function setPaymentPspReference(
  db: Db,
  paymentId: string,
  pspReference: string,
  now: number,
): Promise<void> {
  const { payments } = tablesOf(db)
  await db.update(payments).set({ pspReference, updatedAt: now }).where(eq(payments.id, paymentId))
}

export async function findPaymentByPspReference(db: Db, provider: string, pspReference: string) {
  const { payments } = tablesOf(db)
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.pspReference, pspReference)))
  )[0]
}

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<void> {
  const { refunds } = tablesOf(db)
  await db.insert(refunds).values(row)
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const { refunds } = tablesOf(db)
  return (await db.select().from(refunds).where(eq(refunds.id, id)))[0]
}

/**
 * The refund, locked until the transaction of `tx` ends: its REFUND / REFUND_FAILED notification settles it from the
 * status it has then, and the refund job's REQUESTED -> PENDING waits for it (decision 038).
 */
export async function lockRefund(tx: Db, id: string): Promise<RefundRow | undefined> {
  return lockedRowWhere(tx, 'refunds', { id })
}

export async function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  const { refunds } = tablesOf(db)
  return await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt))
}

/** What a payment has given back or is giving back: every refund of it that did not fail. */
export async function refundedOrPending(db: Db, paymentId: string): Promise<number> {
  const { refunds } = tablesOf(db)
  return (
    (
      await db
        .select({ sum: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')))
    )[0]?.sum ?? 0
  )
}

/** Compare-and-set on a refund's status (the job and the webhooks may race). */
export async function updateRefund(
  db: Db,
  id: string,
  from: string,
  patch: { status: string; providerRef?: string },
  now: number,
): Promise<boolean> {
  const { refunds } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(refunds)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, from))),
    ) === 1
  )
}
