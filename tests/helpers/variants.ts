import { eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../../db/client.js'

/** The id of the variant sold under `sku` (a test names variants by SKU; ids depend on seeding order). */
export async function variantIdOf(db: Db, sku: string): Promise<number> {
  const { articleVariants } = tablesOf(db)
  const [row] = await db.select({ id: articleVariants.id }).from(articleVariants).where(eq(articleVariants.sku, sku))
  return row!.id
}
