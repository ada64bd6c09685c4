import { tablesOf } from '../client.js'
import { eq } from 'drizzle-orm'
import type { Db } from '../client.js'
import { first, forUpdate } from '../rows.js'
import { insertPrepared } from './prepared.js'
import type { testPspDeliveries, testPspPayments } from '../schema/index.js'

/** The built-in test PSP's own records (its payments and the webhooks it owes the shop). */

export type TestPspPaymentRow = typeof testPspPayments.$inferSelect

/** Prepared once per connection: every order placed on a demo shop opens one (decision 033). */
export async function insertTestPspPayment(db: Db, row: typeof testPspPayments.$inferInsert): Promise<void> {
  await insertPrepared(db, 'testPspPayments', row)
}

export async function findTestPspPayment(db: Db, id: string): Promise<TestPspPaymentRow | undefined> {
  const { testPspPayments } = tablesOf(db)
  return (await db.select().from(testPspPayments).where(eq(testPspPayments.id, id)))[0]
}

/** The payment, locked until the transaction of `tx` ends: the shopper's choice on the hosted page is made once. */
export async function lockTestPspPayment(tx: Db, id: string): Promise<TestPspPaymentRow | undefined> {
  const { testPspPayments } = tablesOf(tx)
  return first(forUpdate(tx, tx.select().from(testPspPayments).where(eq(testPspPayments.id, id))))
}

export async function setTestPspPaymentStatus(db: Db, id: string, status: string, now: number): Promise<void> {
  const { testPspPayments } = tablesOf(db)
  await db.update(testPspPayments).set({ status, updatedAt: now }).where(eq(testPspPayments.id, id))
}

export async function insertTestPspDelivery(db: Db, row: typeof testPspDeliveries.$inferInsert): Promise<void> {
  const { testPspDeliveries } = tablesOf(db)
  await db.insert(testPspDeliveries).values(row)
}

/** A webhook delivery with the URL to send it to. */
export async function findTestPspDelivery(db: Db, eventId: string) {
  const { testPspDeliveries, testPspPayments } = tablesOf(db)
  return (
    await db
      .select({ d: testPspDeliveries, url: testPspPayments.webhookUrl })
      .from(testPspDeliveries)
      .innerJoin(testPspPayments, eq(testPspPayments.id, testPspDeliveries.paymentId))
      .where(eq(testPspDeliveries.eventId, eventId))
  )[0]
}

export async function updateTestPspDelivery(
  db: Db,
  eventId: string,
  patch: { attempts: number; deliveredAt?: number; nextAttemptAt?: number; lastError: string | null },
): Promise<void> {
  const { testPspDeliveries } = tablesOf(db)
  await db.update(testPspDeliveries).set(patch).where(eq(testPspDeliveries.eventId, eventId))
}
