import { auditEntries, showValue } from '../../server/services/console/audit.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, when } from './command.js'

/** `audit [--brand WPX-CZ] [--limit 20]`: publishes, rollbacks, review decisions and staff changes, with before/after. */
export const auditCommand = command({
  options: { brand: 'string', limit: 'string' },
  async run(ctx, { values }) {
    const brand = values.brand?.toUpperCase() ?? null
    if (brand && !(await findBrand(ctx, brand))) return fail(`no brand ${brand}`)
    if (values.limit !== undefined && !/^\d{1,4}$/.test(values.limit)) return fail('--limit takes a number')
    for (const e of await auditEntries(ctx.db, { brand, limit: Number(values.limit ?? 20) })) {
      const head = [`#${e.id}`, when(e.at), e.staffEmail, e.brandSlug ?? '(staff)', e.action, e.summary].join('  ')
      const extra = [
        e.rollbackOf !== null ? `rolls back #${e.rollbackOf}` : '',
        e.rolledBackBy !== null ? `rolled back by #${e.rolledBackBy}` : '',
      ]
        .filter(Boolean)
        .join(', ')
      console.log(extra ? `${head}  (${extra})` : head)
      for (const c of e.changes) console.log(`    ${c.path}: ${showValue(c.before)} -> ${showValue(c.after)}`)
    }
    return 0
  },
})
