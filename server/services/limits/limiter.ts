import type { Db } from '../../../db/client.js'
import * as lq from '../../../db/queries/limits.js'
import { reserveAttempt } from '../../domain/limits/attempt-delay.js'
import type { LimitRules, RateLimitName } from '../../domain/limits/limit-rules.js'
import { refundTokens, takeTokens, tokensAt, type BucketState } from '../../domain/limits/token-bucket.js'

export type LimitVerdict = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Rate limits shared by every process through the database (decision 025). Callers name the rule and the keys of
 * who is asking (`a:<address>`, `c:<customer id>`, ...): a take succeeds only when every key's bucket has the tokens,
 * and then takes them from all of them at once, so a refusal counts nothing.
 */
export interface Limiter {
  readonly rules: LimitRules
  take(rule: RateLimitName, keys: readonly string[], cost?: number): Promise<LimitVerdict>
  /** Gives tokens back (the attempt turned out not to count, e.g. a form with mistakes). */
  refund(rule: RateLimitName, keys: readonly string[], cost?: number): Promise<void>
  /**
   * The session placed an order (decision 047): its upload budget is whole again, and what it uploaded is given
   * back to the address (and account) ceilings, so an address whose sessions order is not held by its past uploads.
   */
  renewUploadBudget(sessionKey: string, addressKeys: readonly string[]): Promise<void>
  /** Reserves one password attempt for this (account, address) key before the password is checked. */
  attempt(key: string): Promise<LimitVerdict>
  /** A successful sign-in: the key's attempts start again. */
  clearAttempts(key: string): Promise<void>
  /**
   * Reserves `bytes` of the storage quota of every key (address, account) before a file is stored: all or none,
   * false when one of them would pass `rules.storageBytes`. Give them back with `releaseStorage` on a refusal.
   */
  reserveStorage(keys: readonly string[], bytes: number): Promise<boolean>
  releaseStorage(keys: readonly string[], bytes: number): Promise<void>
}

/** Each session budget and the address ceiling its uploads also count against. */
const UPLOAD_BUDGET_PAIRS = [
  ['sessionUpload', 'upload'],
  ['sessionUploadBytes', 'uploadBytes'],
] as const satisfies readonly (readonly [RateLimitName, RateLimitName])[]

/** Rows past their expiry are deleted every this many writes, keeping the table as small as the active clients. */
const PRUNE_EVERY = 200

export function createLimiter(deps: { db: Db; now: () => number; rules: LimitRules }): Limiter {
  const { db, rules } = deps
  let writes = 0
  const prune = async (now: number) => {
    if (++writes % PRUNE_EVERY === 0) await lq.pruneLimits(db, now)
  }
  const rowKey = (rule: string, key: string) => `${rule}:${key}`
  const stateOf = (row: lq.LimitRow | undefined): BucketState | null => (row ? { tokens: row.value, at: row.at } : null)

  const refund = async (rule: RateLimitName, keys: readonly string[], cost = 1): Promise<void> => {
    const bucket = rules.buckets[rule]
    const now = deps.now()
    const names = [...new Set(keys)].map((k) => rowKey(rule, k))
    await lq.lockedLimits(db, names, async (tx) => {
      const rows = await lq.readLimits(tx, names)
      for (const name of names) {
        const s = refundTokens(bucket, stateOf(rows.get(name)), now, cost)
        const fullAt = now + Math.ceil(((bucket.capacity - s.tokens) * bucket.windowMs) / bucket.capacity)
        await lq.saveLimit(tx, { key: name, value: s.tokens, at: now, nextAt: null, expiresAt: fullAt })
      }
    })
  }

  return {
    rules,
    async take(rule, keys, cost = 1) {
      const bucket = rules.buckets[rule]
      const now = deps.now()
      const names = [...new Set(keys)].map((k) => rowKey(rule, k))
      const verdict = await lq.lockedLimits(db, names, async (tx): Promise<LimitVerdict> => {
        const rows = await lq.readLimits(tx, names)
        const next: lq.LimitRow[] = []
        for (const name of names) {
          const v = takeTokens(bucket, stateOf(rows.get(name)), now, cost)
          if (!v.ok) return v
          next.push({ key: name, value: v.state.tokens, at: now, nextAt: null, expiresAt: v.fullAt })
        }
        for (const row of next) await lq.saveLimit(tx, row)
        return { ok: true }
      })
      await prune(now)
      return verdict
    },
    refund,
    async renewUploadBudget(sessionKey, addressKeys) {
      const now = deps.now()
      for (const [sessionRule, addressRule] of UPLOAD_BUDGET_PAIRS) {
        const name = rowKey(sessionRule, sessionKey)
        const used = await lq.lockedLimits(db, [name], async (tx) => {
          const row = (await lq.readLimits(tx, [name])).get(name)
          if (!row) return 0
          await lq.deleteLimit(tx, name)
          const bucket = rules.buckets[sessionRule]
          return bucket.capacity - tokensAt(bucket, stateOf(row), now)
        })
        if (used > 0) await refund(addressRule, addressKeys, used)
      }
    },
    async attempt(key) {
      const now = deps.now()
      const name = rowKey('signIn', key)
      const verdict = await lq.lockedLimits(db, [name], async (tx): Promise<LimitVerdict> => {
        const row = (await lq.readLimits(tx, [name])).get(name)
        const v = reserveAttempt(
          rules.signIn,
          row ? { count: row.value, lastAt: row.at, nextAt: row.nextAt ?? row.at } : null,
          now,
        )
        if (!v.ok) return v
        await lq.saveLimit(tx, {
          key: name,
          value: v.state.count,
          at: now,
          nextAt: v.state.nextAt,
          expiresAt: v.forgetAt,
        })
        return { ok: true }
      })
      await prune(now)
      return verdict
    },
    async clearAttempts(key) {
      await lq.deleteLimit(db, rowKey('signIn', key))
    },
    reserveStorage: (keys, bytes) => lq.reserveStorage(db, [...new Set(keys)], bytes, rules.storageBytes),
    async releaseStorage(keys, bytes) {
      await lq.releaseStorage(db, [...new Set(keys)], bytes)
    },
  }
}
