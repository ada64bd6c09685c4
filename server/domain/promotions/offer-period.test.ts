import { describe, expect, test } from 'vitest'
import { isLive, liveOffers, revisionWindow, type OfferRevision } from './offer-period.js'

const rev = (over: Partial<OfferRevision> = {}): OfferRevision => ({
  id: 1,
  key: 'xmas',
  texts: { es: { title: 'Navidad', description: '' }, en: { title: 'Christmas', description: '' } },
  rule: { kind: 'percent', percent: 10 },
  scope: { articles: [], variants: [], kinds: [], tags: [] },
  sites: [],
  startsAt: '2026-12-01T00:00',
  endsAt: '2026-12-25T00:00',
  landingKey: null,
  publishedAt: 0,
  supersededAt: null,
  ...over,
})
const madrid = { siteCode: 'es', timeZone: 'Europe/Madrid' }
const lisbon = { siteCode: 'pt', timeZone: 'Europe/Lisbon' }

describe('offer periods in each site’s time zone', () => {
  test('midnight in Madrid is 23:00 UTC the day before; in Lisbon midnight UTC', () => {
    expect(revisionWindow(rev(), madrid)!.fromMs).toBe(Date.UTC(2026, 10, 30, 23, 0))
    expect(revisionWindow(rev(), lisbon)!.fromMs).toBe(Date.UTC(2026, 11, 1, 0, 0))
    const justAfter = Date.UTC(2026, 10, 30, 23, 30)
    expect(isLive(rev(), madrid, justAfter)).toBe(true)
    expect(isLive(rev(), lisbon, justAfter)).toBe(false)
  })

  test('the start is inclusive, the end exclusive', () => {
    const w = revisionWindow(rev(), madrid)!
    expect(isLive(rev(), madrid, w.fromMs)).toBe(true)
    expect(isLive(rev(), madrid, w.toMs - 1)).toBe(true)
    expect(isLive(rev(), madrid, w.toMs)).toBe(false)
  })

  test('a publish never reaches back, and a superseded revision stops when it was superseded', () => {
    const published = Date.UTC(2026, 11, 5, 12)
    expect(revisionWindow(rev({ publishedAt: published }), madrid)!.fromMs).toBe(published)
    const superseded = Date.UTC(2026, 11, 10)
    expect(revisionWindow(rev({ supersededAt: superseded }), madrid)!.toMs).toBe(superseded)
    expect(revisionWindow(rev({ publishedAt: Date.UTC(2027, 0, 1) }), madrid)).toBeNull()
  })

  test('only on the sites it names', () => {
    expect(revisionWindow(rev({ sites: ['pt'] }), madrid)).toBeNull()
    expect(revisionWindow(rev({ sites: ['pt'] }), lisbon)).not.toBeNull()
  })

  test('live offers carry the title in the shopper’s language, else English', () => {
    const now = Date.UTC(2026, 11, 2)
    expect(liveOffers([rev()], madrid, 'es', now).map((o) => o.title)).toEqual(['Navidad'])
    expect(liveOffers([rev()], madrid, 'fi', now).map((o) => o.title)).toEqual(['Christmas'])
  })
})
