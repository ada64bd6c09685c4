import { first, forUpdate, rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { isUniqueViolation } from '../errors.js'
import { transaction } from '../transaction.js'
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import type { personalisedDesigns, savedDesigns, uploads } from '../schema/index.js'

export interface OwnerKey {
  owner: string
  brandSlug: string
}

export type UploadRow = typeof uploads.$inferSelect
export type PersonalisedDesignRow = typeof personalisedDesigns.$inferSelect

/**
 * An article's kind with the print specification of one of its variants: `variantId`, or the article's default
 * (lowest position) when null or not one of its variants.
 */
export async function articlePrintRow(db: Db, id: number, variantId: number | null = null) {
  const { articles, articleVariants: v } = tablesOf(db)
  const rows = await db
    .select({
      id: articles.id,
      code: articles.code,
      kind: articles.kind,
      attributes: articles.attributes,
      variantId: v.id,
      options: v.options,
      printWidthMm: v.printWidthMm,
      printHeightMm: v.printHeightMm,
      bleedMm: v.bleedMm,
      minDpi: v.minDpi,
    })
    .from(articles)
    .innerJoin(v, eq(v.articleId, articles.id))
    .where(eq(articles.id, id))
    .orderBy(v.position, v.id)
  return rows.find((r) => r.variantId === variantId) ?? rows[0]
}

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<void> {
  const { uploads } = tablesOf(db)
  await db.insert(uploads).values(row)
}

/** An upload as its owner sees it; anyone else gets undefined (the same answer as for an unknown id). */
export async function findOwnUpload(db: Db, key: OwnerKey, id: string): Promise<UploadRow | undefined> {
  const { uploads } = tablesOf(db)
  return (
    await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
  )[0]
}

export async function ownUploads(db: Db, key: OwnerKey, ids: string[]): Promise<UploadRow[]> {
  const { uploads } = tablesOf(db)
  if (ids.length === 0) return []
  return await db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
}

export async function listOwnUploads(db: Db, key: OwnerKey, limit: number): Promise<UploadRow[]> {
  const { uploads } = tablesOf(db)
  return await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit)
}

