import { z } from 'zod'
import { verifyWebhook } from '../../domain/payments/webhook-signature.js'
import { TEST_PSP_COVERAGE } from '../../domain/payments/payment-methods.js'
import type { PaymentProvider, ProviderOutcome } from './provider.js'
import type { TestPsp } from './test-psp.js'

const webhookBody = z.object({
  id: z.string().regex(/^evt_[a-z2-7]{24}$/),
  type: z.literal('payment.updated'),
  payment: z.object({ id: z.string().min(1).max(60), status: z.enum(['succeeded', 'failed', 'pending', 'canceled']) }),
})

/** The shop's side of the built-in test PSP: the same shape a real PSP adapter has. */
export function testPspAdapter(
  psp: TestPsp,
  opts: { secrets: readonly string[]; clock?: () => number },
): PaymentProvider {
  const clock = opts.clock ?? Date.now
  return {
    ...TEST_PSP_COVERAGE,
    async start(input) {
      const p = await psp.createPayment({
        merchantReference: input.paymentId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        method: input.method,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
      })
      return { kind: 'redirect', url: p.hostedUrl, providerRef: p.id }
    },
    async lookup(providerRef) {
      const status = (await psp.getPayment(providerRef))?.status
      return status === undefined || status === 'open' ? null : { outcome: status as ProviderOutcome, apply: true }
    },
    parseWebhook(rawBody, headers) {
      const header = headers['psp-signature']
      const check = verifyWebhook(
        opts.secrets,
        rawBody,
        Array.isArray(header) ? header[0] : header,
        Math.floor(clock() / 1000),
      )
      if (!check.ok) return { ok: false, status: 401, message: `Webhook signature rejected: ${check.error}.` }
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return { ok: false, status: 400, message: 'Webhook body is not JSON.' }
      }
      const parsed = webhookBody.safeParse(json)
      if (!parsed.success) return { ok: false, status: 400, message: 'Webhook body has an unexpected shape.' }
      return {
        ok: true,
        event: { eventId: parsed.data.id, providerRef: parsed.data.payment.id, outcome: parsed.data.payment.status },
      }
    },
  }
}
