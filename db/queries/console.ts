import { lockedRowWhere } from './prepared.js'
import { tablesOf } from '../client.js'
import { transaction } from '../transaction.js'
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client.js'
import type {
  auditLog,
  brandAssets,
  consoleDrafts,
  consolePreviews,
  promotions,
  staffSessions,
  staffUsers,
} from '../schema/index.js'

export type StaffRow = typeof staffUsers.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect

// Staff accounts

export async function findStaffByEmail(db: Db, email: string) {
  const { staffUsers } = tablesOf(db)
  return (await db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]
}

export async function findStaff(db: Db, id: number) {
  const { staffUsers } = tablesOf(db)
  return (await db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]
}

/**
 * The staff member, locked until the transaction of `tx` ends (decision 038): a change of the account reads what it
 * replaces (for the audit entry) holding this, and a sign-in checks the password it verified against it.
 */
export async function lockStaff(tx: Db, id: number): Promise<StaffRow | undefined> {
  return lockedRowWhere(tx, 'staffUsers', { id })
}

export async function listStaff(db: Db) {
  const { staffUsers } = tablesOf(db)
  return await db.select().from(staffUsers).orderBy(asc(staffUsers.email))
}

export async function insertStaff(db: Db, row: typeof staffUsers.$inferInsert): Promise<number> {
  const { staffUsers } = tablesOf(db)
  return (await db.insert(staffUsers).values(row).returning({ id: staffUsers.id }))[0]!.id
}

export async function updateStaff(db: Db, id: number, patch: Partial<typeof staffUsers.$inferInsert>): Promise<void> {
  const { staffUsers } = tablesOf(db)
  await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id))
}

export async function brandsOfStaff(db: Db, staffId: number): Promise<string[]> {
  const { staffBrands } = tablesOf(db)
  return (
    await db
      .select({ b: staffBrands.brandSlug })
      .from(staffBrands)
      .where(eq(staffBrands.staffId, staffId))
      .orderBy(asc(staffBrands.brandSlug))
  ).map((r) => r.b)
}

export async function setStaffBrands(db: Db, staffId: number, brands: readonly string[]): Promise<void> {
  const { staffBrands } = tablesOf(db)
  await transaction(db, async (tx) => {
    await tx.delete(staffBrands).where(eq(staffBrands.staffId, staffId))
    for (const brandSlug of brands) await tx.insert(staffBrands).values({ staffId, brandSlug })
  })
}

// Sessions (SHA-256 of the cookie token)

export async function insertStaffSession(db: Db, row: typeof staffSessions.$inferInsert): Promise<void> {
  const { staffSessions } = tablesOf(db)
  await db.insert(staffSessions).values(row)
}

export async function findStaffSession(db: Db, id: string) {
  const { staffSessions, staffUsers } = tablesOf(db)
  return (
    await db
      .select({ session: staffSessions, staff: staffUsers })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
      .where(eq(staffSessions.id, id))
  )[0]
}

export async function touchStaffSession(db: Db, id: string, now: number): Promise<void> {
  const { staffSessions } = tablesOf(db)
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id))
}

export async function deleteStaffSession(db: Db, id: string): Promise<void> {
  const { staffSessions } = tablesOf(db)
  await db.delete(staffSessions).where(eq(staffSessions.id, id))
}

export async function deleteSessionsOfStaff(db: Db, staffId: number): Promise<void> {
  const { consolePreviews, staffSessions } = tablesOf(db)
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId))
  await db.delete(consolePreviews).where(eq(consolePreviews.staffId, staffId))
}

// Drafts

export async function findDraft(db: Db, staffId: number, brandSlug: string) {
  const { consoleDrafts } = tablesOf(db)
  return (
    await db
      .select()
      .from(consoleDrafts)
      .where(and(eq(consoleDrafts.staffId, staffId), eq(consoleDrafts.brandSlug, brandSlug)))
  )[0]
}

export async function saveDraft(db: Db, row: typeof consoleDrafts.$inferInsert): Promise<void> {
  const { consoleDrafts } = tablesOf(db)
  await db
    .insert(consoleDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [consoleDrafts.staffId, consoleDrafts.brandSlug],
      set: { changes: row.changes, updatedAt: row.updatedAt },
    })
}

