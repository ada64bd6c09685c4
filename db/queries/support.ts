import { and, asc, desc, eq, isNotNull, isNull, ne, notInArray, or } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  newsletterSubscriptions,
  orders,
  reviews,
  ticketAttachments,
  ticketMessages,
  tickets,
} from '../schema/index.js'

export type TicketRow = typeof tickets.$inferSelect

export function insertTicket(db: Db, row: typeof tickets.$inferInsert): number {
  return db.insert(tickets).values(row).returning({ id: tickets.id }).get().id
}

export function insertTicketMessage(db: Db, row: typeof ticketMessages.$inferInsert): number {
  return db.insert(ticketMessages).values(row).returning({ id: ticketMessages.id }).get().id
}

export function insertAttachment(db: Db, row: typeof ticketAttachments.$inferInsert): void {
  db.insert(ticketAttachments).values(row).run()
}

export function findTicketByPublicId(db: Db, publicId: string) {
  return db.select().from(tickets).where(eq(tickets.publicId, publicId)).get()
}

/** The chat `owner` has under way with this brand (the newest one not ended), if any. */
export function openChatOf(db: Db, brandSlug: string, owner: string) {
  return db
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
    .get()
}

/** On sign-in, the chats of the shop session become the customer's (the conversation stays on screen). */
export function reassignChatOwner(
  db: Db,
  from: { owner: string; brandSlug: string },
  to: { owner: string; customerId: number },
): void {
  db.update(tickets)
    .set({ chatOwner: to.owner, customerId: to.customerId })
    .where(and(eq(tickets.chatOwner, from.owner), eq(tickets.brandSlug, from.brandSlug)))
    .run()
}

/** A customer's tickets: their own, plus guest tickets with the account email once confirmed from that mailbox. */
export function ticketsOfCustomer(db: Db, brandSlug: string, customerId: number, email: string) {
  return db
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
    .all()
}

export function listTickets(db: Db, filter: { brandSlug: string | null; status: string | null }) {
  const conds = [
    filter.brandSlug ? eq(tickets.brandSlug, filter.brandSlug) : undefined,
    filter.status ? eq(tickets.status, filter.status) : undefined,
  ].filter((c) => c !== undefined)
  return db
    .select()
    .from(tickets)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(tickets.updatedAt))
    .limit(200)
    .all()
}

export function messagesOf(db: Db, ticketId: number) {
  return db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id))
    .all()
}

export function attachmentsOf(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return []
  return db
    .select()
    .from(ticketAttachments)
    .where(or(...messageIds.map((id) => eq(ticketAttachments.messageId, id))))
    .all()
}

export function findAttachment(db: Db, id: number) {
  return db
    .select({ a: ticketAttachments, ticketId: ticketMessages.ticketId })
    .from(ticketAttachments)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(eq(ticketAttachments.id, id))
    .get()
}

export function setTicketStatus(db: Db, id: number, from: string, to: string, now: number): boolean {
  return (
    db
      .update(tickets)
      .set({ status: to, updatedAt: now })
      .where(and(eq(tickets.id, id), eq(tickets.status, from)))
      .run().changes === 1
  )
}

export function findSubscription(db: Db, brandSlug: string, email: string) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.brandSlug, brandSlug), eq(newsletterSubscriptions.email, email)))
    .get()
}

export function findSubscriptionById(db: Db, id: number) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).get()
}

export function findSubscriptionByToken(db: Db, hash: string) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hash)).get()
}

export function upsertSubscription(db: Db, row: typeof newsletterSubscriptions.$inferInsert): number {
  return db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.brandSlug, newsletterSubscriptions.email],
      set: { language: row.language, confirmTokenHash: row.confirmTokenHash, status: row.status },
    })
    .returning({ id: newsletterSubscriptions.id })
    .get().id
}

export function updateSubscription(
  db: Db,
  id: number,
  patch: Partial<typeof newsletterSubscriptions.$inferInsert>,
): void {
  db.update(newsletterSubscriptions).set(patch).where(eq(newsletterSubscriptions.id, id)).run()
}

/** Orders that already have a review (one review per order). */
export function reviewedOrderIds(db: Db): number[] {
  return db
    .select({ id: reviews.orderId })
    .from(reviews)
    .where(isNotNull(reviews.orderId))
    .all()
    .map((r) => r.id!)
}

/** A customer's orders of one brand in one status, leaving out the given order ids. */
export function customerOrdersInStatus(
  db: Db,
  q: { brandSlug: string; customerId: number; status: number; exceptIds: number[] },
) {
  return db
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
    .all()
}

export function insertReview(db: Db, row: typeof reviews.$inferInsert): number {
  return db.insert(reviews).values(row).returning({ id: reviews.id }).get().id
}

/** Reviews for moderation (any status, or one), at most 200. */
export function reviewsForModeration(db: Db, filter: { brandSlug: string | null; status: string | null }) {
  const conds = [
    filter.brandSlug ? eq(reviews.brandSlug, filter.brandSlug) : undefined,
    filter.status ? eq(reviews.status, filter.status) : undefined,
  ].filter((c) => c !== undefined)
  return db
    .select()
    .from(reviews)
    .where(conds.length ? and(...conds) : undefined)
    .limit(200)
    .all()
}

/** Compare-and-set: only a review still in `from` changes; false when it was not. */
export function setReviewStatus(db: Db, id: number, from: string, to: string): boolean {
  return (
    db
      .update(reviews)
      .set({ status: to })
      .where(and(eq(reviews.id, id), eq(reviews.status, from)))
      .run().changes === 1
  )
}

/** A guest ticket's email is confirmed from its mailbox; false when there is no such unconfirmed guest ticket. */
export function confirmTicketEmail(db: Db, publicId: string, now: number): boolean {
  return (
    db
      .update(tickets)
      .set({ emailConfirmedAt: now })
      .where(and(eq(tickets.publicId, publicId), isNull(tickets.customerId), isNull(tickets.emailConfirmedAt)))
      .run().changes > 0
  )
}
