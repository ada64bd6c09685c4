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
  /** Where the provider sends the shopper afterwards, and where it posts signed status events. */
  returnUrl: string
  webhookUrl: string
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

export interface PaymentProvider extends ProviderCoverage {
  start(input: StartPaymentInput): StartPaymentResult
  /** The provider's current view of a payment, asked when the shopper returns (the webhook may not have arrived). */
  lookup(providerRef: string): ProviderOutcome | null
  /** Verifies and decodes a webhook delivery; providers without webhooks answer 400. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookParse
}
