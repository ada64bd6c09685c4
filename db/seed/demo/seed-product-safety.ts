import type { Db } from '../../client.js'
import { readProductSafety, saveArticleSafety } from '../../queries/product-safety.js'
import type { ProductSafety } from '../../../server/domain/catalog/product-safety.js'

/**
 * The demo brands' product-safety information (decision 058), for each brand of `seeds` that exists and has none yet
 * (demo mode only, every start, like the brand's pages). Returns the brands written.
 */
export async function seedProductSafetyIfEmpty(
  db: Db,
  seeds: Readonly<Record<string, ProductSafety>>,
  brandSlugs: readonly string[],
): Promise<string[]> {
  const written: string[] = []
  for (const brandSlug of brandSlugs) {
    const seed = seeds[brandSlug]
    if (!seed || Object.keys(await readProductSafety(db, brandSlug)).length > 0) continue
    for (const [articleCode, entry] of Object.entries(seed)) await saveArticleSafety(db, brandSlug, articleCode, entry)
    written.push(brandSlug)
  }
  return written
}
