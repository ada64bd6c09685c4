import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import {
  checkSession,
  hashToken,
  isTokenFormat,
  newToken,
  SESSION_ABSOLUTE_MS,
} from '../../domain/accounts/auth-rules.js'
import { isStaffRole, type StaffMember } from '../../domain/console/staff-rules.js'
import { verifyPassword } from '../accounts/auth-service.js'

/**
 * Staff sign-in for the marketer console, with the rules of customer sign-in (decision 009): random session
 * tokens stored as SHA-256, idle and absolute expiry, argon2id, one answer for every failure (the same argon2
 * work whether or not the account exists). Staff accounts are separate from shop customers.
 */

export interface StaffDeps {
  db: Db
  now: () => number
}

export const normalizeStaffEmail = (email: unknown) =>
  typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''

export async function staffMemberOf(db: Db, row: cq.StaffRow): Promise<StaffMember | null> {
  if (!isStaffRole(row.role) || row.disabledAt !== null) return null
  return { id: row.id, email: row.email, name: row.name, role: row.role, brands: await cq.brandsOfStaff(db, row.id) }
}

export interface StaffSession {
  token: string
  expiresAt: number
  staff: StaffMember
}

export async function signInStaff(
  deps: StaffDeps,
  email: unknown,
  password: unknown,
): Promise<{ ok: true; session: StaffSession } | { ok: false }> {
  const row = await cq.findStaffByEmail(deps.db, normalizeStaffEmail(email))
  const valid = await verifyPassword(row?.passwordHash, password)
  if (!row || !valid) return { ok: false }
  // The session is written holding the member's row, only while the password just verified is still the stored one
  // and the account still enabled: a password set or an account disabled at the same moment (which ends every
  // session) ends this one too or refuses it.
  const token = newToken()
  const now = deps.now()
  const expiresAt = now + SESSION_ABSOLUTE_MS
  const staff = await transaction(deps.db, async (tx) => {
    const current = await cq.lockStaff(tx, row.id)
    const staff = current?.passwordHash === row.passwordHash ? await staffMemberOf(tx, current) : null
    if (!staff) return null
    await cq.insertStaffSession(tx, {
      id: hashToken(token),
      staffId: staff.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    return staff
  })
  if (!staff) return { ok: false }
  return { ok: true, session: { token, expiresAt, staff } }
}

/** The signed-in staff member for a cookie token, or null (unknown, expired, idle, disabled). */
export async function validateStaffSession(
  deps: StaffDeps,
  token: unknown,
): Promise<{ staff: StaffMember; sessionId: string } | null> {
  if (!isTokenFormat(token)) return null
  const id = hashToken(token)
  const found = await cq.findStaffSession(deps.db, id)
  if (!found) return null
  const now = deps.now()
  const check = checkSession(found.session, now)
  const staff = check.ok ? await staffMemberOf(deps.db, found.staff) : null
  if (!check.ok || !staff) {
    await cq.deleteStaffSession(deps.db, id)
    return null
  }
  if (check.touch) await cq.touchStaffSession(deps.db, id, now)
  return { staff, sessionId: id }
}

export async function endStaffSession(deps: Pick<StaffDeps, 'db'>, token: unknown): Promise<void> {
  if (isTokenFormat(token)) await cq.deleteStaffSession(deps.db, hashToken(token))
}
