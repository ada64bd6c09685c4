import { describe, expect, test } from 'vitest'
import { applyOffers, bestSingleCopyOffer, inScope, type LiveOffer, type OfferLine } from './offers.js'
import type { OfferScope } from './offer-types.js'

const everything: OfferScope = { articles: [], variants: [], kinds: [], tags: [] }
const mugs: OfferScope = { ...everything, kinds: ['MUG'] }
const eur = { currency: 'EUR', siteCode: 'es', allowDecimals: true }
const czk = { currency: 'CZK', siteCode: 'cz', allowDecimals: false }

const line = (id: string, unit: number, quantity: number, over: Partial<OfferLine> = {}): OfferLine => ({
  lineId: id,
  articleCode: 'MUG-11OZ',
  articleKind: 'MUG',
  sku: 'mug-white',
  tags: [],
  unitPriceMinor: unit,
  quantity,
  ...over,
})
const offer = (id: number, rule: LiveOffer['rule'], scope: OfferScope = mugs): LiveOffer => ({
  id,
  key: `o${id}`,
  title: `Offer ${id}`,
  rule,
  scope,
})

describe('automatic offers on a cart', () => {
  test('percent off every copy in scope, per copy', () => {
    const r = applyOffers([line('a', 1295, 2)], [offer(1, { kind: 'percent', percent: 20 })], eur)
    // 20 % of 12.95 = 2.59 per copy.
    expect(r.reductions).toEqual([{ offerId: 1, key: 'o1', title: 'Offer 1', amountMinor: 518, lineIds: ['a'] }])
    expect(r.perLine.get('a')).toBe(518)
  })

  test('a whole-unit brand takes whole units off each copy (half-up to the unit)', () => {
    // 15 % of 349 Kč = 52.35 Kč -> 52 Kč per copy.
    const r = applyOffers([line('a', 34900, 3)], [offer(1, { kind: 'percent', percent: 15 })], czk)
    expect(r.reductions[0]!.amountMinor).toBe(3 * 5200)
  })

  test('10 % of 499 Kč takes 50 Kč off a copy on a whole-unit brand (half-up to the unit, decision 042)', () => {
    const r = applyOffers([line('a', 49900, 1)], [offer(1, { kind: 'percent', percent: 10 })], czk)
    expect(r.reductions[0]!.amountMinor).toBe(5000)
  })

  test('lines out of scope keep their price', () => {
    const canvas = line('c', 3990, 1, { articleCode: 'CANVAS', articleKind: 'CANVAS', sku: 'canvas-30x40' })
    const r = applyOffers([canvas, line('a', 1295, 1)], [offer(1, { kind: 'percent', percent: 20 })], eur)
    expect(r.reductions[0]!.lineIds).toEqual(['a'])
    expect(r.perLine.has('c')).toBe(false)
  })

  test('scope by article code, sku or design tag', () => {
    const l = line('a', 1000, 1, {
      articleCode: 'PRINT',
      articleKind: 'PHOTO_PRINT',
      sku: 'print-13x18-gloss',
      tags: ['love'],
    })
    expect(inScope({ ...everything, articles: ['PRINT'] }, l)).toBe(true)
    expect(inScope({ ...everything, variants: ['print-13x18-gloss'] }, l)).toBe(true)
    expect(inScope({ ...everything, variants: ['print-10x15-gloss'] }, l)).toBe(false)
    expect(inScope({ ...everything, tags: ['love'] }, l)).toBe(true)
    expect(inScope({ ...everything, tags: ['birthday'] }, l)).toBe(false)
    expect(inScope(everything, l)).toBe(true)
  })

  test('a fixed amount off each copy never takes a copy below zero, and a missing currency gives nothing', () => {
    const amount = offer(1, { kind: 'amount', amounts: { EUR: 2000 } })
    expect(applyOffers([line('a', 1295, 2)], [amount], eur).reductions[0]!.amountMinor).toBe(2590)
    expect(applyOffers([line('a', 34900, 1)], [amount], czk).reductions).toEqual([])
  })

  test('the second mug at half price: the cheapest copies are the reduced ones', () => {
    const nth = offer(1, { kind: 'nth', n: 2, percent: 50 })
    expect(applyOffers([line('a', 1295, 2)], [nth], eur).reductions[0]!.amountMinor).toBe(648)
    // Three copies: one reduced. Two lines: the cheaper line's copy is reduced.
    const two = applyOffers([line('a', 1595, 2), line('b', 1295, 1)], [nth], eur)
    expect(two.reductions[0]!.amountMinor).toBe(648)
    expect(two.perLine.get('b')).toBe(648)
    expect(two.perLine.has('a')).toBe(false)
    // One copy alone gets nothing.
    expect(applyOffers([line('a', 1295, 1)], [nth], eur).reductions).toEqual([])
  })

  test('quantity tiers: the highest tier reached applies to every copy in scope', () => {
    const tiers = offer(1, {
      kind: 'tiers',
      tiers: [
        { minQuantity: 3, percent: 10 },
        { minQuantity: 5, percent: 15 },
      ],
    })
    expect(applyOffers([line('a', 1000, 2)], [tiers], eur).reductions).toEqual([])
    expect(applyOffers([line('a', 1000, 2), line('b', 1000, 1)], [tiers], eur).reductions[0]!.amountMinor).toBe(300)
    expect(applyOffers([line('a', 1000, 5)], [tiers], eur).reductions[0]!.amountMinor).toBe(750)
  })

  test('overlapping offers do not stack on a copy: the one that saves most takes its lines first', () => {
    const percent = offer(1, { kind: 'percent', percent: 20 })
    const nth = offer(2, { kind: 'nth', n: 2, percent: 50 })
    // Two mugs: 20 % saves 5.18, the second at half price 6.48 (6.475 half-up): the second wins, alone.
    const two = applyOffers([line('a', 1295, 2)], [percent, nth], eur)
    expect(two.reductions.map((r) => [r.offerId, r.amountMinor])).toEqual([[2, 648]])
    // One mug: only the 20 % applies.
    expect(applyOffers([line('a', 1295, 1)], [percent, nth], eur).reductions.map((r) => r.offerId)).toEqual([1])
    // A canvas beside the mugs: an offer on canvases still applies to the canvas.
    const canvasOffer = offer(3, { kind: 'percent', percent: 15 }, { ...everything, kinds: ['CANVAS'] })
    const canvas = line('c', 4000, 1, { articleCode: 'CANVAS', articleKind: 'CANVAS', sku: 'canvas-30x40' })
    const mixed = applyOffers([line('a', 1295, 2), canvas], [percent, nth, canvasOffer], eur)
    expect(mixed.reductions.map((r) => [r.offerId, r.amountMinor])).toEqual([
      [2, 648],
      [3, 600],
    ])
  })

  test('free shipping: the lowest threshold of the site, none for a site the rule does not name', () => {
    const a = offer(1, { kind: 'free_shipping', fromMinor: { es: 3000, pt: 2500 } }, everything)
    const b = offer(2, { kind: 'free_shipping', fromMinor: { es: 2000 } }, everything)
    expect(applyOffers([line('a', 1295, 1)], [a, b], eur).freeShipping).toEqual({
      offerId: 2,
      key: 'o2',
      title: 'Offer 2',
      fromMinor: 2000,
    })
    expect(applyOffers([line('a', 1295, 1)], [a, b], czk).freeShipping).toBeNull()
  })

  test('the price of one copy bought alone: percent, amount, a tier from one copy; not the n-th item', () => {
    const offers = [
      offer(1, { kind: 'percent', percent: 10 }),
      offer(2, { kind: 'nth', n: 2, percent: 50 }),
      offer(3, { kind: 'tiers', tiers: [{ minQuantity: 1, percent: 15 }] }),
    ]
    expect(bestSingleCopyOffer(offers, 1295, eur)).toEqual({ offer: offers[2], reductionMinor: 194 })
    expect(bestSingleCopyOffer([offers[1]!], 1295, eur)).toBeNull()
  })
})
