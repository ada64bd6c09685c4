import { engineOf, tablesOf } from '../client.js'
import { and, asc, eq, gte, lt, notInArray, sql } from 'drizzle-orm'
import type { CommissionOrder } from '../../server/domain/accounts/commissions.js'
import type { Db } from '../client.js'

/** The country of the brand's first site (lowest id, i.e. seed order), or undefined for a brand without sites. */
export async function brandHomeCountry(db: Db, brandSlug: string): Promise<string | undefined> {
  const { brands, sites } = tablesOf(db)
  return (
    await db
      .select({ country: sites.country })
      .from(sites)
      .innerJoin(brands, eq(brands.id, sites.brandId))
      .where(eq(brands.slug, brandSlug))
      .orderBy(asc(sites.id))
      .limit(1)
  )[0]?.country
}

/**
 * Orders of the brand that may earn for the partner. The SQL only narrows (brand, status, period, currency, and the
 * affiliate id appearing in the attribution text); the caller applies the exact rule.
 */
export async function commissionCandidateOrders(
  db: Db,
  q: {
    brandSlug: string
    affiliateId: number
    excludedStatuses: readonly number[]
    period?: { startMs: number; endMs: number; currency: string }
  },
): Promise<CommissionOrder[]> {
  const { orders } = tablesOf(db)
  const conds = [
    eq(orders.brandSlug, q.brandSlug),
    notInArray(orders.status, [...q.excludedStatuses]),
    // The attribution as text holds the id: SQLite stores it as text, PostgreSQL as jsonb (decision 038).
    engineOf(db) === 'postgres'
      ? sql`strpos(${orders.attribution}::text, ${String(q.affiliateId)}) > 0`
      : sql`instr(${orders.attribution}, ${String(q.affiliateId)}) > 0`,
  ]
  if (q.period)
    conds.push(
      gte(orders.createdAt, q.period.startMs),
      lt(orders.createdAt, q.period.endMs),
      eq(orders.currency, q.period.currency),
    )
  return await db
    .select({
      publicId: orders.publicId,
      currency: orders.currency,
      status: orders.status,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      shippingMinor: orders.shippingMinor,
      vatMinor: orders.vatMinor,
      totalMinor: orders.totalMinor,
      attribution: orders.attribution,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(...conds))
}
