// The library is CommonJS whose classes Node's ESM loader cannot see as named exports: take them from its default.
import { createRequire } from 'node:module'
import type adyenLibrary from '@adyen/api-library'
import type { Config, Types } from '@adyen/api-library'
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface.js'
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions.js'
import { z } from 'zod'
import type { AdyenEnv } from '../../env.js'
import {
  ADYEN_COVERAGE,
  adyenAllowedMethods,
  adyenAmount,
  adyenSessionOutcome,
} from '../../domain/payments/adyen-methods.js'
import type { PaymentMethod } from '../../domain/vocabulary/shop-enums.js'
import type { PaymentProvider } from './provider.js'

/**
 * Adyen behind the shop's PaymentProvider (decision 024), with Adyen's own Node library: a Checkout session in hosted
 * mode per payment attempt (the shopper pays on Adyen's Hosted Checkout page, no shop JS), the session result when the
 * shopper comes back, refunds through the Modifications API, and the HMAC check of every webhook item with the
 * library's validator. Keys come from the environment only (server/env.ts); the merchant account is the brand's.
 */
export interface AdyenProvider extends PaymentProvider {
  readonly id: 'adyen'
  /** Where the Hosted Checkout pages are (for the shop's CSP form-action): Adyen's hosts, or the stand-in's origin. */
  readonly hostedPageOrigins: readonly string[]
  /** Checks a webhook batch: basic auth (when configured) and every item's HMAC signature. */
  verifyNotifications(rawBody: string, authorization: string | undefined): NotificationCheck
}

export type AdyenNotificationItem = Types.notification.NotificationRequestItem

export type NotificationCheck =
  { ok: true; items: AdyenNotificationItem[] } | { ok: false; status: 400 | 401; message: string }

/** The shape the webhook's items must have before their signature is even computed. */
const notificationItem = z.object({
  pspReference: z.string().min(1).max(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: z.string().min(1).max(120),
  merchantReference: z.string().max(120).optional(),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }),
  eventCode: z.string().regex(/^[A-Z_]{3,40}$/),
  eventDate: z.string().max(40).optional(),
  success: z.enum(['true', 'false']),
  paymentMethod: z.string().max(60).optional(),
  reason: z.string().max(500).optional(),
  operations: z.array(z.string()).optional(),
  additionalData: z.record(z.string(), z.string().optional()).optional(),
})
const notificationBatch = z.object({
  live: z.enum(['true', 'false']).optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: notificationItem }))
    .min(1)
    .max(100),
})

/** Adyen's session ids (CS...), so a return URL cannot name something else. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/

/**
 * The library is required when Adyen is configured, not imported at module load: loading it takes about half a second,
 * which every start of a shop without Adyen (the demo, the CLIs) would pay (issue 13: first answer within 1 s).
 */
const loadAdyenLibrary = () => createRequire(import.meta.url)('@adyen/api-library') as typeof adyenLibrary

