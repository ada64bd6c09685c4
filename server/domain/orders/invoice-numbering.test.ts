import { describe, expect, test } from 'vitest'
import { defaultInvoicePrefix, invoiceNumber, invoiceSeries } from './invoice-numbering.js'

const at = (iso: string) => Date.parse(iso)

describe('invoice numbering', () => {
  test('the default prefix is the brand slug in capitals, without dashes', () => {
    expect(defaultInvoicePrefix('wpx-es')).toBe('WPXES')
    expect(defaultInvoicePrefix('tz-es')).toBe('TZES')
  })

  test('a series per entity and year; credit notes have their own', () => {
    const s = { prefix: 'WPXES', perCountry: false }
    expect(invoiceSeries(s, 'INVOICE', 'ES', at('2026-06-01T10:00:00Z'), 'Europe/Madrid')).toBe('WPXES-2026')
    expect(invoiceSeries(s, 'CREDIT_NOTE', 'ES', at('2026-06-01T10:00:00Z'), 'Europe/Madrid')).toBe('WPXES-CN-2026')
  })

  test('the year is the one of the site time zone (New Year in Madrid is still 2026 in UTC)', () => {
    const s = { prefix: 'WPXES', perCountry: false }
    expect(invoiceSeries(s, 'INVOICE', 'ES', at('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toBe('WPXES-2027')
    expect(invoiceSeries(s, 'INVOICE', 'ES', at('2026-12-31T22:30:00Z'), 'Europe/Madrid')).toBe('WPXES-2026')
  })

  test('a brand may number per country', () => {
    const s = { prefix: 'WPX', perCountry: true }
    expect(invoiceSeries(s, 'INVOICE', 'pt', at('2026-03-01T12:00:00Z'), 'Europe/Lisbon')).toBe('WPX-PT-2026')
    expect(invoiceSeries(s, 'CREDIT_NOTE', 'PT', at('2026-03-01T12:00:00Z'), 'Europe/Lisbon')).toBe('WPX-PT-CN-2026')
  })

  test('numbers are the series and a six-digit sequence from 1', () => {
    expect(invoiceNumber('WPXES-2026', 123)).toBe('WPXES-2026-000123')
    expect(invoiceNumber('WPXES-2026', 1_234_567)).toBe('WPXES-2026-1234567')
    expect(() => invoiceNumber('WPXES-2026', 0)).toThrow(RangeError)
  })
})
