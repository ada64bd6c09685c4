import { describe, expect, test } from 'vitest'
import { formatPrice, percentOfMinor, shownReductionMinor, vatContainedMinor } from './price-display.js'

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const fmt = (minor: number, currency: string, locale: string, allowDecimals: boolean) =>
  nbsp(formatPrice(minor, { currency, locale, allowDecimals }))

describe('price display (spec section 1)', () => {
  test('a brand without decimals rounds up: 12.01 CZK shows 13 Kč on WPX-CZ', () => {
    expect(fmt(1201, 'CZK', 'cs-CZ', false)).toBe('13 Kč')
  })
  test('a brand with decimals shows two: 12.5 EUR shows 12,50 € on WPX-ES', () => {
    expect(fmt(1250, 'EUR', 'es-ES', true)).toBe('12,50 €')
  })
  test('a whole price shows no decimals even where decimals are allowed', () => {
    expect(fmt(4900, 'EUR', 'es-ES', true)).toBe('49 €')
  })
  test('rounding up happens for any fraction, not half-up', () => {
    expect(fmt(100001, 'DKK', 'da-DK', false)).toBe('1.001 kr.')
    expect(fmt(100000, 'DKK', 'da-DK', false)).toBe('1.000 kr.')
  })
  test('separators and symbol follow the site locale', () => {
    // ICU versions differ in the Swiss group separator (' or ’).
    expect(fmt(123456, 'CHF', 'de-CH', true)).toMatch(/^CHF 1['’]234\.56$/)
    expect(fmt(1999, 'GBP', 'en-GB', true)).toBe('£19.99')
    expect(fmt(1999, 'PLN', 'pl-PL', true)).toBe('19,99 zł')
    expect(fmt(1999, 'SEK', 'sv-SE', true)).toBe('19,99 kr')
  })
  test('refuses a fractional amount of minor units', () => {
    expect(() => formatPrice(12.5, { currency: 'EUR', locale: 'es-ES', allowDecimals: true })).toThrow(RangeError)
  })
})

describe('one rounding rule per brand, applied once (issue 32 item 4, decision 042)', () => {
  test('a reduction rounds half-up to the brand unit: 10 % of 499 Kč is 50 Kč on a whole-unit brand, not 49', () => {
    expect(percentOfMinor(49_900, 10, false)).toBe(5_000)
    // 15 % of 349 Kč = 52.35 Kč -> 52 Kč.
    expect(percentOfMinor(34_900, 15, false)).toBe(5_200)
  })
  test('with decimals it rounds half-up to the cent: 50 % of 12.95 is 6.48, 15 % of 19.99 is 3.00', () => {
    expect(percentOfMinor(1_295, 50, true)).toBe(648)
    expect(percentOfMinor(1_999, 15, true)).toBe(300)
    expect(percentOfMinor(1_999, 10, true)).toBe(200)
  })
  test('rounded once from the exact figure, never cent first then unit: 5 % of 989.90 Kč = 49.495 Kč -> 49 Kč', () => {
    expect(percentOfMinor(98_990, 5, false)).toBe(4_900)
  })
  test('a fixed reduction in minor units rounds half-up to a whole unit on a whole-unit brand', () => {
    expect(shownReductionMinor(2_599, false)).toBe(2_600)
    expect(shownReductionMinor(2_549, false)).toBe(2_500)
    expect(shownReductionMinor(2_550, false)).toBe(2_600)
    expect(shownReductionMinor(2_599, true)).toBe(2_599)
  })
  test('VAT contained in a total is rounded half-up once to the brand unit: 618 Kč at 21 % contains 107 Kč', () => {
    expect(vatContainedMinor(61_800, 21, false)).toBe(10_700)
    expect(vatContainedMinor(61_800, 21, true)).toBe(10_726)
    expect(fmt(vatContainedMinor(61_800, 21, false), 'CZK', 'cs-CZ', false)).toBe('107 Kč')
  })
})
