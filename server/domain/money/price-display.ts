/**
 * Spec section 1: a brand that allows decimals shows 2 decimals for a non-integer price (and none for a whole one);
 * a brand that does not rounds the price UP to a whole unit. Amounts are integer minor units (cents).
 * Shared by server and client so both render the same string.
 */
export interface PriceDisplayOptions {
  currency: string
  /** BCP 47 locale used for separators and symbol placement, e.g. "es-ES". */
  locale: string
  allowDecimals: boolean
}

/**
 * The amount the shopper is shown, in minor units: unchanged where the brand allows decimals, rounded UP to a whole unit
 * where it does not (the display rule above). Prices, line totals and shipping are computed in this unit from the start,
 * so what is shown adds up and is exactly what is charged (issue 14; decision 024).
 */
export function shownMinor(amountMinor: number, allowDecimals: boolean): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`price must be an integer amount of minor units, got ${amountMinor}`)
  return allowDecimals ? amountMinor : Math.ceil(amountMinor / 100) * 100
}

/**
 * The one rounding rule for everything the shop computes from a shown price (decision 042): the exact figure
 * `numerator / denominator` (minor units) rounded HALF-UP, once, to the brand's unit: a cent where the brand shows
 * decimals, a whole unit where it does not. Exact integer (BigInt) arithmetic, so a quotient a hair below .5 never
 * flips the result. Non-negative figures only.
 */
function halfUpToUnit(numerator: bigint, denominator: bigint, allowDecimals: boolean): number {
  const unit = allowDecimals ? 1n : 100n
  // floor((2n + d·u) / (2·d·u)) · u == round-half-up of n/d to a multiple of u, for n >= 0.
  return Number(((2n * numerator + denominator * unit) / (2n * denominator * unit)) * unit)
}

/**
 * A reduction of `percent` % of an amount (an offer on a copy, a code on the goods), in the unit the brand shows:
 * rounded half-up from the exact figure to a cent, or to a whole unit on a whole-unit brand (10 % of 499 Kč is 50 Kč).
 */
export function percentOfMinor(amountMinor: number, percent: number, allowDecimals: boolean): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`amount must be a non-negative integer amount of minor units, got ${amountMinor}`)
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be an integer 0..100, got ${percent}`)
  return halfUpToUnit(BigInt(amountMinor) * BigInt(percent), 100n, allowDecimals)
}

/**
 * A fixed reduction (minor units) in the unit the brand shows: unchanged where the brand shows decimals, rounded
 * half-up to a whole unit where it does not, like every reduction (decision 042).
 */
export function shownReductionMinor(amountMinor: number, allowDecimals: boolean): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`reduction must be a non-negative integer amount of minor units, got ${amountMinor}`)
  return halfUpToUnit(BigInt(amountMinor), 1n, allowDecimals)
}

/** A VAT rate in hundredths of a percent (21 % -> 2100), refused unless 0..100 with at most 2 decimals. */
export function rateHundredths(ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100)
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent > 100 ||
    Math.abs(ratePercent * 100 - hundredths) > 1e-6
  ) {
    throw new RangeError(`vatRatePercent must be 0..100 with at most 2 decimals, got ${ratePercent}`)
  }
  return hundredths
}

/**
 * VAT contained in a VAT-inclusive total at `ratePercent` (up to 2 decimals): total × rate / (100 + rate), computed
 * on the order's total (one rate per site) and rounded half-up once to the brand's unit (decision 042), so 618 Kč at
 * 21 % contains 107 Kč (107.26), and 10.00 € at 21 % contains 1.74 €.
 */
export function vatContainedMinor(totalMinor: number, ratePercent: number, allowDecimals: boolean): number {
  const hundredths = rateHundredths(ratePercent)
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new RangeError(`total must be a non-negative integer amount of minor units, got ${totalMinor}`)
  return halfUpToUnit(BigInt(totalMinor) * BigInt(hundredths), 10_000n + BigInt(hundredths), allowDecimals)
}

export function formatPrice(amountMinor: number, { currency, locale, allowDecimals }: PriceDisplayOptions): string {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`price must be an integer amount of minor units, got ${amountMinor}`)
  const whole = amountMinor % 100 === 0
  const digits = allowDecimals && !whole ? 2 : 0
  // The one whole-unit rule (shownMinor), not a copy of it: the shop's prices arrive already in the shown unit (read
  // time, decision 042), so this changes nothing for them; a raw amount (the console's samples) is rounded up here.
  // A negative amount (refund) rounds towards zero.
  const major = shownMinor(amountMinor, allowDecimals) / 100
  return formatter(locale, currency, digits).format(major)
}

// Building an Intl.NumberFormat costs far more than using one; a shop has few locale/currency pairs.
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, f)
  }
  return f
}
