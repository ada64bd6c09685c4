import { describe, expect, it } from 'vitest'
import { delayAfter, reserveAttempt, type AttemptState } from './attempt-delay.js'

const rule = { freeAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 900_000, forgetAfterMs: 3_600_000 }

describe('progressive sign-in delays', () => {
  it('lets five attempts through at once, then doubles the wait up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10, 40].map((n) => delayAfter(rule, n))).toEqual([
      0, 0, 30_000, 60_000, 120_000, 900_000, 900_000,
    ])
  })

  it('reserves attempts before the outcome: the sixth at the same moment is refused', () => {
    let state: AttemptState | null = null
    for (let i = 0; i < 5; i++) {
      const v = reserveAttempt(rule, state, 0)
      expect(v.ok).toBe(true)
      if (v.ok) state = v.state
    }
    expect(reserveAttempt(rule, state, 0)).toEqual({ ok: false, retryAfterMs: 30_000 })
    const later = reserveAttempt(rule, state, 30_000)
    expect(later.ok && later.state).toEqual({ count: 6, nextAt: 90_000, lastAt: 30_000 })
  })

  it('forgets old attempts after an hour without any', () => {
    const stale = { count: 9, nextAt: 100, lastAt: 0 }
    const v = reserveAttempt(rule, stale, 3_600_000)
    expect(v.ok && v.state.count).toBe(1)
  })
})
