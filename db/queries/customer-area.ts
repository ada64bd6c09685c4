import { rowsChanged } from '../rows.js'
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { tablesOf, type Db, type Tables } from '../client.js'

/** Whose orders: the account and its brand (an account id never reaches another brand's rows). */
export interface OrderOwner {
  customerId: number
  brandSlug: string
}

const ownedBy = ({ orders }: Tables, o: OrderOwner) =>
  and(eq(orders.customerId, o.customerId), eq(orders.brandSlug, o.brandSlug))

const orderListColumns = ({ orders }: Tables) => ({
  publicId: orders.publicId,
  status: orders.status,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  createdAt: orders.createdAt,
})

/** The customer's latest orders, with their internal id (for their lines). */
export async function recentCustomerOrders(db: Db, owner: OrderOwner, limit: number) {
  const t = tablesOf(db)
  const { orders } = t
  return await db
    .select({ id: orders.id, ...orderListColumns(t) })
    .from(orders)
    .where(ownedBy(t, owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

function periodConds(
  t: Tables,
  owner: OrderOwner,
  period: { fromMs: number | null; toMs: number | null },
): SQL | undefined {
  return and(
    ownedBy(t, owner),
    period.fromMs === null ? undefined : gte(t.orders.createdAt, period.fromMs),
    period.toMs === null ? undefined : lt(t.orders.createdAt, period.toMs),
  )
}

/** One page of the customer's orders in [fromMs, toMs), newest first, and how many there are in all. */
export async function customerOrdersPage(
  db: Db,
  owner: OrderOwner,
  q: { fromMs: number | null; toMs: number | null; limit: number; offset: number },
) {
  const t = tablesOf(db)
  const { orders } = t
  const where = periodConds(t, owner, q)
  const total = (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0
  const rows = await db
    .select(orderListColumns(t))
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit)
    .offset(q.offset)
  return { total, rows }
}

/** The order only if it is this customer's on this brand; anything else reads as absent. */
export async function findCustomerOrder(db: Db, owner: OrderOwner, publicId: string) {
  const t = tablesOf(db)
  const { orders } = t
  return (
    await db
      .select()
      .from(orders)
      .where(and(ownedBy(t, owner), eq(orders.publicId, publicId)))
  )[0]
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const { customerAddresses } = tablesOf(db)
  return (
    (await db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)))[0]
      ?.n ?? 0
  )
}

export async function countSavedDesigns(db: Db, customerId: number): Promise<number> {
  const { savedDesigns } = tablesOf(db)
  return (await db.select({ n: count() }).from(savedDesigns).where(eq(savedDesigns.customerId, customerId)))[0]?.n ?? 0
}

export type DesignOrder = 'POPULARITY' | 'DATE_CREATION' | 'DATE_LAST_MODIFICATION'

const designOrder = ({ savedDesigns }: Tables, sort: DesignOrder) =>
  ({
    POPULARITY: [desc(savedDesigns.popularity), desc(savedDesigns.updatedAt)],
    DATE_CREATION: [desc(savedDesigns.createdAt)],
    DATE_LAST_MODIFICATION: [desc(savedDesigns.updatedAt)],
  })[sort]

/** The customer's saved designs, filtered by kind and published flag (null = any), in the requested order. */
export async function listSavedDesigns(
  db: Db,
  customerId: number,
  q: { sort: DesignOrder; kind: string | null; published: boolean | null },
) {
  const t = tablesOf(db)
  const { savedDesigns } = t
  return await db
    .select({
      id: savedDesigns.id,
      articleId: savedDesigns.articleId,
      designId: savedDesigns.designId,
      name: savedDesigns.name,
      projectKind: savedDesigns.projectKind,
      published: savedDesigns.published,
      popularity: savedDesigns.popularity,
      salesCount: savedDesigns.salesCount,
      createdAt: savedDesigns.createdAt,
      updatedAt: savedDesigns.updatedAt,
    })
    .from(savedDesigns)
    .where(
      and(
        eq(savedDesigns.customerId, customerId),
        q.kind === null ? undefined : eq(savedDesigns.projectKind, q.kind),
        q.published === null ? undefined : eq(savedDesigns.published, q.published),
      ),
    )
    .orderBy(...designOrder(t, q.sort), asc(savedDesigns.id))
}

/** Deletes one of the customer's own designs; false when it is not theirs (or gone). */
export async function deleteSavedDesign(db: Db, customerId: number, id: number): Promise<boolean> {
  const { savedDesigns } = tablesOf(db)
  return (
    rowsChanged(
      await db.delete(savedDesigns).where(and(eq(savedDesigns.customerId, customerId), eq(savedDesigns.id, id))),
    ) === 1
  )
}

export async function setDesignPublished(
  db: Db,
  customerId: number,
  id: number,
  published: boolean,
  now: number,
): Promise<boolean> {
  const { savedDesigns } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(savedDesigns)
        .set({ published, updatedAt: now })
        .where(and(eq(savedDesigns.customerId, customerId), eq(savedDesigns.id, id))),
    ) === 1
  )
}

export async function updatePartnerPayout(
  db: Db,
  customerId: number,
  payout: { iban: string; holder: string },
  now: number,
): Promise<boolean> {
  const { partnerSettings } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(partnerSettings)
        .set({ payoutIban: payout.iban, payoutHolder: payout.holder, updatedAt: now })
        .where(eq(partnerSettings.customerId, customerId)),
    ) === 1
  )
}
