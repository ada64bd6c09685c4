import { asc, eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../../db/client.js'
import { first } from '../../db/rows.js'

/** The mug: sold by every brand, so every seeded storefront has designs on it. */
const MUG_ARTICLE_ID = 102

/** A catalog design printed on the mug, as a design page path; the stale slug redirects to the real one. */
export async function mugDesignPath(db: Db): Promise<string> {
  const { designs } = tablesOf(db)
  const design = await first(
    db
      .select({ id: designs.id })
      .from(designs)
      .where(eq(designs.articleId, MUG_ARTICLE_ID))
      .orderBy(asc(designs.id))
      .limit(1),
  )
  if (!design) throw new Error(`the seeded catalog has no design on the mug (article ${MUG_ARTICLE_ID})`)
  return `/design/x/${design.id}`
}
