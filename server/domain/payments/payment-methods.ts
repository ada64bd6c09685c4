import { PAYMENT_METHODS, type PaymentMethod } from '../vocabulary/shop-enums.js'

/** Spec section 3 enumerations of how an order is paid and where its payment stands. */
export const PAYMENT_KINDS = ['BANK_RECEIPT', 'TRANSFER', 'ONLINE_PREPAID'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A billing account is invoiced and paid by direct debit (bank receipt); every other method but a transfer is prepaid online. */
export function paymentKindOf(method: PaymentMethod): PaymentKind {
  if (method === 'BANK_TRANSFER') return 'TRANSFER'
  if (method === 'BILLING_ACCOUNT') return 'BANK_RECEIPT'
  return 'ONLINE_PREPAID'
}

/**
 * What a payment provider declares: its id and the methods it takes. The shop's providers form a list (decided by the
 * mode and, for a real PSP, its configuration; server/services/payments/payment-providers.ts); the first provider
 * listed that covers a method takes it, and a method no provider covers is not offered.
 */
export interface ProviderCoverage {
  readonly id: string
  readonly methods: readonly PaymentMethod[]
}

/** Bank transfer: the shopper pays to the brand's account (legal.bankAccount), ops confirm it. In every mode. */
export const BANK_TRANSFER_COVERAGE: ProviderCoverage = { id: 'bank-transfer', methods: ['BANK_TRANSFER'] }

/** The built-in test PSP takes every online method, and moves no money: demo mode only. */
export const TEST_PSP_COVERAGE: ProviderCoverage = {
  id: 'test-psp',
  methods: PAYMENT_METHODS.filter((m) => m !== 'BANK_TRANSFER' && m !== 'BILLING_ACCOUNT'),
}

/** Who takes the payment. BILLING_ACCOUNT has none until business accounts exist, so no site can offer it yet. */
export function providerFor(method: PaymentMethod, providers: readonly ProviderCoverage[]): string | null {
  return providers.find((p) => p.methods.includes(method))?.id ?? null
}

/** The site's methods that can be paid today, in the site's order. */
export function methodsOffered(
  siteMethods: readonly PaymentMethod[],
  providers: readonly ProviderCoverage[],
): PaymentMethod[] {
  return [...new Set(siteMethods)].filter((m) => providerFor(m, providers) !== null)
}

export type PaymentTransition = { ok: true; unchanged?: boolean } | { ok: false; error: string }

/**
 * PENDING ends as PAID or CANCELED, and both are final: a paid order is refunded, not un-paid. Reporting the status a
 * payment already has is fine and changes nothing, because providers resend webhooks and a shopper's return from the
 * payment page may report the same result as the webhook did.
 */
export function transitionPayment(from: PaymentStatus, to: PaymentStatus): PaymentTransition {
  if (from === to) return { ok: true, unchanged: true }
  if (from === 'PENDING') return { ok: true }
  return { ok: false, error: `a ${from} payment is final and cannot become ${to}` }
}
