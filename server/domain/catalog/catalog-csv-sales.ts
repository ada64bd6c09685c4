import { EVERY, type BrandSites, type CsvProblem } from './catalog-csv-format.js'
import type { AvailabilityRecord, CatalogueRecord, PriceRecord } from './catalog-csv-records.js'
import { priceLadder, priceRowProblems, type PriceRowProblem } from './variant-price.js'

const PRICE_PROBLEM: Record<PriceRowProblem['kind'], { column: string; message: string }> = {
  'negative-or-fractional': { column: 'amount_minor', message: 'is not a non-negative whole number of minor units' },
  'bad-quantity': { column: 'min_quantity', message: 'is not a whole number of copies from 1' },
  'site-without-brand': { column: 'site', message: 'a price for one site names its brand' },
  'tier-without-unit-price': {
    column: 'min_quantity',
    message: 'a quantity tier needs a unit price (min_quantity 1) for the same brand, site and currency',
  },
}

/**
 * What a storefront would make of each variant's rows: price ladders the rules accept (variant-price.ts), and a unit
 * price in the site's currency on every site it is sold on; without one the variant would show on the site unpriced.
 * Rows with a refused cell were reported already and take no part.
 */
export function salesProblems(records: readonly CatalogueRecord[], brands: readonly BrandSites[]): CsvProblem[] {
  const problems: CsvProblem[] = []
  const prices = new Map<string, PriceRecord[]>()
  // A unit price refused for its amount still stands for its scope, so its tiers are not reported as orphans too.
  for (const r of records)
    if (r.type === 'price' && (!r.bad || Number.isSafeInteger(r.minQuantity)))
      prices.set(r.sku, [...(prices.get(r.sku) ?? []), r.bad ? { ...r, amountMinor: 0 } : r])
  for (const rows of prices.values())
    for (const p of priceRowProblems(rows)) {
      const row = p.row as PriceRecord
      if (row.bad) continue
      const { column, message } = PRICE_PROBLEM[p.kind]
      problems.push({ line: row.line, column, message })
    }
  for (const r of records) {
    if (r.type !== 'availability' || r.bad) continue
    for (const site of sitesOf(r, brands)) {
      const scope = { brandSlug: r.brandSlug, siteCode: site.code, currency: site.currency }
      if (priceLadder(prices.get(r.sku) ?? [], scope)) continue
      problems.push({
        line: r.line,
        column: 'site',
        message: `"${r.sku}" is sold on ${r.brandSlug}/${site.code} but has no unit price there in ${site.currency} (a price record with min_quantity 1 for *, ${r.brandSlug} or ${r.brandSlug}/${site.code})`,
      })
    }
  }
  return problems
}

function sitesOf(r: AvailabilityRecord, brands: readonly BrandSites[]): BrandSites['sites'] {
  const sites = brands.find((b) => b.slug === r.brandSlug)?.sites ?? []
  return r.siteCode === EVERY ? sites : sites.filter((s) => s.code === r.siteCode)
}
