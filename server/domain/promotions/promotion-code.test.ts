import { describe, expect, test } from 'vitest'
import { evaluatePromotion, normalizePromotionCode, type Promotion, type PromotionContext } from './promotion-code.js'

const FROM = Date.UTC(2025, 0, 1)
const TO = Date.UTC(2025, 0, 31, 23, 59, 59, 999)

const percent = (over: Partial<Promotion> = {}): Promotion => ({
  code: 'SUMMER15',
  brandSlug: 'wpx-es',
  kind: 'PERCENT',
  value: 15,
  currency: null,
  minSubtotalMinor: 0,
  validFrom: FROM,
  validTo: TO,
  maxUses: null,
  uses: 0,
  maxUsesPerEmail: null,
  ...over,
})
const fixed = (over: Partial<Promotion> = {}): Promotion =>
  percent({ code: 'TENOFF', kind: 'FIXED', value: 1000, currency: 'EUR', ...over })
const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  code: 'SUMMER15',
  brandSlug: 'wpx-es',
  currency: 'EUR',
  subtotalMinor: 1999,
  now: FROM + 1000,
  allowDecimals: true,
  ...over,
})

describe('normalizePromotionCode', () => {
  test('trims and uppercases', () => expect(normalizePromotionCode('  summer-15 ')).toBe('SUMMER-15'))
  test('keeps A-Z, 0-9 and dashes', () => expect(normalizePromotionCode('A-Z-09')).toBe('A-Z-09'))
  test.each(['', '   ', 'SUM MER', 'SUMMER_15', 'ÉTÉ10', 'X!', 'A\tB'])('refuses %j', (input) => {
    expect(normalizePromotionCode(input)).toBe('')
  })
  test('32 characters is the maximum', () => {
    expect(normalizePromotionCode('A'.repeat(32))).toBe('A'.repeat(32))
    expect(normalizePromotionCode('A'.repeat(33))).toBe('')
  })
  test('the length limit applies after trimming', () =>
    expect(normalizePromotionCode(`  ${'b'.repeat(32)}  `)).toBe('B'.repeat(32)))
})

describe('evaluatePromotion: discounts', () => {
  test('percent rounds half-up to the cent (decision 042): 15% of 1999 = 299.85 → 300', () => {
    expect(evaluatePromotion(percent(), ctx())).toEqual({ ok: true, discountMinor: 300 })
  })
  test('a whole-unit brand: 10 % of 499 Kč is 50 Kč off (half-up to the unit, decision 042)', () => {
    const r = evaluatePromotion(
      percent({ value: 10, currency: null }),
      ctx({ currency: 'CZK', subtotalMinor: 49900, allowDecimals: false }),
    )
    expect(r).toEqual({ ok: true, discountMinor: 5000 })
  })
  test('percent of an exact amount: 10% of 5000 = 500', () => {
    expect(evaluatePromotion(percent({ value: 10 }), ctx({ subtotalMinor: 5000 }))).toEqual({
      ok: true,
      discountMinor: 500,
    })
  })
  test('100% discounts the whole subtotal', () => {
    expect(evaluatePromotion(percent({ value: 100 }), ctx({ subtotalMinor: 1999 }))).toEqual({
      ok: true,
      discountMinor: 1999,
    })
  })
  test('1% of 99 = 0.99 rounds half-up to 1, 1% of 49 = 0.49 to 0 (decision 042)', () => {
    expect(evaluatePromotion(percent({ value: 1 }), ctx({ subtotalMinor: 99 }))).toEqual({ ok: true, discountMinor: 1 })
    expect(evaluatePromotion(percent({ value: 1 }), ctx({ subtotalMinor: 49 }))).toEqual({ ok: true, discountMinor: 0 })
  })
  test('fixed discount below the subtotal is applied in full', () => {
    expect(evaluatePromotion(fixed(), ctx({ code: 'TENOFF', subtotalMinor: 2500 }))).toEqual({
      ok: true,
      discountMinor: 1000,
    })
  })
  test('fixed discount is capped at the subtotal', () => {
    expect(evaluatePromotion(fixed(), ctx({ code: 'TENOFF', subtotalMinor: 600 }))).toEqual({
      ok: true,
      discountMinor: 600,
    })
  })
  test('the typed code is normalized before matching', () => {
    expect(evaluatePromotion(percent(), ctx({ code: ' summer15 ' }))).toEqual({ ok: true, discountMinor: 300 })
  })
  test('results are integers', () => {
    for (let subtotal = 0; subtotal < 500; subtotal += 7) {
      const r = evaluatePromotion(percent({ value: 33 }), ctx({ subtotalMinor: subtotal }))
      expect(r.ok && Number.isInteger(r.discountMinor) && r.discountMinor <= subtotal).toBe(true)
    }
  })
})

