import type { Db } from '../../../db/client.js'
import { catalogueSearchTexts } from '../../../db/queries/search-texts.js'
import { lockForTransaction, transaction } from '../../../db/transaction.js'
import { clearSearchIndex, ensureSearchIndex, indexSearchDocuments } from './catalog-search.js'

/**
 * The search index is derived from the catalog tables; rebuilt after seeding and after catalog edits, in one
 * transaction that holds the index (two rebuilds at once take turns) and reads the catalogue inside it.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await ensureSearchIndex(db)
  await transaction(db, async (tx) => {
    await lockForTransaction(tx, 'search-index')
    await clearSearchIndex(tx)
    await indexSearchDocuments(tx, await catalogueSearchTexts(tx))
  })
}
