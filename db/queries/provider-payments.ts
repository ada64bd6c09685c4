import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { paymentNotifications, payments, refunds } from '../schema/index.js'

/** Provider notifications (Adyen webhooks) and refunds through the provider (decision 024). */

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect
export type RefundRow = typeof refunds.$inferSelect

/** Stores a notification once per (provider, pspReference, eventCode); the id of a new row, undefined for a repeat. */
export function insertNotification(db: Db, row: typeof paymentNotifications.$inferInsert): number | undefined {
  return db
    .insert(paymentNotifications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id })
    .get()?.id
}

export function findNotification(db: Db, id: number): PaymentNotificationRow | undefined {
  return db.select().from(paymentNotifications).where(eq(paymentNotifications.id, id)).get()
}

/** Compare-and-set: true for the one caller that applies the notification. */
export function markNotificationApplied(db: Db, id: number, now: number): boolean {
  return (
    db
      .update(paymentNotifications)
      .set({ appliedAt: now })
      .where(and(eq(paymentNotifications.id, id), sql`${paymentNotifications.appliedAt} is null`))
      .run().changes === 1
  )
}

export function setPaymentPspReference(db: Db, paymentId: string, pspReference: string, now: number): void {
  db.update(payments).set({ pspReference, updatedAt: now }).where(eq(payments.id, paymentId)).run()
}

export function findPaymentByPspReference(db: Db, provider: string, pspReference: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.pspReference, pspReference)))
    .get()
}

export function insertRefund(db: Db, row: typeof refunds.$inferInsert): void {
  db.insert(refunds).values(row).run()
}

export function findRefund(db: Db, id: string): RefundRow | undefined {
  return db.select().from(refunds).where(eq(refunds.id, id)).get()
}

export function refundsOfOrder(db: Db, orderId: number): RefundRow[] {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)).all()
}

/** What a payment has given back or is giving back: every refund of it that did not fail. */
export function refundedOrPending(db: Db, paymentId: string): number {
  return (
    db
      .select({ sum: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')))
      .get()?.sum ?? 0
  )
}

/** Compare-and-set on a refund's status (the job and the webhooks may race). */
export function updateRefund(
  db: Db,
  id: string,
  from: string,
  patch: { status: string; providerRef?: string },
  now: number,
): boolean {
  return (
    db
      .update(refunds)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, from)))
      .run().changes === 1
  )
}
