import { describe, expect, test } from 'vitest'
import { formatPrice } from './price-display.js'

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
