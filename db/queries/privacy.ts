import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import { rowsChanged } from '../rows.js'
import type { consentRecords } from '../schema/index.js'

/** A customer's rows on their brand, and the owner keys of their uploads and editor work (account and order sessions). */
export interface DataSubject {
  customerId: number
  brandSlug: string
}

export async function insertConsentRecord(db: Db, row: typeof consentRecords.$inferInsert): Promise<void> {
  const { consentRecords } = tablesOf(db)
  await db.insert(consentRecords).values(row)
}

/** The consent answers given while signed in, or in a shop session that placed one of the customer's orders. */
export async function consentRecordsOf(db: Db, s: DataSubject, sessionIds: readonly string[]) {
  const { consentRecords: c } = tablesOf(db)
  const bySession = sessionIds.length > 0 ? inArray(c.sessionId, [...sessionIds]) : undefined
  return await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.brandSlug, s.brandSlug),
        bySession ? or(eq(c.customerId, s.customerId), bySession) : eq(c.customerId, s.customerId),
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
}

export async function deleteConsentRecordsBefore(db: Db, before: number): Promise<number> {
  const { consentRecords: c } = tablesOf(db)
  return rowsChanged(await db.delete(c).where(lte(c.createdAt, before)))
}

export async function ordersOfCustomer(db: Db, s: DataSubject) {
  const { orders } = tablesOf(db)
  return await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, s.customerId), eq(orders.brandSlug, s.brandSlug)))
    .orderBy(asc(orders.id))
}

export async function linesOfOrders(db: Db, orderIds: readonly number[]) {
  const { orderLines } = tablesOf(db)
  if (orderIds.length === 0) return []
  return await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id))
}

export async function savedDesignsOf(db: Db, customerId: number) {
  const { savedDesigns } = tablesOf(db)
  return await db
    .select()
    .from(savedDesigns)
    .where(eq(savedDesigns.customerId, customerId))
    .orderBy(asc(savedDesigns.id))
}

/** Tickets the customer opened signed in, or as a guest with the account's email (chats included). */
export async function ticketsWithMessagesOf(db: Db, s: DataSubject, email: string) {
  const { tickets, ticketMessages } = tablesOf(db)
  const own = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.brandSlug, s.brandSlug), or(eq(tickets.customerId, s.customerId), eq(tickets.email, email))))
    .orderBy(asc(tickets.id))
  if (own.length === 0) return []
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(
      inArray(
        ticketMessages.ticketId,
        own.map((t) => t.id),
      ),
    )
    .orderBy(asc(ticketMessages.id))
  return own.map((t) => ({ ...t, messages: messages.filter((m) => m.ticketId === t.id) }))
}

export async function uploadsOfOwners(db: Db, brandSlug: string, owners: readonly string[]) {
  const { uploads: u } = tablesOf(db)
  if (owners.length === 0) return []
  return await db
    .select()
    .from(u)
    .where(and(eq(u.brandSlug, brandSlug), inArray(u.owner, [...owners])))
    .orderBy(asc(u.createdAt), asc(u.id))
}

export async function personalisedDesignsOfOwners(db: Db, brandSlug: string, owners: readonly string[]) {
  const { personalisedDesigns: d } = tablesOf(db)
  if (owners.length === 0) return []
  return await db
    .select()
    .from(d)
    .where(and(eq(d.brandSlug, brandSlug), inArray(d.owner, [...owners])))
    .orderBy(asc(d.id))
}

export async function personalisedDesignsByIds(db: Db, ids: readonly string[]) {
  const { personalisedDesigns: d } = tablesOf(db)
  if (ids.length === 0) return []
  return await db
    .select()
    .from(d)
    .where(inArray(d.id, [...ids]))
}

/**
 * Deletes upload rows by id; returns the stored files no upload row names any more (files are named by content, so
 * another owner's upload of the same photo keeps the file).
 */
export async function deleteUploadsById(db: Db, ids: readonly string[]) {
  const { uploads: u } = tablesOf(db)
  if (ids.length === 0) return []
  const rows = await db
    .select({ sha256: u.sha256, storedAs: u.storedAs })
    .from(u)
    .where(inArray(u.id, [...ids]))
  if (rows.length === 0) return []
  await db.delete(u).where(inArray(u.id, [...ids]))
  const hashes = [...new Set(rows.map((r) => r.sha256))]
  const still = new Set(
    (await db.selectDistinct({ sha256: u.sha256 }).from(u).where(inArray(u.sha256, hashes))).map((r) => r.sha256),
  )
  return [...new Map(rows.filter((r) => !still.has(r.sha256)).map((r) => [r.sha256, r])).values()]
}

export async function deletePersonalisedDesigns(db: Db, ids: readonly string[]): Promise<void> {
  const { personalisedDesigns: d } = tablesOf(db)
  if (ids.length > 0) await db.delete(d).where(inArray(d.id, [...ids]))
}

/** Replaces who bought on the customer's orders; amounts, lines and history stay. */
export async function anonymiseOrder(
  db: Db,
  id: number,
  patch: { contact: Record<string, unknown>; address: Record<string, unknown>; now: number },
): Promise<void> {
  const { orders } = tablesOf(db)
  await db
    .update(orders)
    .set({ contact: patch.contact, address: patch.address, customerId: null, attribution: null, updatedAt: patch.now })
    .where(eq(orders.id, id))
}

