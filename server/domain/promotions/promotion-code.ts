import { percentOfMinor, shownReductionMinor } from '../money/price-display.js'
/**
 * Promotion codes: pure evaluation of one code against one cart, so the API layer only has to look the
 * promotion up and turn a refusal reason into a translated message. Money is integer minor units.
 */
export type Promotion = {
  code: string
  brandSlug: string
  kind: 'PERCENT' | 'FIXED'
  /** Percent 1..100 for PERCENT, or minor units for FIXED. */
  value: number
  /** Required for FIXED (an amount means nothing without its currency); optional for PERCENT. */
  currency: string | null
  /** Minor units, in the cart's currency (or in `currency` when set). */
  minSubtotalMinor: number
  /** Epoch ms, inclusive at both ends. */
  validFrom: number
  validTo: number
  /** Orders that may use the code in all, or null for no limit. */
  maxUses: number | null
  /** Orders placed with it so far (the order placement takes a use in the same transaction). */
  uses: number
  /** Orders one shopper (one email address) may place with it, or null for no limit per shopper. */
  maxUsesPerEmail: number | null
}

export type PromotionRefusal =
  | 'UNKNOWN_CODE'
  | 'WRONG_BRAND'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USED_UP'
  | 'USED_UP_FOR_EMAIL'
  | 'BELOW_MINIMUM'
  | 'WRONG_CURRENCY'

export type PromotionResult =
  { ok: true; discountMinor: number } | { ok: false; reason: PromotionRefusal; minSubtotalMinor?: number }

export type PromotionContext = {
  code: string
  brandSlug: string
  currency: string
  subtotalMinor: number
  now: number
  /** The brand shows decimals: the discount is rounded to the cent, else to a whole unit (decision 042). */
  allowDecimals: boolean
  /**
   * Orders the shopper's email address has placed with this code so far; undefined while the email is not known
   * (the cart before checkout step 1), when the per-shopper limit cannot be judged yet.
   */
  emailUses?: number
}

const MAX_CODE_LENGTH = 32
const CODE_PATTERN = /^[A-Z0-9-]+$/

/**
 * Customers type codes by hand ("  summer-10 "), so trim and uppercase; anything outside A-Z0-9- is refused
 * outright ('' = invalid) rather than stripped, so "SUM MER" can never silently match "SUMMER".
 */
export function normalizePromotionCode(input: string): string {
  const code = input.trim().toUpperCase()
  if (code.length === 0 || code.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(code)) return ''
  return code
}

/**
 * Check order is fixed (unknown, brand, dates, uses left, uses left for this email, currency, minimum) so the customer always sees the most
 * fundamental problem first: telling them "spend 10 more" for a code that has expired would be misleading.
 * Bad money input or a misconfigured promotion is a programming/config error, hence RangeError.
 */
export function evaluatePromotion(promo: Promotion | undefined, ctx: PromotionContext): PromotionResult {
  assertMinor(ctx.subtotalMinor, 'subtotalMinor')
  const code = normalizePromotionCode(ctx.code)
  // The lookup may have been loose (e.g. case-insensitive SQL); only an exact normalized match counts.
  if (!promo || code === '' || normalizePromotionCode(promo.code) !== code) return { ok: false, reason: 'UNKNOWN_CODE' }
  assertPromotion(promo)
  if (promo.brandSlug !== ctx.brandSlug) return { ok: false, reason: 'WRONG_BRAND' }
  if (ctx.now < promo.validFrom) return { ok: false, reason: 'NOT_STARTED' }
  if (ctx.now > promo.validTo) return { ok: false, reason: 'EXPIRED' }
  if (isUsedUp(promo)) return { ok: false, reason: 'USED_UP' }
  if (ctx.emailUses !== undefined && isUsedUpForEmail(promo, ctx.emailUses))
    return { ok: false, reason: 'USED_UP_FOR_EMAIL' }
  // A FIXED amount without a currency cannot be applied safely; a PERCENT code pinned to a currency also pins
  // the currency of its minimum subtotal.
  if (
    (promo.kind === 'FIXED' && promo.currency === null) ||
    (promo.currency !== null && promo.currency !== ctx.currency)
  ) {
    return { ok: false, reason: 'WRONG_CURRENCY' }
  }
  if (ctx.subtotalMinor < promo.minSubtotalMinor)
    return { ok: false, reason: 'BELOW_MINIMUM', minSubtotalMinor: promo.minSubtotalMinor }

  // The one rounding rule (decision 042): half-up once, from the exact figure, to the brand's unit.
  if (promo.kind === 'PERCENT')
    return { ok: true, discountMinor: percentOfMinor(ctx.subtotalMinor, promo.value, ctx.allowDecimals) }
  // Capped so a 10.00 voucher on a 6.00 cart yields a zero total, never a negative one.
  return { ok: true, discountMinor: Math.min(shownReductionMinor(promo.value, ctx.allowDecimals), ctx.subtotalMinor) }
}

/** Every use of a limited code is taken: no further order gets it (the count itself is kept by the database). */
export function isUsedUp(promo: Pick<Promotion, 'maxUses' | 'uses'>): boolean {
  return promo.maxUses !== null && promo.uses >= promo.maxUses
}

/** The shopper (by email) has placed as many orders with the code as one shopper may. */
export function isUsedUpForEmail(promo: Pick<Promotion, 'maxUsesPerEmail'>, emailUses: number): boolean {
  return promo.maxUsesPerEmail !== null && emailUses >= promo.maxUsesPerEmail
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`)
}

function assertPromotion(promo: Promotion): void {
  if (promo.kind === 'PERCENT') {
    if (!Number.isInteger(promo.value) || promo.value < 1 || promo.value > 100)
      throw new RangeError(`percent promotion ${promo.code} must be 1..100, got ${promo.value}`)
  } else {
    assertMinor(promo.value, `promotion ${promo.code} value`)
  }
  assertMinor(promo.minSubtotalMinor, `promotion ${promo.code} minSubtotalMinor`)
}
