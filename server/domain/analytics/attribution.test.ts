import { describe, expect, it } from 'vitest'
import { attributedAffiliateId } from '../accounts/commissions.js'
import {
  ATTRIBUTION_COOKIE,
  AFFILIATE_COOKIE,
  AWC_COOKIE,
  TRACKED_KEYS,
  affiliateCookieValue,
  attributionCookieValue,
  hasLandingData,
  orderAttribution,
  parseAffiliate,
  parseLanding,
  readAffiliateCookie,
  readAttributionCookie,
} from './attribution.js'

const landing = (query: string) => parseLanding(new URLSearchParams(query))

describe('landing URL parsing', () => {
  it('takes a numeric afcust with an optional campaign', () => {
    expect(landing('afcust=1001&afcmp=spring').affiliate).toEqual({ afcust: '1001', afcmp: 'spring' })
    expect(landing('afcust=1001').affiliate).toEqual({ afcust: '1001' })
    expect(landing('afcust=1001&afcmp=').affiliate).toEqual({ afcust: '1001' })
  })

  it('ignores a non-numeric, signed, empty or overlong afcust', () => {
    for (const q of [
      'afcust=abc',
      'afcust=12a',
      'afcust=-5',
      'afcust=',
      'afcust=1.5',
      `afcust=${'9'.repeat(19)}`,
      'afcmp=spring',
    ])
      expect(landing(q).affiliate).toBeNull()
  })

  it('keeps only the tracked keys, bounded, first value of a repeated key', () => {
    const l = landing(
      `utm_source=news&utm_medium=email&gclid=abc&utm_source=other&foo=bar&email=a@b.c&utm_term=${'x'.repeat(201)}&fbclid=%20`,
    )
    expect(l.tracked).toEqual({ utm_source: 'news', utm_medium: 'email', gclid: 'abc' })
    expect(hasLandingData(l)).toBe(true)
    expect(hasLandingData(landing('page=2&query=tazas'))).toBe(false)
  })

  it('accepts awc of Google Ads characters only', () => {
    expect(landing('awc=12345_1700000000_abcdef').awc).toBe('12345_1700000000_abcdef')
    expect(landing('awc=<script>').awc).toBeNull()
  })
})

describe('cookie values', () => {
  it('round-trips the affiliate cookie and rejects forged ones', () => {
    expect(readAffiliateCookie(affiliateCookieValue({ afcust: '1001', afcmp: 'spring' }))).toEqual({
      afcust: '1001',
      afcmp: 'spring',
    })
    expect(readAffiliateCookie('{"afcust":1001}')).toBeNull()
    expect(readAffiliateCookie('{"afcust":"x1"}')).toBeNull()
    expect(readAffiliateCookie('not json')).toBeNull()
    expect(readAffiliateCookie(undefined)).toBeNull()
  })

  it('keeps only tracked keys when reading the attribution cookie', () => {
    expect(readAttributionCookie(attributionCookieValue({ utm_source: 'news', gclid: 'g1' }))).toEqual({
      utm_source: 'news',
      gclid: 'g1',
    })
    expect(readAttributionCookie('{"utm_source":"news","evil":"x","gclid":5}')).toEqual({ utm_source: 'news' })
    expect(readAttributionCookie('[1,2]')).toEqual({})
  })

  it('stays under the cookie size limit with every key at its maximum', () => {
    const all = Object.fromEntries(TRACKED_KEYS.map((k) => [k, 'é'.repeat(200)]))
    const value = attributionCookieValue(all)
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(3000)
    expect(Object.keys(JSON.parse(value)).length).toBeGreaterThan(0)
  })
})

describe('order attribution', () => {
  it('merges affiliate, awc and tracked values; afcust stays the digit string commissions read', () => {
    const a = orderAttribution({
      [AFFILIATE_COOKIE]: affiliateCookieValue({ afcust: '1001', afcmp: 'spring' }),
      [AWC_COOKIE]: '555_1700000000_x',
      [ATTRIBUTION_COOKIE]: attributionCookieValue({ utm_source: 'news', gclid: 'g1' }),
      shop_session: 'ignored',
    })
    expect(a).toEqual({ afcust: '1001', afcmp: 'spring', awc: '555_1700000000_x', utm_source: 'news', gclid: 'g1' })
    expect(attributedAffiliateId(a)).toBe('1001')
  })

  it('is null without attribution cookies (or with only forged ones)', () => {
    expect(orderAttribution({})).toBeNull()
    expect(orderAttribution({ [AFFILIATE_COOKIE]: '{"afcust":"abc"}', [AWC_COOKIE]: 'a b' })).toBeNull()
  })

  it('parses the affiliate the same way from URL and cookie', () => {
    expect(parseAffiliate('007', 'x'.repeat(101))).toEqual({ afcust: '007' })
  })
})
