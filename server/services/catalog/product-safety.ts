import type { Db } from '../../../db/client.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import { readProductSafety } from '../../../db/queries/product-safety.js'
import { productSafetyFor, type ProductSafetyInfo } from '../../domain/catalog/product-safety.js'
import { keptRead } from './catalog-read-cache.js'

/**
 * An article's product-safety information on this storefront (decision 058): the brand's entries, kept per registry
 * generation (the product_safety triggers move it), or a previewed draft's; null when the brand names no manufacturer
 * for it (the page then shows no section).
 */
export async function productSafetyOf(
  db: Db,
  sf: Pick<Storefront, 'brandSlug' | 'language' | 'generation' | 'previewProductSafety'>,
  articleCode: string,
): Promise<ProductSafetyInfo | null> {
  const entries =
    sf.previewProductSafety ??
    (await keptRead(db, sf.generation, `product-safety|${sf.brandSlug}`, () => readProductSafety(db, sf.brandSlug)))
  return productSafetyFor(entries, articleCode, sf.language)
}
