import { rebuildSearchIndex } from '../catalog/search-index-rebuild.js'
import { recordPriceChanges } from '../catalog/price-history.js'
import { rebuildHelpSearchIndex } from '../help/help-search.js'

/**
 * The services a seed needs for the data it derives from its rows (db/seed/seed-derivations.ts): the seeding entry
 * points pass this to seedForMode, loadDemoCatalog and the help loaders, since db/seed may not import services.
 */
export const seedDerivations = { rebuildSearchIndex, rebuildHelpSearchIndex, recordPriceChanges }
