import { describe, expect, test } from 'vitest'
import {
  cartLineOf,
  cartTotals,
  copiesPerVariant,
  MAX_QUANTITY,
  mergeLine,
  orderTotal,
  setQuantity,
  type PricedChoice,
} from './cart-totals.js'

const line = (over: Partial<PricedChoice> = {}): PricedChoice => ({
  lineId: 'l1',
  articleId: 10,
  variantId: 100,
  unitPriceMinor: 1500,
  quantity: 1,
  designId: null,
  personalisedDesignId: null,
  ...over,
})
const noExtras = { discountMinor: 0, shippingMinor: 0, vatRatePercent: 21, allowDecimals: true }

describe('mergeLine', () => {
  test('adds a new line to an empty cart', () => {
    expect(mergeLine([], line())).toEqual([line()])
  })
  test('identical plain articles merge by adding quantities, keeping the existing lineId', () => {
    const merged = mergeLine([line({ quantity: 2 })], line({ lineId: 'l2', quantity: 3 }))
    expect(merged).toEqual([line({ quantity: 5 })])
  })
  test('identical plain articles with the same design merge', () => {
    expect(mergeLine([line({ designId: 7 })], line({ lineId: 'l2', designId: 7 }))).toEqual([
      line({ designId: 7, quantity: 2 }),
    ])
  })
  test('a different design is a different line', () => {
    expect(mergeLine([line({ designId: 7 })], line({ lineId: 'l2', designId: 8 }))).toHaveLength(2)
    expect(mergeLine([line({ designId: null })], line({ lineId: 'l2', designId: 8 }))).toHaveLength(2)
  })
  test('a different article is a different line', () => {
    expect(mergeLine([line()], line({ lineId: 'l2', articleId: 11 }))).toHaveLength(2)
  })
  test('merging takes the incoming (latest) unit price', () => {
    expect(
      mergeLine([line({ unitPriceMinor: 1500 })], line({ lineId: 'l2', unitPriceMinor: 1400 }))[0]?.unitPriceMinor,
    ).toBe(1400)
  })
  test('merged quantity is capped at MAX_QUANTITY', () => {
    expect(mergeLine([line({ quantity: 98 })], line({ lineId: 'l2', quantity: 5 }))[0]?.quantity).toBe(MAX_QUANTITY)
  })
  test('a new line above the cap is capped', () => {
    expect(mergeLine([], line({ quantity: 150 }))[0]?.quantity).toBe(MAX_QUANTITY)
  })
  test('a personalised line is never merged, even with an identical personalised one', () => {
    const p = line({ personalisedDesignId: 'pd-1' })
    const lines = mergeLine([p], line({ lineId: 'l2', personalisedDesignId: 'pd-1' }))
    expect(lines.map((l) => l.lineId)).toEqual(['l1', 'l2'])
    expect(lines.map((l) => l.quantity)).toEqual([1, 1])
  })
  test('a personalised line does not merge into a plain line of the same article', () => {
    expect(mergeLine([line()], line({ lineId: 'l2', personalisedDesignId: 'pd-1' }))).toHaveLength(2)
  })
  test('a plain line does not merge into a personalised line of the same article', () => {
    const lines = mergeLine([line({ personalisedDesignId: 'pd-1' })], line({ lineId: 'l2' }))
    expect(lines).toHaveLength(2)
    expect(lines[0]?.quantity).toBe(1)
  })
  test('does not mutate the input', () => {
    const lines = [line({ quantity: 2 })]
    mergeLine(lines, line({ lineId: 'l2' }))
    expect(lines).toEqual([line({ quantity: 2 })])
  })
  test('refuses a duplicate lineId for a line that cannot merge', () => {
    expect(() => mergeLine([line()], line({ articleId: 11 }))).toThrow(RangeError)
  })
  test.each([{ unitPriceMinor: 14.99 }, { unitPriceMinor: -1 }, { quantity: 0 }, { quantity: 1.5 }])(
    'refuses invalid line %j',
    (over) => {
      expect(() => mergeLine([], line(over))).toThrow(RangeError)
    },
  )
})

