import { lockForTransaction, transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import {
  copyOrder,
  countRows,
  insertRows,
  orderTotalsByCurrency,
  readRowsPage,
  schemaTables,
  type CopyTable,
  type OrderTotals,
} from '../../../db/queries/db-copy.js'
import { notEmpty, type CopyTarget } from './db-copy-targets.js'

/**
 * `npm run ops -- db copy --to <url>` (issue 19): the shop's database into an empty one, e.g. to move a running SQLite
 * shop onto PostgreSQL. Engine-neutral: it reads and writes through drizzle's query builder only, and leaves the
 * engine's own parts to the CopyTarget (db-copy-targets.ts).
 *
 * - every table of the drizzle schema, in foreign-key order (db/queries/db-copy.ts copyOrder), so a new table is copied
 *   without a change here;
 * - the source in one read transaction: a consistent snapshot of a shop that keeps taking orders meanwhile;
 * - the target in one transaction: a copy that fails or does not verify leaves the target as it was;
 * - read in pages and written in batches, so a large shop is never held in memory at once;
 * - verified before the commit: rows per table and, per currency, the number of orders and the sum of their totals.
 */

/** Rows per insert statement (fewer for wide tables and for tables of file bytes). */
export const COPY_BATCH_ROWS = 500
/** Bound parameters per statement: under SQLite's 32766 and PostgreSQL's 65535. */
const MAX_PARAMETERS = 30_000
const BLOB_BATCH_ROWS = 25

export interface TableCount {
  table: string
  source: number
  target: number
}

export interface TotalsCheck {
  currency: string
  source: { orders: number; totalMinor: string }
  target: { orders: number; totalMinor: string }
}

export interface CopyReport {
  tables: TableCount[]
  totals: TotalsCheck[]
  rows: number
}

export type CopyResult =
  | { ok: true; report: CopyReport }
  /** The copy was rolled back; `report` when it got as far as comparing (mismatches), with what was compared. */
  | { ok: false; error: string; report?: CopyReport }

/** The batch size for a table: `batch` rows, fewer when its columns would pass the parameter limit. */
function batchRows(t: CopyTable, batch: number): number {
  return Math.max(
    1,
    Math.min(t.hasBlobs ? Math.min(batch, BLOB_BATCH_ROWS) : batch, Math.floor(MAX_PARAMETERS / t.columns)),
  )
}

/** Copies one table page by page; returns the rows copied. */
async function copyTable(source: Db, target: Db, t: CopyTable, batch: number): Promise<number> {
  const limit = batchRows(t, batch)
  let copied = 0
  for (let after: Record<string, unknown> | undefined; ;) {
    const rows = await readRowsPage(source, t, { after, offset: copied, limit })
    await insertRows(target, t, rows)
    copied += rows.length
    if (rows.length < limit) return copied
    after = rows.at(-1)
  }
}

function totalsChecks(source: OrderTotals[], target: OrderTotals[]): TotalsCheck[] {
  const currencies = [...new Set([...source, ...target].map((r) => r.currency))].sort()
  const none = { orders: 0, totalMinor: '0' }
  const pick = (rows: OrderTotals[], c: string) => {
    const r = rows.find((x) => x.currency === c)
    return r ? { orders: r.orders, totalMinor: r.totalMinor } : none
  }
  return currencies.map((currency) => ({ currency, source: pick(source, currency), target: pick(target, currency) }))
}

/** What does not match between source and target, one line each; empty when the copy verifies. */
export function mismatches(report: CopyReport): string[] {
  return [
    ...report.tables
      .filter((t) => t.source !== t.target)
      .map((t) => `table ${t.table}: ${t.source} rows in the source, ${t.target} in the target`),
    ...report.totals
      .filter((c) => c.source.orders !== c.target.orders || c.source.totalMinor !== c.target.totalMinor)
      .map(
        (c) =>
          `orders in ${c.currency}: ${c.source.orders} totalling ${c.source.totalMinor} in the source, ${c.target.orders} totalling ${c.target.totalMinor} in the target`,
      ),
  ]
}

class Refused extends Error {}

class VerifyFailed extends Error {
  constructor(readonly report: CopyReport) {
    super('the copy does not match its source')
  }
}

/**
 * Copies every table of `source` into the empty `target` and verifies it (see the module comment). Throws only for
 * what an operator cannot fix by the command line (a foreign-key cycle in the schema, a failing statement): the
 * caller reports it; the target's transaction has been rolled back by then.
 */
export async function copyDatabase(
  source: Db,
  target: CopyTarget,
  opts: { batchRows?: number } = {},
): Promise<CopyResult> {
  const batch = opts.batchRows ?? COPY_BATCH_ROWS
  const tables = copyOrder(schemaTables())
  try {
    // One read-only transaction on the source, so every read sees the same snapshot (and the shop keeps writing).
    const report = await transaction(
      source,
      async (src) =>
        transaction(target.db, async (tx) => {
          // In the transaction that writes: nothing can add rows to the target between this check and the copy.
          // Holding the copy's key lock: a second copy into the same database waits, then finds it not empty.
          await lockForTransaction(tx, 'db-copy')
          const nonEmpty = await target.firstNonEmptyTable(tx, tables)
          if (nonEmpty !== null) throw new Refused(notEmpty(target.label, nonEmpty))
          const counts: TableCount[] = []
          let rows = 0
          for (const t of tables) {
            const copied = await copyTable(src, tx, t, batch)
            rows += copied
            counts.push({ table: t.name, source: await countRows(src, t), target: -1 })
            if (copied !== counts.at(-1)!.source)
              throw new Error(
                `table ${t.name}: read ${copied} rows but counted ${counts.at(-1)!.source} in the snapshot`,
              )
          }
          await target.resetIdSequences(tx, tables)
          await target.rebuildDerivedData(tx)
          // Counted after everything ran, on the target's own transaction: what a commit would make visible.
          for (const [i, t] of tables.entries()) counts[i]!.target = await countRows(tx, t)
          const result: CopyReport = {
            tables: counts,
            totals: totalsChecks(await orderTotalsByCurrency(src), await orderTotalsByCurrency(tx)),
            rows,
          }
          if (mismatches(result).length) throw new VerifyFailed(result)
          return result
        }),
      { readOnly: true },
    )
    return { ok: true, report }
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.message }
    if (e instanceof VerifyFailed)
      return { ok: false, error: `the copy does not match its source; rolled back, nothing written`, report: e.report }
    throw e
  }
}
