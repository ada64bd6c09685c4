import { describe, expect, it } from 'vitest'
import { refundTokens, takeTokens, tokensAt } from './token-bucket.js'

const rule = { capacity: 3, windowMs: 60_000 }

describe('token bucket', () => {
  it('lets the capacity through at once, then refills gradually instead of resetting for everyone', () => {
    let state = null
    for (let i = 0; i < 3; i++) {
      const v = takeTokens(rule, state, 1_000)
      expect(v.ok).toBe(true)
      if (v.ok) state = v.state
    }
    expect(takeTokens(rule, state, 1_000)).toEqual({ ok: false, retryAfterMs: 20_000 })
    // A third of the window later one token is back, not three.
    expect(tokensAt(rule, state, 21_000)).toBeCloseTo(1)
    const again = takeTokens(rule, state, 21_000)
    expect(again.ok).toBe(true)
    if (again.ok) expect(takeTokens(rule, again.state, 21_000).ok).toBe(false)
  })

  it('takes costs (bytes), refuses a cost above the capacity, and says when the bucket is full again', () => {
    const bytes = { capacity: 200, windowMs: 3_600_000 }
    const v = takeTokens(bytes, null, 0, 150)
    expect(v).toEqual({ ok: true, state: { tokens: 50, at: 0 }, fullAt: 2_700_000 })
    expect(takeTokens(bytes, null, 0, 201)).toEqual({ ok: false, retryAfterMs: 3_600_000 })
  })

  it('gives refunded tokens back up to the capacity', () => {
    expect(refundTokens(rule, { tokens: 0, at: 0 }, 0)).toEqual({ tokens: 1, at: 0 })
    expect(refundTokens(rule, { tokens: 3, at: 0 }, 0, 5)).toEqual({ tokens: 3, at: 0 })
  })
})