describe('setQuantity', () => {
  const lines = [line(), line({ lineId: 'l2', articleId: 11 })]
  test('sets the quantity of one line', () => {
    expect(setQuantity(lines, 'l2', 4)).toEqual({
      ok: true,
      lines: [line(), line({ lineId: 'l2', articleId: 11, quantity: 4 })],
    })
  })
  test('0 removes the line', () => {
    expect(setQuantity(lines, 'l1', 0)).toEqual({ ok: true, lines: [line({ lineId: 'l2', articleId: 11 })] })
  })
  test('MAX_QUANTITY is allowed', () => {
    const r = setQuantity(lines, 'l1', MAX_QUANTITY)
    expect(r.ok && r.lines[0]?.quantity).toBe(99)
  })
  test('over MAX_QUANTITY is refused', () =>
    expect(setQuantity(lines, 'l1', 100)).toEqual({ ok: false, error: 'OVER_MAX' }))
  test('negative is refused', () => expect(setQuantity(lines, 'l1', -1)).toEqual({ ok: false, error: 'NEGATIVE' }))
  test.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('non-integer %s is refused', (qty) => {
    expect(setQuantity(lines, 'l1', qty)).toEqual({ ok: false, error: 'NOT_AN_INTEGER' })
  })
  test('unknown line is refused', () =>
    expect(setQuantity(lines, 'nope', 1)).toEqual({ ok: false, error: 'UNKNOWN_LINE' }))
  test('does not mutate the input', () => {
    setQuantity(lines, 'l1', 5)
    expect(lines[0]?.quantity).toBe(1)
  })
})

describe('cartTotals', () => {
  test('zero lines → all zeros', () => {
    expect(cartTotals([], noExtras)).toEqual({
      subtotalMinor: 0,
      discountMinor: 0,
      shippingMinor: 0,
      totalMinor: 0,
      vatIncludedMinor: 0,
      itemCount: 0,
    })
  })
  test('sums lines, applies discount and shipping, counts items', () => {
    const lines = [line({ quantity: 2 }), line({ lineId: 'l2', articleId: 11, unitPriceMinor: 999, quantity: 3 })]
    expect(
      cartTotals(lines, { discountMinor: 500, shippingMinor: 495, vatRatePercent: 21, allowDecimals: true }),
    ).toEqual({
      subtotalMinor: 5997,
      discountMinor: 500,
      shippingMinor: 495,
      totalMinor: 5992,
      vatIncludedMinor: 1040,
      itemCount: 5,
    })
  })
  test('total 12100 at 21% contains 2100 VAT', () => {
    expect(cartTotals([line({ unitPriceMinor: 12100 })], noExtras).vatIncludedMinor).toBe(2100)
  })
  test('total 1000 at 21% contains 174 VAT (173.55 rounds to 174)', () => {
    expect(cartTotals([line({ unitPriceMinor: 1000 })], noExtras).vatIncludedMinor).toBe(174)
  })
  test('exact halves round up: 3 at 20% = 0.5 → 1, 9 at 20% = 1.5 → 2', () => {
    expect(cartTotals([line({ unitPriceMinor: 3 })], { ...noExtras, vatRatePercent: 20 }).vatIncludedMinor).toBe(1)
    expect(cartTotals([line({ unitPriceMinor: 9 })], { ...noExtras, vatRatePercent: 20 }).vatIncludedMinor).toBe(2)
  })
  test('just below a half rounds down: 1000 at 20% = 166.67 → 167, 1001 at 10% = 91.0 → 91', () => {
    expect(cartTotals([line({ unitPriceMinor: 1000 })], { ...noExtras, vatRatePercent: 20 }).vatIncludedMinor).toBe(167)
    expect(cartTotals([line({ unitPriceMinor: 1001 })], { ...noExtras, vatRatePercent: 10 }).vatIncludedMinor).toBe(91)
  })
  test('a whole-unit brand: 618 Kč at 21 % contains 107 Kč (107.26 rounded once, half-up to the unit; decision 042)', () => {
    const t = cartTotals([line({ unitPriceMinor: 61800 })], { ...noExtras, allowDecimals: false })
    expect(t.vatIncludedMinor).toBe(10700)
  })
  test('a 0% rate contains no VAT', () => {
    expect(cartTotals([line()], { ...noExtras, vatRatePercent: 0 }).vatIncludedMinor).toBe(0)
  })
  test('a decimal rate works: 1055 at 5.5% contains 55', () => {
    expect(cartTotals([line({ unitPriceMinor: 1055 })], { ...noExtras, vatRatePercent: 5.5 }).vatIncludedMinor).toBe(55)
  })
  test('VAT is computed on the total including shipping and after discount', () => {
    const t = cartTotals([line({ unitPriceMinor: 12100 })], {
      discountMinor: 2100,
      shippingMinor: 2100,
      vatRatePercent: 21,
      allowDecimals: true,
    })
    expect(t.totalMinor).toBe(12100)
    expect(t.vatIncludedMinor).toBe(2100)
  })
  test('discount never exceeds the subtotal; shipping is still owed', () => {
    expect(
      cartTotals([line({ unitPriceMinor: 600 })], {
        discountMinor: 1000,
        shippingMinor: 495,
        vatRatePercent: 21,
        allowDecimals: true,
      }),
    ).toMatchObject({
      subtotalMinor: 600,
      discountMinor: 600,
      totalMinor: 495,
    })
  })
  test('all results are integers', () => {
    for (let price = 1; price < 3000; price += 37) {
      const t = cartTotals([line({ unitPriceMinor: price, quantity: 3 })], {
        discountMinor: 11,
        shippingMinor: 7,
        vatRatePercent: 21,
        allowDecimals: true,
      })
      for (const value of Object.values(t)) expect(Number.isInteger(value)).toBe(true)
    }
  })
  test.each([
    { discountMinor: 1.5, shippingMinor: 0, vatRatePercent: 21, allowDecimals: true },
    { discountMinor: 0, shippingMinor: 4.95, vatRatePercent: 21, allowDecimals: true },
    { discountMinor: -1, shippingMinor: 0, vatRatePercent: 21, allowDecimals: true },
    { discountMinor: 0, shippingMinor: Number.NaN, vatRatePercent: 21, allowDecimals: true },
  ])('throws RangeError on invalid money %j', (input) => {
    expect(() => cartTotals([line()], input)).toThrow(RangeError)
  })
  test('throws RangeError on a non-integer unit price', () => {
    expect(() => cartTotals([line({ unitPriceMinor: 14.99 })], noExtras)).toThrow(RangeError)
  })
  test.each([-1, 101, 21.005, Number.NaN])('throws RangeError on VAT rate %s', (vatRatePercent) => {
    expect(() => cartTotals([line()], { ...noExtras, vatRatePercent })).toThrow(RangeError)
  })
})

