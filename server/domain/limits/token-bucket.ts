/**
 * Token bucket (decision 025): a limit of `capacity` per `windowMs` that refills continuously, so there is no moment
 * at which every client's allowance resets at once (a fixed window lets a client spend twice the limit around its
 * edge). An empty bucket is refilled at capacity / windowMs per millisecond.
 */
export interface BucketRule {
  capacity: number
  windowMs: number
}

export interface BucketState {
  /** Tokens left at `at` (may be fractional). */
  tokens: number
  at: number
}

export type BucketVerdict =
  | {
      ok: true
      state: BucketState
      /** when the bucket is full again: the row may be forgotten after that */ fullAt: number
    }
  | { ok: false; retryAfterMs: number }

/** Tokens in the bucket at `now`: an unknown bucket is full. */
export function tokensAt(rule: BucketRule, state: BucketState | null, now: number): number {
  if (!state) return rule.capacity
  const elapsed = Math.max(0, now - state.at)
  return Math.min(rule.capacity, state.tokens + (elapsed * rule.capacity) / rule.windowMs)
}

/** Takes `cost` tokens if the bucket holds them; otherwise says how long until it does (never, for a cost above capacity: the window). */
export function takeTokens(rule: BucketRule, state: BucketState | null, now: number, cost = 1): BucketVerdict {
  const available = tokensAt(rule, state, now)
  if (cost > rule.capacity) return { ok: false, retryAfterMs: rule.windowMs }
  if (available < cost) {
    return { ok: false, retryAfterMs: Math.ceil(((cost - available) * rule.windowMs) / rule.capacity) }
  }
  const tokens = available - cost
  return {
    ok: true,
    state: { tokens, at: now },
    fullAt: now + Math.ceil(((rule.capacity - tokens) * rule.windowMs) / rule.capacity),
  }
}

/** Gives `cost` tokens back (an attempt that turned out not to count), never above capacity. */
export function refundTokens(rule: BucketRule, state: BucketState | null, now: number, cost = 1): BucketState {
  return { tokens: Math.min(rule.capacity, tokensAt(rule, state, now) + cost), at: now }
}
