import { pageEventSummary } from '../../db/queries/analytics.js'
import { command, fail, type CommandGroup } from './command.js'

/**
 * `events summary`: page views of visitors who accepted analytics (crawlers and the health check excluded), per
 * brand for one UTC day: page views, distinct paths, top 5 paths.
 */

const summary = command({
  options: { day: 'string', brand: 'string' },
  async run({ db, now }, { values }) {
    const day = values.day ?? new Date(now).toISOString().slice(0, 10)
    const from = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN
    if (Number.isNaN(from) || new Date(from).toISOString().slice(0, 10) !== day)
      return fail('--day takes a date like 2026-11-23')
    const brands = await pageEventSummary(db, { from, to: from + 86_400_000, brandSlug: values.brand ?? null })
    if (brands.length === 0) console.log(`${day}: no page events${values.brand ? ` for ${values.brand}` : ''}`)
    for (const b of brands) {
      console.log(`${day}  ${b.brandSlug}  page views ${b.pageViews}  distinct paths ${b.distinctPaths}`)
      for (const p of b.topPaths) console.log(`  ${String(p.views).padStart(6)}  ${p.path}`)
    }
    return 0
  },
})

export const eventsCommands: CommandGroup = {
  actions: { summary },
  unknownAction: (action) => `unknown events command ${action ?? ''} (summary)`,
}
