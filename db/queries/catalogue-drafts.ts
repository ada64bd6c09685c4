import { and, eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'

/** A catalogue manager's draft rows of one article (the console's catalogue section), per member and brand. */

const key = (db: Db, staffId: number, brandSlug: string, articleCode: string) => {
  const { catalogueDrafts: d } = tablesOf(db)
  return and(eq(d.staffId, staffId), eq(d.brandSlug, brandSlug), eq(d.articleCode, articleCode))
}

export async function findCatalogueDraft(db: Db, staffId: number, brandSlug: string, articleCode: string) {
  const { catalogueDrafts } = tablesOf(db)
  return (
    await db
      .select()
      .from(catalogueDrafts)
      .where(key(db, staffId, brandSlug, articleCode))
  )[0]
}

/** The member's drafts of one brand: article code and when saved. */
export async function catalogueDraftsOf(db: Db, staffId: number, brandSlug: string) {
  const { catalogueDrafts: d } = tablesOf(db)
  return await db
    .select({ articleCode: d.articleCode, updatedAt: d.updatedAt })
    .from(d)
    .where(and(eq(d.staffId, staffId), eq(d.brandSlug, brandSlug)))
}

export async function saveCatalogueDraft(
  db: Db,
  row: { staffId: number; brandSlug: string; articleCode: string; csv: string; updatedAt: number },
): Promise<void> {
  const { catalogueDrafts: d } = tablesOf(db)
  await db
    .insert(d)
    .values(row)
    .onConflictDoUpdate({
      target: [d.staffId, d.brandSlug, d.articleCode],
      set: { csv: row.csv, updatedAt: row.updatedAt },
    })
}

export async function deleteCatalogueDraft(
  db: Db,
  staffId: number,
  brandSlug: string,
  articleCode: string,
): Promise<boolean> {
  const { catalogueDrafts } = tablesOf(db)
  const gone = await db
    .delete(catalogueDrafts)
    .where(key(db, staffId, brandSlug, articleCode))
    .returning({ code: catalogueDrafts.articleCode })
  return gone.length > 0
}
