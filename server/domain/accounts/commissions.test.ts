import { describe, expect, it } from 'vitest'
import {
  attributedAffiliateId,
  buildStatement,
  commissionBaseMinor,
  commissionInvoiceNumber,
  commissionMinor,
  commissionsByMonthOf,
  earnsCommission,
  goodsVatMinor,
  isMonthKey,
  monthKeyUtc,
  monthRangeUtc,
  vatOnNetMinor,
  type CommissionOrder,
} from './commissions.js'
import { ORDER_STATUS } from '../orders/order-status.js'

let seq = 0
function order(p: Partial<CommissionOrder> = {}): CommissionOrder {
  seq += 1
  return {
    publicId: `${seq.toString(16).padStart(8, '0')}abcdefabcdefabcdefabcdef`,
    currency: 'EUR',
    status: ORDER_STATUS.DELIVERED,
    // 100.00 of goods at 21 % VAT, no shipping: VAT contained = round(10000 * 21 / 121) = 1736.
    subtotalMinor: 10_000,
    discountMinor: 0,
    shippingMinor: 0,
    vatMinor: 1736,
    totalMinor: 10_000,
    attribution: { afcust: '1001', afcmp: 'spring' },
    createdAt: Date.UTC(2026, 2, 15, 12),
    ...p,
  }
}

describe('attribution and status', () => {
  it('reads afcust only as a string of digits', () => {
    expect(attributedAffiliateId({ afcust: '1001', afcmp: 'x' })).toBe('1001')
    expect(attributedAffiliateId('{"afcust":"1001"}')).toBe('1001')
    expect(attributedAffiliateId({ afcust: 1001 })).toBeNull()
    expect(attributedAffiliateId({ afcust: '1001 ' })).toBeNull()
    expect(attributedAffiliateId({ afcmp: 'spring' })).toBeNull()
    expect(attributedAffiliateId(null)).toBeNull()
    expect(attributedAffiliateId('not json')).toBeNull()
    expect(attributedAffiliateId(['1001'])).toBeNull()
  })

  it('earns only for the attributed partner, once paid and while not canceled', () => {
    expect(earnsCommission(order(), 1001)).toBe(true)
    expect(earnsCommission(order(), 100)).toBe(false)
    expect(earnsCommission(order({ attribution: { afcust: '10010' } }), 1001)).toBe(false)
    expect(earnsCommission(order({ attribution: null }), 1001)).toBe(false)
    expect(earnsCommission(order({ status: ORDER_STATUS.AWAITING_PAYMENT }), 1001)).toBe(false)
    expect(earnsCommission(order({ status: ORDER_STATUS.CANCELED }), 1001)).toBe(false)
    for (const s of [ORDER_STATUS.RECEIVED, ORDER_STATUS.IN_PRODUCTION, ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED]) {
      expect(earnsCommission(order({ status: s }), 1001)).toBe(true)
    }
  })
})

