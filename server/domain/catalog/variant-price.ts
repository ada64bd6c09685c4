import { shownMinor } from '../money/price-display.js'

/**
 * Prices of a variant (decision 040). A price row applies to every brand (brand '*', site '*'), to one brand (site '*')
 * or to one site of a brand. For a storefront, the most specific scope that has a unit price (min_quantity 1) in the
 * site currency sets the whole ladder: that row and the same scope's quantity tiers. A brand that overrides the unit
 * price therefore states its own tiers too; tiers of a wider scope never mix into a narrower one's price.
 */
export interface PriceRow {
  brandSlug: string
  siteCode: string
  currency: string
  minQuantity: number
  amountMinor: number
}

export interface PriceScope {
  brandSlug: string
  siteCode: string
  currency: string
}

/** Unit prices by quantity, ascending; the first step is for 1 copy. */
export interface PriceLadder {
  steps: { minQuantity: number; amountMinor: number }[]
}

export const ANY = '*'

/** 2 for a site's own row, 1 for a brand's, 0 for every brand; -1 for a row that does not apply to the storefront. */
function specificity(row: PriceRow, scope: PriceScope): number {
  if (row.currency !== scope.currency) return -1
  if (row.brandSlug === ANY) return row.siteCode === ANY ? 0 : -1
  if (row.brandSlug !== scope.brandSlug) return -1
  if (row.siteCode === ANY) return 1
  return row.siteCode === scope.siteCode ? 2 : -1
}

/** The ladder that applies on a storefront, or null when the variant has no price in its currency (not sold there). */
export function priceLadder(rows: readonly PriceRow[], scope: PriceScope): PriceLadder | null {
  let best = -1
  for (const r of rows) if (r.minQuantity === 1) best = Math.max(best, specificity(r, scope))
  if (best < 0) return null
  const steps = rows
    .filter((r) => specificity(r, scope) === best)
    .map((r) => ({ minQuantity: r.minQuantity, amountMinor: r.amountMinor }))
    .sort((a, b) => a.minQuantity - b.minQuantity)
  return { steps }
}

/**
 * The unit price for `quantity` copies, in the unit the brand shows (a whole-unit brand rounds every step up, so each
 * line total is whole too). `quantity` counts every copy of the variant in the cart: 60 different photos at 10x15 cm
 * reach the 50-copy tier together.
 */
export function unitPriceFor(ladder: PriceLadder, quantity: number, allowDecimals: boolean): number {
  let amount = ladder.steps[0]!.amountMinor
  for (const s of ladder.steps) if (quantity >= s.minQuantity) amount = s.amountMinor
  return shownMinor(amount, allowDecimals)
}

/** The ladder as shown: every step in the brand's unit, dropping a tier that would not be cheaper than the one before. */
export function shownLadder(ladder: PriceLadder, allowDecimals: boolean): PriceLadder {
  const steps: PriceLadder['steps'] = []
  for (const s of ladder.steps) {
    const amountMinor = shownMinor(s.amountMinor, allowDecimals)
    if (steps.length && amountMinor >= steps[steps.length - 1]!.amountMinor) continue
    steps.push({ minQuantity: s.minQuantity, amountMinor })
  }
  return { steps }
}

export type PriceRowProblem =
  | { kind: 'negative-or-fractional'; row: PriceRow }
  | { kind: 'site-without-brand'; row: PriceRow }
  | { kind: 'tier-without-unit-price'; row: PriceRow }
  | { kind: 'bad-quantity'; row: PriceRow }

/** What makes a variant's price rows unusable (the import and the console refuse them). */
export function priceRowProblems(rows: readonly PriceRow[]): PriceRowProblem[] {
  const problems: PriceRowProblem[] = []
  const scopeKey = (r: PriceRow) => `${r.brandSlug}|${r.siteCode}|${r.currency}`
  const withUnit = new Set(rows.filter((r) => r.minQuantity === 1).map(scopeKey))
  for (const row of rows) {
    if (!Number.isSafeInteger(row.amountMinor) || row.amountMinor < 0)
      problems.push({ kind: 'negative-or-fractional', row })
    else if (!Number.isSafeInteger(row.minQuantity) || row.minQuantity < 1) problems.push({ kind: 'bad-quantity', row })
    else if (row.brandSlug === ANY && row.siteCode !== ANY) problems.push({ kind: 'site-without-brand', row })
    else if (row.minQuantity > 1 && !withUnit.has(scopeKey(row)))
      problems.push({ kind: 'tier-without-unit-price', row })
  }
  return problems
}
