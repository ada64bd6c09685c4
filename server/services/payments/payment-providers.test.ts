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
    expect(coverageOf(setup.providers)).toEqual(providerCoverage('demo'))
    expect([...setup.providers.keys()]).toEqual(['bank-transfer', 'test-psp'])
    expect(setup.testPsp).not.toBeNull()
  })

  it('live: no test PSP (and no secret for it); bank transfer only until a real PSP is configured', () => {
    const setup = createPaymentProviders({ mode: 'live', db, logger })
    expect(coverageOf(setup.providers)).toEqual(providerCoverage('live'))
    expect([...setup.providers.keys()]).toEqual(['bank-transfer'])
    expect(setup.testPsp).toBeNull()
  })

  it('demo mode cannot run the test PSP without its secret', () => {
    expect(() => createPaymentProviders({ mode: 'demo', db, logger })).toThrow(/test PSP secret/)
  })
})
