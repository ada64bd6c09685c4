import type { Db } from '../../../db/client.js'

/**
 * Reads of the shared catalog kept between requests (decision 034). The catalog changes only through writes that
 * bump the tenant config's counter (migrations 0019/0020: ops catalog commands, the seed, a database copy), and every
 * such write moves the tenant registry to a new generation on every instance; a read kept under generation N is
 * therefore the database's answer for as long as N is current. Shopper-written data (reviews, carts) is never kept.
 *
 * One memo per database (a process can serve several in tests), emptied when the generation moves, bounded by entry
 * count (least recently used out first). Kept values are shared by every request: frozen outside production so that
 * a caller mutating one fails its tests instead of changing another shopper's page.
 */
const MAX_ENTRIES = 4000
const FREEZE = process.env.NODE_ENV !== 'production'

interface Memo {
  generation: number
  entries: Map<string, unknown>
}
const memos = new WeakMap<Db, Memo>()

/**
 * `read()`'s value under `key`, kept while the registry stays at `generation`. Without a generation (command line,
 * console preview, tests that call services directly) nothing is kept.
 */
export function keptRead<T>(db: Db, generation: number | undefined, key: string, read: () => T): T {
  if (generation === undefined) return read()
  let memo = memos.get(db)
  if (!memo || memo.generation !== generation) {
    memo = { generation, entries: new Map() }
    memos.set(db, memo)
  }
  const entries = memo.entries
  if (entries.has(key)) {
    const value = entries.get(key) as T
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    entries.delete(key)
    entries.set(key, value)
    return value
  }
  const value = read()
  if (FREEZE) deepFreeze(value)
  entries.set(key, value)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  return value
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
  // A kept promise is left as it is (async hooks tag promises, and a frozen one throws there): its value is frozen.
  if (value instanceof Promise) {
    value.then(deepFreeze, () => {})
    return
  }
  Object.freeze(value)
  for (const v of Object.values(value)) deepFreeze(v)
}
