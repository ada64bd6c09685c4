import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import * as cq from '../../../db/queries/console.js'
import { passwordProblem } from '../../domain/accounts/auth-rules.js'
import { isStaffRole, STAFF_ROLES_TEXT, type StaffRole } from '../../domain/console/staff-rules.js'
import { isValidEmail } from '../../domain/forms/validation.js'
import { hashPassword } from '../accounts/auth-service.js'
import { recordAudit, type Actor } from './audit.js'
import { normalizeStaffEmail } from './staff-auth.js'

/**
 * Staff accounts: created and changed by ops admins (ops CLI `staff ...`, or the console's staff page). Every
 * change is audited without a brand (visible to ops admins). A role or brand change ends the member's sessions
 * and preview grants, so it applies at once.
 */

export type StaffResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

export interface StaffLine {
  id: number
  email: string
  name: string
  role: string
  brands: string[]
  disabled: boolean
  hasPassword: boolean
}

const lineOf = async (db: Db, s: cq.StaffRow): Promise<StaffLine> => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: s.role,
  brands: await cq.brandsOfStaff(db, s.id),
  disabled: s.disabledAt !== null,
  hasPassword: s.passwordHash !== null,
})

export async function listStaffLines(db: Db): Promise<StaffLine[]> {
  return Promise.all((await cq.listStaff(db)).map((s) => lineOf(db, s)))
}

/** One account by id, or null. */
export async function staffLine(db: Db, id: number): Promise<StaffLine | null> {
  const row = await cq.findStaff(db, id)
  return row ? await lineOf(db, row) : null
}

function checkBrands(brands: readonly string[], known: readonly string[]): StaffResult<string[]> {
  const list = [...new Set(brands.map((b) => b.trim().toUpperCase()).filter(Boolean))].sort()
  const unknown = list.filter((b) => !known.includes(b))
  if (unknown.length)
    return { ok: false, field: 'brands', message: `unknown brand ${unknown.join(', ')} (brands: ${known.join(', ')})` }
  return { ok: true, value: list }
}

/** The password's hash, or why it is refused; hashed off the event loop (the console calls it too). */
async function checkPassword(password: string | null, email: string): Promise<StaffResult<string | null>> {
  if (password === null) return { ok: true, value: null }
  const problem = passwordProblem(password, email)
  return problem
    ? {
        ok: false,
        field: 'password',
        message: `password refused: ${problem.toLowerCase().replace(/_/g, ' ')} (at least 10 characters)`,
      }
    : { ok: true, value: await hashPassword(password) }
}

export async function createStaff(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: string; brands: readonly string[]; password: string | null },
  knownBrands: readonly string[],
  now: number,
): Promise<StaffResult<StaffLine>> {
  const email = normalizeStaffEmail(input.email)
  if (!isValidEmail(email)) return { ok: false, field: 'email', message: `not a valid email: ${input.email}` }
  const name = input.name.trim()
  if (name.length < 1 || name.length > 80)
    return { ok: false, field: 'name', message: 'a name of 1 to 80 characters is required' }
  if (!isStaffRole(input.role)) return { ok: false, field: 'role', message: `role must be ${STAFF_ROLES_TEXT}` }
  const brands = checkBrands(input.brands, knownBrands)
  if (!brands.ok) return brands
  if (await cq.findStaffByEmail(db, email))
    return { ok: false, field: 'email', message: `${email} already has a staff account` }
  const hash = await checkPassword(input.password, email)
  if (!hash.ok) return hash
  const create = transaction(db, async (tx) => {
    const id = await cq.insertStaff(tx, {
      email,
      name,
      passwordHash: hash.value,
      role: input.role,
      disabledAt: null,
      createdAt: now,
      updatedAt: now,
    })
    await cq.setStaffBrands(tx, id, brands.value)
    await recordAudit(
      tx,
      {
        actor,
        brandSlug: null,
        action: 'staff',
        summary: `created ${input.role} ${email}`,
        changes: [
          { path: `staff.${email}.role`, after: input.role },
          { path: `staff.${email}.brands`, after: brands.value },
        ],
      },
      now,
    )
    return id
  })
  let id: number
  try {
    id = await create
  } catch (error) {
    // The unique email holds when two admins create one account at once: the second is answered as the check above.
    if (isUniqueViolation(error)) return { ok: false, field: 'email', message: `${email} already has a staff account` }
    throw error
  }
  return { ok: true, value: (await staffLine(db, id))! }
}

