import { describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '../vocabulary/shop-enums.js'
import {
  BANK_TRANSFER_COVERAGE,
  methodsOffered,
  PAYMENT_STATUSES,
  paymentKindOf,
  providerFor as providerAmong,
  TEST_PSP_COVERAGE,
  transitionPayment,
  type ProviderCoverage,
} from './payment-methods.js'
import type { PaymentMethod } from '../vocabulary/shop-enums.js'

/** Demo mode's providers: bank transfer and the test PSP. */
const DEMO: readonly ProviderCoverage[] = [BANK_TRANSFER_COVERAGE, TEST_PSP_COVERAGE]
const providerFor = (m: PaymentMethod) => providerAmong(m, DEMO)
const offered = (methods: PaymentMethod[]) => methodsOffered(methods, DEMO)

describe('payment kinds and providers', () => {
  it('a transfer is TRANSFER, a billing account BANK_RECEIPT, everything else prepaid online', () => {
    expect(paymentKindOf('BANK_TRANSFER')).toBe('TRANSFER')
    expect(paymentKindOf('BILLING_ACCOUNT')).toBe('BANK_RECEIPT')
    for (const m of PAYMENT_METHODS.filter((m) => m !== 'BANK_TRANSFER' && m !== 'BILLING_ACCOUNT'))
      expect(paymentKindOf(m)).toBe('ONLINE_PREPAID')
  })

  it('routes transfers to the bank-transfer provider, the rest to the PSP, and billing accounts nowhere yet', () => {
    expect(providerFor('BANK_TRANSFER')).toBe('bank-transfer')
    expect(providerFor('BILLING_ACCOUNT')).toBeNull()
    expect(providerFor('CARD')).toBe('test-psp')
    expect(providerFor('BIZUM')).toBe('test-psp')
    expect(PAYMENT_METHODS.filter((m) => providerFor(m) === null)).toEqual(['BILLING_ACCOUNT'])
  })

  it('offers the site methods in site order, without those nobody can take', () => {
    expect(offered(['BIZUM', 'BILLING_ACCOUNT', 'CARD', 'BANK_TRANSFER'])).toEqual(['BIZUM', 'CARD', 'BANK_TRANSFER'])
    expect(offered(['PAYPAL', 'CARD', 'PAYPAL'])).toEqual(['PAYPAL', 'CARD'])
    expect(offered(['BILLING_ACCOUNT'])).toEqual([])
    expect(offered([])).toEqual([])
  })
})

describe('provider coverage', () => {
  it('live mode without a real PSP: only bank transfer has a provider', () => {
    const live = [BANK_TRANSFER_COVERAGE]
    expect(providerAmong('CARD', live)).toBeNull()
    expect(methodsOffered(['CARD', 'BANK_TRANSFER', 'BLIK'], live)).toEqual(['BANK_TRANSFER'])
  })

  it('a provider takes the methods it declares; the first one listed wins', () => {
    const real: ProviderCoverage = { id: 'real-psp', methods: ['CARD', 'IDEAL'] }
    expect(providerAmong('CARD', [BANK_TRANSFER_COVERAGE, real, TEST_PSP_COVERAGE])).toBe('real-psp')
    expect(providerAmong('BLIK', [BANK_TRANSFER_COVERAGE, real, TEST_PSP_COVERAGE])).toBe('test-psp')
    expect(providerAmong('BLIK', [BANK_TRANSFER_COVERAGE, real])).toBeNull()
  })
})

describe('transitionPayment', () => {
  it('a pending payment becomes paid or canceled', () => {
    expect(transitionPayment('PENDING', 'PAID')).toEqual({ ok: true })
    expect(transitionPayment('PENDING', 'CANCELED')).toEqual({ ok: true })
  })

  it('paid and canceled are final', () => {
    for (const [from, to] of [
      ['PAID', 'CANCELED'],
      ['PAID', 'PENDING'],
      ['CANCELED', 'PAID'],
      ['CANCELED', 'PENDING'],
    ] as const) {
      const r = transitionPayment(from, to)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toContain(from)
    }
  })

  it('the same status twice is accepted and marked unchanged', () => {
    for (const s of PAYMENT_STATUSES) expect(transitionPayment(s, s)).toEqual({ ok: true, unchanged: true })
  })
})
