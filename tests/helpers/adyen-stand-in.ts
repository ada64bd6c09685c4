import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import adyenLibrary from '@adyen/api-library'

/**
 * A stand-in for Adyen inside the test suite (node:http on 127.0.0.1, no network). It answers the Checkout API calls
 * the shop makes the way Adyen's API reference documents them, refusing a request body that lacks what Adyen requires,
 * and serves a minimal hosted payment page: paying or refusing there sends the shopper back to the returnUrl with
 * sessionId and sessionResult, and queues the AUTHORISATION notification, signed with the webhook HMAC key by the
 * library's own hmacValidator, for the test to deliver (or delivers it itself to `webhookUrl`).
 */
export const STAND_IN_API_KEY = 'AQE_standin_api_key_0123456789'
export const STAND_IN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056'

export interface SessionRequest {
  merchantAccount: string
  amount: { value: number; currency: string }
  reference: string
  returnUrl: string
  countryCode: string
  shopperLocale: string
  allowedPaymentMethods: string[]
  mode: string
  channel?: string
  merchantOrderReference?: string
  shopperEmail?: string
  lineItems?: { id: string; description: string; quantity: number; amountIncludingTax: number; taxPercentage: number }[]
}

export interface StandInSession {
  id: string
  request: SessionRequest
  status: 'active' | 'completed' | 'refused' | 'canceled' | 'paymentPending'
  pspReferences: string[]
}

export interface NotificationItem {
  additionalData?: Record<string, string>
  amount: { currency: string; value: number }
  eventCode: string
  eventDate: string
  merchantAccountCode: string
  merchantReference: string
  originalReference?: string
  paymentMethod?: string
  pspReference: string
  reason?: string
  success: 'true' | 'false'
  operations?: string[]
}

const psp = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 16)

/** Signs an item as Adyen does: HMAC-SHA256 over its fields, base64, in additionalData.hmacSignature. */
export function signItem(item: NotificationItem, key = STAND_IN_HMAC_KEY): NotificationItem {
  const { hmacSignature: _drop, ...rest } = item.additionalData ?? {}
  const unsigned = { ...item, additionalData: rest }
  const signature = new adyenLibrary.hmacValidator().calculateHmac(unsigned as never, key)
  return { ...unsigned, additionalData: { ...rest, hmacSignature: signature } }
}

/** A notification batch as Adyen posts it. */
export function batch(items: NotificationItem[]): string {
  return JSON.stringify({ live: 'false', notificationItems: items.map((i) => ({ NotificationRequestItem: i })) })
}

