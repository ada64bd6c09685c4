import { describe, expect, test } from 'vitest'
import { exemptLines, vatTotalsOf, type InvoiceLine } from './invoice-document.js'

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

describe('the lines of an exempt (reverse-charge) invoice', () => {
  test('every line states a unit price that times its quantity is its total, and the lines add up to the net charged', () => {
    // 3 × 12.99 at 21 %: 38.97 gross is 32.21 net, while 12.99 alone is 10.74 net (3 × 10.74 = 32.22).
    const gross: InvoiceLine[] = [
      { ...line(3897, 21), quantity: 3, unitMinor: 1299 },
      { ...line(495, 21), kind: 'shipping' },
    ]
    const lines = exemptLines(gross, 3221 + 409)
    for (const l of lines) {
      expect(l.vatRate).toBe(0)
      expect(l.unitMinor * l.quantity).toBe(l.totalMinor)
    }
    expect(lines.reduce((n, l) => n + l.totalMinor, 0)).toBe(3630)
    expect(lines.filter((l) => l.kind === 'goods').reduce((n, l) => n + l.quantity, 0)).toBe(3)
  })
})