export function createAdyenProvider(
  opts: AdyenEnv & { merchantAccountFor: (brandSlug: string) => string | null },
): AdyenProvider {
  const library = loadAdyenLibrary()
  const { CheckoutAPI, Client, EnvironmentEnum, hmacValidator } = library
  const SESSION_MODE = library.Types.checkout.CreateCheckoutSessionRequest
  const client = new Client(
    {
      apiKey: opts.apiKey,
      environment: opts.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: opts.liveUrlPrefix,
      connectionTimeoutMillis: opts.timeoutMs,
      applicationName: 'photo-storefront',
    },
    fetchTransport({ timeoutMs: opts.timeoutMs, endpoint: opts.checkoutEndpoint }),
  )
  const checkout = new CheckoutAPI(client)
  const payments = checkout.PaymentsApi
  const modifications = checkout.ModificationsApi
  const validator = new hmacValidator()

  const merchantAccount = (brandSlug: string) => {
    const account = opts.merchantAccountFor(brandSlug)
    if (!account) throw new Error(`brand ${brandSlug} has no Adyen merchant account (payments.adyenMerchantAccount)`)
    return account
  }

  return {
    ...ADYEN_COVERAGE,
    id: 'adyen',
    hostedPageOrigins: opts.checkoutEndpoint ? [new URL(opts.checkoutEndpoint).origin] : ['https://*.adyen.com'],
    async start(input) {
      const request: Types.checkout.CreateCheckoutSessionRequest = {
        merchantAccount: merchantAccount(input.brandSlug),
        amount: adyenAmount(input.amountMinor, input.currency),
        // The shop's payment id: unique per attempt, and what the webhook's merchantReference names.
        reference: input.paymentId,
        merchantOrderReference: String(input.orderNumber),
        returnUrl: input.returnUrl,
        countryCode: input.country,
        shopperLocale: input.locale,
        allowedPaymentMethods: adyenAllowedMethods(input.method as PaymentMethod),
        shopperEmail: input.shopperEmail,
        // Klarna needs them, and they must add up to the amount (the shop's lines do: decision 024).
        lineItems: input.lineItems.map((l) => ({
          id: l.id,
          description: l.description,
          quantity: l.quantity,
          amountIncludingTax: l.unitAmountMinor,
          // Adyen's taxPercentage is in minor units of a percent: 21 % is 2100.
          taxPercentage: Math.round(l.vatPercent * 100),
        })),
        mode: SESSION_MODE.ModeEnum.Hosted,
        channel: SESSION_MODE.ChannelEnum.Web,
      }
      // The attempt's id is also the idempotency key: a retried request never opens a second session.
      const session = await payments.sessions(request, { idempotencyKey: input.paymentId })
      if (!session.id || !session.url) throw new Error('Adyen answered a session without id or url')
      if (session.amount?.value !== input.amountMinor || session.amount?.currency !== input.currency)
        throw new Error('Adyen answered a session for another amount')
      return { kind: 'redirect', url: session.url, providerRef: session.id }
    },
    async lookup(sessionId, query) {
      // Adyen appends ?sessionId=...&sessionResult=... to the return URL.
      const result = query.sessionResult
      if (!SESSION_ID.test(sessionId) || query.sessionId !== sessionId || !result || result.length > 2000) return null
      const session = await payments.getResultOfPaymentSession(sessionId, result)
      const outcome = adyenSessionOutcome(session.status)
      return outcome ? { outcome, apply: false } : null
    },
    parseWebhook() {
      // The Adyen webhook has its own route (server/api/adyen-webhook.ts): a batch, acknowledged with [accepted].
      return { ok: false, status: 400, message: 'Adyen webhooks go to /api/payments/adyen/webhook as a batch.' }
    },
    async refund(input) {
      const response = await modifications.refundCapturedPayment(
        input.paymentReference,
        {
          merchantAccount: merchantAccount(input.brandSlug),
          amount: adyenAmount(input.amountMinor, input.currency),
          reference: input.refundId,
        },
        { idempotencyKey: input.refundId },
      )
      if (!response.pspReference) throw new Error('Adyen answered a refund without pspReference')
      return { providerRef: response.pspReference }
    },
    verifyNotifications(rawBody, authorization) {
      if (opts.webhookAuth && !basicAuthMatches(authorization, opts.webhookAuth))
        return { ok: false, status: 401, message: 'Webhook basic auth rejected.' }
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return { ok: false, status: 400, message: 'Webhook body is not JSON.' }
      }
      const parsed = notificationBatch.safeParse(json)
      if (!parsed.success) return { ok: false, status: 400, message: 'Webhook body is not an Adyen notification.' }
      const items = parsed.data.notificationItems.map((i) => i.NotificationRequestItem as AdyenNotificationItem)
      // Every item must carry a valid signature, or the batch is refused whole (Adyen retries it).
      for (const item of items) {
        let valid = false
        try {
          valid = validator.validateHMAC(item, opts.hmacKey)
        } catch {
          valid = false
        }
        if (!valid) return { ok: false, status: 401, message: 'Webhook HMAC signature missing or wrong.' }
      }
      return { ok: true, items }
    },
  }
}

function basicAuthMatches(header: string | undefined, expected: { user: string; password: string }): boolean {
  const given = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '')?.[1]
  const want = Buffer.from(`${expected.user}:${expected.password}`)
  const got = given ? Buffer.from(given, 'base64') : Buffer.alloc(0)
  // Constant time over equal lengths; a length mismatch is already a no.
  return got.length === want.length && timingSafeEqual(got, want)
}

function timingSafeEqual(a: Buffer, b: Buffer): boolean {
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/**
 * The library's requests over fetch: a hard timeout (AbortSignal) on every call, and ADYEN_CHECKOUT_ENDPOINT, when set,
 * in place of Adyen's Checkout host (the tests' stand-in server). An answer other than 2xx rejects with its status and
 * Adyen's errorCode, which is what the callers log.
 */
function fetchTransport(opts: { timeoutMs: number; endpoint?: string }): ClientInterface {
  return {
    async request(
      endpoint: string,
      json: string | Buffer,
      config: Config,
      _apiKeyRequired: boolean,
      options?: IRequest.Options,
    ) {
      let url = new URL(endpoint)
      if (opts.endpoint) {
        // Live URLs carry /checkout before the version; the stand-in takes /v72/... directly.
        const path = url.pathname.replace(/^\/checkout(?=\/v\d+\/)/, '')
        url = new URL(opts.endpoint.replace(/\/$/, '') + path + url.search)
      }
      if (options?.params) {
        const params = new URLSearchParams(options.params as Record<string, string>)
        params.forEach((v, k) => url.searchParams.set(k, v))
      }
      const method = options?.method ?? 'POST'
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': config.apiKey ?? '',
      }
      if (options?.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
      const res = await fetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
        signal: AbortSignal.timeout(opts.timeoutMs),
        redirect: 'error',
      })
      const text = await res.text()
      if (!res.ok) {
        let code = ''
        try {
          code = String((JSON.parse(text) as { errorCode?: unknown }).errorCode ?? '')
        } catch {
          code = ''
        }
        throw new Error(`Adyen answered HTTP ${res.status}${code ? ` (errorCode ${code})` : ''} for ${url.pathname}`)
      }
      return text
    },
  }
}
