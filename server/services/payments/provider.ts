import type { ProviderCoverage } from '../../domain/payments/payment-methods.js'

/**
 * What the shop needs from a payment service provider. Adding a real PSP means one more adapter implementing this
 * interface, declaring the methods it takes (`methods`), and one entry in `createPaymentProviders`
 * (./payment-providers.ts) when it is configured; orders, pages and the live-mode start check do not change.
 */
export type ProviderOutcome = 'succeeded' | 'failed' | 'pending' | 'canceled'

export interface StartPaymentInput {
  /** The shop's payment id; the provider echoes it back as its merchant reference. */
  paymentId: string
  orderNumber: number
  /** 1 for the order's first payment attempt; bank references stay unique across attempts. */
  attempt: number
  amountMinor: number
  currency: string
  method: string
  language: string
  /** The brand and site the order belongs to: the merchant account, the shopper's country and locale (e.g. es-ES). */
  brandSlug: string
  country: string
  locale: string
  /** The shopper's email (receipts, 3-D Secure, Klarna). */
  shopperEmail: string
  /**
   * What is paid for, in the amounts shown (unit price with VAT, minor units): the order lines, shipping and a negative
   * discount line; they add up to amountMinor. Klarna requires them; other methods show them.
   */
  lineItems: PaymentLineItem[]
  /** Where the provider sends the shopper afterwards, and where it posts signed status events. */
  returnUrl: string
  webhookUrl: string
}

export interface PaymentLineItem {
  id: string
  description: string
  quantity: number
  unitAmountMinor: number
  vatPercent: number
}

export type StartPaymentResult =
  /** The shopper continues on the provider's hosted page. */
  | { kind: 'redirect'; url: string; providerRef: string }
  /** Nothing to do online (bank transfer): the order page shows the instructions. */
  | { kind: 'offline'; providerRef: string }

export interface WebhookEvent {
  eventId: string
  providerRef: string
  outcome: ProviderOutcome
}

export type WebhookParse = { ok: true; event: WebhookEvent } | { ok: false; status: 400 | 401; message: string }

/**
 * What the shopper's return tells. `apply`: the outcome may be applied to the order (the test PSP's own record);
 * false where the provider's webhook is the truth (Adyen's sessionResult only tells the shopper what happened).
 */
export interface ReturnLookup {
  outcome: ProviderOutcome
  apply: boolean
}

export interface RefundInput {
  /** The shop's refund id: the provider's idempotency key and merchant reference of the refund. */
  refundId: string
  brandSlug: string
  /** The provider's reference of the payment to refund (Adyen: the authorisation's pspReference). */
  paymentReference: string
  amountMinor: number
  currency: string
}

export interface PaymentProvider extends ProviderCoverage {
  /**
   * start() makes no network call (bank transfer): the payment starts in the transaction that records the attempt, so
   * no attempt of it is left half-started by a process that stopped between two steps.
   */
  readonly local?: true
  /** Throws (or rejects) when the provider cannot be reached or refuses: the order stays payable. */
  start(input: StartPaymentInput): Promise<StartPaymentResult>
  /**
   * The provider's view of a payment when the shopper returns (the webhook may not have arrived); `query` holds the
   * return URL's parameters (Adyen adds sessionId and sessionResult).
   */
  lookup(providerRef: string, query: Readonly<Record<string, string>>): Promise<ReturnLookup | null>
  /** Verifies and decodes a webhook delivery; providers without webhooks answer 400. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookParse
  /** Asks the provider to refund (part of) a payment; resolves with the provider's reference of the refund. */
  refund?(input: RefundInput): Promise<{ providerRef: string }>
}
