import { describe, expect, it } from 'vitest'
import {
  CONSENT_VERSION,
  analyticsAllowed,
  choiceFromForm,
  consentDecision,
  consentSessionUpdate,
  googleConsentState,
  googleTagAllowed,
  returnPathWithoutSettingsFlag,
  safeReturnPath,
} from './consent.js'

describe('consent version check', () => {
  it('asks when nothing, no answer, or an answer to another version is stored', () => {
    expect(consentDecision(null)).toEqual({ status: 'ask' })
    expect(consentDecision({})).toEqual({ status: 'ask' })
    expect(consentDecision({ isConsentGiven: false, consentVersion: CONSENT_VERSION })).toEqual({ status: 'ask' })
    expect(
      consentDecision({
        isConsentGiven: true,
        isAnalyticsAccepted: true,
        isAdsAccepted: true,
        consentVersion: '2020-01',
      }),
    ).toEqual({ status: 'ask' })
    expect(consentDecision({ isConsentGiven: true, isAnalyticsAccepted: true, consentVersion: null })).toEqual({
      status: 'ask',
    })
  })

  it('reads the flags of a current answer; unset flags are denied', () => {
    expect(
      consentDecision({
        isConsentGiven: true,
        isAnalyticsAccepted: true,
        isAdsAccepted: false,
        consentVersion: CONSENT_VERSION,
      }),
    ).toEqual({ status: 'chosen', analytics: true, ads: false })
    expect(consentDecision({ isConsentGiven: true, consentVersion: CONSENT_VERSION })).toEqual({
      status: 'chosen',
      analytics: false,
      ads: false,
    })
  })

  it('allows analytics only for a current answer that accepted them', () => {
    expect(analyticsAllowed(consentSessionUpdate({ analytics: true, ads: false }))).toBe(true)
    expect(analyticsAllowed(consentSessionUpdate({ analytics: false, ads: true }))).toBe(false)
    expect(analyticsAllowed(consentSessionUpdate({ analytics: true, ads: true }, 'old'))).toBe(false)
    expect(analyticsAllowed({ isAnalyticsAccepted: true })).toBe(false)
  })

  it('writes the session fields with the current version', () => {
    expect(consentSessionUpdate({ analytics: true, ads: false })).toEqual({
      isConsentGiven: true,
      isAnalyticsAccepted: true,
      isAdsAccepted: false,
      consentVersion: CONSENT_VERSION,
    })
  })
})

describe('the no-JS form', () => {
  it('maps the pressed button and the boxes to a choice', () => {
    expect(choiceFromForm({ choice: 'accept' })).toEqual({ analytics: true, ads: true })
    expect(choiceFromForm({ choice: 'reject', analytics: 'on' })).toEqual({ analytics: false, ads: false })
    expect(choiceFromForm({ choice: 'save', analytics: 'on' })).toEqual({ analytics: true, ads: false })
    expect(choiceFromForm({ choice: 'save' })).toEqual({ analytics: false, ads: false })
    expect(choiceFromForm({ choice: 'maybe' })).toBeNull()
    expect(choiceFromForm(undefined)).toBeNull()
  })

  it('returns only to paths on this site', () => {
    expect(safeReturnPath('/cart?x=1')).toBe('/cart?x=1')
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'cart',
      '',
      3,
      '/a\nb',
      `/${'x'.repeat(2001)}`,
    ])
      expect(safeReturnPath(bad)).toBe('/')
  })

  it('drops the settings flag from the return path', () => {
    expect(returnPathWithoutSettingsFlag('/fr/cart', '?consent=settings&step=2')).toBe('/fr/cart?step=2')
    expect(returnPathWithoutSettingsFlag('/', '?consent=settings')).toBe('/')
  })
})

describe('Google consent mode v2', () => {
  it('denies all four signals without a choice and maps ads and analytics separately', () => {
    expect(googleConsentState(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    expect(googleConsentState({ analytics: true, ads: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    expect(googleConsentState({ analytics: false, ads: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    })
  })
})

describe('Google tag per consent mode (issue 17: the tag loaded before any choice and after "Reject all")', () => {
  it('basic: only after analytics or ads consent, never before an answer or after rejecting all', () => {
    expect(googleTagAllowed('basic', null)).toBe(false)
    expect(googleTagAllowed('basic', { analytics: false, ads: false })).toBe(false)
    expect(googleTagAllowed('basic', { analytics: true, ads: false })).toBe(true)
    expect(googleTagAllowed('basic', { analytics: false, ads: true })).toBe(true)
  })
  it('advanced: always (the tag itself waits for consent)', () => {
    expect(googleTagAllowed('advanced', null)).toBe(true)
    expect(googleTagAllowed('advanced', { analytics: false, ads: false })).toBe(true)
  })
})
