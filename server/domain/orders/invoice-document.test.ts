import { describe, expect, test } from 'vitest'
import { vatTotalsOf, type InvoiceLine } from './invoice-document.js'

const line = (totalMinor: number, vatRate: number): InvoiceLine => ({
  kind: 'goods',
  description: 'x',
  quantity: 1,
  unitMinor: totalMinor,
  totalMinor,
  vatRate,
})

describe('VAT totals of an invoice', () => {
  test('one total per rate, the VAT contained in its gross', () => {
    expect(vatTotalsOf([line(1210, 21), line(-210, 21), line(1100, 10)], true)).toEqual([
      { rate: 21, grossMinor: 1000, vatMinor: 174, netMinor: 826 },
      { rate: 10, grossMinor: 1100, vatMinor: 100, netMinor: 1000 },
    ])
  })

  test('a credit note has negative totals', () => {
    expect(vatTotalsOf([{ ...line(-1210, 21), kind: 'refund' }], true)).toEqual([
      { rate: 21, grossMinor: -1210, vatMinor: -210, netMinor: -1000 },
    ])
  })
})
