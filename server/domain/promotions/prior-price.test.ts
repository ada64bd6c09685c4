import { describe, expect, test } from 'vitest'
import type { OfferRevision } from './offer-period.js'
import type { OfferContext } from './offers.js'
import type { OfferRule } from './offer-types.js'
import {
  lowestPriceBefore,
  offerSpans,
  priorPrice,
  reductionStart,
  type OfferSpan,
  type PricePoint,
} from './prior-price.js'

const DAY = 86_400_000
/** The sale starts here; every instant of a test is a number of days from it. */
const START = Date.UTC(2026, 10, 1, 0, 0)
const day = (n: number) => START + n * DAY
const EUR: OfferContext = { currency: 'EUR', siteCode: 'ES', allowDecimals: true }
const CZK: OfferContext = { currency: 'CZK', siteCode: 'CZ', allowDecimals: false }
const pct = (percent: number): OfferRule => ({ kind: 'percent', percent })
const span = (from: number, to: number, rule: OfferRule): OfferSpan => ({ fromMs: day(from), toMs: day(to), rule })
const hist = (...points: [number, number | null][]): PricePoint[] =>
  points.map(([d, amountMinor]) => ({ fromMs: day(d), amountMinor }))

describe('the 30-day prior price', () => {
  test('a price 31 days before the reduction does not count; one 29 days before does', () => {
    const sale = [span(0, 10, pct(20))]
    // 9,95 until 31 days before, then 12,95: only 12,95 was applied in the 30 days.
    const old = hist([-60, 995], [-31, 1295])
    expect(priorPrice({ history: old, spans: sale, regularNowMinor: 1295, ctx: EUR, now: day(2) })).toEqual({
      startMs: START,
      priorMinor: 1295,
    })
    // 9,95 for a day from 29 days before: it counts.
    const recent = hist([-60, 1295], [-29, 995], [-28, 1295])
    expect(priorPrice({ history: recent, spans: sale, regularNowMinor: 1295, ctx: EUR, now: day(2) })?.priorMinor).toBe(
      995,
    )
    // Exactly 30 days before counts (the period is [start - 30 days, start)), the instant of the start does not.
    expect(lowestPriceBefore(hist([-60, 1295], [-30, 995], [-29, 1295]), [], EUR, START)).toBe(995)
    expect(lowestPriceBefore(hist([-60, 1295], [0, 995]), [], EUR, START)).toBe(1295)
  })

  test('a price raised just before the sale: the lower earlier price is the prior price', () => {
    const history = hist([-90, 1000], [-2, 1500])
    const sale = [span(0, 14, pct(20))]
    const shown = priorPrice({ history, spans: sale, regularNowMinor: 1500, ctx: EUR, now: day(1) })
    // 15,00 - 20 % = 12,00 now, and the prior price 10,00 shows the "reduction" is no bargain.
    expect(shown).toEqual({ startMs: START, priorMinor: 1000 })
  })

  test('a reduction that grows during the sale keeps its first start (a new revision, or a second offer)', () => {
    const history = hist([-90, 2000])
    // Revision 1: 10 % from day 0, superseded on day 5 by revision 2 at 20 %.
    const revised = [span(0, 5, pct(10)), span(5, 20, pct(20))]
    expect(reductionStart(revised, 2000, EUR, day(6))).toBe(START)
    expect(priorPrice({ history, spans: revised, regularNowMinor: 2000, ctx: EUR, now: day(6) })?.priorMinor).toBe(2000)
    // A second offer, overlapping, takes more off from day 3.
    const second = [span(0, 20, pct(10)), span(3, 10, pct(25))]
    expect(reductionStart(second, 2000, EUR, day(4))).toBe(START)
    // A gap between two sales: the second is a new reduction, its own 30 days count the first sale's price.
    const apart = [span(-10, -5, pct(10)), span(0, 10, pct(20))]
    expect(priorPrice({ history, spans: apart, regularNowMinor: 2000, ctx: EUR, now: day(1) })).toEqual({
      startMs: START,
      priorMinor: 1800,
    })
  })

  test('an earlier sale within the 30 days counts at its reduced price; one before them does not', () => {
    const history = hist([-120, 1295])
    const spans = [span(-20, -10, pct(15)), span(-50, -40, pct(50)), span(0, 10, pct(20))]
    // 12,95 - 15 % (1,94 rounded down) = 11,01.
    expect(priorPrice({ history, spans, regularNowMinor: 1295, ctx: EUR, now: day(3) })?.priorMinor).toBe(1101)
  })

  test('rules that reduce no single price give no prior price (codes are not offers here at all)', () => {
    const history = hist([-90, 1295])
    const nth: OfferRule = { kind: 'nth', n: 2, percent: 50 }
    const tiersAbove1: OfferRule = { kind: 'tiers', tiers: [{ minQuantity: 3, percent: 10 }] }
    const freeShipping: OfferRule = { kind: 'free_shipping', fromMinor: { ES: 3000 } }
    for (const rule of [nth, tiersAbove1, freeShipping])
      expect(priorPrice({ history, spans: [span(0, 10, rule)], regularNowMinor: 1295, ctx: EUR, now: day(1) })).toBe(
        null,
      )
    // Tiers whose first tier is one copy do reduce one copy.
    const tiersFrom1: OfferRule = { kind: 'tiers', tiers: [{ minQuantity: 1, percent: 5 }] }
    expect(
      priorPrice({ history, spans: [span(0, 10, tiersFrom1)], regularNowMinor: 1295, ctx: EUR, now: day(1) }),
    ).toEqual({ startMs: START, priorMinor: 1295 })
  })

  test('nothing known before the reduction: no prior price; partly known: only the known part', () => {
    const sale = [span(0, 10, pct(20))]
    expect(priorPrice({ history: [], spans: sale, regularNowMinor: 1295, ctx: EUR, now: day(1) })).toEqual({
      startMs: START,
      priorMinor: null,
    })
    // First sold on the day the sale started: nothing before it.
    expect(
      priorPrice({ history: hist([0, 1295]), spans: sale, regularNowMinor: 1295, ctx: EUR, now: day(1) })?.priorMinor,
    ).toBe(null)
    // Sold from 10 days before, and not sold for a while in between: those moments do not count.
    expect(lowestPriceBefore(hist([-10, 1500], [-8, null], [-5, 1400]), [], EUR, START)).toBe(1400)
    // Outside the sale: nothing to show.
    expect(priorPrice({ history: hist([-90, 1295]), spans: sale, regularNowMinor: 1295, ctx: EUR, now: day(10) })).toBe(
      null,
    )
  })

  test('whole-unit brands: the reductions of earlier sales are whole units too', () => {
    // 349 Kč, an earlier sale at 15 %: 52,35 Kč off rounds down to 52 Kč, so 297 Kč was applied.
    const history = hist([-90, 34900])
    const spans = [span(-15, -5, pct(15)), span(0, 10, pct(20))]
    const shown = priorPrice({ history, spans, regularNowMinor: 34900, ctx: CZK, now: day(2) })
    expect(shown?.priorMinor).toBe(29700)
    expect(shown!.priorMinor! % 100).toBe(0)
  })
})

