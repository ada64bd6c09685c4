import { describe, expect, it } from 'vitest'
import { BANK_TRANSFER_COVERAGE, TEST_PSP_COVERAGE, type ProviderCoverage } from '../payments/payment-methods.js'
import { ADYEN_COVERAGE } from '../payments/adyen-methods.js'
import { formatStartProblems, liveEnvironmentProblems, livePaymentProblems, type SitePayments } from './shop-mode.js'

const LIVE: readonly ProviderCoverage[] = [BANK_TRANSFER_COVERAGE]
const site = (over: Partial<SitePayments>): SitePayments => ({
  brand: 'WPX-ES',
  site: 'es',
  methods: ['BANK_TRANSFER'],
  bankAccount: true,
  adyenMerchantAccount: true,
  ...over,
})

describe('live mode: settings from the environment', () => {
  it('names each missing setting: the secrets and the mail server', () => {
    expect(liveEnvironmentProblems(new Set()).map((p) => p.key)).toEqual(['SESSION_SECRETS', 'AUTH_SECRET', 'SMTP_URL'])
    expect(liveEnvironmentProblems(new Set(['SESSION_SECRETS', 'SMTP_URL'])).map((p) => p.key)).toEqual(['AUTH_SECRET'])
    expect(liveEnvironmentProblems(new Set(['SESSION_SECRETS', 'AUTH_SECRET', 'SMTP_URL']))).toEqual([])
  })
})

describe('live mode: every enabled payment method has a provider', () => {
  it('names brand/site and every unprovided method (without a real PSP, all online methods)', () => {
    const problems = livePaymentProblems(
      [
        site({ methods: ['CARD', 'BIZUM', 'BANK_TRANSFER', 'CARD'] }),
        site({ brand: 'WPX-PL', site: 'pl', methods: ['BLIK'] }),
      ],
      LIVE,
    )
    expect(problems.map((p) => p.key)).toEqual(['WPX-ES/es', 'WPX-PL/pl'])
    expect(problems[0]!.message).toMatch(/^payment methods CARD, BIZUM have no payment provider in live mode/)
    expect(problems[1]!.message).toMatch(/^payment methods BLIK have no payment provider/)
  })

  it('bank transfer counts only with the brand bank account', () => {
    expect(livePaymentProblems([site({})], LIVE)).toEqual([])
    const [problem] = livePaymentProblems([site({ bankAccount: false })], LIVE)
    expect(problem).toMatchObject({ key: 'WPX-ES/es', message: expect.stringContaining('BANK_TRANSFER needs') })
  })

  it('a billing account has no provider in any mode', () => {
    expect(livePaymentProblems([site({ methods: ['BILLING_ACCOUNT'] })], LIVE)[0]!.message).toContain('BILLING_ACCOUNT')
  })

  it('a real provider covers the methods it declares', () => {
    const realPsp: ProviderCoverage = { id: 'real-psp', methods: ['CARD', 'BIZUM'] }
    expect(livePaymentProblems([site({ methods: ['CARD', 'BIZUM', 'BANK_TRANSFER'] })], [...LIVE, realPsp])).toEqual([])
    expect(livePaymentProblems([site({ methods: ['CARD', 'PAYPAL'] })], [...LIVE, realPsp])[0]!.message).toMatch(
      /^payment methods PAYPAL /,
    )
  })

  it('Adyen covers every online method of the sites, with the brand merchant account', () => {
    const methods = ['CARD', 'BIZUM', 'BLIK', 'KLARNA', 'MB_WAY', 'TWINT', 'BANK_TRANSFER'] as const
    expect(livePaymentProblems([site({ methods: [...methods] })], [...LIVE, ADYEN_COVERAGE])).toEqual([])
    const [problem] = livePaymentProblems(
      [site({ methods: ['CARD', 'BANK_TRANSFER'], adyenMerchantAccount: false })],
      [...LIVE, ADYEN_COVERAGE],
    )
    expect(problem).toMatchObject({
      key: 'WPX-ES/es',
      message: expect.stringContaining('payments.adyenMerchantAccount'),
    })
  })

  it('the test PSP would cover everything online, which is why live mode never lists it', () => {
    expect(livePaymentProblems([site({ methods: ['CARD', 'BLIK'] })], [...LIVE, TEST_PSP_COVERAGE])).toEqual([])
  })
})

it('prints one line per problem, key first', () => {
  expect(
    formatStartProblems('live', [
      { key: 'AUTH_SECRET', message: 'required' },
      { key: 'WPX-ES/es', message: 'payment methods CARD ...' },
    ]),
  ).toBe(
    'Refusing to start (SHOP_MODE=live): 2 settings to fix\n  AUTH_SECRET: required\n  WPX-ES/es: payment methods CARD ...',
  )
})
