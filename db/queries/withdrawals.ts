import { eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { withdrawals } from '../schema/index.js'

/** Shoppers' withdrawals from orders (decision 052), one per order. */

export type WithdrawalRow = typeof withdrawals.$inferSelect

export async function findWithdrawal(db: Db, orderId: number): Promise<WithdrawalRow | undefined> {
  const { withdrawals } = tablesOf(db)
  return (await db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)))[0]
}

/** Stores the order's withdrawal; undefined when the order already has one (its unique order id). */
export async function insertWithdrawal(
  tx: Db,
  row: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow | undefined> {
  const { withdrawals } = tablesOf(tx)
  return (await tx.insert(withdrawals).values(row).onConflictDoNothing().returning())[0]
}