export async function deleteDraft(db: Db, staffId: number, brandSlug: string): Promise<void> {
  const { consoleDrafts } = tablesOf(db)
  await db.delete(consoleDrafts).where(and(eq(consoleDrafts.staffId, staffId), eq(consoleDrafts.brandSlug, brandSlug)))
}

export async function draftsOfStaff(db: Db, staffId: number) {
  const { consoleDrafts } = tablesOf(db)
  return await db.select().from(consoleDrafts).where(eq(consoleDrafts.staffId, staffId))
}

// Preview grants

export async function insertPreview(db: Db, row: typeof consolePreviews.$inferInsert): Promise<void> {
  const { consolePreviews } = tablesOf(db)
  await db.insert(consolePreviews).values(row)
}

/**
 * Marks a link used if it is this brand's, unused and unexpired: the single-use check and the use are one
 * statement (a link opened on another brand's host stays unused).
 */
export async function consumePreviewLink(db: Db, id: string, brandSlug: string, now: number) {
  const { consolePreviews } = tablesOf(db)
  return (
    await db
      .update(consolePreviews)
      .set({ usedAt: now })
      .where(
        and(
          eq(consolePreviews.id, id),
          eq(consolePreviews.kind, 'link'),
          eq(consolePreviews.brandSlug, brandSlug),
          isNull(consolePreviews.usedAt),
          gt(consolePreviews.expiresAt, now),
        ),
      )
      .returning()
  )[0]
}

export async function findPreviewSession(db: Db, id: string) {
  const { consolePreviews } = tablesOf(db)
  return (
    await db
      .select()
      .from(consolePreviews)
      .where(and(eq(consolePreviews.id, id), eq(consolePreviews.kind, 'session')))
  )[0]
}

export async function deletePreview(db: Db, id: string): Promise<void> {
  const { consolePreviews } = tablesOf(db)
  await db.delete(consolePreviews).where(eq(consolePreviews.id, id))
}

export async function deleteExpiredPreviews(db: Db, now: number): Promise<void> {
  const { consolePreviews } = tablesOf(db)
  await db
    .delete(consolePreviews)
    .where(
      or(lt(consolePreviews.expiresAt, now), and(eq(consolePreviews.kind, 'link'), isNotNull(consolePreviews.usedAt))),
    )
}

// Audit log

export async function insertAudit(db: Db, row: typeof auditLog.$inferInsert): Promise<number> {
  const { auditLog } = tablesOf(db)
  return (await db.insert(auditLog).values(row).returning({ id: auditLog.id }))[0]!.id
}

export async function findAudit(db: Db, id: number) {
  const { auditLog } = tablesOf(db)
  return (await db.select().from(auditLog).where(eq(auditLog.id, id)))[0]
}

export async function markRolledBack(db: Db, id: number, by: number): Promise<void> {
  const { auditLog } = tablesOf(db)
  await db.update(auditLog).set({ rolledBackBy: by }).where(eq(auditLog.id, id))
}

/**
 * Newest first. `brands` limits to those brands (null: all, with staff entries only when `includeStaff`), `before`
 * pages back by id.
 */
export async function listAudit(
  db: Db,
  filter: { brands: readonly string[] | null; includeStaff: boolean; limit: number; before?: number },
) {
  const { auditLog } = tablesOf(db)
  const scope: SQL | undefined =
    filter.brands === null
      ? filter.includeStaff
        ? undefined
        : isNotNull(auditLog.brandSlug)
      : filter.brands.length
        ? inArray(auditLog.brandSlug, [...filter.brands])
        : eq(auditLog.id, -1)
  const page = filter.before === undefined ? undefined : lt(auditLog.id, filter.before)
  return await db.select().from(auditLog).where(and(scope, page)).orderBy(desc(auditLog.id)).limit(filter.limit)
}

// Published brand content and promotions

export async function readBrandContentRow(db: Db, brandSlug: string): Promise<unknown> {
  const { brandContent } = tablesOf(db)
  return (
    await db.select({ c: brandContent.content }).from(brandContent).where(eq(brandContent.brandSlug, brandSlug))
  )[0]?.c
}

export async function readAllBrandContent(db: Db): Promise<{ brandSlug: string; content: unknown }[]> {
  const { brandContent } = tablesOf(db)
  return await db.select({ brandSlug: brandContent.brandSlug, content: brandContent.content }).from(brandContent)
}

