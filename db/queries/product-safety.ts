import { eq, and } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { ArticleSafety, ProductSafety } from '../../server/domain/catalog/product-safety.js'

/** Product-safety information per brand and article (db/schema/product-safety.ts; decision 058). */

/** The brand's entries by article code (and `*`), as the domain's ProductSafety holds them. */
export async function readProductSafety(db: Db, brandSlug: string): Promise<ProductSafety> {
  const { productSafety } = tablesOf(db)
  const rows = await db.select().from(productSafety).where(eq(productSafety.brandSlug, brandSlug))
  return Object.fromEntries(
    rows.map((r) => [
      r.articleCode,
      {
        ...(r.manufacturer ? { manufacturer: r.manufacturer } : {}),
        ...(r.responsiblePerson ? { responsiblePerson: r.responsiblePerson } : {}),
        warnings: r.warnings,
      } as ArticleSafety,
    ]),
  )
}

export async function saveArticleSafety(
  db: Db,
  brandSlug: string,
  articleCode: string,
  entry: ArticleSafety,
): Promise<void> {
  const { productSafety } = tablesOf(db)
  const values = {
    manufacturer: entry.manufacturer ?? null,
    responsiblePerson: entry.responsiblePerson ?? null,
    warnings: entry.warnings,
  }
  await db
    .insert(productSafety)
    .values({ brandSlug, articleCode, ...values })
    .onConflictDoUpdate({ target: [productSafety.brandSlug, productSafety.articleCode], set: values })
}

export async function deleteArticleSafety(db: Db, brandSlug: string, articleCode: string): Promise<void> {
  const { productSafety } = tablesOf(db)
  await db
    .delete(productSafety)
    .where(and(eq(productSafety.brandSlug, brandSlug), eq(productSafety.articleCode, articleCode)))
}
