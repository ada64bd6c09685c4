import { and, count, eq, gte, inArray, like, lt, notExists, exists, sql, type SQL } from 'drizzle-orm'
import { engineOf, tablesOf } from '../client.js'
import type { Db } from '../client.js'
import type { AnyColumn } from 'drizzle-orm'
import { newestOrders } from './orders.js'

/**
 * The console's order search (decision 048). Every filter is optional except the brands the member may see; the
 * page is newest first, keyed by id (`beforeId`), so a page never shifts when new orders arrive.
 */
export interface OrderSearch {
  /** The brands the member may see (null: every brand, for an ops admin). */
  brands: readonly string[] | null
  brandSlug?: string
  siteCode?: string
  /** The first characters of the order code (the short order number is its first 8). */
  publicIdPrefix?: string
  /** Lowercase; the orders store the email lowercased. */
  email?: string
  /** Lowercase; matched inside "first last" of the delivery address. */
  name?: string
  /** Normalised as checkout stores it. */
  postalCode?: string
  status?: number
  payment?: 'paid' | 'unpaid'
  method?: string
  fromMs?: number
  toMs?: number
  beforeId?: number
  limit: number
}

/** A text field of a JSON column: json_extract on SQLite, ->> on PostgreSQL (jsonb). */
function jsonText(db: Db, column: AnyColumn, key: string): SQL {
  return engineOf(db) === 'postgres' ? sql`(${column} ->> ${key})` : sql`json_extract(${column}, ${`$.${key}`})`
}

export async function searchOrders(db: Db, q: OrderSearch) {
  const { orders, payments } = tablesOf(db)
  if (q.brands !== null && q.brands.length === 0) return []
  const paid = db
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'PAID')))
  const first = jsonText(db, orders.address, 'firstName')
  const last = jsonText(db, orders.address, 'lastName')
  const conds = [
    q.brands === null ? undefined : inArray(orders.brandSlug, [...q.brands]),
    q.brandSlug ? eq(orders.brandSlug, q.brandSlug) : undefined,
    q.siteCode ? eq(orders.siteCode, q.siteCode) : undefined,
    // A range on the unique index of public_id, like the tracking lookup (ids are lowercase base32).
    q.publicIdPrefix
      ? and(gte(orders.publicId, q.publicIdPrefix), lt(orders.publicId, `${q.publicIdPrefix}~`))
      : undefined,
    q.email ? sql`${jsonText(db, orders.contact, 'email')} = ${q.email}` : undefined,
    q.name ? sql`lower(${first} || ' ' || ${last}) like ${`%${escapeLike(q.name)}%`} escape '\\'` : undefined,
    q.postalCode ? sql`${jsonText(db, orders.address, 'postalCode')} = ${q.postalCode}` : undefined,
    q.status === undefined ? undefined : eq(orders.status, q.status),
    q.payment === 'paid' ? exists(paid) : q.payment === 'unpaid' ? notExists(paid) : undefined,
    q.method ? eq(orders.paymentMethod, q.method) : undefined,
    q.fromMs === undefined ? undefined : gte(orders.createdAt, q.fromMs),
    q.toMs === undefined ? undefined : lt(orders.createdAt, q.toMs),
    q.beforeId === undefined ? undefined : lt(orders.id, q.beforeId),
  ]
  return await newestOrders(db, conds, q.limit)
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The mails queued for an order (dedupe keys `order:<id>:<event>[:once]`, order-mail-queue.ts), oldest first. */
export async function mailsOfOrder(db: Db, orderId: number) {
  const { emailOutbox } = tablesOf(db)
  return await db
    .select({
      id: emailOutbox.id,
      dedupeKey: emailOutbox.dedupeKey,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(and(gte(emailOutbox.dedupeKey, `order:${orderId}:`), lt(emailOutbox.dedupeKey, `order:${orderId}:~`)))
    .orderBy(emailOutbox.id)
}

/** How many events an order has: with updated_at, the order's version (a refund adds an event, not an update). */
export async function orderEventCount(db: Db, orderId: number): Promise<number> {
  const { orderEvents } = tablesOf(db)
  return (await db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, orderId)))[0]?.n ?? 0
}

/**
 * Whether a console form (its one-time key) already did its action (`order`, `customer`, `ticket`) on this brand: the
 * double submit's answer. Each kind keeps its keys in the summaries of its own audit action (decisions 050, 051).
 */
export async function auditOfForm(
  db: Db,
  brandSlug: string,
  formKey: string,
  action: 'order' | 'ticket' | 'customer' = 'order',
): Promise<number | null> {
  const { auditLog } = tablesOf(db)
  const row = (
    await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.brandSlug, brandSlug),
          eq(auditLog.action, action),
          like(auditLog.summary, `%[form ${formKey}]`),
        ),
      )
      .limit(1)
  )[0]
  return row?.id ?? null
}
