import { describe, expect, it } from 'vitest'
import pino from 'pino'
import { openDb } from '../../../db/client.js'
import { createPaymentProviders, providerCoverage } from './payment-providers.js'

const db = openDb(':memory:')
const logger = pino({ level: 'silent' })
const coverageOf = (providers: ReturnType<typeof createPaymentProviders>['providers']) =>
  [...providers.values()].map((p) => ({ id: p.id, methods: p.methods }))

describe('the payment providers of each mode', () => {
  it('demo: bank transfer and the test PSP, which takes every online method', () => {
    const setup = createPaymentProviders({ mode: 'demo', db, logger, testPspSecret: 'x'.repeat(32) })
    expect(coverageOf(setup.providers)).toEqual(providerCoverage('demo', false))
    expect([...setup.providers.keys()]).toEqual(['bank-transfer', 'test-psp'])
    expect(setup.testPsp).not.toBeNull()
  })

  it('live: no test PSP (and no secret for it); bank transfer only until a real PSP is configured', () => {
    const setup = createPaymentProviders({ mode: 'live', db, logger })
    expect(coverageOf(setup.providers)).toEqual(providerCoverage('live', false))
    expect([...setup.providers.keys()]).toEqual(['bank-transfer'])
    expect(setup.testPsp).toBeNull()
  })

  it('live with Adyen configured: bank transfer and Adyen, which takes every online method', () => {
    const setup = createPaymentProviders({
      mode: 'live',
      db,
      logger,
      adyen: {
        env: { apiKey: 'test_key_0123456789', hmacKey: '00'.repeat(32), environment: 'test', timeoutMs: 5000 },
        merchantAccountFor: () => 'WallPixES_ECOM',
      },
    })
    expect(coverageOf(setup.providers)).toEqual(providerCoverage('live', true))
    expect([...setup.providers.keys()]).toEqual(['bank-transfer', 'adyen'])
    expect(setup.providers.get('adyen')!.methods).toContain('BLIK')
    expect(setup.providers.get('adyen')!.methods).not.toContain('SOFORT')
  })

  it('demo mode cannot run the test PSP without its secret', () => {
    expect(() => createPaymentProviders({ mode: 'demo', db, logger })).toThrow(/test PSP secret/)
  })
})