/** Deletes the tickets (their messages and attachment rows go with them); returns the attachments' content hashes. */
export async function deleteTickets(db: Db, ids: readonly number[]): Promise<string[]> {
  const { tickets, ticketMessages, ticketAttachments: a } = tablesOf(db)
  if (ids.length === 0) return []
  const hashes = (
    await db
      .select({ sha256: a.sha256 })
      .from(a)
      .innerJoin(ticketMessages, eq(ticketMessages.id, a.messageId))
      .where(inArray(ticketMessages.ticketId, [...ids]))
  ).map((r) => r.sha256)
  await db.delete(tickets).where(inArray(tickets.id, [...ids]))
  if (hashes.length === 0) return []
  const still = new Set(
    (await db.selectDistinct({ sha256: a.sha256 }).from(a).where(inArray(a.sha256, hashes))).map((r) => r.sha256),
  )
  return [...new Set(hashes)].filter((h) => !still.has(h))
}

/**
 * The rest of the customer's traces on the brand: newsletter subscription, mail kept in the outbox, carts of their
 * sessions, reviews, then the account itself (addresses, sign-in sessions, tokens, saved designs and partner settings
 * go with it).
 */
export async function deleteCustomerTraces(db: Db, s: DataSubject, email: string, owners: readonly string[]) {
  const { newsletterSubscriptions: n, emailOutbox, carts, reviews, customers } = tablesOf(db)
  await db.delete(n).where(and(eq(n.brandSlug, s.brandSlug), eq(n.email, email)))
  await db.delete(emailOutbox).where(eq(emailOutbox.to, email))
  if (owners.length > 0)
    await db.delete(carts).where(and(eq(carts.brandSlug, s.brandSlug), inArray(carts.sessionId, [...owners])))
  await db.delete(reviews).where(eq(reviews.customerId, s.customerId))
  await db.delete(customers).where(eq(customers.id, s.customerId))
}

/**
 * Delivered orders whose photos are due (delivered at or before `before`: the time of the move to DELIVERED in the
 * order's history) and not yet dealt with by an earlier sweep, with their owners.
 */
export async function ordersDueForSweep(db: Db, delivered: number, before: number) {
  const { orders, orderEvents: e } = tablesOf(db)
  return await db
    .selectDistinct({
      id: orders.id,
      brandSlug: orders.brandSlug,
      sessionId: orders.sessionId,
      customerId: orders.customerId,
    })
    .from(orders)
    .innerJoin(e, and(eq(e.orderId, orders.id), eq(e.toStatus, delivered)))
    .where(and(eq(orders.status, delivered), isNull(orders.uploadsSweptAt), lte(e.at, before)))
    .orderBy(asc(orders.id))
}

/** The sweep has dealt with this order's photos: later sweeps leave it out. */
export async function markUploadsSwept(db: Db, orderId: number, now: number): Promise<void> {
  const { orders } = tablesOf(db)
  await db.update(orders).set({ uploadsSweptAt: now }).where(eq(orders.id, orderId))
}

/** The other orders of the same owners (session or account) on the brand, not among `exclude`. */
export async function otherOrdersOfOwners(
  db: Db,
  brandSlug: string,
  owner: { sessionId: string; customerId: number | null },
  exclude: readonly number[],
) {
  const { orders } = tablesOf(db)
  const who =
    owner.customerId === null
      ? eq(orders.sessionId, owner.sessionId)
      : or(eq(orders.sessionId, owner.sessionId), eq(orders.customerId, owner.customerId))
  return await db
    .select({ id: orders.id, uploadsSweptAt: orders.uploadsSweptAt })
    .from(orders)
    .where(and(eq(orders.brandSlug, brandSlug), who, ...exclude.map((id) => ne(orders.id, id))))
}

/** The personalised designs named by the lines of these orders. */
export async function designIdsOfOrders(db: Db, orderIds: readonly number[]): Promise<string[]> {
  const { orderLines } = tablesOf(db)
  if (orderIds.length === 0) return []
  const rows = await db
    .select({ id: orderLines.personalisedDesignId })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), isNotNull(orderLines.personalisedDesignId)))
  return [...new Set(rows.map((r) => r.id!))]
}

/** Of these print-file names (content-addressed), those no personalised design names any more. */
export async function printFilesNamedByNone(db: Db, names: readonly string[]): Promise<string[]> {
  const { personalisedDesigns: d } = tablesOf(db)
  if (names.length === 0) return []
  const rows = await db
    .select({ print: d.printFile, preview: d.previewFile })
    .from(d)
    .where(or(inArray(d.printFile, [...names]), inArray(d.previewFile, [...names])))
  const named = new Set(rows.flatMap((r) => [r.print, r.preview]))
  return [...new Set(names)].filter((n) => !named.has(n))
}

export async function deleteConsentRecordsOf(db: Db, s: DataSubject, sessionIds: readonly string[]): Promise<void> {
  const { consentRecords: c } = tablesOf(db)
  const bySession = sessionIds.length > 0 ? inArray(c.sessionId, [...sessionIds]) : undefined
  await db
    .delete(c)
    .where(
      and(
        eq(c.brandSlug, s.brandSlug),
        bySession ? or(eq(c.customerId, s.customerId), bySession) : eq(c.customerId, s.customerId),
      ),
    )
}
