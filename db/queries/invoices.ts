import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
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

/**
 * Invoices and credit notes issued in [from, to), with the issue time and zone of the invoice a credit note corrects,
 * oldest first (the OSS report; the caller widens the range by a day and sorts by each site's own calendar).
 */
export async function documentsIssuedBetween(
  db: Db,
  from: number,
  to: number,
): Promise<(InvoiceRow & { credited: { issuedAt: number; timeZone: string } | null })[]> {
  const { invoices } = tablesOf(db)
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.id))
  const creditedIds = [...new Set(rows.flatMap((r) => (r.creditedInvoiceId === null ? [] : [r.creditedInvoiceId])))]
  const credited: { id: number; issuedAt: number; timeZone: string }[] = []
  // In slices: a quarter's credit notes could pass the engines' bound on query parameters.
  for (let i = 0; i < creditedIds.length; i += 1000)
    credited.push(
      ...(await db
        .select({ id: invoices.id, issuedAt: invoices.issuedAt, timeZone: invoices.timeZone })
        .from(invoices)
        .where(inArray(invoices.id, creditedIds.slice(i, i + 1000)))),
    )
  const byId = new Map(credited.map((c) => [c.id, { issuedAt: c.issuedAt, timeZone: c.timeZone }]))
  return rows.map((r) => ({
    ...r,
    credited: r.creditedInvoiceId === null ? null : (byId.get(r.creditedInvoiceId) ?? null),
  }))
}

export async function findInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const { invoices } = tablesOf(db)
  return (await db.select().from(invoices).where(eq(invoices.id, id)))[0]
}
