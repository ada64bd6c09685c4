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
 * A discount in the unit shown: rounded DOWN to a whole unit where the brand shows no decimals, so a whole-unit brand
 * never gives away more than the promotion says and the discount line is a whole number like every other line.
 */
export function shownDiscountMinor(amountMinor: number, allowDecimals: boolean): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`discount must be a non-negative integer amount of minor units, got ${amountMinor}`)
  return allowDecimals ? amountMinor : amountMinor - (amountMinor % 100)
}

export function formatPrice(amountMinor: number, { currency, locale, allowDecimals }: PriceDisplayOptions): string {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`price must be an integer amount of minor units, got ${amountMinor}`)
  const whole = amountMinor % 100 === 0
  const digits = allowDecimals && !whole ? 2 : 0
  // Math.ceil on minor units keeps the "round up" rule exact; a negative amount (refund) rounds towards zero.
  const major = allowDecimals ? amountMinor / 100 : Math.ceil(amountMinor / 100)
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
