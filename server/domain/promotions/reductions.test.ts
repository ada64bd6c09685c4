import { describe, expect, test } from 'vitest'
import { codeBasisMinor, stackReductions } from './reductions.js'
import type { OffersResult } from './offers.js'

const offers = (amount: number): OffersResult => ({
  reductions: amount ? [{ offerId: 7, key: 'mugs', title: 'Mugs -20 %', amountMinor: amount, lineIds: ['a'] }] : [],
  perLine: new Map(),
  freeShipping: null,
})
const code = (discountMinor: number) => ({ code: 'WELCOME10', outcome: { ok: true as const, discountMinor } })

describe('codes with automatic offers', () => {
  test('combine: the code is worked out on the goods after the offers, and both are lines', () => {
    expect(codeBasisMinor('combine', 2590, offers(518))).toBe(2072)
    const r = stackReductions('combine', offers(518), code(207))
    expect(r.reductions.map((x) => [x.kind, x.label, x.amountMinor])).toEqual([
      ['OFFER', 'Mugs -20 %', 518],
      ['CODE', 'WELCOME10', 207],
    ])
    expect(r.codeSetAside || r.offersSetAside).toBe(false)
  })

  test('best: the code is weighed on the goods alone; the better of the two applies, the other is set aside', () => {
    expect(codeBasisMinor('best', 2590, offers(518))).toBe(2590)
    const offersWin = stackReductions('best', offers(518), code(259))
    expect(offersWin.reductions.map((x) => x.kind)).toEqual(['OFFER'])
    expect(offersWin.codeSetAside).toBe(true)
    const codeWins = stackReductions('best', offers(518), code(1000))
    expect(codeWins.reductions.map((x) => x.kind)).toEqual(['CODE'])
    expect(codeWins.offersSetAside).toBe(true)
    // Without offers the code simply applies.
    expect(stackReductions('best', offers(0), code(259)).reductions.map((x) => x.kind)).toEqual(['CODE'])
  })

  test("a refused code adds nothing; a code's amount is taken as evaluated, in the brand unit, not rounded again", () => {
    expect(stackReductions('combine', offers(518), { code: 'X', outcome: { ok: false } }).reductions).toHaveLength(1)
    // evaluatePromotion already rounded it half-up to the brand's unit (decision 042).
    expect(stackReductions('combine', offers(0), code(2600)).reductions[0]!.amountMinor).toBe(2600)
  })
})
