import { describe, expect, it } from 'vitest'
import { countryOfVatId } from '../money/vat-rates.js'
import { decimalOfMinor, isOssSupply, ossReport, parseQuarter, quarterOf, type OssDocument } from './oss-report.js'

const ES_SELLER = { vatId: 'ESB87654321' }
const MADRID = 'Europe/Madrid'
const at = (iso: string) => Date.parse(iso)

function doc(over: Partial<OssDocument> & Pick<OssDocument, 'buyer'>): OssDocument {
  return {
    kind: 'INVOICE',
    number: 'WPXES-2026-000001',
    timeZone: MADRID,
    issuedAt: at('2026-11-02T10:00:00Z'),
    currency: 'EUR',
    seller: ES_SELLER,
    vatTotals: [{ rate: 19, grossMinor: 1190, vatMinor: 190, netMinor: 1000 }],
    ...over,
  }
}

const consumer = (country: string) => ({ country, vatId: null })

describe('OSS report', () => {
  it('reads a quarter as 2026Q4 or 2026-q4 and refuses anything else', () => {
    expect(parseQuarter('2026Q4')).toEqual({ year: 2026, quarter: 4 })
    expect(parseQuarter('2026-q1')).toEqual({ year: 2026, quarter: 1 })
    for (const bad of ['2026Q5', '2026Q0', '26Q4', '2026', 'Q4-2026', '']) expect(parseQuarter(bad), bad).toBeNull()
  })

  it("dates a document on its site's calendar: 31 December 23:30 in Madrid is the fourth quarter", () => {
    const lateNewYearsEve = at('2026-12-31T22:30:00Z')
    expect(quarterOf(lateNewYearsEve, MADRID)).toEqual({ year: 2026, quarter: 4 })
    expect(quarterOf(lateNewYearsEve, 'Europe/Helsinki')).toEqual({ year: 2027, quarter: 1 })
  })

  it('counts only consumer sales to another member state than the seller’s', () => {
    expect(isOssSupply(doc({ buyer: consumer('DE') }))).toBe(true)
    expect(isOssSupply(doc({ buyer: consumer('ES') }))).toBe(false)
    expect(isOssSupply(doc({ buyer: consumer('CH') }))).toBe(false)
    expect(isOssSupply(doc({ buyer: consumer('GB') }))).toBe(false)
    expect(isOssSupply(doc({ buyer: { country: 'DE', vatId: 'DE123456789' } }))).toBe(false)
    expect(isOssSupply(doc({ seller: { vatId: 'EL123456789' }, buyer: consumer('GR') }))).toBe(false)
    expect(countryOfVatId('EL123456789')).toBe('GR')
  })

  it('sums per member state, rate and currency; credit notes of the quarter reduce it, older ones are corrections', () => {
    const q4 = { year: 2026, quarter: 4 } as const
    const report = ossReport(
      [
        doc({ buyer: consumer('DE') }),
        doc({ buyer: consumer('DE'), vatTotals: [{ rate: 19, grossMinor: 2380, vatMinor: 380, netMinor: 2000 }] }),
        doc({
          buyer: consumer('FR'),
          vatTotals: [{ rate: 20, grossMinor: 1200, vatMinor: 200, netMinor: 1000 }],
        }),
        doc({ buyer: consumer('ES') }),
        doc({ buyer: consumer('DE'), issuedAt: at('2026-09-30T12:00:00Z') }),
        doc({
          kind: 'CREDIT_NOTE',
          buyer: consumer('DE'),
          vatTotals: [{ rate: 19, grossMinor: -119, vatMinor: -19, netMinor: -100 }],
          credited: { issuedAt: at('2026-10-05T09:00:00Z'), timeZone: MADRID },
        }),
        doc({
          kind: 'CREDIT_NOTE',
          buyer: consumer('FR'),
          vatTotals: [{ rate: 20, grossMinor: -600, vatMinor: -100, netMinor: -500 }],
          credited: { issuedAt: at('2026-08-20T09:00:00Z'), timeZone: MADRID },
        }),
      ],
      q4,
    )
    expect(report).toEqual([
      {
        kind: 'CORRECTION',
        period: '2026Q3',
        sellerVatId: 'ESB87654321',
        memberState: 'FR',
        vatRate: 20,
        currency: 'EUR',
        netMinor: -500,
        vatMinor: -100,
        grossMinor: -600,
        documents: 1,
      },
      {
        kind: 'SUPPLY',
        period: '2026Q4',
        sellerVatId: 'ESB87654321',
        memberState: 'DE',
        vatRate: 19,
        currency: 'EUR',
        netMinor: 2900,
        vatMinor: 551,
        grossMinor: 3451,
        documents: 3,
      },
      {
        kind: 'SUPPLY',
        period: '2026Q4',
        sellerVatId: 'ESB87654321',
        memberState: 'FR',
        vatRate: 20,
        currency: 'EUR',
        netMinor: 1000,
        vatMinor: 200,
        grossMinor: 1200,
        documents: 1,
      },
    ])
  })

  it('writes minor units as plain decimals', () => {
    expect(decimalOfMinor(123456)).toBe('1234.56')
    expect(decimalOfMinor(-1205)).toBe('-12.05')
    expect(decimalOfMinor(7)).toBe('0.07')
    expect(decimalOfMinor(0)).toBe('0.00')
  })
})