describe('evaluatePromotion: refusals', () => {
  test('no promotion found → UNKNOWN_CODE', () => {
    expect(evaluatePromotion(undefined, ctx())).toEqual({ ok: false, reason: 'UNKNOWN_CODE' })
  })
  test('a code that does not match the promotion → UNKNOWN_CODE', () => {
    expect(evaluatePromotion(percent(), ctx({ code: 'WINTER15' }))).toEqual({ ok: false, reason: 'UNKNOWN_CODE' })
  })
  test('an invalid typed code → UNKNOWN_CODE', () => {
    expect(evaluatePromotion(percent(), ctx({ code: 'SUMMER 15' }))).toEqual({ ok: false, reason: 'UNKNOWN_CODE' })
  })
  test('another brand → WRONG_BRAND', () => {
    expect(evaluatePromotion(percent(), ctx({ brandSlug: 'wpx-cz' }))).toEqual({ ok: false, reason: 'WRONG_BRAND' })
  })
  test('before validFrom → NOT_STARTED', () => {
    expect(evaluatePromotion(percent(), ctx({ now: FROM - 1 }))).toEqual({ ok: false, reason: 'NOT_STARTED' })
  })
  test('now == validFrom is valid', () => {
    expect(evaluatePromotion(percent(), ctx({ now: FROM })).ok).toBe(true)
  })
  test('now == validTo is valid (inclusive)', () => {
    expect(evaluatePromotion(percent(), ctx({ now: TO })).ok).toBe(true)
  })
  test('now > validTo → EXPIRED', () => {
    expect(evaluatePromotion(percent(), ctx({ now: TO + 1 }))).toEqual({ ok: false, reason: 'EXPIRED' })
  })
  test('uses left: one below the limit applies; at the limit → USED_UP; no limit never runs out', () => {
    expect(evaluatePromotion(percent({ maxUses: 3, uses: 2 }), ctx()).ok).toBe(true)
    expect(evaluatePromotion(percent({ maxUses: 3, uses: 3 }), ctx())).toEqual({ ok: false, reason: 'USED_UP' })
    expect(evaluatePromotion(percent({ maxUses: null, uses: 1_000_000 }), ctx()).ok).toBe(true)
  })
  test('an expired code says so before it says used up; used up before the minimum', () => {
    expect(evaluatePromotion(percent({ maxUses: 1, uses: 1 }), ctx({ now: TO + 1 }))).toMatchObject({
      reason: 'EXPIRED',
    })
    expect(
      evaluatePromotion(percent({ maxUses: 1, uses: 1, minSubtotalMinor: 5000 }), ctx({ subtotalMinor: 100 })),
    ).toMatchObject({ reason: 'USED_UP' })
  })
  test('uses left for this email: below the limit applies; at it → USED_UP_FOR_EMAIL; no limit never runs out', () => {
    const once = percent({ maxUsesPerEmail: 1 })
    expect(evaluatePromotion(once, ctx({ emailUses: 0 })).ok).toBe(true)
    expect(evaluatePromotion(once, ctx({ emailUses: 1 }))).toEqual({ ok: false, reason: 'USED_UP_FOR_EMAIL' })
    expect(evaluatePromotion(percent({ maxUsesPerEmail: 2 }), ctx({ emailUses: 1 })).ok).toBe(true)
    expect(evaluatePromotion(percent({ maxUsesPerEmail: null }), ctx({ emailUses: 50 })).ok).toBe(true)
  })
  test('an email not known yet (the cart before checkout) is not judged: the code applies', () => {
    expect(evaluatePromotion(percent({ maxUsesPerEmail: 1 }), ctx()).ok).toBe(true)
  })
  test('fixed discount in another currency → WRONG_CURRENCY', () => {
    expect(evaluatePromotion(fixed({ currency: 'CZK' }), ctx({ code: 'TENOFF' }))).toEqual({
      ok: false,
      reason: 'WRONG_CURRENCY',
    })
  })
  test('fixed discount without a currency (misconfigured) → WRONG_CURRENCY', () => {
    expect(evaluatePromotion(fixed({ currency: null }), ctx({ code: 'TENOFF' }))).toEqual({
      ok: false,
      reason: 'WRONG_CURRENCY',
    })
  })
  test('percent without a currency works in any currency', () => {
    expect(evaluatePromotion(percent(), ctx({ currency: 'CZK' })).ok).toBe(true)
  })
  test('percent pinned to a currency refuses others', () => {
    expect(evaluatePromotion(percent({ currency: 'EUR' }), ctx({ currency: 'CZK' }))).toEqual({
      ok: false,
      reason: 'WRONG_CURRENCY',
    })
  })
  test('below the minimum → BELOW_MINIMUM with the minimum', () => {
    expect(evaluatePromotion(percent({ minSubtotalMinor: 2000 }), ctx({ subtotalMinor: 1999 }))).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
      minSubtotalMinor: 2000,
    })
  })
  test('subtotal == minimum is valid', () => {
    expect(evaluatePromotion(percent({ minSubtotalMinor: 2000 }), ctx({ subtotalMinor: 2000 }))).toEqual({
      ok: true,
      discountMinor: 300,
    })
  })
})

