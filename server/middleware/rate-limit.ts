/** Fixed-window counter per key; old windows are dropped so memory stays bounded by active keys. */
export function createRateLimiter(opts: { windowMs: number; max: number; now?: () => number }) {
  const now = opts.now ?? Date.now
  let windowStart = now()
  let counts = new Map<string, number>()
  const roll = () => {
    const t = now()
    if (t - windowStart >= opts.windowMs) {
      windowStart = t
      counts = new Map()
    }
  }
  return {
    /** Hits so far in this window, without counting one. */
    peek(key: string): number {
      roll()
      return counts.get(key) ?? 0
    },
    take(key: string): boolean {
      const t = now()
      if (t - windowStart >= opts.windowMs) {
        windowStart = t
        counts = new Map()
      }
      const n = (counts.get(key) ?? 0) + 1
      counts.set(key, n)
      return n <= opts.max
    },
  }
}
