import { loadDemoCatalog } from '../../db/seed/demo/seed-demo-shop.js'
import { seedTenantsIfEmpty } from '../../db/seed/seed-tenants.js'
import { seedDerivations } from '../../server/services/ops/seed-derivations.js'
import { tenantFiles } from '../../tenants/index.js'
import { command, type CommandGroup } from './command.js'

/**
 * `demo load-catalog`: the demo catalogue (products, tags, designs, landing pages, banners, offers) for every brand,
 * into a shop that has no catalogue yet. Live mode never loads it by itself (docs/decisions/019); the demo shop's
 * made-up reviews and published promotion codes are never loaded this way. A database without brands gets the
 * tenants of tenants/ first, as at the shop's start.
 */
const loadCatalog = command({
  async run({ db, now }) {
    const brands = await seedTenantsIfEmpty(db, tenantFiles)
    if (brands) console.log(`seeded ${brands} brands from tenants/`)
    if (!(await loadDemoCatalog(db, now, seedDerivations))) {
      // The usual reason to run this is a brand added later: it needs its articles enabled, not a second catalogue.
      console.log(
        'the shop already has a catalogue: nothing loaded (a brand added since sells nothing until: npm run ops -- catalog enable-articles <BRAND> --all)',
      )
      return 0
    }
    console.log('loaded the demo catalogue (without demo reviews and promotion codes)')
    return 0
  },
})

export const demoCommands: CommandGroup = {
  actions: { 'load-catalog': loadCatalog },
  unknownAction: (action) => `unknown demo command ${action ?? '(none)'}; there is: demo load-catalog`,
}
