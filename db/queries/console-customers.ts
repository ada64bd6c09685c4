import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'

/**
 * The console's customers (decision 050): lookup, the customer page's parts and the sign-in blocks. Every read is
 * of the brands the member may see (null: every brand, for an ops admin); the page is newest first, keyed by id.
 */
export interface CustomerSearch {
  brands: readonly string[] | null
  brandSlug?: string
  /** Lowercase. With an "@": the start of the email (a range on the unique brand + email index); else also a name. */
  text?: string
  beforeId?: number
  limit: number
}

export type CustomerRow = Awaited<ReturnType<typeof findCustomer>>

export async function searchCustomers(db: Db, q: CustomerSearch) {
  const { customers } = tablesOf(db)
  if (q.brands !== null && q.brands.length === 0) return []
  const text = q.text ?? ''
  const emailStart = and(gte(customers.email, text), lt(customers.email, `${text}~`))
  const name = sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${`%${escapeLike(text)}%`} escape '\\'`
  const conds = [
    q.brands === null ? undefined : inArray(customers.brandSlug, [...q.brands]),
    q.brandSlug ? eq(customers.brandSlug, q.brandSlug) : undefined,
    text === '' ? undefined : text.includes('@') ? emailStart : or(emailStart, name),
    q.beforeId === undefined ? undefined : lt(customers.id, q.beforeId),
  ].filter((c) => c !== undefined)
  return await db
    .select(customerColumns(db))
    .from(customers)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(customers.id))
    .limit(q.limit)
}

/** What staff see of an account: never the password hash. */
function customerColumns(db: Db) {
  const { customers: c } = tablesOf(db)
  return {
    id: c.id,
    brandSlug: c.brandSlug,
    email: c.email,
    emailVerifiedAt: c.emailVerifiedAt,
    firstName: c.firstName,
    lastName: c.lastName,
    kind: c.kind,
    permissions: c.permissions,
    canMakeOrders: c.canMakeOrders,
    newsletter: c.newsletter,
    language: c.language,
    createdAt: c.createdAt,
  }
}

export async function findCustomer(db: Db, id: number) {
  const { customers } = tablesOf(db)
  return (await db.select(customerColumns(db)).from(customers).where(eq(customers.id, id)).limit(1))[0]
}

export async function addressesOfCustomer(db: Db, customerId: number) {
  const { customerAddresses: a } = tablesOf(db)
  return await db
    .select({ id: a.id, address: a.address, createdAt: a.createdAt })
    .from(a)
    .where(eq(a.customerId, customerId))
    .orderBy(asc(a.id))
}

export async function savedDesignsOfCustomer(db: Db, customerId: number) {
  const { savedDesigns: d } = tablesOf(db)
  return await db
    .select({
      id: d.id,
      name: d.name,
      articleId: d.articleId,
      projectKind: d.projectKind,
      published: d.published,
      updatedAt: d.updatedAt,
    })
    .from(d)
    .where(eq(d.customerId, customerId))
    .orderBy(desc(d.updatedAt))
}

/** The account's orders, newest first (the customer_id index); guest orders with the same email are not theirs. */
export async function ordersOfCustomer(db: Db, customerId: number, limit: number) {
  const { orders: o } = tablesOf(db)
  return await db
    .select({
      id: o.id,
      publicId: o.publicId,
      status: o.status,
      totalMinor: o.totalMinor,
      currency: o.currency,
      reprintOf: o.reprintOf,
      createdAt: o.createdAt,
    })
    .from(o)
    .where(eq(o.customerId, customerId))
    .orderBy(desc(o.id))
    .limit(limit)
}

/** The account's tickets and those sent from its email at its brand (a guest ticket not linked yet), newest first. */
export async function ticketsOfCustomer(db: Db, customer: { id: number; brandSlug: string; email: string }) {
  const { tickets: t } = tablesOf(db)
  return await db
    .select({
      publicId: t.publicId,
      subject: t.subject,
      channel: t.channel,
      status: t.status,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(or(eq(t.customerId, customer.id), and(eq(t.brandSlug, customer.brandSlug), eq(t.email, customer.email))))
    .orderBy(desc(t.updatedAt))
    .limit(50)
}

/**
 * The sign-in attempt counters of an account's login (decision 025: `signIn:shop:<brand>:<email>|<address>`, one
 * per client address), read as a range on the rate_limits key. A counter whose `next_at` is ahead holds sign-ins.
 */
export async function signInCounters(db: Db, login: string) {
  const { rateLimits: r } = tablesOf(db)
  const prefix = `signIn:${login}|`
  return await db
    .select({ key: r.key, count: r.value, lastAt: r.at, nextAt: r.nextAt })
    .from(r)
    .where(and(gte(r.key, prefix), lt(r.key, `${prefix}~`)))
    .orderBy(asc(r.key))
}

export async function deleteSignInCounters(db: Db, keys: readonly string[]): Promise<void> {
  const { rateLimits: r } = tablesOf(db)
  if (keys.length > 0) await db.delete(r).where(inArray(r.key, [...keys]))
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
