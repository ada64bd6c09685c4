import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  authSessions,
  authTokens,
  customerAddresses,
  customers,
  partnerSettings,
  savedDesigns,
} from '../schema/index.js'

export type CustomerRow = typeof customers.$inferSelect

export function findCustomerByEmail(db: Db, brandSlug: string, email: string) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.brandSlug, brandSlug), eq(customers.email, email)))
    .get()
}

export function findCustomer(db: Db, id: number) {
  return db.select().from(customers).where(eq(customers.id, id)).get()
}

export function insertCustomer(db: Db, row: typeof customers.$inferInsert): number {
  return db.insert(customers).values(row).returning({ id: customers.id }).get().id
}

export function updateCustomer(db: Db, id: number, patch: Partial<typeof customers.$inferInsert>): void {
  db.update(customers).set(patch).where(eq(customers.id, id)).run()
}

export function listCustomers(db: Db, brandSlug: string | null) {
  return db
    .select()
    .from(customers)
    .where(brandSlug ? eq(customers.brandSlug, brandSlug) : undefined)
    .orderBy(asc(customers.id))
    .all()
}

export function insertSession(db: Db, row: typeof authSessions.$inferInsert): void {
  db.insert(authSessions).values(row).run()
}

export function findSessionWithCustomer(db: Db, id: string) {
  return db
    .select({ session: authSessions, customer: customers })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(eq(authSessions.id, id))
    .get()
}

export function touchSession(db: Db, id: string, now: number): void {
  db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, id)).run()
}

export function deleteSession(db: Db, id: string): void {
  db.delete(authSessions).where(eq(authSessions.id, id)).run()
}

export function deleteSessionsOfCustomer(db: Db, customerId: number): void {
  db.delete(authSessions).where(eq(authSessions.customerId, customerId)).run()
}

export function insertToken(db: Db, row: typeof authTokens.$inferInsert): void {
  db.insert(authTokens).values(row).run()
}

/** Marks the token used if it is unused and unexpired; the single-use check and the use are one statement. */
export function consumeToken(db: Db, id: string, purpose: string, now: number): number | null {
  const row = db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.id, id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: authTokens.customerId })
    .get()
  return row?.customerId ?? null
}

export function findToken(db: Db, id: string) {
  return db.select().from(authTokens).where(eq(authTokens.id, id)).get()
}

export function addressesOf(db: Db, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.id))
    .all()
}

export function insertAddress(db: Db, row: typeof customerAddresses.$inferInsert): void {
  db.insert(customerAddresses).values(row).run()
}

export function deleteAddress(db: Db, customerId: number, id: number): boolean {
  return (
    db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
      .run().changes === 1
  )
}

export function insertSavedDesign(db: Db, row: typeof savedDesigns.$inferInsert): number {
  return db.insert(savedDesigns).values(row).returning({ id: savedDesigns.id }).get().id
}

export function partnerOf(db: Db, customerId: number) {
  return db.select().from(partnerSettings).where(eq(partnerSettings.customerId, customerId)).get()
}

export function upsertPartner(db: Db, row: typeof partnerSettings.$inferInsert): void {
  db.insert(partnerSettings)
    .values(row)
    .onConflictDoUpdate({ target: partnerSettings.customerId, set: { ...row } })
    .run()
}
