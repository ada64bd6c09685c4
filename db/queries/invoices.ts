import { and, asc, eq, sql } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { invoices } from '../schema/index.js'

/** Invoices and credit notes (decision 049). */

export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoiceRow = typeof invoices.$inferInsert

/**
 * Takes the next number of `series` inside the caller's transaction: one upsert that creates the counter at 1 or raises
 * it by one, returning the value. The counter row stays locked by the write until the transaction ends (PostgreSQL row
 * lock; SQLite's write lock of the whole database), so concurrent payments take turns and a rollback gives the number
 * back: gapless and never twice.
 */
export async function takeInvoiceSequence(tx: Db, series: string): Promise<number> {
  const { invoiceCounters } = tablesOf(tx)
  const rows = await tx
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  return rows[0]!.lastNumber
}

export async function insertInvoice(tx: Db, row: NewInvoiceRow): Promise<InvoiceRow> {
  const { invoices } = tablesOf(tx)
  return (await tx.insert(invoices).values(row).returning())[0]!
}

/** The document already issued for this order, kind and source (the payment, a refund), if any. */
export async function findIssued(
  db: Db,
  orderId: number,
  kind: string,
  source: string,
): Promise<InvoiceRow | undefined> {
  const { invoices } = tablesOf(db)
  return (
    await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), eq(invoices.source, source)))
  )[0]
}

/** An order's invoice and credit notes, oldest first. */
export async function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  const { invoices } = tablesOf(db)
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id))
}

export async function findInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const { invoices } = tablesOf(db)
  return (await db.select().from(invoices).where(eq(invoices.id, id)))[0]
}