async function findByEmail(db: Db, email: string): Promise<StaffResult<cq.StaffRow>> {
  const row = await cq.findStaffByEmail(db, normalizeStaffEmail(email))
  return row ? { ok: true, value: row } : { ok: false, field: 'email', message: `no staff account ${email}` }
}

export async function assignBrands(
  db: Db,
  actor: Actor,
  email: string,
  brands: readonly string[],
  knownBrands: readonly string[],
  now: number,
): Promise<StaffResult<{ before: string[]; after: string[] }>> {
  const row = await findByEmail(db, email)
  if (!row.ok) return row
  const list = checkBrands(brands, knownBrands)
  if (!list.ok) return list
  // Holding the member's row lock (as setRole and setDisabled do): the audit entry's `before` is what the change
  // replaced, and two assignments at once take turns instead of inserting into each other's rows.
  const before = await transaction(db, async (tx) => {
    await cq.lockStaff(tx, row.value.id)
    const before = await cq.brandsOfStaff(tx, row.value.id)
    await cq.setStaffBrands(tx, row.value.id, list.value)
    await cq.deleteSessionsOfStaff(tx, row.value.id)
    await recordAudit(
      tx,
      {
        actor,
        brandSlug: null,
        action: 'staff',
        summary: `brands of ${row.value.email}`,
        changes: [{ path: `staff.${row.value.email}.brands`, before, after: list.value }],
      },
      now,
    )
    return before
  })
  return { ok: true, value: { before, after: list.value } }
}

export async function setRole(
  db: Db,
  actor: Actor,
  email: string,
  role: string,
  now: number,
): Promise<StaffResult<{ before: string; after: StaffRole }>> {
  const row = await findByEmail(db, email)
  if (!row.ok) return row
  if (!isStaffRole(role)) return { ok: false, field: 'role', message: `role must be ${STAFF_ROLES_TEXT}` }
  const before = await transaction(db, async (tx) => {
    const before = ((await cq.lockStaff(tx, row.value.id)) ?? row.value).role
    await cq.updateStaff(tx, row.value.id, { role, updatedAt: now })
    await cq.deleteSessionsOfStaff(tx, row.value.id)
    await recordAudit(
      tx,
      {
        actor,
        brandSlug: null,
        action: 'staff',
        summary: `role of ${row.value.email}`,
        changes: [{ path: `staff.${row.value.email}.role`, before, after: role }],
      },
      now,
    )
    return before
  })
  return { ok: true, value: { before, after: role } }
}

export async function setStaffPassword(
  db: Db,
  actor: Actor,
  email: string,
  password: string,
  now: number,
): Promise<StaffResult<null>> {
  const row = await findByEmail(db, email)
  if (!row.ok) return row
  const hash = await checkPassword(password, row.value.email)
  if (!hash.ok) return hash
  await transaction(db, async (tx) => {
    await cq.updateStaff(tx, row.value.id, { passwordHash: hash.value, updatedAt: now })
    await cq.deleteSessionsOfStaff(tx, row.value.id)
    await recordAudit(
      tx,
      { actor, brandSlug: null, action: 'staff', summary: `password of ${row.value.email} set`, changes: [] },
      now,
    )
  })
  return { ok: true, value: null }
}

export async function setDisabled(
  db: Db,
  actor: Actor,
  email: string,
  disabled: boolean,
  now: number,
): Promise<StaffResult<null>> {
  const row = await findByEmail(db, email)
  if (!row.ok) return row
  if (actor.id === row.value.id && disabled)
    return { ok: false, field: 'email', message: 'you cannot disable your own account' }
  await transaction(db, async (tx) => {
    const current = (await cq.lockStaff(tx, row.value.id)) ?? row.value
    await cq.updateStaff(tx, row.value.id, { disabledAt: disabled ? now : null, updatedAt: now })
    if (disabled) await cq.deleteSessionsOfStaff(tx, row.value.id)
    await recordAudit(
      tx,
      {
        actor,
        brandSlug: null,
        action: 'staff',
        summary: `${disabled ? 'disabled' : 'enabled'} ${row.value.email}`,
        changes: [{ path: `staff.${row.value.email}.disabled`, before: current.disabledAt !== null, after: disabled }],
      },
      now,
    )
  })
  return { ok: true, value: null }
}
