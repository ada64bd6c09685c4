import { and, asc, eq, sql } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'

/**
 * The regular price of one copy of each variant per site and currency over time (db/schema/promotions.ts): what the
 * 30-day prior price is computed from (decision 041).
 */
export interface PriceHistoryRow {
  variantId: number
  /** The site as historySite() names it. */
  siteCode: string
  currency: string
  /** Null: not sold on the site from `fromMs`. */
  amountMinor: number | null
  fromMs: number
}

/**
 * How a site is named in price_history.site_code: site codes are a brand's own ('es' is a site of WPX-ES and of TZ-ES,
 * which may sell the same variant at different prices), so the column holds the brand's slug too, 'WPX-ES/es'.
 */
export const historySite = (brandSlug: string, siteCode: string) => `${brandSlug}/${siteCode}`

/** The columns of a history row, as both reads return them. */
const historyColumns = (h: ReturnType<typeof tablesOf>['priceHistory']) => ({
  variantId: h.variantId,
  siteCode: h.siteCode,
  currency: h.currency,
  amountMinor: h.amountMinor,
  fromMs: h.fromMs,
})

/** The latest row of every (variant, site, currency), in one read: what a recording compares the prices of now with. */
export async function latestPriceRows(db: Db): Promise<PriceHistoryRow[]> {
  const { priceHistory: h } = tablesOf(db)
  const rows = await db
    .select(historyColumns(h))
    .from(h)
    .where(
      sql`${h.fromMs} = (select max(l.from_ms) from price_history l where l.variant_id = ${h.variantId} and l.site_code = ${h.siteCode} and l.currency = ${h.currency})`,
    )
  return rows.map(numeric)
}

/**
 * New rows in one statement; a row another instance recorded first (same variant, site, currency and instant) is
 * left as it is. Returns how many were inserted.
 */
export async function insertPriceRows(db: Db, rows: readonly PriceHistoryRow[]): Promise<number> {
  if (rows.length === 0) return 0
  const { priceHistory: h } = tablesOf(db)
  let inserted = 0
  // Bounded statements: SQLite allows 32766 parameters, PostgreSQL 65535; 5 per row.
  for (let i = 0; i < rows.length; i += 2000) {
    const result = await db
      .insert(h)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing()
    inserted += result.changes ?? result.rowCount ?? 0
  }
  return inserted
}

/**
 * Every instance's kept catalogue reads (decision 034) hold price history too: a recording that inserted rows moves
 * the config counter, as the catalogue's own triggers do, so that every instance reads it again.
 */
export async function bumpConfigVersion(db: Db): Promise<void> {
  const { configVersion: c } = tablesOf(db)
  await db
    .update(c)
    .set({ version: sql`${c.version} + 1` })
    .where(eq(c.id, 1))
}

/** The history of one site (historySite()) and currency, oldest first per variant: what its pages' prior prices are computed from. */
export async function sitePriceHistory(db: Db, site: string, currency: string): Promise<PriceHistoryRow[]> {
  const { priceHistory: h } = tablesOf(db)
  const rows = await db
    .select(historyColumns(h))
    .from(h)
    .where(and(eq(h.siteCode, site), eq(h.currency, currency)))
    .orderBy(asc(h.variantId), asc(h.fromMs))
  return rows.map(numeric)
}

// PostgreSQL returns bigint columns as strings.
const numeric = (r: PriceHistoryRow): PriceHistoryRow => ({
  ...r,
  variantId: Number(r.variantId),
  amountMinor: r.amountMinor === null ? null : Number(r.amountMinor),
  fromMs: Number(r.fromMs),
})
