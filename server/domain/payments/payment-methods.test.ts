import { describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '../vocabulary/shop-enums.js'
import { methodsOffered, PAYMENT_STATUSES, paymentKindOf, providerFor, transitionPayment } from './payment-methods.js'

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
    expect(methodsOffered(['BIZUM', 'BILLING_ACCOUNT', 'CARD', 'BANK_TRANSFER'])).toEqual([
      'BIZUM',
      'CARD',
      'BANK_TRANSFER',
    ])
    expect(methodsOffered(['PAYPAL', 'CARD', 'PAYPAL'])).toEqual(['PAYPAL', 'CARD'])
    expect(methodsOffered(['BILLING_ACCOUNT'])).toEqual([])
    expect(methodsOffered([])).toEqual([])
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
