import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  auditLog,
  brandAssets,
  brandContent,
  consoleDrafts,
  consolePreviews,
  promotions,
  staffBrands,
  staffSessions,
  staffUsers,
} from '../schema/index.js'

export type StaffRow = typeof staffUsers.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect

// Staff accounts

export function findStaffByEmail(db: Db, email: string) {
  return db.select().from(staffUsers).where(eq(staffUsers.email, email)).get()
}

export function findStaff(db: Db, id: number) {
  return db.select().from(staffUsers).where(eq(staffUsers.id, id)).get()
}

export function listStaff(db: Db) {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.email)).all()
}

export function insertStaff(db: Db, row: typeof staffUsers.$inferInsert): number {
  return db.insert(staffUsers).values(row).returning({ id: staffUsers.id }).get().id
}

export function updateStaff(db: Db, id: number, patch: Partial<typeof staffUsers.$inferInsert>): void {
  db.update(staffUsers).set(patch).where(eq(staffUsers.id, id)).run()
}

export function brandsOfStaff(db: Db, staffId: number): string[] {
  return db
    .select({ b: staffBrands.brandSlug })
    .from(staffBrands)
    .where(eq(staffBrands.staffId, staffId))
    .orderBy(asc(staffBrands.brandSlug))
    .all()
    .map((r) => r.b)
}

export function setStaffBrands(db: Db, staffId: number, brands: readonly string[]): void {
  db.transaction((tx) => {
    tx.delete(staffBrands).where(eq(staffBrands.staffId, staffId)).run()
    for (const brandSlug of brands) tx.insert(staffBrands).values({ staffId, brandSlug }).run()
  })
}

// Sessions (SHA-256 of the cookie token)

export function insertStaffSession(db: Db, row: typeof staffSessions.$inferInsert): void {
  db.insert(staffSessions).values(row).run()
}

export function findStaffSession(db: Db, id: string) {
  return db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.id, id))
    .get()
}

export function touchStaffSession(db: Db, id: string, now: number): void {
  db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id)).run()
}

export function deleteStaffSession(db: Db, id: string): void {
  db.delete(staffSessions).where(eq(staffSessions.id, id)).run()
}

export function deleteSessionsOfStaff(db: Db, staffId: number): void {
  db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).run()
  db.delete(consolePreviews).where(eq(consolePreviews.staffId, staffId)).run()
}

// Drafts

export function findDraft(db: Db, staffId: number, brandSlug: string) {
  return db
    .select()
    .from(consoleDrafts)
    .where(and(eq(consoleDrafts.staffId, staffId), eq(consoleDrafts.brandSlug, brandSlug)))
    .get()
}

export function saveDraft(db: Db, row: typeof consoleDrafts.$inferInsert): void {
  db.insert(consoleDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [consoleDrafts.staffId, consoleDrafts.brandSlug],
      set: { changes: row.changes, updatedAt: row.updatedAt },
    })
    .run()
}

export function deleteDraft(db: Db, staffId: number, brandSlug: string): void {
  db.delete(consoleDrafts)
    .where(and(eq(consoleDrafts.staffId, staffId), eq(consoleDrafts.brandSlug, brandSlug)))
    .run()
}

export function draftsOfStaff(db: Db, staffId: number) {
  return db.select().from(consoleDrafts).where(eq(consoleDrafts.staffId, staffId)).all()
}

// Preview grants

export function insertPreview(db: Db, row: typeof consolePreviews.$inferInsert): void {
  db.insert(consolePreviews).values(row).run()
}

/**
 * Marks a link used if it is this brand's, unused and unexpired: the single-use check and the use are one
 * statement (a link opened on another brand's host stays unused).
 */
export function consumePreviewLink(db: Db, id: string, brandSlug: string, now: number) {
  return db
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
    .get()
}

export function findPreviewSession(db: Db, id: string) {
  return db
    .select()
    .from(consolePreviews)
    .where(and(eq(consolePreviews.id, id), eq(consolePreviews.kind, 'session')))
    .get()
}

export function deletePreview(db: Db, id: string): void {
  db.delete(consolePreviews).where(eq(consolePreviews.id, id)).run()
}

export function deleteExpiredPreviews(db: Db, now: number): void {
  db.delete(consolePreviews)
    .where(
      or(lt(consolePreviews.expiresAt, now), and(eq(consolePreviews.kind, 'link'), isNotNull(consolePreviews.usedAt))),
    )
    .run()
}

// Audit log

export function insertAudit(db: Db, row: typeof auditLog.$inferInsert): number {
  return db.insert(auditLog).values(row).returning({ id: auditLog.id }).get().id
}

export function findAudit(db: Db, id: number) {
  return db.select().from(auditLog).where(eq(auditLog.id, id)).get()
}

export function markRolledBack(db: Db, id: number, by: number): void {
  db.update(auditLog).set({ rolledBackBy: by }).where(eq(auditLog.id, id)).run()
}

/**
 * Newest first. `brands` limits to those brands (null: all, with staff entries only when `includeStaff`), `before`
 * pages back by id.
 */
export function listAudit(
  db: Db,
  filter: { brands: readonly string[] | null; includeStaff: boolean; limit: number; before?: number },
) {
  const scope: SQL | undefined =
    filter.brands === null
      ? filter.includeStaff
        ? undefined
        : isNotNull(auditLog.brandSlug)
      : filter.brands.length
        ? inArray(auditLog.brandSlug, [...filter.brands])
        : eq(auditLog.id, -1)
  const page = filter.before === undefined ? undefined : lt(auditLog.id, filter.before)
  return db.select().from(auditLog).where(and(scope, page)).orderBy(desc(auditLog.id)).limit(filter.limit).all()
}

// Published brand content and promotions

export function readBrandContentRow(db: Db, brandSlug: string): unknown {
  return db.select({ c: brandContent.content }).from(brandContent).where(eq(brandContent.brandSlug, brandSlug)).get()?.c
}

export function readAllBrandContent(db: Db): { brandSlug: string; content: unknown }[] {
  return db.select({ brandSlug: brandContent.brandSlug, content: brandContent.content }).from(brandContent).all()
}

export function saveBrandContentRow(db: Db, brandSlug: string, content: unknown, now: number): void {
  db.insert(brandContent)
    .values({ brandSlug, content, updatedAt: now })
    .onConflictDoUpdate({ target: brandContent.brandSlug, set: { content, updatedAt: now } })
    .run()
}

export function promotionsOfBrand(db: Db, brandSlug: string) {
  return db.select().from(promotions).where(eq(promotions.brandSlug, brandSlug)).orderBy(asc(promotions.code)).all()
}

export function replacePromotions(
  db: Db,
  brandSlug: string,
  rows: readonly Omit<typeof promotions.$inferInsert, 'brandSlug'>[],
): void {
  db.transaction((tx) => {
    tx.delete(promotions).where(eq(promotions.brandSlug, brandSlug)).run()
    for (const r of rows)
      tx.insert(promotions)
        .values({ ...r, brandSlug })
        .run()
  })
}

// Brand assets

export function insertBrandAsset(db: Db, row: typeof brandAssets.$inferInsert): void {
  db.insert(brandAssets).values(row).onConflictDoNothing().run()
}

export function findBrandAsset(db: Db, brandSlug: string, sha256: string) {
  return db
    .select()
    .from(brandAssets)
    .where(and(eq(brandAssets.brandSlug, brandSlug), eq(brandAssets.sha256, sha256)))
    .get()
}
