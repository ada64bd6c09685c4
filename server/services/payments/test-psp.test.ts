import { describe, expect, test } from 'vitest'
import { openDb } from '../../../db/client.js'
import { createTestPsp } from './test-psp.js'

describe('the test PSP keeps the shopper’s language (issue 32 item 8)', () => {
  test('a French shopper on lu.wpx-es is sent to /fr/_test-psp/pay/..., a German one to /_test-psp/pay/...', async () => {
    const db = openDb(':memory:')
    const psp = createTestPsp({ db, secret: 'x'.repeat(32) })
    const payment = (ref: string, returnUrl: string) =>
      psp.createPayment({
        merchantReference: ref,
        amountMinor: 1295,
        currency: 'EUR',
        method: 'CARD',
        returnUrl,
        webhookUrl: 'http://lu.wpx-es.localhost/api/payments/test-psp/webhook',
      })
    const fr = await payment('pay_1', 'http://lu.wpx-es.localhost/fr/checkout/payment-return?payment=pay_1')
    expect(fr.hostedUrl).toBe(`http://lu.wpx-es.localhost/fr/_test-psp/pay/${fr.id}`)
    const de = await payment('pay_2', 'http://lu.wpx-es.localhost/checkout/payment-return?payment=pay_2')
    expect(de.hostedUrl).toBe(`http://lu.wpx-es.localhost/_test-psp/pay/${de.id}`)
  })
})
