import type { PaymentMethod } from '../vocabulary/shop-enums.js'
import type { ProviderCoverage } from './payment-methods.js'

/**
 * The spec's payment methods as Adyen's payment method types (docs.adyen.com, "payment method types"), the names a
 * Checkout session's allowedPaymentMethods takes. Card is Adyen's "scheme"; Klarna comes as pay now, pay later and
 * slice it. BANK_TRANSFER (the shop's own account, confirmed by ops) and BILLING_ACCOUNT (invoiced) are not Adyen's;
 * GIROPAY and SOFORT are discontinued and refused by the tenant schema.
 */
export const ADYEN_METHOD_TYPES: Partial<Record<PaymentMethod, readonly string[]>> = {
  CARD: ['scheme'],
  BANCONTACT: ['bcmc'],
  IDEAL: ['ideal'],
  PAYPAL: ['paypal'],
  MOBILE_PAY: ['mobilepay'],
  BIZUM: ['bizum'],
  MULTIBANCO: ['multibanco'],
  BLIK: ['blik'],
  EPS: ['eps'],
  SWISH: ['swish'],
  TWINT: ['twint'],
  TRUSTLY: ['trustly'],
  APPLE_PAY: ['applepay'],
  GOOGLE_PAY: ['googlepay'],
  KLARNA: ['klarna_paynow', 'klarna', 'klarna_account'],
  MB_WAY: ['mbway'],
}

/** Adyen takes every online method of the 18 countries' sites (what the tenant schema still allows). */
export const ADYEN_COVERAGE: ProviderCoverage = {
  id: 'adyen',
  methods: Object.keys(ADYEN_METHOD_TYPES) as PaymentMethod[],
}

/** allowedPaymentMethods of a session for the method the shopper chose in the shop's checkout. */
export function adyenAllowedMethods(method: PaymentMethod): string[] {
  const types = ADYEN_METHOD_TYPES[method]
  if (!types) throw new RangeError(`Adyen does not take ${method}`)
  return [...types]
}

/**
 * The shopper's return from the hosted page (GET /sessions/{id}?sessionResult=...): what it tells the shopper. The
 * AUTHORISATION webhook, not this, moves the order (decision 024). `active`: the session is still open (the shopper
 * came back without paying).
 */
export function adyenSessionOutcome(status: string | undefined): 'pending' | 'failed' | 'canceled' | null {
  switch (status) {
    case 'completed':
    case 'paymentPending':
      return 'pending'
    case 'refused':
      return 'failed'
    case 'canceled':
    case 'expired':
      return 'canceled'
    default:
      return null
  }
}

/** Adyen's amounts are in minor units with the currency's own exponent; the shop's currencies all have 2. */
export function adyenAmount(amountMinor: number, currency: string): { value: number; currency: string } {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new RangeError(`amount must be a positive integer of minor units, got ${amountMinor}`)
  return { value: amountMinor, currency }
}