export async function startAdyenStandIn(opts: { webhookUrl?: () => string | undefined } = {}) {
  const sessions = new Map<string, StandInSession>()
  const sessionRequests: { body: unknown; headers: IncomingMessage['headers'] }[] = []
  const refundRequests: { pspReference: string; body: Record<string, unknown>; idempotencyKey?: string }[] = []
  /** Notifications the hosted page produced, signed, waiting for the test to deliver them. */
  const outbox: NotificationItem[] = []
  let next: 'ok' | 'error' | 'timeout' = 'ok'

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const adyenError = (res: ServerResponse, status: number, errorCode: string, message: string) =>
    json(res, status, { status, errorCode, message, errorType: 'validation', pspReference: psp() })
  const read = (req: IncomingMessage) =>
    new Promise<string>((ok) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString('utf8')))
      req.on('end', () => ok(body))
    })

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = await read(req)
    if (url.pathname.startsWith('/v72/')) {
      if (req.headers['x-api-key'] !== STAND_IN_API_KEY)
        return adyenError(res, 401, '000', 'HTTP Status Response - Unauthorized')
      if (next === 'timeout') return // never answers: the shop's timeout must fire
      if (next === 'error') return adyenError(res, 500, '905', 'Payment details are not supported')
    }
    if (req.method === 'POST' && url.pathname === '/v72/sessions') {
      const request = JSON.parse(body) as SessionRequest
      sessionRequests.push({ body: request, headers: req.headers })
      const missing = ['merchantAccount', 'amount', 'reference', 'returnUrl'].filter(
        (k) => (request as unknown as Record<string, unknown>)[k] === undefined,
      )
      if (missing.length) return adyenError(res, 422, '702', `Required field missing: ${missing.join(', ')}`)
      if (!Number.isInteger(request.amount.value) || !/^[A-Z]{3}$/.test(request.amount.currency))
        return adyenError(res, 422, '137', 'Invalid amount specified')
      // Line items, when sent (Klarna requires them), must add up to the amount.
      const items = request.lineItems ?? []
      const sum = items.reduce((s, l) => s + l.amountIncludingTax * l.quantity, 0)
      if (items.length && sum !== request.amount.value)
        return adyenError(res, 422, '126', `lineItems add up to ${sum}, not to the amount ${request.amount.value}`)
      if (request.allowedPaymentMethods.some((m) => m.startsWith('klarna')) && !items.length)
        return adyenError(res, 422, '000', 'Klarna requires lineItems')
      const id = `CS${randomBytes(10).toString('hex').toUpperCase()}`
      sessions.set(id, { id, request, status: 'active', pspReferences: [] })
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      // The documented response of POST /sessions (mode hosted): the request echoed, the session id, its data and url.
      return json(res, 201, {
        amount: request.amount,
        countryCode: request.countryCode,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        id,
        merchantAccount: request.merchantAccount,
        mode: 'hosted',
        reference: request.reference,
        returnUrl: request.returnUrl,
        shopperLocale: request.shopperLocale,
        allowedPaymentMethods: request.allowedPaymentMethods,
        sessionData: `Ab02b4c0!${randomBytes(24).toString('base64')}`,
        url: `${base}/checkoutshopper/pay/${id}`,
      })
    }
    const result = /^\/v72\/sessions\/([A-Z0-9]+)$/.exec(url.pathname)
    if (req.method === 'GET' && result) {
      const session = sessions.get(result[1]!)
      if (!session) return adyenError(res, 404, '000', 'Session not found')
      if (url.searchParams.get('sessionResult') !== `result-${session.id}`)
        return adyenError(res, 422, '14_030', 'Invalid sessionResult')
      return json(res, 200, { id: session.id, reference: session.request.reference, status: session.status })
    }
    const refund = /^\/v72\/payments\/([A-Z0-9]+)\/refunds$/.exec(url.pathname)
    if (req.method === 'POST' && refund) {
      const request = JSON.parse(body) as Record<string, unknown>
      refundRequests.push({
        pspReference: refund[1]!,
        body: request,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      })
      return json(res, 201, {
        merchantAccount: request.merchantAccount,
        paymentPspReference: refund[1],
        pspReference: psp(),
        reference: request.reference,
        status: 'received',
        amount: request.amount,
      })
    }
    const page = /^\/checkoutshopper\/pay\/([A-Z0-9]+)$/.exec(url.pathname)
    if (page) {
      const session = sessions.get(page[1]!)
      if (!session) return res.writeHead(404).end('no such session')
      if (req.method === 'GET') {
        const { amount, allowedPaymentMethods } = session.request
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><title>Adyen stand-in</title><h1>Pay ${amount.value} ${amount.currency}</h1>` +
              `<p data-methods="${allowedPaymentMethods.join(' ')}">${allowedPaymentMethods.join(', ')}</p>` +
              `<form method="post"><button name="choice" value="pay">Pay</button><button name="choice" value="refuse">Refuse</button></form></html>`,
          )
      }
      const choice = new URLSearchParams(body).get('choice')
      const success = choice === 'pay'
      session.status = success ? 'completed' : 'refused'
      const pspReference = psp()
      session.pspReferences.push(pspReference)
      const item = signItem({
        additionalData: {
          authCode: success ? '062138' : '',
          paymentMethodVariant: session.request.allowedPaymentMethods[0]!,
        },
        amount: session.request.amount,
        eventCode: 'AUTHORISATION',
        eventDate: new Date().toISOString(),
        merchantAccountCode: session.request.merchantAccount,
        merchantReference: session.request.reference,
        paymentMethod: session.request.allowedPaymentMethods[0],
        pspReference,
        reason: success ? '062138:1111:03/2030' : 'Refused',
        success: success ? 'true' : 'false',
        operations: success ? ['CANCEL', 'CAPTURE', 'REFUND'] : undefined,
      })
      outbox.push(item)
      const target = opts.webhookUrl?.()
      if (target)
        await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch([item]) })
      const back = new URL(session.request.returnUrl)
      back.searchParams.set('sessionId', session.id)
      back.searchParams.set('sessionResult', `result-${session.id}`)
      return res.writeHead(303, { location: back.toString() }).end()
    }
    res.writeHead(404).end()
  }
  // A failure of the stand-in itself (e.g. delivering the notification) answers 500 instead of crashing the test run.
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    sessions,
    sessionRequests,
    refundRequests,
    outbox,
    /** The next API calls fail: a 500 from Adyen, or no answer at all. */
    failWith(mode: 'ok' | 'error' | 'timeout') {
      next = mode
    },
    /** Env of a shop that uses this stand-in. */
    env: (extra: Record<string, string> = {}) => ({
      ADYEN_API_KEY: STAND_IN_API_KEY,
      ADYEN_HMAC_KEY: STAND_IN_HMAC_KEY,
      ADYEN_ENVIRONMENT: 'test',
      ADYEN_CHECKOUT_ENDPOINT: endpoint,
      ADYEN_TIMEOUT_MS: '1500',
      ...extra,
    }),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
export type AdyenStandIn = Awaited<ReturnType<typeof startAdyenStandIn>>