describe('orderTotal', () => {
  test('goods after discount plus shipping', () => {
    expect(orderTotal({ subtotalMinor: 5997, discountMinor: 500 }, 495)).toBe(5992)
  })
  test('without shipping it is the discounted goods amount', () => {
    expect(orderTotal({ subtotalMinor: 2000, discountMinor: 300 }, 0)).toBe(1700)
  })
  test('agrees with the total of cartTotals', () => {
    const lines = [line({ quantity: 2 }), line({ lineId: 'l2', articleId: 11, unitPriceMinor: 999, quantity: 3 })]
    for (const [discountMinor, shippingMinor] of [
      [0, 0],
      [500, 495],
      [99_999, 495],
    ] as const) {
      const t = cartTotals(lines, { discountMinor, shippingMinor: 0, vatRatePercent: 21, allowDecimals: true })
      expect(orderTotal(t, shippingMinor)).toBe(
        cartTotals(lines, { discountMinor, shippingMinor, vatRatePercent: 21, allowDecimals: true }).totalMinor,
      )
    }
  })
})

describe('variants', () => {
  test('plain lines of the same article but another variant stay apart', () => {
    const merged = mergeLine([line()], line({ lineId: 'l2', variantId: 101 }))
    expect(merged.map((l) => [l.variantId, l.quantity])).toEqual([
      [100, 1],
      [101, 1],
    ])
  })
  test('copies are counted per variant across lines, for the quantity tiers', () => {
    const copies = copiesPerVariant([
      line({ quantity: 30 }),
      line({ lineId: 'l2', quantity: 25, personalisedDesignId: 'p' }),
      line({ lineId: 'l3', variantId: 101, quantity: 4 }),
    ])
    expect(Object.fromEntries(copies)).toEqual({ 100: 55, 101: 4 })
  })
})

describe('cartLineOf', () => {
  const stored = { lineId: 'l1', articleId: 10, variantId: 100, quantity: 3, designId: 7, personalisedDesignId: null }
  test('keeps identity and quantity, takes the given price', () => {
    expect(cartLineOf(stored, 1500)).toEqual(line({ quantity: 3, designId: 7 }))
  })
  test('a line priced 0 still merges and changes quantity', () => {
    const merged = mergeLine([cartLineOf(stored, 0)], cartLineOf({ ...stored, lineId: 'l2', quantity: 2 }, 0))
    expect(merged).toEqual([line({ unitPriceMinor: 0, quantity: 5, designId: 7 })])
  })
})
