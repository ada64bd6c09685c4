import { lockedRowWhere } from './prepared.js'
import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, desc, eq, isNotNull, isNull, ne, notInArray, or } from 'drizzle-orm'
import type { Db } from '../client.js'
import type { newsletterSubscriptions, reviews, ticketAttachments, ticketMessages, tickets } from '../schema/index.js'

export type TicketRow = typeof tickets.$inferSelect

export async function insertTicket(db: Db, row: typeof tickets.$inferInsert): Promise<number> {
  const { tickets } = tablesOf(db)
  return (await db.insert(tickets).values(row).returning({ id: tickets.id }))[0]!.id
}

export async function insertTicketMessage(db: Db, row: typeof ticketMessages.$inferInsert): Promise<number> {
  const { ticketMessages } = tablesOf(db)
  return (await db.insert(ticketMessages).values(row).returning({ id: ticketMessages.id }))[0]!.id
}

export async function insertAttachment(db: Db, row: typeof ticketAttachments.$inferInsert): Promise<void> {
  const { ticketAttachments } = tablesOf(db)
  await db.insert(ticketAttachments).values(row)
}

export async function findTicketByPublicId(db: Db, publicId: string) {
  const { tickets } = tablesOf(db)
  return (await db.select().from(tickets).where(eq(tickets.publicId, publicId)))[0]
}

/**
 * The ticket, locked until the transaction of `tx` ends: a reply or a close reads its status and moves it holding
 * this, so two of them at once take turns instead of one failing on a status the other replaced (decision 038).
 */
export async function lockTicket(tx: Db, id: number): Promise<TicketRow | undefined> {
  return lockedRowWhere(tx, 'tickets', { id })
}

/** The chat `owner` has under way with this brand (the newest one not ended), if any. */
export async function openChatOf(db: Db, brandSlug: string, owner: string) {
  const { tickets } = tablesOf(db)
  return (
    await db
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.chatOwner, owner),
          eq(tickets.brandSlug, brandSlug),
          eq(tickets.channel, 'chat'),
          ne(tickets.status, 'ARCHIVED'),
        ),
      )
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
  )[0]
}

/** On sign-in, the chats of the shop session become the customer's (the conversation stays on screen). */
export async function reassignChatOwner(
  db: Db,
  from: { owner: string; brandSlug: string },
  to: { owner: string; customerId: number },
): Promise<void> {
  const { tickets } = tablesOf(db)
  await db
    .update(tickets)
    .set({ chatOwner: to.owner, customerId: to.customerId })
    .where(and(eq(tickets.chatOwner, from.owner), eq(tickets.brandSlug, from.brandSlug)))
}

/** A customer's tickets: their own, plus guest tickets with the account email once confirmed from that mailbox. */
export async function ticketsOfCustomer(db: Db, brandSlug: string, customerId: number, email: string) {
  const { tickets } = tablesOf(db)
  return await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.brandSlug, brandSlug),
        or(
          eq(tickets.customerId, customerId),
          and(isNull(tickets.customerId), eq(tickets.email, email), isNotNull(tickets.emailConfirmedAt)),
        ),
      ),
    )
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
}

export async function listTickets(db: Db, filter: { brandSlug: string | null; status: string | null }) {
  const { tickets } = tablesOf(db)
  const conds = [
    filter.brandSlug ? eq(tickets.brandSlug, filter.brandSlug) : undefined,
    filter.status ? eq(tickets.status, filter.status) : undefined,
  ].filter((c) => c !== undefined)
  return await db
    .select()
    .from(tickets)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(tickets.updatedAt))
    .limit(200)
}

export async function messagesOf(db: Db, ticketId: number) {
  const { ticketMessages } = tablesOf(db)
  return await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id))
}

export async function attachmentsOf(db: Db, messageIds: number[]) {
  const { ticketAttachments } = tablesOf(db)
  if (messageIds.length === 0) return []
  return await db
    .select()
    .from(ticketAttachments)
    .where(or(...messageIds.map((id) => eq(ticketAttachments.messageId, id))))
}

export async function findAttachment(db: Db, id: number) {
  const { ticketAttachments, ticketMessages } = tablesOf(db)
  return (
    await db
      .select({ a: ticketAttachments, ticketId: ticketMessages.ticketId })
      .from(ticketAttachments)
      .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
      .where(eq(ticketAttachments.id, id))
  )[0]
}

export async function setTicketStatus(db: Db, id: number, from: string, to: string, now: number): Promise<boolean> {
  const { tickets } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(tickets)
        .set({ status: to, updatedAt: now })
        .where(and(eq(tickets.id, id), eq(tickets.status, from))),
    ) === 1
  )
}