export async function saveBrandContentRow(db: Db, brandSlug: string, content: unknown, now: number): Promise<void> {
  const { brandContent } = tablesOf(db)
  await db
    .insert(brandContent)
    .values({ brandSlug, content, updatedAt: now })
    .onConflictDoUpdate({ target: brandContent.brandSlug, set: { content, updatedAt: now } })
}

/** The brand's codes; `batches: false` leaves out the single-use codes of ops' batches (the console's codes only). */
export async function promotionsOfBrand(db: Db, brandSlug: string, opts: { batches: boolean } = { batches: true }) {
  const { promotions } = tablesOf(db)
  return await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandSlug, brandSlug), opts.batches ? undefined : isNull(promotions.batchId)))
    .orderBy(asc(promotions.code))
}

/** Which of `codes` are codes of a batch of the brand (a console publish must never touch those). */
export async function batchCodesAmong(db: Db, brandSlug: string, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return []
  const { promotions } = tablesOf(db)
  const rows = await db
    .select({ code: promotions.code })
    .from(promotions)
    .where(
      and(eq(promotions.brandSlug, brandSlug), inArray(promotions.code, [...codes]), isNotNull(promotions.batchId)),
    )
  return rows.map((r) => r.code)
}

export interface BatchSummary {
  id: number
  prefix: string
  count: number
  /** Codes of the batch used by an order. */
  used: number
  note: string
  validFrom: number
  validTo: number
  createdAt: number
}

/** The brand's batches of single-use codes with how many of their codes were used, newest first. */
export async function batchSummaries(db: Db, brandSlug: string): Promise<BatchSummary[]> {
  const { promotionBatches: b, promotions: p } = tablesOf(db)
  const rows = await db
    .select({
      id: b.id,
      prefix: b.prefix,
      count: b.count,
      note: b.note,
      createdAt: b.createdAt,
      used: sql<number>`coalesce(sum(case when ${p.uses} > 0 then 1 else 0 end), 0)`,
      validFrom: sql<number>`min(${p.validFrom})`,
      validTo: sql<number>`max(${p.validTo})`,
    })
    .from(b)
    .innerJoin(p, and(eq(p.batchId, b.id), eq(p.brandSlug, b.brandSlug)))
    .where(eq(b.brandSlug, brandSlug))
    .groupBy(b.id, b.prefix, b.count, b.note, b.createdAt)
    .orderBy(desc(b.id))
  // PostgreSQL answers aggregates of bigint columns as strings.
  return rows.map((r) => ({ ...r, used: Number(r.used), validFrom: Number(r.validFrom), validTo: Number(r.validTo) }))
}

export async function replacePromotions(
  db: Db,
  brandSlug: string,
  rows: readonly Omit<typeof promotions.$inferInsert, 'brandSlug'>[],
): Promise<void> {
  const { promotions } = tablesOf(db)
  await transaction(db, async (tx) => {
    const kept = rows.map((r) => r.code)
    // Only the console's own codes: a batch's single-use codes (batch_id set) are never deleted or changed here.
    await tx
      .delete(promotions)
      .where(
        and(
          eq(promotions.brandSlug, brandSlug),
          isNull(promotions.batchId),
          kept.length ? notInArray(promotions.code, kept) : undefined,
        ),
      )
    // A code published again keeps the uses its orders took (its limit may change, its count does not restart).
    for (const { uses: _uses, batchId: _batchId, ...r } of rows)
      await tx
        .insert(promotions)
        .values({ ...r, brandSlug })
        .onConflictDoUpdate({
          target: [promotions.brandSlug, promotions.code],
          set: r,
          setWhere: isNull(promotions.batchId),
        })
  })
}

// Brand assets

export async function insertBrandAsset(db: Db, row: typeof brandAssets.$inferInsert): Promise<void> {
  const { brandAssets } = tablesOf(db)
  await db.insert(brandAssets).values(row).onConflictDoNothing()
}

export async function findBrandAsset(db: Db, brandSlug: string, sha256: string) {
  const { brandAssets } = tablesOf(db)
  return (
    await db
      .select()
      .from(brandAssets)
      .where(and(eq(brandAssets.brandSlug, brandSlug), eq(brandAssets.sha256, sha256)))
  )[0]
}