describe('offer spans of a variant', () => {
  const revision = (over: Partial<OfferRevision>): OfferRevision => ({
    id: 1,
    key: 'mugs-20',
    texts: { en: { title: '20 % off mugs', description: '' } },
    rule: pct(20),
    scope: { articles: [], variants: [], kinds: ['MUG'], tags: [] },
    sites: [],
    startsAt: '2026-11-01T00:00',
    endsAt: '2026-11-15T00:00',
    landingKey: null,
    publishedAt: day(-60),
    supersededAt: null,
    ...over,
  })
  const mug = { articleCode: 'mug', articleKind: 'MUG', sku: 'mug-white', tags: [] }
  const site = { siteCode: 'ES', timeZone: 'Europe/Madrid' }

  test('in scope and on the site, read in the site time zone and cut by its publish and its successor', () => {
    const spans = offerSpans(
      [
        revision({ id: 1, supersededAt: day(5) }),
        revision({ id: 2, rule: pct(30), publishedAt: day(5) }),
        revision({ id: 3, scope: { articles: [], variants: [], kinds: ['CANVAS'], tags: [] } }),
        revision({ id: 4, sites: ['PL'] }),
      ],
      site,
      mug,
    )
    // Midnight in Madrid is 23:00 UTC the day before (CET).
    expect(spans).toEqual([
      { fromMs: START - 3_600_000, toMs: day(5), rule: pct(20) },
      { fromMs: day(5), toMs: day(14) - 3_600_000, rule: pct(30) },
    ])
    expect(reductionStart(spans, 1295, EUR, day(6))).toBe(START - 3_600_000)
  })
})
