import { lockedRowWhere, prepared } from './prepared.js'
import { rowsChanged } from '../rows.js'
import { tablesOf } from '../client.js'
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import type {
  authSessions,
  authTokens,
  customerAddresses,
  customers,
  partnerSettings,
  savedDesigns,
} from '../schema/index.js'

export type CustomerRow = typeof customers.$inferSelect

export async function findCustomerByEmail(db: Db, brandSlug: string, email: string) {
  const { customers } = tablesOf(db)
  return (
    await db
      .select()
      .from(customers)
      .where(and(eq(customers.brandSlug, brandSlug), eq(customers.email, email)))
  )[0]
}

export async function findCustomer(db: Db, id: number) {
  const { customers } = tablesOf(db)
  return (await db.select().from(customers).where(eq(customers.id, id)))[0]
}

/**
 * The customer, locked until the transaction of `tx` ends (decision 038): what is checked against the account
 * (the password a sign-in verified, the number of saved addresses) holds until the write that depends on it.
 */
export async function lockCustomer(tx: Db, id: number): Promise<CustomerRow | undefined> {
  return lockedRowWhere(tx, 'customers', { id })
}

export async function insertCustomer(db: Db, row: typeof customers.$inferInsert): Promise<number> {
  const { customers } = tablesOf(db)
  return (await db.insert(customers).values(row).returning({ id: customers.id }))[0]!.id
}

export async function updateCustomer(db: Db, id: number, patch: Partial<typeof customers.$inferInsert>): Promise<void> {
  const { customers } = tablesOf(db)
  await db.update(customers).set(patch).where(eq(customers.id, id))
}

/** The email counts as confirmed from `now` unless it was already: the first confirmation's time is kept. */
export async function markEmailVerified(db: Db, id: number, now: number): Promise<void> {
  const { customers } = tablesOf(db)
  await db
    .update(customers)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(customers.id, id), isNull(customers.emailVerifiedAt)))
}

export async function listCustomers(db: Db, brandSlug: string | null) {
  const { customers } = tablesOf(db)
  return await db
    .select()
    .from(customers)
    .where(brandSlug ? eq(customers.brandSlug, brandSlug) : undefined)
    .orderBy(asc(customers.id))
}

export async function insertSession(db: Db, row: typeof authSessions.$inferInsert): Promise<void> {
  const { authSessions } = tablesOf(db)
  await db.insert(authSessions).values(row)
}

/** Asked on every request of a signed-in visitor (the header's name, their cart): prepared once. */
export async function findSessionWithCustomer(db: Db, id: string) {
  const { authSessions, customers } = tablesOf(db)
  const rows = await prepared(db, 'authSessions.withCustomer', () =>
    db
      .select({ session: authSessions, customer: customers })
      .from(authSessions)
      .innerJoin(customers, eq(customers.id, authSessions.customerId))
      .where(eq(authSessions.id, sql.placeholder('id')))
      .prepare(),
  ).execute({ id })
  return rows[0]
}

export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  const { authSessions } = tablesOf(db)
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, id))
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  const { authSessions } = tablesOf(db)
  await db.delete(authSessions).where(eq(authSessions.id, id))
}

export async function deleteSessionsOfCustomer(db: Db, customerId: number): Promise<void> {
  const { authSessions } = tablesOf(db)
  await db.delete(authSessions).where(eq(authSessions.customerId, customerId))
}

export async function insertToken(db: Db, row: typeof authTokens.$inferInsert): Promise<void> {
  const { authTokens } = tablesOf(db)
  await db.insert(authTokens).values(row)
}

/** Marks the token used if it is unused and unexpired; the single-use check and the use are one statement. */
export async function consumeToken(db: Db, id: string, purpose: string, now: number): Promise<number | null> {
  const { authTokens } = tablesOf(db)
  const row = (
    await db
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
  )[0]
  return row?.customerId ?? null
}

export async function findToken(db: Db, id: string) {
  const { authTokens } = tablesOf(db)
  return (await db.select().from(authTokens).where(eq(authTokens.id, id)))[0]
}

export async function addressesOf(db: Db, customerId: number) {
  const { customerAddresses } = tablesOf(db)
  return await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.id))
}

export async function insertAddress(db: Db, row: typeof customerAddresses.$inferInsert): Promise<void> {
  const { customerAddresses } = tablesOf(db)
  await db.insert(customerAddresses).values(row)
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const { customerAddresses } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id))),
    ) === 1
  )
}

export async function insertSavedDesign(db: Db, row: typeof savedDesigns.$inferInsert): Promise<number> {
  const { savedDesigns } = tablesOf(db)
  return (await db.insert(savedDesigns).values(row).returning({ id: savedDesigns.id }))[0]!.id
}

export async function partnerOf(db: Db, customerId: number) {
  const { partnerSettings } = tablesOf(db)
  return (await db.select().from(partnerSettings).where(eq(partnerSettings.customerId, customerId)))[0]
}

/** The partner settings, locked until the transaction of `tx` ends (a payout form keeps the stored IBAN it read). */
export async function lockPartner(tx: Db, customerId: number) {
  return lockedRowWhere(tx, 'partnerSettings', { customerId })
}

export async function upsertPartner(db: Db, row: typeof partnerSettings.$inferInsert): Promise<void> {
  const { partnerSettings } = tablesOf(db)
  await db
    .insert(partnerSettings)
    .values(row)
    .onConflictDoUpdate({ target: partnerSettings.customerId, set: { ...row } })
}
