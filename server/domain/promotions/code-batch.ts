import { CURRENCIES } from '../vocabulary/shop-enums.js'

/**
 * Batches of single-use promotion codes (`npm run ops -- promo batch`): the options checked before anything is written,
 * and the codes themselves, `PREFIX-XXXXXXXX` from an alphabet a shopper cannot misread (no 0/O, no 1/I).
 */

/** 32 symbols: a random byte's low 5 bits pick one without bias. */
export const BATCH_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const RANDOM_PART = 8
/** A code is at most 32 characters (promotion-code.ts): prefix, dash and the random part. */
const MAX_PREFIX = 32 - 1 - RANDOM_PART
const MAX_COUNT = 10_000
export const DAY_MS = 86_400_000

export interface BatchSpec {
  brandSlug: string
  prefix: string
  count: number
  kind: 'PERCENT' | 'FIXED'
  /** Percent 1..100, or minor units for FIXED. */
  value: number
  currency: string | null
  minSubtotalMinor: number
  /** Epoch ms, inclusive at both ends: from the start of the first day to the end of the last (UTC), as the console. */
  validFrom: number
  validTo: number
  note: string
}

export type BatchOptions = Partial<
  Record<'brand' | 'prefix' | 'count' | 'percent' | 'amount' | 'currency' | 'min' | 'from' | 'to' | 'note', string>
>

/** One code of a batch: the prefix, a dash and 8 symbols picked by 8 random bytes. */
export function batchCode(prefix: string, random: Uint8Array): string {
  if (random.length < RANDOM_PART) throw new RangeError(`a batch code needs ${RANDOM_PART} random bytes`)
  let part = ''
  for (let i = 0; i < RANDOM_PART; i++) part += BATCH_CODE_ALPHABET[random[i]! & 31]
  return `${prefix}-${part}`
}

const wholeNumber = (v: string) => (/^\d{1,12}$/.test(v) ? Number(v) : Number.NaN)

/** A day `YYYY-MM-DD` that exists, as epoch ms at 00:00 UTC (NaN for anything else). */
export function dayMs(v: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return Number.NaN
  const ms = Date.parse(`${v}T00:00:00.000Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== v ? Number.NaN : ms
}

/**
 * The batch the options describe, or the first problem naming its option (the CLI prints it and writes nothing).
 * Exactly one of --percent and --amount; an amount needs --currency.
 */
export function parseBatchOptions(o: BatchOptions): { ok: true; value: BatchSpec } | { ok: false; error: string } {
  const bad = (error: string) => ({ ok: false as const, error })
  if (!o.brand) return bad('--brand: name a brand, e.g. WPX-ES')
  const prefix = (o.prefix ?? '').toUpperCase()
  if (!new RegExp(`^[A-Z0-9](?:[A-Z0-9-]{0,${MAX_PREFIX - 2}}[A-Z0-9])?$`).test(prefix))
    return bad(`--prefix: 1-${MAX_PREFIX} letters, digits or inner dashes, e.g. XMAS`)
  const count = wholeNumber(o.count ?? '')
  if (!(count >= 1 && count <= MAX_COUNT)) return bad(`--count: a whole number from 1 to ${MAX_COUNT}`)
  if ((o.percent === undefined) === (o.amount === undefined))
    return bad('--percent or --amount: give exactly one of them')
  const currency = o.currency === undefined ? null : o.currency.toUpperCase()
  if (currency !== null && !(CURRENCIES as readonly string[]).includes(currency))
    return bad(`--currency: one of ${CURRENCIES.join(', ')}`)
  let kind: BatchSpec['kind']
  let value: number
  if (o.percent !== undefined) {
    kind = 'PERCENT'
    value = wholeNumber(o.percent)
    if (!(value >= 1 && value <= 100)) return bad('--percent: a whole number from 1 to 100')
  } else {
    kind = 'FIXED'
    value = wholeNumber(o.amount!)
    if (!(value >= 1 && value <= 100_000_000)) return bad('--amount: a whole number of minor units, e.g. 500 = 5.00')
    if (currency === null) return bad('--currency: an amount needs its currency, e.g. --currency EUR')
  }
  const minSubtotalMinor = o.min === undefined ? 0 : wholeNumber(o.min)
  if (!(minSubtotalMinor >= 0 && minSubtotalMinor <= 100_000_000))
    return bad('--min: the minimum order in minor units, e.g. 2000 = 20.00')
  const from = dayMs(o.from ?? '')
  if (Number.isNaN(from)) return bad('--from: the first valid day as YYYY-MM-DD')
  const to = dayMs(o.to ?? '')
  if (Number.isNaN(to)) return bad('--to: the last valid day as YYYY-MM-DD')
  if (to < from) return bad('--to: the last valid day is before --from')
  const note = (o.note ?? '').trim()
  if (note.length > 200) return bad('--note: at most 200 characters')
  return {
    ok: true,
    value: {
      brandSlug: o.brand,
      prefix,
      count,
      kind,
      value,
      currency,
      minSubtotalMinor,
      validFrom: from,
      validTo: to + DAY_MS - 1,
      note,
    },
  }
}
