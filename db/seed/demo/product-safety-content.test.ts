import { expect, test } from 'vitest'
import { missingProductSafety, productSafetySchema } from '../../../server/domain/catalog/product-safety.js'
import { SHOP_LANGUAGES } from '../../../server/domain/vocabulary/shop-enums.js'
import { tenantFiles } from '../../../tenants/index.js'
import { articles } from './catalog-content.js'
import { productSafetySeeds } from './product-safety-content.js'

test('every demo brand has valid product-safety information for every demo article in every shop language', () => {
  expect(Object.keys(productSafetySeeds).sort()).toEqual(tenantFiles.map((t) => t.slug).sort())
  for (const [brand, seed] of Object.entries(productSafetySeeds)) {
    const parsed = productSafetySchema.safeParse(seed)
    expect(parsed.error?.issues ?? [], brand).toEqual([])
    expect(
      missingProductSafety(
        parsed.data!,
        articles.map((a) => a.code),
        SHOP_LANGUAGES,
      ),
      brand,
    ).toEqual([])
  }
})
