import * as aq from '../../../db/queries/accounts.js'
import type { FieldErrors } from '../../domain/forms/form-feedback.js'
import type { ErasureOutcome } from '../../domain/privacy/erasure.js'
import { verifyPassword } from '../accounts/auth-service.js'
import type { DataSubject } from './customer-data.js'
import { eraseCustomer, type ErasureDeps } from './erase-customer.js'

export type ErasureRequestResult = ErasureOutcome | { status: 'invalid'; errors: FieldErrors }

/**
 * The customer's own erasure request from the account (decision 053). It is confirmed as the account's other
 * sensitive actions are: with the current password, or, for an account that signs in by email link only, by typing
 * the account's email address. Then `eraseCustomer` (which the ops command and the back office call directly).
 */
export async function requestErasure(
  deps: ErasureDeps,
  subject: DataSubject,
  input: Record<string, unknown>,
): Promise<ErasureRequestResult> {
  const customer = await aq.findCustomer(deps.db, subject.customerId)
  if (!customer || customer.brandSlug !== subject.brandSlug) return { status: 'not_found' }
  if (customer.passwordHash !== null) {
    if (typeof input.currentPassword !== 'string' || input.currentPassword === '')
      return { status: 'invalid', errors: { currentPassword: 'required' } }
    if (!(await verifyPassword(customer.passwordHash, input.currentPassword)))
      return { status: 'invalid', errors: { currentPassword: 'wrong' } }
  } else {
    const typed = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
    if (typed === '') return { status: 'invalid', errors: { email: 'required' } }
    if (typed !== customer.email) return { status: 'invalid', errors: { email: 'mismatch' } }
  }
  return eraseCustomer(deps, subject)
}