describe('commission base and rounding', () => {
  it('removes the VAT contained in the goods and ignores shipping', () => {
    expect(goodsVatMinor(order())).toBe(1736)
    expect(commissionBaseMinor(order())).toBe(8264)
    // 90.00 of goods after a 10.00 discount, 4.99 shipping; order VAT = round(9499 * 21 / 121) = 1649.
    // Goods' share = round_half_up(1649 * 9000 / 9499) = round(1562.37) = 1562 (same as 9000 * 21 / 121 = 1561.98 -> 1562).
    const withShipping = order({
      subtotalMinor: 10_000,
      discountMinor: 1000,
      shippingMinor: 499,
      totalMinor: 9499,
      vatMinor: 1649,
    })
    expect(goodsVatMinor(withShipping)).toBe(1562)
    expect(commissionBaseMinor(withShipping)).toBe(7438)
  })

  it('rounds exact halves up (VAT share and commission)', () => {
    // 2 * 300 / 400 = 1.5 -> 2
    expect(goodsVatMinor(order({ subtotalMinor: 300, shippingMinor: 100, totalMinor: 400, vatMinor: 2 }))).toBe(2)
    expect(commissionMinor(8265, 10)).toBe(827) // 826.5
    expect(commissionMinor(8264, 10)).toBe(826) // 826.4
    expect(commissionMinor(125, 2)).toBe(3) // 2.5
    expect(commissionMinor(124, 2)).toBe(2) // 2.48
    expect(commissionMinor(0, 10)).toBe(0)
    expect(commissionMinor(Number.MAX_SAFE_INTEGER, 10)).toBe(900_719_925_474_099)
  })

  it('handles free orders and a discount covering everything', () => {
    expect(
      commissionBaseMinor(
        order({ subtotalMinor: 5000, discountMinor: 5000, shippingMinor: 0, totalMinor: 0, vatMinor: 0 }),
      ),
    ).toBe(0)
    expect(
      commissionBaseMinor(
        order({ subtotalMinor: 5000, discountMinor: 5000, shippingMinor: 499, totalMinor: 499, vatMinor: 87 }),
      ),
    ).toBe(0)
  })

  it('rejects non-integer money and percents', () => {
    expect(() => commissionMinor(10.5, 10)).toThrow(RangeError)
    expect(() => commissionMinor(100, 7.5)).toThrow(RangeError)
    expect(() => commissionBaseMinor(order({ subtotalMinor: -1 }))).toThrow(RangeError)
  })

  it('adds VAT on a net amount with half-up rounding, decimal rates included', () => {
    expect(vatOnNetMinor(1000, 23)).toBe(230)
    expect(vatOnNetMinor(50, 21)).toBe(11) // 10.5
    expect(vatOnNetMinor(1234, 25.5)).toBe(315) // 314.67
    expect(vatOnNetMinor(150, 8.1)).toBe(12) // 12.15
    expect(() => vatOnNetMinor(100, 21.125)).toThrow(RangeError)
  })
})

describe('months', () => {
  it('uses UTC calendar months', () => {
    expect(monthKeyUtc(Date.UTC(2026, 2, 31, 23, 59, 59, 999))).toBe('2026-03')
    expect(monthKeyUtc(Date.UTC(2026, 3, 1))).toBe('2026-04')
    expect(monthRangeUtc('2026-12')).toEqual({ startMs: Date.UTC(2026, 11, 1), endMs: Date.UTC(2027, 0, 1) })
    expect(isMonthKey('2026-03')).toBe(true)
    for (const bad of ['2026-3', '2026-13', '2026-00', '202603', 'x', 202603]) expect(isMonthKey(bad)).toBe(false)
    expect(() => monthRangeUtc('2026-13')).toThrow(RangeError)
  })

  it('builds a deterministic invoice number', () => {
    expect(commissionInvoiceNumber('WPX-PL', '2026-03', 1001)).toBe('WPX-PL-C-202603-1001')
  })
})

describe('commissionsByMonthOf', () => {
  it('groups by month and currency, newest month first, never mixing currencies', () => {
    const rows = [
      order({ createdAt: Date.UTC(2026, 1, 10) }),
      order({ createdAt: Date.UTC(2026, 2, 1) }),
      order({ createdAt: Date.UTC(2026, 2, 31, 23, 59) }),
      order({
        createdAt: Date.UTC(2026, 2, 5),
        currency: 'PLN',
        subtotalMinor: 12_300,
        totalMinor: 12_300,
        vatMinor: 2300,
      }),
      order({ createdAt: Date.UTC(2026, 2, 6), status: ORDER_STATUS.CANCELED }),
      order({ createdAt: Date.UTC(2026, 2, 7), status: ORDER_STATUS.AWAITING_PAYMENT }),
      order({ createdAt: Date.UTC(2026, 2, 8), attribution: { afcust: '2002' } }),
      order({ createdAt: Date.UTC(2026, 3, 1), attribution: null }),
    ]
    expect(commissionsByMonthOf(rows, { affiliateId: 1001, commissionPercent: 10 })).toEqual([
      { month: '2026-03', currency: 'EUR', orders: 2, baseMinor: 16_528, commissionMinor: 1652 },
      { month: '2026-03', currency: 'PLN', orders: 1, baseMinor: 10_000, commissionMinor: 1000 },
      { month: '2026-02', currency: 'EUR', orders: 1, baseMinor: 8264, commissionMinor: 826 },
    ])
  })

  it('rounds per order, so the month equals the sum of its statement lines', () => {
    // Each base 8265 -> 826.5 -> 827; rounding the month sum instead would give 1653.
    const o = { subtotalMinor: 10_001, totalMinor: 10_001, vatMinor: 1736 }
    const rows = [order(o), order(o)]
    expect(commissionsByMonthOf(rows, { affiliateId: 1001, commissionPercent: 10 })[0]).toMatchObject({
      baseMinor: 16_530,
      commissionMinor: 1654,
    })
  })

  it('is empty without earning orders', () => {
    expect(
      commissionsByMonthOf([order({ status: ORDER_STATUS.CANCELED })], { affiliateId: 1001, commissionPercent: 10 }),
    ).toEqual([])
  })
})

