import type { Db } from '../client.js'

/**
 * What a seed derives from the rows it wrote: the catalogue and help search indexes and the price history. Deriving
 * them is the services' work, and the seed imports no service (issue 33: the layers stay apart), so the seeding entry
 * point hands them in (server/services/ops/seed-derivations.ts). They run where the seed's own code called them
 * before, inside the seed's transaction and lock.
 */
export interface SeedDerivations {
  rebuildSearchIndex(db: Db): Promise<void>
  rebuildHelpSearchIndex(db: Db): Promise<unknown>
  recordPriceChanges(db: Db, at: number): Promise<unknown>
}
