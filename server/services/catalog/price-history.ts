import type { Db } from '../../../db/client.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import * as hq from '../../../db/queries/price-history.js'
import { readTenants } from '../../../db/queries/tenants.js'
import { lockForTransaction, transaction } from '../../../db/transaction.js'
import { unitPriceFor } from '../../domain/catalog/variant-price.js'
import { siteTimeZone } from '../../domain/tenancy/time-zones.js'
import { soldVariants } from './article-range.js'

/**
 * Records the regular price of one copy of every variant on every site of every stored brand, as the shop shows it
 * now (decision 040's ladder, in the brand's unit), where it differs from the latest recorded one: a row per change,
 * amount null when a variant stopped being sold on a site. The 30-day prior price is computed from it (decision 041).
 *
 * Called after every write that can change a price or where it is sold: the seed, a start (an upgraded shop), a
 * catalogue import or console publish, a brand doc publish (sites, currencies). One transaction holding a lock, so two
 * instances take turns and the second finds nothing to record; a row recorded by someone else at the same instant is
 * left alone. Idempotent: a second call at any later time inserts nothing. Returns the number of rows inserted.
 */
export async function recordPriceChanges(db: Db, at: number): Promise<number> {
  return transaction(db, async (tx) => {
    await lockForTransaction(tx, 'price-history')
    const latest = new Map<string, hq.PriceHistoryRow>()
    for (const r of await hq.latestPriceRows(tx)) latest.set(keyOf(r.variantId, r.siteCode, r.currency), r)
    const now = new Map<string, hq.PriceHistoryRow>()
    for (const brand of (await readTenants(tx)).tenants)
      for (const site of brand.sites) {
        const sf: Storefront = {
          language: site.languages[0]!.language,
          brandSlug: brand.slug,
          siteCode: site.code,
          currency: site.currency,
          allowDecimals: brand.allowDecimals,
          timeZone: siteTimeZone(site.country),
        }
        for (const v of (await soldVariants(tx, sf)).values()) {
          const row = {
            variantId: v.id,
            siteCode: hq.historySite(brand.slug, site.code),
            currency: site.currency,
            amountMinor: unitPriceFor(v.ladder, 1, brand.allowDecimals),
            fromMs: at,
          }
          now.set(keyOf(row.variantId, row.siteCode, row.currency), row)
        }
      }
    const changed: hq.PriceHistoryRow[] = []
    // A change is never dated before the row it follows (a clock behind the last recording's).
    const after = (key: string) => Math.max(at, (latest.get(key)?.fromMs ?? at - 1) + 1)
    for (const [key, row] of now)
      if ((latest.get(key)?.amountMinor ?? null) !== row.amountMinor || !latest.has(key))
        changed.push({ ...row, fromMs: after(key) })
    // Sold before, not any more (the variant, its price in the currency or the site itself is gone).
    for (const [key, last] of latest)
      if (last.amountMinor !== null && !now.has(key)) changed.push({ ...last, amountMinor: null, fromMs: after(key) })
    const inserted = await hq.insertPriceRows(tx, changed)
    if (inserted > 0) await hq.bumpConfigVersion(tx)
    return inserted
  })
}

const keyOf = (variantId: number, siteCode: string, currency: string) => `${variantId}|${siteCode}|${currency}`
