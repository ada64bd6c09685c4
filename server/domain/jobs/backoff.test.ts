import { describe, expect, it } from 'vitest'
import { afterFailedAttempt, retryDelayMs, retrySchedule, type RetryPolicy } from './backoff.js'

const policy: RetryPolicy = { maxAttempts: 6, baseDelayMs: 1_000, maxDelayMs: 10_000 }

describe('retry backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect(retrySchedule(policy)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000])
  })

  it('jitters within the upper half of each step', () => {
    expect(retryDelayMs(policy, 3, 0)).toBe(2_000)
    expect(retryDelayMs(policy, 3, 0.5)).toBe(3_000)
    expect(retryDelayMs(policy, 3, 0.999999)).toBe(4_000)
    expect(retryDelayMs(policy, 40, 0)).toBe(5_000) // capped, no overflow
    for (let i = 0; i < 100; i++) {
      const d = retryDelayMs(policy, 2, Math.random())
      expect(d).toBeGreaterThanOrEqual(1_000)
      expect(d).toBeLessThanOrEqual(2_000)
    }
  })

  it('retries until the last attempt, then the job is dead', () => {
    expect(afterFailedAttempt(policy, 1, 50_000, 1)).toEqual({ kind: 'retry', at: 51_000 })
    expect(afterFailedAttempt(policy, 5, 50_000, 0)).toEqual({ kind: 'retry', at: 55_000 })
    expect(afterFailedAttempt(policy, 6, 50_000, 0)).toEqual({ kind: 'dead' })
    expect(afterFailedAttempt({ ...policy, maxAttempts: 1 }, 1, 0, 0)).toEqual({ kind: 'dead' })
  })
})
