import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhook } from './webhook-signature.js'

const SECRET = 'whsec_test_3f9a'
const OLD_SECRET = 'whsec_test_old_77'
const BODY = '{"id":"evt_1","type":"payment.succeeded","data":{"order":"ab12","amountMinor":2495}}'
const T = 1_795_000_000

describe('signWebhook', () => {
  it('is t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<body>">', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex')
    expect(signWebhook(SECRET, BODY, T)).toBe(`t=${T},v1=${expected}`)
    expect(signWebhook(SECRET, BODY, T)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
  })
  it('depends on secret, body and timestamp', () => {
    const sig = signWebhook(SECRET, BODY, T)
    expect(signWebhook(OLD_SECRET, BODY, T)).not.toBe(sig)
    expect(signWebhook(SECRET, `${BODY} `, T)).not.toBe(sig)
    expect(signWebhook(SECRET, BODY, T + 1).split('v1=')[1]).not.toBe(sig.split('v1=')[1])
  })
})

describe('verifyWebhook', () => {
  const header = signWebhook(SECRET, BODY, T)

  it('accepts a fresh, correctly signed body and returns its timestamp', () => {
    expect(verifyWebhook([SECRET], BODY, header, T)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook([SECRET], BODY, header, T + 300)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook([SECRET], BODY, header, T - 300)).toEqual({ ok: true, timestamp: T })
  })

  it('treats a missing or empty header as missing', () => {
    expect(verifyWebhook([SECRET], BODY, undefined, T)).toEqual({ ok: false, error: 'MISSING_SIGNATURE' })
    expect(verifyWebhook([SECRET], BODY, '  ', T)).toEqual({ ok: false, error: 'MISSING_SIGNATURE' })
  })

  it.each([
    'garbage',
    `v1=${'a'.repeat(64)}`,
    `t=${T}`,
    `t=${T},v0=${'a'.repeat(64)}`,
    `t=abc,v1=${'a'.repeat(64)}`,
    `t=-5,v1=${'a'.repeat(64)}`,
    `t=${T},v1=${'a'.repeat(63)}`,
    `t=${T},v1=${'g'.repeat(64)}`,
    `t=${T},t=${T + 1},v1=${'a'.repeat(64)}`,
    `t=${T},v1=${'a'.repeat(64)},junk`,
  ])('refuses the malformed header %j', (h) => {
    expect(verifyWebhook([SECRET], BODY, h, T)).toEqual({ ok: false, error: 'MALFORMED_SIGNATURE' })
  })

  it('refuses a body altered by one byte', () => {
    const altered = BODY.replace('2495', '2494')
    expect(altered).not.toBe(BODY)
    expect(verifyWebhook([SECRET], altered, header, T)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
    expect(verifyWebhook([SECRET], `${BODY}\n`, header, T)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
  })

  it('refuses a wrong secret, a moved timestamp, and anything when no secret is configured', () => {
    expect(verifyWebhook(['whsec_other'], BODY, header, T)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
    expect(verifyWebhook([SECRET], BODY, header.replace(`t=${T}`, `t=${T + 1}`), T)).toEqual({
      ok: false,
      error: 'BAD_SIGNATURE',
    })
    expect(verifyWebhook([], BODY, header, T)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
  })

  it('never accepts an HMAC under an empty secret', () => {
    expect(verifyWebhook([''], BODY, signWebhook('', BODY, T), T)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
  })

  it('refuses a replay 301 s later, and a timestamp too far in the future', () => {
    expect(verifyWebhook([SECRET], BODY, header, T + 301)).toEqual({ ok: false, error: 'TIMESTAMP_OUT_OF_TOLERANCE' })
    expect(verifyWebhook([SECRET], BODY, header, T - 301)).toEqual({ ok: false, error: 'TIMESTAMP_OUT_OF_TOLERANCE' })
    expect(verifyWebhook([SECRET], BODY, header, T + 301, 600)).toEqual({ ok: true, timestamp: T })
  })

  it('reports a forgery as a bad signature even when its timestamp is also stale', () => {
    const forged = `t=${T},v1=${'0'.repeat(64)}`
    expect(verifyWebhook([SECRET], BODY, forged, T + 10_000)).toEqual({ ok: false, error: 'BAD_SIGNATURE' })
  })

  it('accepts several v1 entries and ignores other schemes', () => {
    const v1 = (s: string) => signWebhook(s, BODY, T).split(',')[1]!
    const both = `t=${T}, v1=${'f'.repeat(64)}, v0=legacy, ${v1(SECRET)}`
    expect(verifyWebhook([SECRET], BODY, both, T)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook([SECRET], BODY, `${v1(SECRET)},t=${T}`, T)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook([SECRET], BODY, `t=${T},${v1(SECRET).toUpperCase().replace('V1', 'v1')}`, T)).toEqual({
      ok: true,
      timestamp: T,
    })
  })

  it('accepts the old and the new secret during a rotation, and only those', () => {
    const secrets = [SECRET, OLD_SECRET]
    expect(verifyWebhook(secrets, BODY, signWebhook(OLD_SECRET, BODY, T), T)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook(secrets, BODY, signWebhook(SECRET, BODY, T), T)).toEqual({ ok: true, timestamp: T })
    expect(verifyWebhook([SECRET], BODY, signWebhook(OLD_SECRET, BODY, T), T)).toEqual({
      ok: false,
      error: 'BAD_SIGNATURE',
    })
    // A sender mid-rotation signs with both; we know only the new one.
    const dual = `${signWebhook(OLD_SECRET, BODY, T)},${signWebhook(SECRET, BODY, T).split(',')[1]}`
    expect(verifyWebhook([SECRET], BODY, dual, T)).toEqual({ ok: true, timestamp: T })
  })
})
