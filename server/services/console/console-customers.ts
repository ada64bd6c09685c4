import type { Db } from '../../../db/client.js'
import * as ccq from '../../../db/queries/console-customers.js'
import { auditOfForm } from '../../../db/queries/console-orders.js'
import { transaction } from '../../../db/transaction.js'
import { loginOf } from '../../domain/accounts/auth-rules.js'
import { canManageStaff, canUseCustomers, visibleBrands, type StaffMember } from '../../domain/console/staff-rules.js'
import type { ErasureOutcome } from '../../domain/privacy/erasure.js'
import { eraseCustomer } from '../privacy/erase-customer.js'
import type { FileStorage } from '../storage/file-storage.js'
import { recordAudit } from './audit.js'

/**
 * The back office's customers (issue 30 item 3, decision 050): lookup, the customer page (orders, tickets,
 * addresses, saved designs, kind and permissions, sign-in blocks) and lifting a sign-in block. Brand scoping as for
 * orders: another brand's customer is the same undefined as none.
 */

export type { CustomerRow } from '../../../db/queries/console-customers.js'

/** A customer the member may see (`view`) or act on (`act`). */
export async function staffCustomer(
  db: Db,
  staff: StaffMember,
  id: string,
  use: 'view' | 'act',
): Promise<ccq.CustomerRow | undefined> {
  const n = /^\d{1,15}$/.test(id) ? Number(id) : 0
  const customer = n > 0 ? await ccq.findCustomer(db, n) : undefined
  return customer && canUseCustomers(staff, customer.brandSlug, use) ? customer : undefined
}

/** One page of the customers a member may see, newest first. */
export async function searchStaffCustomers(
  db: Db,
  staff: StaffMember,
  allBrands: readonly string[],
  filters: { text?: string; brandSlug?: string },
  page: { beforeId?: number; limit: number },
) {
  const brands = canManageStaff(staff) ? null : visibleBrands(staff, allBrands)
  return ccq.searchCustomers(db, { ...filters, ...page, brands })
}

export async function customerDetail(db: Db, customer: NonNullable<ccq.CustomerRow>, now: number) {
  const counters = await ccq.signInCounters(db, loginOf(customer.brandSlug, customer.email))
  return {
    customer,
    orders: await ccq.ordersOfCustomer(db, customer.id, 50),
    tickets: await ccq.ticketsOfCustomer(db, customer),
    addresses: await ccq.addressesOfCustomer(db, customer.id),
    designs: await ccq.savedDesignsOfCustomer(db, customer.id),
    signInBlocks: counters.map((c) => ({
      address: c.key.slice(c.key.indexOf('|') + 1),
      failures: c.count,
      lastAt: c.lastAt,
      blockedUntil: c.nextAt !== null && c.nextAt > now ? c.nextAt : null,
    })),
  }
}
export type CustomerDetail = Awaited<ReturnType<typeof customerDetail>>

export type LiftResult =
  { ok: true; repeated: boolean; lifted: number } | { ok: false; code: 'not_found' | 'forbidden'; message: string }

/**
 * Forgets the sign-in attempt counters of a customer's login (every client address), so the owner may sign in at
 * once; audited with the form's key, which a second submit finds ("done", nothing again). Lifting when nothing is
 * held is a no-op that is still recorded: staff asked for it.
 */
export async function liftSignInBlocks(
  db: Db,
  staff: StaffMember,
  id: string,
  formKey: string,
  now: number,
): Promise<LiftResult> {
  const seen = await staffCustomer(db, staff, id, 'view')
  if (!seen) return { ok: false, code: 'not_found', message: 'no such customer' }
  if (!canUseCustomers(staff, seen.brandSlug, 'act'))
    return { ok: false, code: 'forbidden', message: 'your role may not change customers' }
  return transaction(db, async (tx): Promise<LiftResult> => {
    if ((await auditOfForm(tx, seen.brandSlug, formKey, 'customer')) !== null)
      return { ok: true, repeated: true, lifted: 0 }
    const counters = await ccq.signInCounters(tx, loginOf(seen.brandSlug, seen.email))
    await ccq.deleteSignInCounters(
      tx,
      counters.map((c) => c.key),
    )
    const held = counters.filter((c) => c.nextAt !== null && c.nextAt > now).length
    await recordAudit(
      tx,
      {
        actor: { id: staff.id, email: staff.email },
        brandSlug: seen.brandSlug,
        action: 'customer',
        summary: `customer ${seen.id} ${seen.email}: lift sign-in blocks [form ${formKey}]`,
        changes: [
          { path: 'customer.signInCounters', before: counters.length, after: 0 },
          { path: 'customer.signInBlocked', before: held > 0, after: false },
        ],
      },
      now,
    )
    return { ok: true, repeated: false, lifted: counters.length }
  })
}

export type StaffErasureResult =
  | { ok: true; outcome: Extract<ErasureOutcome, { status: 'erased' }> }
  | { ok: false; code: 'not_found' | 'forbidden' | 'open_orders'; message: string; openOrders?: string[] }

/**
 * Erasure asked by staff (decision 053's operation, the same as the shopper's own): for operations and ops admins.
 * Audited after it happened, naming the account by id only (its email is what was erased). A second submit finds no
 * account: `not_found`, nothing changes.
 */
export async function eraseForStaff(
  deps: { db: Db; storage: FileStorage; now: () => number },
  staff: StaffMember,
  id: string,
): Promise<StaffErasureResult> {
  const seen = await staffCustomer(deps.db, staff, id, 'view')
  if (!seen) return { ok: false, code: 'not_found', message: 'no such customer' }
  if (!canUseCustomers(staff, seen.brandSlug, 'act'))
    return { ok: false, code: 'forbidden', message: 'your role may not change customers' }
  const outcome = await eraseCustomer(deps, { customerId: seen.id, brandSlug: seen.brandSlug })
  if (outcome.status === 'not_found') return { ok: false, code: 'not_found', message: 'no such customer' }
  if (outcome.status === 'open_orders')
    return { ok: false, code: 'open_orders', message: 'orders are open', openOrders: outcome.openOrders }
  await recordAudit(
    deps.db,
    {
      actor: { id: staff.id, email: staff.email },
      brandSlug: seen.brandSlug,
      action: 'customer',
      summary: `customer ${seen.id}: personal data erased (${outcome.orders} orders kept anonymised)`,
      changes: [{ path: 'customer.erased', before: false, after: true }],
    },
    deps.now(),
  )
  return { ok: true, outcome }
}

/** Records that a member downloaded a customer's data export (who, whose, when), before it is streamed. */
export async function auditDataExport(db: Db, staff: StaffMember, customer: NonNullable<ccq.CustomerRow>, now: number) {
  await recordAudit(
    db,
    {
      actor: { id: staff.id, email: staff.email },
      brandSlug: customer.brandSlug,
      action: 'customer',
      summary: `customer ${customer.id} ${customer.email}: data export downloaded`,
      changes: [],
    },
    now,
  )
}
