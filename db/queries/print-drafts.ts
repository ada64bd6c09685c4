import { and, eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import { first, forUpdate, rowsChanged } from '../rows.js'
import type { printDrafts } from '../schema/index.js'
import type { OwnerKey } from './editor.js'

export type PrintDraftRow = typeof printDrafts.$inferSelect

const draftOf = (db: Db, key: OwnerKey, articleId: number) => {
  const { printDrafts } = tablesOf(db)
  return and(
    eq(printDrafts.owner, key.owner),
    eq(printDrafts.brandSlug, key.brandSlug),
    eq(printDrafts.articleId, articleId),
  )
}

export async function findPrintDraft(db: Db, key: OwnerKey, articleId: number): Promise<PrintDraftRow | undefined> {
  const { printDrafts } = tablesOf(db)
  return first(
    db
      .select()
      .from(printDrafts)
      .where(draftOf(db, key, articleId)),
  )
}

/** The draft, locked until the transaction of `tx` ends (a change of it at the same time waits). */
export async function lockPrintDraft(tx: Db, key: OwnerKey, articleId: number): Promise<PrintDraftRow | undefined> {
  const { printDrafts } = tablesOf(tx)
  return first(
    forUpdate(
      tx,
      tx
        .select()
        .from(printDrafts)
        .where(draftOf(tx, key, articleId)),
    ),
  )
}

/**
 * Writes the next version of a draft, only if it is still at `version` (0: none yet). False when another change came
 * first: the caller reads it again rather than overwriting it.
 */
export async function writePrintDraft(
  tx: Db,
  key: OwnerKey,
  articleId: number,
  version: number,
  document: unknown,
  now: number,
): Promise<boolean> {
  const { printDrafts } = tablesOf(tx)
  if (version === 0) {
    const inserted = await tx
      .insert(printDrafts)
      .values({ ...key, articleId, document, version: 1, updatedAt: now })
      .onConflictDoNothing()
    return rowsChanged(inserted) === 1
  }
  const updated = await tx
    .update(printDrafts)
    .set({ document, version: version + 1, updatedAt: now })
    .where(and(draftOf(tx, key, articleId), eq(printDrafts.version, version)))
  return rowsChanged(updated) === 1
}

export async function markPrintDraftCarted(tx: Db, key: OwnerKey, articleId: number, version: number): Promise<void> {
  const { printDrafts } = tablesOf(tx)
  await tx
    .update(printDrafts)
    .set({ cartedVersion: version })
    .where(draftOf(tx, key, articleId))
}

/** Every prints draft of an owner in a brand (one per article), locked until the transaction of `tx` ends. */
export async function lockOwnerPrintDrafts(tx: Db, key: OwnerKey): Promise<PrintDraftRow[]> {
  const { printDrafts } = tablesOf(tx)
  return forUpdate(
    tx,
    tx
      .select()
      .from(printDrafts)
      .where(and(eq(printDrafts.owner, key.owner), eq(printDrafts.brandSlug, key.brandSlug))),
  )
}

/** Hands a draft row to another owner as it is (its version and the version added last go with it). */
export async function movePrintDraft(tx: Db, from: OwnerKey, articleId: number, toOwner: string): Promise<void> {
  const { printDrafts } = tablesOf(tx)
  await tx
    .update(printDrafts)
    .set({ owner: toOwner })
    .where(draftOf(tx, from, articleId))
}

export async function deletePrintDraft(tx: Db, key: OwnerKey, articleId: number): Promise<void> {
  const { printDrafts } = tablesOf(tx)
  await tx.delete(printDrafts).where(draftOf(tx, key, articleId))
}
