import { transaction } from '../../../db/transaction.js'
import { request as httpRequest } from 'node:http'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import * as tq from '../../../db/queries/test-psp.js'
import { insertJob } from '../../../db/queries/jobs.js'
import { signWebhook } from '../../domain/payments/webhook-signature.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import type { JobHandler } from '../jobs/job-runner.js'

/**
 * A small payment service provider built into the shop for development, demos and tests. It behaves like an external
 * PSP: it keeps its own records, shows a hosted payment page where the shopper picks the result, and reports the
 * result with an HMAC-signed webhook that it retries with backoff until the shop answers 2xx. Deliveries are jobs
 * (decision 020): queued with the decision, run by whichever process claims them, once.
 */
export const TEST_PSP_CHOICES = ['succeeded', 'failed', 'pending', 'canceled'] as const
export type TestPspChoice = (typeof TEST_PSP_CHOICES)[number]

export const TEST_PSP_WEBHOOK_JOB = 'test-psp-webhook'

/** 2 s, 4 s, 8 s ... (at most 2 h each): about 2.3 h of tries, then the delivery is given up (a real PSP alerts). */
export const WEBHOOK_RETRY: RetryPolicy = { maxAttempts: 13, baseDelayMs: 2_000, maxDelayMs: 7_200_000 }

export interface TestPsp {
  createPayment(input: {
    merchantReference: string
    amountMinor: number
    currency: string
    method: string
    returnUrl: string
    webhookUrl: string
  }): Promise<{ id: string; hostedUrl: string }>
  getPayment(id: string): Promise<tq.TestPspPaymentRow | undefined>
  decide(
    id: string,
    choice: TestPspChoice,
  ): Promise<{ ok: true; returnUrl: string } | { ok: false; error: 'UNKNOWN_PAYMENT' | 'ALREADY_FINAL' }>
  /** The job that sends one webhook delivery (by event id) and records the shop's answer. */
  webhookJob: JobHandler
  /** The port this process listens on, so webhooks to *.localhost hosts reach it without DNS. */
  setLoopbackPort(port: number): void
}

const newId = (prefix: string) =>
  `${prefix}_${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)))}`

export function createTestPsp(opts: { db: Db; secret: string; clock?: () => number }): TestPsp {
  const { db } = opts
  const clock = opts.clock ?? Date.now
  let loopbackPort: number | undefined

  function post(url: string, body: string, signature: string): Promise<number> {
    const target = new URL(url)
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: loopbackPort ? '127.0.0.1' : target.hostname,
          port: loopbackPort ?? target.port,
          path: target.pathname + target.search,
          method: 'POST',
          headers: {
            host: target.host,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'psp-signature': signature,
            'user-agent': 'test-psp/1',
          },
          timeout: 10_000,
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', reject)
      req.end(body)
    })
  }

  async function deliver(eventId: string): Promise<void> {
    const found = await tq.findTestPspDelivery(db, eventId)
    if (!found || found.d.deliveredAt !== null) return
    const { d, url } = found
    const attempts = d.attempts + 1
    let error: string | null = null
    try {
      const status = await post(url, d.payload, signWebhook(opts.secret, d.payload, Math.floor(clock() / 1000)))
      if (status < 200 || status >= 300) error = `HTTP ${status}`
    } catch (e) {
      error = (e as Error).message
    }
    if (error === null)
      return tq.updateTestPspDelivery(db, eventId, { attempts, deliveredAt: clock(), lastError: null })
    // The job runner logs the failure and schedules the next attempt; the PSP keeps its own record of it.
    await tq.updateTestPspDelivery(db, eventId, { attempts, lastError: error })
    throw new Error(`test PSP webhook ${eventId}: ${error}`)
  }

  return {
    async createPayment(input) {
      const id = newId('tpp')
      const now = clock()
      await tq.insertTestPspPayment(db, { id, ...input, status: 'open', createdAt: now, updatedAt: now })
      // The hosted page sits beside the shop's return page, under the same language prefix (`/fr/checkout/...` ->
      // `/fr/_test-psp/pay/...`), so a French shopper on a German-first site pays on a French page (issue 32 item 8).
      const ret = new URL(input.returnUrl)
      const prefix = /^(\/[a-z]{2})\/checkout\//.exec(ret.pathname)?.[1] ?? ''
      return { id, hostedUrl: `${ret.origin}${prefix}/_test-psp/pay/${id}` }
    },
    getPayment: (id) => tq.findTestPspPayment(db, id),
    decide(id, choice) {
      // Checked and decided holding the payment's row lock: of two choices at once (a double click, two tabs) the
      // second finds the payment final, so one webhook reports one outcome.
      return transaction(db, async (tx) => {
        const p = await tq.lockTestPspPayment(tx, id)
        if (!p) return { ok: false as const, error: 'UNKNOWN_PAYMENT' as const }
        if (p.status !== 'open' && p.status !== 'pending')
          return { ok: false as const, error: 'ALREADY_FINAL' as const }
        const now = clock()
        await tq.setTestPspPaymentStatus(tx, id, choice, now)
        const eventId = newId('evt')
        const payload = JSON.stringify({
          id: eventId,
          type: 'payment.updated',
          created: Math.floor(now / 1000),
          payment: {
            id,
            merchantReference: p.merchantReference,
            status: choice,
            amountMinor: p.amountMinor,
            currency: p.currency,
          },
        })
        await tq.insertTestPspDelivery(tx, { eventId, paymentId: id, payload, attempts: 0, nextAttemptAt: now })
        await insertJob(tx, { kind: TEST_PSP_WEBHOOK_JOB, ref: eventId, runAt: now, now })
        return { ok: true as const, returnUrl: p.returnUrl }
      })
    },
    // The post times out after 10 s.
    webhookJob: { kind: TEST_PSP_WEBHOOK_JOB, policy: WEBHOOK_RETRY, leaseMs: 60_000, run: deliver },
    setLoopbackPort(port) {
      loopbackPort = port
    },
  }
}

/** For the hosted page (pages/test-psp), which belongs to the PSP and reads its records directly. */
export async function findTestPspPayment(db: Db, id: string): Promise<tq.TestPspPaymentRow | undefined> {
  return tq.findTestPspPayment(db, id)
}