/** An image already stored under this content hash (same bytes, same files on disk), with its size. */
export async function findStoredImage(db: Db, sha256: string) {
  const { uploads } = tablesOf(db)
  return (
    await db
      .select({ storedAs: uploads.storedAs, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(eq(uploads.sha256, sha256))
  )[0]
}

const draftQuery = (db: Db, key: OwnerKey, articleId: number) => {
  const { personalisedDesigns } = tablesOf(db)
  return db
    .select()
    .from(personalisedDesigns)
    .where(
      and(
        eq(personalisedDesigns.owner, key.owner),
        eq(personalisedDesigns.brandSlug, key.brandSlug),
        eq(personalisedDesigns.articleId, articleId),
        eq(personalisedDesigns.status, 'draft'),
      ),
    )
}

export async function findDraft(db: Db, key: OwnerKey, articleId: number): Promise<PersonalisedDesignRow | undefined> {
  return first(draftQuery(db, key, articleId))
}

/** The draft, locked until the transaction of `tx` ends (an editor save of it waits). */
async function lockDraft(tx: Db, key: OwnerKey, articleId: number): Promise<PersonalisedDesignRow | undefined> {
  return first(forUpdate(tx, draftQuery(tx, key, articleId)))
}

export async function upsertDraft(
  db: Db,
  row: {
    id: string
    owner: string
    brandSlug: string
    articleId: number
    designId: number | null
    document: unknown
    now: number
  },
): Promise<void> {
  const { personalisedDesigns } = tablesOf(db)
  await db
    .insert(personalisedDesigns)
    .values({
      id: row.id,
      owner: row.owner,
      brandSlug: row.brandSlug,
      articleId: row.articleId,
      designId: row.designId,
      status: 'draft',
      document: row.document,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: [personalisedDesigns.owner, personalisedDesigns.brandSlug, personalisedDesigns.articleId],
      targetWhere: sql`status = 'draft'`,
      set: { document: row.document, designId: row.designId, updatedAt: row.now },
    })
}

export async function insertFinalDesign(
  db: Db,
  row: Omit<typeof personalisedDesigns.$inferInsert, 'status'>,
): Promise<void> {
  const { personalisedDesigns } = tablesOf(db)
  await db.insert(personalisedDesigns).values({ ...row, status: 'final' })
}

export async function findOwnFinalDesign(
  db: Db,
  key: OwnerKey,
  id: string,
): Promise<PersonalisedDesignRow | undefined> {
  const { personalisedDesigns } = tablesOf(db)
  return (
    await db
      .select()
      .from(personalisedDesigns)
      .where(
        and(
          eq(personalisedDesigns.id, id),
          eq(personalisedDesigns.owner, key.owner),
          eq(personalisedDesigns.brandSlug, key.brandSlug),
          eq(personalisedDesigns.status, 'final'),
        ),
      )
  )[0]
}

/** The frozen documents of these designs (the cart tells a prints line by its document). */
export async function finalDesignDocuments(db: Db, ids: string[]): Promise<{ id: string; document: unknown }[]> {
  if (ids.length === 0) return []
  const { personalisedDesigns } = tablesOf(db)
  return db
    .select({ id: personalisedDesigns.id, document: personalisedDesigns.document })
    .from(personalisedDesigns)
    .where(and(inArray(personalisedDesigns.id, ids), eq(personalisedDesigns.status, 'final')))
}

export async function findFinalDesign(db: Db, id: string): Promise<PersonalisedDesignRow | undefined> {
  const { personalisedDesigns } = tablesOf(db)
  return (
    await db
      .select()
      .from(personalisedDesigns)
      .where(and(eq(personalisedDesigns.id, id), eq(personalisedDesigns.status, 'final')))
  )[0]
}

/**
 * Sign-in: what the shop session made becomes the customer's (uploads, frozen designs, drafts). Where both have a
 * draft of the same article, the one edited last is kept. The drafts compared are locked (an editor save at the same
 * moment waits, so the one kept is the one edited last); a customer's draft that appears meanwhile breaks the unique
 * one-draft key, and the hand-over runs again and compares with it (decision 038).
 */
export async function reassignOwner(db: Db, from: OwnerKey, to: string): Promise<void> {
  try {
    await reassign(db, from, to)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await reassign(db, from, to)
  }
}

async function reassign(db: Db, from: OwnerKey, to: string): Promise<void> {
  const { personalisedDesigns, uploads } = tablesOf(db)
  await transaction(db, async (tx) => {
    const same = (t: typeof uploads | typeof personalisedDesigns, owner: string) =>
      and(eq(t.owner, owner), eq(t.brandSlug, from.brandSlug))
    await tx.update(uploads).set({ owner: to }).where(same(uploads, from.owner))
    await tx
      .update(personalisedDesigns)
      .set({ owner: to })
      .where(and(same(personalisedDesigns, from.owner), ne(personalisedDesigns.status, 'draft')))
    const drafts = tx
      .select()
      .from(personalisedDesigns)
      .where(and(same(personalisedDesigns, from.owner), eq(personalisedDesigns.status, 'draft')))
    for (const draft of await forUpdate(tx, drafts)) {
      const theirs = await lockDraft(tx, { owner: to, brandSlug: from.brandSlug }, draft.articleId)
      if (theirs && theirs.updatedAt >= draft.updatedAt) {
        await tx.delete(personalisedDesigns).where(eq(personalisedDesigns.id, draft.id))
        continue
      }
      if (theirs) await tx.delete(personalisedDesigns).where(eq(personalisedDesigns.id, theirs.id))
      await tx.update(personalisedDesigns).set({ owner: to }).where(eq(personalisedDesigns.id, draft.id))
    }
  })
}

export async function insertSavedDesignRow(db: Db, row: typeof savedDesigns.$inferInsert): Promise<number> {
  const { savedDesigns } = tablesOf(db)
  return (await db.insert(savedDesigns).values(row).returning({ id: savedDesigns.id }))[0]!.id
}

export async function updateSavedDesignRow(
  db: Db,
  customerId: number,
  id: number,
  patch: { name: string; state: unknown; designId: number | null; updatedAt: number },
): Promise<boolean> {
  const { savedDesigns } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(savedDesigns)
        .set(patch)
        .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId))),
    ) === 1
  )
}

export async function findOwnSavedDesign(db: Db, customerId: number, id: number) {
  const { savedDesigns } = tablesOf(db)
  return (
    await db
      .select()
      .from(savedDesigns)
      .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
  )[0]
}

export async function recordPrintDownload(db: Db, orderLineId: number, actor: string, now: number): Promise<void> {
  const { printFileDownloads } = tablesOf(db)
  await db
    .insert(printFileDownloads)
    .values({ orderLineId, actor, count: 1, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: printFileDownloads.orderLineId,
      set: { count: sql`${printFileDownloads.count} + 1`, lastAt: now, actor },
    })
}

export async function downloadedLineIds(db: Db, lineIds: number[]): Promise<Set<number>> {
  const { printFileDownloads } = tablesOf(db)
  if (lineIds.length === 0) return new Set()
  return new Set(
    (
      await db
        .select({ id: printFileDownloads.orderLineId })
        .from(printFileDownloads)
        .where(inArray(printFileDownloads.orderLineId, lineIds))
    ).map((r) => r.id),
  )
}
