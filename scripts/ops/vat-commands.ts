import { writeFileSync } from 'node:fs'
import { parseQuarter } from '../../server/domain/orders/oss-report.js'
import { ossCsv, ossRowsOf } from '../../server/services/orders/oss-report.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, type CommandGroup } from './command.js'

/** `vat oss-report --quarter 2026Q4 [--brand WPX-ES] [--out oss.csv]`: the One-Stop Shop figures as CSV (decision 055). */

const ossReportCommand = command({
  options: { quarter: 'string', brand: 'string', out: 'string' },
  async run(ctx, { values }) {
    const quarter = values.quarter === undefined ? null : parseQuarter(values.quarter)
    if (!quarter) return fail('--quarter takes a quarter like 2026Q4')
    if (values.brand !== undefined && !(await findBrand(ctx, values.brand))) return fail(`no brand ${values.brand}`)
    const csv = ossCsv(await ossRowsOf(ctx.db, quarter, values.brand))
    if (values.out === undefined) process.stdout.write(csv)
    else {
      writeFileSync(values.out, csv)
      console.error(`wrote the OSS figures of ${values.quarter} to ${values.out}`)
    }
    return 0
  },
})

export const vatCommands: CommandGroup = {
  actions: { 'oss-report': ossReportCommand },
  unknownAction: (action) => `unknown vat command ${action ?? ''} (oss-report)`,
}
