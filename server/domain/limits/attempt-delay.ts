/**
 * Progressive delays for password guesses (decision 025). Attempts are counted per (account, client address) and
 * reserved before the password hash is checked, so concurrent guesses cannot overtake the count. The first
 * `freeAttempts` go through at once; every further one must wait a delay that doubles from `baseDelayMs` up to
 * `maxDelayMs`. After `forgetAfterMs` without attempts the count starts again; a success clears it.
 */
export interface DelayRule {
  freeAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  forgetAfterMs: number
}

export interface AttemptState {
  /** Attempts reserved so far. */
  count: number
  /** The earliest time of the next attempt. */
  nextAt: number
  /** Time of the latest attempt. */
  lastAt: number
}

export type AttemptVerdict = { ok: true; state: AttemptState; forgetAt: number } | { ok: false; retryAfterMs: number }

/** Wait after the `count`-th attempt before the next one may start. */
export function delayAfter(rule: DelayRule, count: number): number {
  if (count < rule.freeAttempts) return 0
  const steps = Math.min(count - rule.freeAttempts, 30)
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** steps)
}

export function reserveAttempt(rule: DelayRule, state: AttemptState | null, now: number): AttemptVerdict {
  const current = state && now - state.lastAt < rule.forgetAfterMs ? state : null
  if (current && now < current.nextAt) return { ok: false, retryAfterMs: current.nextAt - now }
  const count = (current?.count ?? 0) + 1
  const nextAt = now + delayAfter(rule, count)
  return { ok: true, state: { count, nextAt, lastAt: now }, forgetAt: Math.max(nextAt, now + rule.forgetAfterMs) }
}
