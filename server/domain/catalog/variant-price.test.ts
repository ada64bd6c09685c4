import { describe, expect, test } from 'vitest'
import { priceLadder, priceRowProblems, shownLadder, unitPriceFor, type PriceRow } from './variant-price.js'

const row = (
  brandSlug: string,
  siteCode: string,
  amountMinor: number,
  minQuantity = 1,
  currency = 'EUR',
): PriceRow => ({
  brandSlug,
  siteCode,
  currency,
  minQuantity,
  amountMinor,
})
const scope = { brandSlug: 'WPX-ES', siteCode: 'es', currency: 'EUR' }

describe('price resolution (decision 040)', () => {
  const base = [row('*', '*', 29), row('*', '*', 26, 50), row('*', '*', 23, 100), row('*', '*', 20, 250)]

  test('the every-brand ladder when nothing more specific exists', () => {
    const ladder = priceLadder(base, scope)!
    expect([1, 49, 50, 99, 100, 250, 999].map((q) => unitPriceFor(ladder, q, true))).toEqual([
      29, 29, 26, 26, 23, 20, 20,
    ])
  })
  test('a brand override replaces the whole ladder, tiers included', () => {
    const ladder = priceLadder([...base, row('WPX-ES', '*', 25)], scope)!
    expect(unitPriceFor(ladder, 1, true)).toBe(25)
    expect(unitPriceFor(ladder, 300, true)).toBe(25)
  })
  test('a site override beats its brand, and another brand or site changes nothing', () => {
    const rows = [
      ...base,
      row('WPX-ES', '*', 25),
      row('WPX-ES', 'es', 24),
      row('WPX-PL', '*', 1),
      row('WPX-ES', 'pt', 2),
    ]
    expect(unitPriceFor(priceLadder(rows, scope)!, 1, true)).toBe(24)
    expect(unitPriceFor(priceLadder(rows, { ...scope, siteCode: 'pt' })!, 1, true)).toBe(2)
    expect(unitPriceFor(priceLadder(rows, { ...scope, brandSlug: 'WPX-IT' })!, 1, true)).toBe(29)
  })
  test('no unit price in the currency: not sold there, whatever its tiers', () => {
    expect(priceLadder([row('*', '*', 26, 50), row('*', '*', 2900, 1, 'DKK')], scope)).toBeNull()
  })
  test('a scope with only tiers does not shadow a wider one', () => {
    expect(unitPriceFor(priceLadder([...base, row('WPX-ES', '*', 1, 50)], scope)!, 60, true)).toBe(26)
  })
  test('whole units: every step rounds up, so every line total is a whole unit', () => {
    const ladder = priceLadder([row('*', '*', 34_129), row('*', '*', 30_001, 50)], scope)!
    expect(unitPriceFor(ladder, 1, false)).toBe(34_200)
    expect(unitPriceFor(ladder, 50, false)).toBe(30_100)
    expect((unitPriceFor(ladder, 50, false) * 50) % 100).toBe(0)
  })
  test('the shown ladder drops a tier that rounding made no cheaper', () => {
    const ladder = priceLadder([row('*', '*', 1_050), row('*', '*', 1_010, 10), row('*', '*', 890, 20)], scope)!
    expect(shownLadder(ladder, false).steps).toEqual([
      { minQuantity: 1, amountMinor: 1_100 },
      { minQuantity: 20, amountMinor: 900 },
    ])
  })
})

describe('price rows the catalogue refuses', () => {
  test('negative or fractional amounts, quantities below 1, a site without its brand, a tier without a unit price', () => {
    const problems = priceRowProblems([
      row('*', '*', -1),
      row('*', '*', 1.5, 1, 'DKK'),
      row('*', '*', 10, 0, 'PLN'),
      row('*', 'es', 10),
      row('WPX-ES', '*', 9, 50),
      row('*', '*', 29, 1, 'SEK'),
      row('*', '*', 25, 50, 'SEK'),
    ])
    expect(problems.map((p) => p.kind)).toEqual([
      'negative-or-fractional',
      'negative-or-fractional',
      'bad-quantity',
      'site-without-brand',
      'tier-without-unit-price',
    ])
  })
})
