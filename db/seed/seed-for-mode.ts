import { lockForTransaction, transaction } from '../transaction.js'
import type { Db } from '../client.js'
import { tenantFiles } from '../../tenants/index.js'
import type { ShopMode } from '../../server/domain/config/shop-mode.js'
import { seedTenantsIfEmpty } from './seed-tenants.js'
import { seedShopHelp } from './seed-help.js'
import type { SeedDerivations } from './seed-derivations.js'
import type { Seeded } from './seed-result.js'

/**
 * What a start writes into an empty database. Demo mode: the demo shop (db/seed/demo/, loaded only then). Live mode:
 * the tenants (from tenants/, into a database without brands) and the help centre only; never demo accounts, reviews,
 * promotion codes, pages or a catalogue (ops load real texts: docs/operations.md).
 */
export async function seedForMode(db: Db, mode: ShopMode, now: number, derive: SeedDerivations): Promise<Seeded> {
  // The demo data is imported on demand, so a live shop never loads it (issue 33; dependency-cruiser rule
  // demo-data-loaded-in-demo-mode-only).
  const demo = mode === 'demo' ? await import('./demo/seed-demo-shop.js') : null
  // One transaction holding the seed lock: instances started together on an empty database (docs/deploy.md) seed it
  // once; the others wait for it, then find it seeded. Apart, two of them inserted the same rows.
  return transaction(
    db,
    async (tx) => {
      await lockForTransaction(tx, 'seed', { waitAsLongAsItTakes: true })
      if (demo) return demo.seedDemoData(tx, now, derive)
      const brands = await seedTenantsIfEmpty(tx, tenantFiles)
      return { brands, catalog: false, accounts: 0, help: await seedShopHelp(tx, derive) }
    },
    // A start waits for another instance's first seed as long as it takes (a minute at most on SQLite).
    { waitMs: START_WAIT_MS },
  )
}

/** How long a start waits for another instance's migrations and first seed on SQLite. */
export const START_WAIT_MS = 60_000
