import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'
import { countAddresses } from '../../../db/queries/customer-area.js'
import { addressSchema, type Address } from '../../domain/checkout/checkout-details.js'
import { fieldErrorsOf, type FieldErrors } from '../../domain/forms/form-feedback.js'
import { calendarDateUtc, validateProfile } from '../../domain/accounts/profile-rules.js'
import { changePassword, type AuthDeps, type NewSession } from './auth-service.js'

export interface ProfileDeps {
  db: Db
  now: () => number
}

export type FormResult = { ok: true } | { ok: false; errors: FieldErrors }

/** A customer keeps at most this many saved addresses. */
export const MAX_ADDRESSES = 20

/** What the profile page shows: never the password hash or internal flags. */
export async function readProfile(db: Db, customerId: number) {
  const c = await aq.findCustomer(db, customerId)
  if (!c) return null
  return {
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    birthDate: c.birthDate,
    newsletter: c.newsletter,
    /** Sensitive actions are confirmed with the password, or by typing the email when there is none. */
    hasPassword: c.passwordHash !== null,
    addresses: (await aq.addressesOf(db, customerId)).map((a) => ({ id: a.id, address: a.address as Address })),
  }
}

/** Names, birth date (adult check on today's UTC date) and newsletter; all checked first, then one update. */
export async function updateProfile(
  deps: ProfileDeps,
  customerId: number,
  input: Record<string, unknown>,
): Promise<FormResult> {
  const now = deps.now()
  const checked = validateProfile(input, calendarDateUtc(now))
  if (!checked.ok) return checked
  await aq.updateCustomer(deps.db, customerId, { ...checked.value, updatedAt: now })
  return { ok: true }
}

/** A saved address, validated with the same rules as checkout step 2 for the site's country. */
export async function addAddress(
  deps: ProfileDeps,
  customerId: number,
  country: string,
  input: unknown,
): Promise<FormResult> {
  const parsed = addressSchema(country).safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) }
  // Count, then insert, holding the customer's row lock: two concurrent adds take turns, so they cannot both pass the
  // limit.
  const inserted = await transaction(deps.db, async (tx) => {
    await aq.lockCustomer(tx, customerId)
    if ((await countAddresses(tx, customerId)) >= MAX_ADDRESSES) return false
    await aq.insertAddress(tx, { customerId, address: parsed.data, createdAt: deps.now() })
    return true
  })
  return inserted ? { ok: true } : { ok: false, errors: { street: 'limit' } }
}

/** False when the address is not the customer's (or already gone). */
export async function removeAddress(deps: ProfileDeps, customerId: number, addressId: number): Promise<boolean> {
  return aq.deleteAddress(deps.db, customerId, addressId)
}

/** Current + new password; on success every other session ends and the caller sets the returned one. */
export async function changeAccountPassword(
  deps: AuthDeps,
  customerId: number,
  input: Record<string, unknown>,
): Promise<{ ok: true; session: NewSession } | { ok: false; errors: FieldErrors }> {
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '')
    return { ok: false, errors: { currentPassword: 'required' } }
  const result = await changePassword(deps, customerId, input.currentPassword, input.newPassword)
  if (result.ok) return result
  if (result.error === 'WRONG_PASSWORD') return { ok: false, errors: { currentPassword: 'wrong' } }
  return { ok: false, errors: { newPassword: 'weak' } }
}
