/**
 * When a failed background job runs again (decision 020): exponential backoff with jitter, and a last attempt after
 * which the job is dead (kept for ops to look at and retry, never blocking the others).
 */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last one fails the job is dead. */
  maxAttempts: number
  /** Delay after the first failure; it doubles with every further failure ... */
  baseDelayMs: number
  /** ... up to this. */
  maxDelayMs: number
}

/**
 * Delay after the n-th failed attempt (n >= 1): min(max, base * 2^(n-1)) with "equal jitter": half of it fixed, the
 * other half scaled by `random` (0 <= random < 1), so a burst of failures (an SMTP outage) comes back spread out but
 * never sooner than half the schedule.
 */
export function retryDelayMs(policy: RetryPolicy, failedAttempts: number, random: number): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1))
  return Math.round(exp / 2 + (exp / 2) * Math.min(Math.max(random, 0), 1))
}

export type AfterFailure = { kind: 'retry'; at: number } | { kind: 'dead' }

/** What happens to a job whose `attempts`-th attempt (counted from 1) failed at `now`. */
export function afterFailedAttempt(policy: RetryPolicy, attempts: number, now: number, random: number): AfterFailure {
  if (attempts >= policy.maxAttempts) return { kind: 'dead' }
  return { kind: 'retry', at: now + retryDelayMs(policy, attempts, random) }
}

/** The schedule without jitter (every delay at its upper bound), for docs and ops output. */
export function retrySchedule(policy: RetryPolicy): number[] {
  return Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(policy, i + 1, 1))
}