describe('evaluatePromotion: check order', () => {
  // Each case breaks every later rule too, so only the first check in the order can explain the result.
  const allWrong = (over: Partial<PromotionContext>) =>
    evaluatePromotion(
      fixed({ minSubtotalMinor: 99_999, currency: 'CZK' }),
      ctx({ code: 'TENOFF', brandSlug: 'other', now: TO + 1, subtotalMinor: 1, ...over }),
    )
  test('unknown before brand', () => expect(allWrong({ code: 'NOPE' })).toMatchObject({ reason: 'UNKNOWN_CODE' }))
  test('brand before dates', () => expect(allWrong({})).toMatchObject({ reason: 'WRONG_BRAND' }))
  test('dates before currency', () => expect(allWrong({ brandSlug: 'wpx-es' })).toMatchObject({ reason: 'EXPIRED' }))
  // The per-shopper limit comes after the code's own stock and before currency and minimum.
  const usedUpEverywhere = (over: Partial<PromotionContext>, promo: Partial<Promotion> = {}) =>
    evaluatePromotion(
      fixed({ minSubtotalMinor: 99_999, currency: 'CZK', maxUses: 1, uses: 1, maxUsesPerEmail: 1, ...promo }),
      ctx({ code: 'TENOFF', now: FROM, subtotalMinor: 1, emailUses: 1, ...over }),
    )
  test('dates before uses', () => expect(usedUpEverywhere({ now: TO + 1 })).toMatchObject({ reason: 'EXPIRED' }))
  test('uses before uses for this email', () => expect(usedUpEverywhere({})).toMatchObject({ reason: 'USED_UP' }))
  test('uses for this email before currency and minimum', () =>
    expect(usedUpEverywhere({}, { maxUses: null })).toMatchObject({ reason: 'USED_UP_FOR_EMAIL' }))
  test('not started before currency', () =>
    expect(allWrong({ brandSlug: 'wpx-es', now: FROM - 1 })).toMatchObject({ reason: 'NOT_STARTED' }))
  test('currency before minimum', () =>
    expect(allWrong({ brandSlug: 'wpx-es', now: FROM })).toMatchObject({ reason: 'WRONG_CURRENCY' }))
  test('minimum last', () =>
    expect(allWrong({ brandSlug: 'wpx-es', now: FROM, currency: 'CZK' })).toMatchObject({ reason: 'BELOW_MINIMUM' }))
})

describe('evaluatePromotion: invalid input', () => {
  test.each([19.99, -1, Number.NaN])('subtotal %s throws RangeError', (subtotalMinor) => {
    expect(() => evaluatePromotion(percent(), ctx({ subtotalMinor }))).toThrow(RangeError)
  })
  test.each([0, 101, 12.5])('percent value %s throws RangeError', (value) => {
    expect(() => evaluatePromotion(percent({ value }), ctx())).toThrow(RangeError)
  })
  test('fractional fixed value throws RangeError', () => {
    expect(() => evaluatePromotion(fixed({ value: 9.99 }), ctx({ code: 'TENOFF' }))).toThrow(RangeError)
  })
})