describe('buildStatement', () => {
  const rows = [
    order({ publicId: 'bbbbbbbbcccc4444dddd5555eeee6666', createdAt: Date.UTC(2026, 2, 20) }),
    order({
      publicId: 'aaaaaaaacccc4444dddd5555eeee6666',
      createdAt: Date.UTC(2026, 2, 2),
      subtotalMinor: 10_001,
      totalMinor: 10_001,
    }),
    order({ createdAt: Date.UTC(2026, 2, 3), currency: 'PLN' }),
    order({ createdAt: Date.UTC(2026, 3, 1) }),
    order({ createdAt: Date.UTC(2026, 2, 4), status: ORDER_STATUS.CANCELED }),
  ]
  const input = {
    brandSlug: 'WPX-PL',
    affiliateId: 1001,
    commissionPercent: 10,
    month: '2026-03',
    currency: 'EUR',
    vatRatePercent: 23,
  }

  it('lists the earning orders of the month and currency, oldest first, with VAT on top of the net', () => {
    const s = buildStatement(rows, { ...input, partnerVatId: 'PL1234567890' })
    expect(s).not.toBeNull()
    expect(s!.invoiceNumber).toBe('WPX-PL-C-202603-1001')
    expect(s!.periodStart).toBe('2026-03-01')
    expect(s!.periodEnd).toBe('2026-03-31')
    expect(s!.lines).toEqual([
      {
        orderNumber: 'AAAAAAAA',
        publicId: 'aaaaaaaacccc4444dddd5555eeee6666',
        createdAt: Date.UTC(2026, 2, 2),
        date: '2026-03-02',
        baseMinor: 8265,
        commissionMinor: 827,
      },
      {
        orderNumber: 'BBBBBBBB',
        publicId: 'bbbbbbbbcccc4444dddd5555eeee6666',
        createdAt: Date.UTC(2026, 2, 20),
        date: '2026-03-20',
        baseMinor: 8264,
        commissionMinor: 826,
      },
    ])
    // net 1653, VAT 23 % = 380.19 -> 380, gross 2033
    expect(s!.totals).toEqual({
      baseMinor: 16_529,
      netMinor: 1653,
      vatRatePercent: 23,
      vatMinor: 380,
      grossMinor: 2033,
    })
    expect(s!.vatApplicable).toBe(true)
  })

  it('charges no VAT when the partner has no VAT id', () => {
    for (const partnerVatId of [null, '', '  ']) {
      const s = buildStatement(rows, { ...input, partnerVatId })!
      expect(s.vatApplicable).toBe(false)
      expect(s.partnerVatId).toBeNull()
      expect(s.totals).toEqual({ baseMinor: 16_529, netMinor: 1653, vatRatePercent: 0, vatMinor: 0, grossMinor: 1653 })
    }
  })

  it('is null when nothing was earned, and rejects a malformed month', () => {
    expect(buildStatement(rows, { ...input, month: '2026-05', partnerVatId: null })).toBeNull()
    expect(buildStatement(rows, { ...input, currency: 'CZK', partnerVatId: null })).toBeNull()
    expect(() => buildStatement(rows, { ...input, month: '2026-3', partnerVatId: null })).toThrow(RangeError)
  })
})
