import { copyDatabase, mismatches, type CopyReport } from '../../server/services/ops/db-copy.js'
import { CopyTargetError, openCopyTarget, type CopyTarget } from '../../server/services/ops/db-copy-targets.js'
import { command, fail, type CommandGroup } from './command.js'

/**
 * `db copy --to <url>`: the shop's database ($DATABASE_PATH, which may be serving meanwhile) into an empty database,
 * verified table by table and by the order totals (issue 19: the way onto PostgreSQL). See server/services/ops/db-copy.ts.
 */

function printReport(report: CopyReport): void {
  const width = Math.max(5, ...report.tables.map((t) => t.table.length))
  console.log(`${'table'.padEnd(width)}  ${'source'.padStart(9)}  ${'target'.padStart(9)}`)
  for (const t of report.tables)
    console.log(
      `${t.table.padEnd(width)}  ${String(t.source).padStart(9)}  ${String(t.target).padStart(9)}${t.source === t.target ? '' : '  MISMATCH'}`,
    )
  if (report.totals.length === 0) console.log('orders: none in the source, none in the target')
  for (const c of report.totals) {
    const same = c.source.orders === c.target.orders && c.source.totalMinor === c.target.totalMinor
    console.log(
      `orders in ${c.currency}: source ${c.source.orders} totalling ${c.source.totalMinor}, target ${c.target.orders} totalling ${c.target.totalMinor}${same ? '' : '  MISMATCH'}`,
    )
  }
}

const copy = command({
  options: { to: 'string' },
  async run(ctx, { values }) {
    if (values.to === undefined)
      return fail(
        '--to: name the empty target database, e.g. --to sqlite:/srv/shop/copy.db or --to postgres://user@host/shop',
      )
    let target: CopyTarget
    try {
      target = await openCopyTarget(values.to, ctx.env.DATABASE_PATH)
    } catch (e) {
      if (e instanceof CopyTargetError) return fail(e.message)
      throw e
    }
    const started = Date.now()
    let outcome: 'copied' | 'failed' = 'failed'
    try {
      const result = await copyDatabase(ctx.db, target)
      if (!result.ok) {
        if (result.report) {
          printReport(result.report)
          for (const line of mismatches(result.report)) console.error(`mismatch: ${line}`)
        }
        return fail(result.error)
      }
      outcome = 'copied'
      printReport(result.report)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(
        `ok: copied ${result.report.rows} rows of ${result.report.tables.length} tables from ${ctx.env.DATABASE_PATH} to ${target.label} in ${seconds} s; counts and order totals match`,
      )
      return 0
    } catch (e) {
      return fail(`copy to ${target.label} failed, rolled back, nothing written: ${(e as Error).message}`)
    } finally {
      await target.close(outcome)
    }
  },
})

export const dbCommands: CommandGroup = {
  actions: { copy },
  unknownAction: (action) => `unknown db command ${action ?? '(none)'}; there is: db copy --to <database url>`,
}
