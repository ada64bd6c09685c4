import { describe, expect, test } from 'vitest'
import { affiliateLinks, isCampaignName, validatePayout } from './partner-payout.js'

const GOOD = 'ES91 2100 0418 4502 0005 1332'
const TYPO = 'ES91 2100 0418 4502 0005 1333'

describe('partner payout details', () => {
  test('a valid IBAN is stored in electronic form with the holder', () => {
    expect(validatePayout({ iban: GOOD, holder: ' Sam Partner ' }, null)).toEqual({
      ok: true,
      value: { iban: 'ES9121000418450200051332', holder: 'Sam Partner' },
    })
  })
  test('a typing error fails the checksum; other malformed input is invalid', () => {
    expect(validatePayout({ iban: TYPO, holder: 'Sam' }, null)).toEqual({ ok: false, errors: { iban: 'checksum' } })
    expect(validatePayout({ iban: 'XX00 1234', holder: 'Sam' }, null)).toEqual({
      ok: false,
      errors: { iban: 'invalid' },
    })
    expect(validatePayout({ iban: 'ES91 2100 0418', holder: 'Sam' }, null)).toEqual({
      ok: false,
      errors: { iban: 'invalid' },
    })
  })
  test('an empty IBAN keeps the stored one, and is required when none is stored', () => {
    expect(validatePayout({ iban: '', holder: 'Sam' }, 'ES9121000418450200051332')).toEqual({
      ok: true,
      value: { iban: 'ES9121000418450200051332', holder: 'Sam' },
    })
    expect(validatePayout({ iban: '  ', holder: 'Sam' }, null)).toEqual({ ok: false, errors: { iban: 'required' } })
  })
  test('the holder is required and at most 70 characters; all problems are named together', () => {
    expect(validatePayout({ iban: TYPO, holder: '' }, null)).toEqual({
      ok: false,
      errors: { iban: 'checksum', holder: 'required' },
    })
    expect(validatePayout({ iban: GOOD, holder: 'x'.repeat(71) }, null)).toEqual({
      ok: false,
      errors: { holder: 'too_long' },
    })
  })
})

describe('affiliate links (spec section 7: numeric afcust, optional afcmp)', () => {
  test('plain and campaign links on the site origin', () => {
    expect(affiliateLinks('https://wpx-es.example', 1001, 'spring-sale')).toEqual({
      plain: 'https://wpx-es.example/?afcust=1001',
      withCampaign: 'https://wpx-es.example/?afcust=1001&afcmp=spring-sale',
    })
  })
  test('campaign names', () => {
    for (const ok of ['spring', 'Spring_2026', 'a-b']) expect(isCampaignName(ok)).toBe(true)
    for (const bad of ['', 'two words', 'a&b=c', 'x'.repeat(41), 42]) expect(isCampaignName(bad)).toBe(false)
  })
})
