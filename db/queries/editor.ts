import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { articles, personalisedDesigns, printFileDownloads, savedDesigns, uploads } from '../schema/index.js'

export interface OwnerKey {
  owner: string
  brandSlug: string
}

export type UploadRow = typeof uploads.$inferSelect
export type PersonalisedDesignRow = typeof personalisedDesigns.$inferSelect

export function articlePrintRow(db: Db, id: number) {
  return db
    .select({
      id: articles.id,
      code: articles.code,
      kind: articles.kind,
      printWidthMm: articles.printWidthMm,
      printHeightMm: articles.printHeightMm,
      minDpi: articles.minDpi,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .get()
}

export function insertUpload(db: Db, row: typeof uploads.$inferInsert): void {
  db.insert(uploads).values(row).run()
}

/** An upload as its owner sees it; anyone else gets undefined (the same answer as for an unknown id). */
export function findOwnUpload(db: Db, key: OwnerKey, id: string): UploadRow | undefined {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
    .get()
}

export function ownUploads(db: Db, key: OwnerKey, ids: string[]): UploadRow[] {
  if (ids.length === 0) return []
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
    .all()
}

export function listOwnUploads(db: Db, key: OwnerKey, limit: number): UploadRow[] {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit)
    .all()
}

/** An image already stored under this content hash (same bytes, same files on disk), with its size. */
export function findStoredImage(db: Db, sha256: string) {
  return db
    .select({ storedAs: uploads.storedAs, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(eq(uploads.sha256, sha256))
    .get()
}

export function countUploadsSince(db: Db, key: OwnerKey, since: number): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(uploads)
    .where(and(eq(uploads.owner, key.owner), eq(uploads.brandSlug, key.brandSlug), gte(uploads.createdAt, since)))
    .get()
  return Number(row?.n ?? 0)
}

export function findDraft(db: Db, key: OwnerKey, articleId: number): PersonalisedDesignRow | undefined {
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
    .get()
}

export function upsertDraft(
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
): void {
  db.insert(personalisedDesigns)
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
    .run()
}

export function insertFinalDesign(db: Db, row: Omit<typeof personalisedDesigns.$inferInsert, 'status'>): void {
  db.insert(personalisedDesigns)
    .values({ ...row, status: 'final' })
    .run()
}

export function findOwnFinalDesign(db: Db, key: OwnerKey, id: string): PersonalisedDesignRow | undefined {
  return db
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
    .get()
}

export function findFinalDesign(db: Db, id: string): PersonalisedDesignRow | undefined {
  return db
    .select()
    .from(personalisedDesigns)
    .where(and(eq(personalisedDesigns.id, id), eq(personalisedDesigns.status, 'final')))
    .get()
}

/**
 * Sign-in: what the shop session made becomes the customer's (uploads, frozen designs, drafts). Where both have a
 * draft of the same article, the one edited last is kept.
 */
export function reassignOwner(db: Db, from: OwnerKey, to: string): void {
  db.transaction(() => {
    const same = (t: typeof uploads | typeof personalisedDesigns, owner: string) =>
      and(eq(t.owner, owner), eq(t.brandSlug, from.brandSlug))
    db.update(uploads).set({ owner: to }).where(same(uploads, from.owner)).run()
    db.update(personalisedDesigns)
      .set({ owner: to })
      .where(and(same(personalisedDesigns, from.owner), ne(personalisedDesigns.status, 'draft')))
      .run()
    for (const draft of db
      .select()
      .from(personalisedDesigns)
      .where(and(same(personalisedDesigns, from.owner), eq(personalisedDesigns.status, 'draft')))
      .all()) {
      const theirs = findDraft(db, { owner: to, brandSlug: from.brandSlug }, draft.articleId)
      if (theirs && theirs.updatedAt >= draft.updatedAt) {
        db.delete(personalisedDesigns).where(eq(personalisedDesigns.id, draft.id)).run()
        continue
      }
      if (theirs) db.delete(personalisedDesigns).where(eq(personalisedDesigns.id, theirs.id)).run()
      db.update(personalisedDesigns).set({ owner: to }).where(eq(personalisedDesigns.id, draft.id)).run()
    }
  })
}

export function insertSavedDesignRow(db: Db, row: typeof savedDesigns.$inferInsert): number {
  return db.insert(savedDesigns).values(row).returning({ id: savedDesigns.id }).get().id
}

export function updateSavedDesignRow(
  db: Db,
  customerId: number,
  id: number,
  patch: { name: string; state: unknown; designId: number | null; updatedAt: number },
): boolean {
  return (
    db
      .update(savedDesigns)
      .set(patch)
      .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
      .run().changes === 1
  )
}

export function findOwnSavedDesign(db: Db, customerId: number, id: number) {
  return db
    .select()
    .from(savedDesigns)
    .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
    .get()
}

export function recordPrintDownload(db: Db, orderLineId: number, actor: string, now: number): void {
  db.insert(printFileDownloads)
    .values({ orderLineId, actor, count: 1, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: printFileDownloads.orderLineId,
      set: { count: sql`${printFileDownloads.count} + 1`, lastAt: now, actor },
    })
    .run()
}

export function downloadedLineIds(db: Db, lineIds: number[]): Set<number> {
  if (lineIds.length === 0) return new Set()
  return new Set(
    db
      .select({ id: printFileDownloads.orderLineId })
      .from(printFileDownloads)
      .where(inArray(printFileDownloads.orderLineId, lineIds))
      .all()
      .map((r) => r.id),
  )
}
