import { and, count, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm'
import { tablesOf } from '../client.js'
import type { Db } from '../client.js'
import type { ticketNotes } from '../schema/index.js'
import type { TicketRow } from './support.js'

/** The console's ticket inbox and chats (decision 051): what the support queries of the shop and the desk lack. */

export interface TicketSearch {
  /** The brands the member may see (null: every brand, for an ops admin). */
  brands: readonly string[] | null
  brandSlug?: string
  siteCode?: string
  status?: string
  channel?: string
  /** A member's id, or null for the tickets nobody has in hand. */
  assignedStaffId?: number | null
  /** Only tickets whose last activity is older than this. */
  updatedBefore?: number
  beforeId?: number
  limit: number
}

export async function searchTickets(db: Db, q: TicketSearch): Promise<TicketRow[]> {
  const { tickets } = tablesOf(db)
  if (q.brands !== null && q.brands.length === 0) return []
  const conds = [
    q.brands === null ? undefined : inArray(tickets.brandSlug, [...q.brands]),
    q.brandSlug ? eq(tickets.brandSlug, q.brandSlug) : undefined,
    q.siteCode ? eq(tickets.siteCode, q.siteCode) : undefined,
    q.status ? eq(tickets.status, q.status) : undefined,
    q.channel ? eq(tickets.channel, q.channel) : undefined,
    q.assignedStaffId === undefined
      ? undefined
      : q.assignedStaffId === null
        ? isNull(tickets.assignedStaffId)
        : eq(tickets.assignedStaffId, q.assignedStaffId),
    q.updatedBefore === undefined ? undefined : lt(tickets.updatedAt, q.updatedBefore),
    q.beforeId === undefined ? undefined : lt(tickets.id, q.beforeId),
  ].filter((c) => c !== undefined)
  return await db
    .select()
    .from(tickets)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(tickets.id))
    .limit(q.limit)
}

/** The chats still under way (not ended) of these brands (null: every brand), the latest activity first. */
export async function openChats(db: Db, brands: readonly string[] | null): Promise<TicketRow[]> {
  const { tickets } = tablesOf(db)
  if (brands !== null && brands.length === 0) return []
  return await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.channel, 'chat'),
        ne(tickets.status, 'ARCHIVED'),
        brands === null ? undefined : inArray(tickets.brandSlug, [...brands]),
      ),
    )
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(200)
}

/** The same customer's other tickets of the brand (by account, or by the email they wrote with), newest first. */
export async function otherTicketsOf(db: Db, ticket: TicketRow, limit: number): Promise<TicketRow[]> {
  const { tickets } = tablesOf(db)
  const sameCustomer =
    ticket.customerId === null
      ? eq(tickets.email, ticket.email)
      : or(eq(tickets.customerId, ticket.customerId), eq(tickets.email, ticket.email))
  return await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.brandSlug, ticket.brandSlug), ne(tickets.id, ticket.id), sameCustomer))
    .orderBy(desc(tickets.id))
    .limit(limit)
}

export async function setTicketAssignee(db: Db, ticketId: number, staffId: number | null): Promise<void> {
  const { tickets } = tablesOf(db)
  await db.update(tickets).set({ assignedStaffId: staffId }).where(eq(tickets.id, ticketId))
}

export async function insertTicketNote(db: Db, row: typeof ticketNotes.$inferInsert): Promise<void> {
  const { ticketNotes } = tablesOf(db)
  await db.insert(ticketNotes).values(row)
}

export async function notesOf(db: Db, ticketId: number) {
  const { ticketNotes } = tablesOf(db)
  return await db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId)).orderBy(ticketNotes.id)
}

/** How many messages and notes a ticket has: with its status, time and assignee, what a form's version is made of. */
export async function ticketCounts(db: Db, ticketId: number): Promise<{ messages: number; notes: number }> {
  const { ticketMessages, ticketNotes } = tablesOf(db)
  const [m] = await db.select({ n: count() }).from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId))
  const [n] = await db.select({ n: count() }).from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId))
  return { messages: Number(m?.n ?? 0), notes: Number(n?.n ?? 0) }
}
