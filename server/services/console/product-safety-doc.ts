import type { Db } from '../../../db/client.js'
import { deleteArticleSafety, saveArticleSafety } from '../../../db/queries/product-safety.js'
import * as catalogAdmin from '../../../db/queries/catalog-admin.js'
import { sameValue } from '../../domain/console/console-diff.js'
import type { ProductSafety } from '../../domain/catalog/product-safety.js'

/**
 * A publish of the console's `content.productSafety.<article>` (decision 058): writes the entries that differ from
 * `before` (both checked) and deletes the ones `after` leaves out, one row per article.
 */
export async function writeProductSafetyDoc(
  db: Db,
  brandSlug: string,
  before: ProductSafety,
  after: ProductSafety,
): Promise<void> {
  for (const article of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const now = after[article]
    if (now === undefined) await deleteArticleSafety(db, brandSlug, article)
    else if (!sameValue(before[article], now)) await saveArticleSafety(db, brandSlug, article, now)
  }
}

/** The articles the brand sells (codes), which the console's list shows with what each lacks. */
export function soldArticleCodes(db: Db, brandSlug: string): Promise<string[]> {
  return catalogAdmin.soldArticleCodes(db, brandSlug)
}