export async function findSubscription(db: Db, brandSlug: string, email: string) {
  const { newsletterSubscriptions } = tablesOf(db)
  return (
    await db
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.brandSlug, brandSlug), eq(newsletterSubscriptions.email, email)))
  )[0]
}

export async function findSubscriptionById(db: Db, id: number) {
  const { newsletterSubscriptions } = tablesOf(db)
  return (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)))[0]
}

export async function findSubscriptionByToken(db: Db, hash: string) {
  const { newsletterSubscriptions } = tablesOf(db)
  return (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hash)))[0]
}

/**
 * A new pending subscription, or a new confirmation token for one not confirmed; undefined when the address is
 * confirmed (the check and the write are one statement, so a confirmation committed meanwhile is never undone).
 */
export async function upsertSubscription(
  db: Db,
  row: typeof newsletterSubscriptions.$inferInsert,
): Promise<number | undefined> {
  const { newsletterSubscriptions } = tablesOf(db)
  return (
    await db
      .insert(newsletterSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.brandSlug, newsletterSubscriptions.email],
        set: { language: row.language, confirmTokenHash: row.confirmTokenHash, status: row.status },
        setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
      })
      .returning({ id: newsletterSubscriptions.id })
  )[0]?.id
}

/**
 * Confirms the pending subscription that holds this token; false when it is not pending with it any more (another
 * request confirmed it first). The check and the write are one statement.
 */
export async function confirmSubscriptionToken(db: Db, id: number, tokenHash: string, now: number): Promise<boolean> {
  const { newsletterSubscriptions } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmTokenHash: null, confirmedAt: now, unsubscribedAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.id, id),
            eq(newsletterSubscriptions.status, 'pending'),
            eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
          ),
        ),
    ) === 1
  )
}

export async function updateSubscription(
  db: Db,
  id: number,
  patch: Partial<typeof newsletterSubscriptions.$inferInsert>,
): Promise<void> {
  const { newsletterSubscriptions } = tablesOf(db)
  await db.update(newsletterSubscriptions).set(patch).where(eq(newsletterSubscriptions.id, id))
}

/** Orders that already have a review (one review per order). */
export async function reviewedOrderIds(db: Db): Promise<number[]> {
  const { reviews } = tablesOf(db)
  return (await db.select({ id: reviews.orderId }).from(reviews).where(isNotNull(reviews.orderId))).map((r) => r.id!)
}

/** A customer's orders of one brand in one status, leaving out the given order ids. */
export async function customerOrdersInStatus(
  db: Db,
  q: { brandSlug: string; customerId: number; status: number; exceptIds: number[] },
) {
  const { orders } = tablesOf(db)
  return await db
    .select({ id: orders.id, publicId: orders.publicId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.brandSlug, q.brandSlug),
        eq(orders.customerId, q.customerId),
        eq(orders.status, q.status),
        q.exceptIds.length ? notInArray(orders.id, q.exceptIds) : undefined,
      ),
    )
}

export async function insertReview(db: Db, row: typeof reviews.$inferInsert): Promise<number> {
  const { reviews } = tablesOf(db)
  return (await db.insert(reviews).values(row).returning({ id: reviews.id }))[0]!.id
}

/** Reviews for moderation (any status, or one), at most 200. */
export async function reviewsForModeration(db: Db, filter: { brandSlug: string | null; status: string | null }) {
  const { reviews } = tablesOf(db)
  const conds = [
    filter.brandSlug ? eq(reviews.brandSlug, filter.brandSlug) : undefined,
    filter.status ? eq(reviews.status, filter.status) : undefined,
  ].filter((c) => c !== undefined)
  return await db
    .select()
    .from(reviews)
    .where(conds.length ? and(...conds) : undefined)
    .limit(200)
}

/** Compare-and-set: only a review still in `from` changes; false when it was not. */
export async function setReviewStatus(db: Db, id: number, from: string, to: string): Promise<boolean> {
  const { reviews } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(reviews)
        .set({ status: to })
        .where(and(eq(reviews.id, id), eq(reviews.status, from))),
    ) === 1
  )
}

/** A guest ticket's email is confirmed from its mailbox; false when there is no such unconfirmed guest ticket. */
export async function confirmTicketEmail(db: Db, publicId: string, now: number): Promise<boolean> {
  const { tickets } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(tickets)
        .set({ emailConfirmedAt: now })
        .where(and(eq(tickets.publicId, publicId), isNull(tickets.customerId), isNull(tickets.emailConfirmedAt))),
    ) > 0
  )
}
