import type { Db } from '../../../db/client.js'
import { transaction } from '../../../db/transaction.js'
import * as coq from '../../../db/queries/console-orders.js'
import * as oq from '../../../db/queries/orders.js'
import { refundsOfOrder } from '../../../db/queries/provider-payments.js'
import { canManageStaff, canUseOrders, visibleBrands, type StaffMember } from '../../domain/console/staff-rules.js'
import { ORDER_STATUS, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/orders/order-status.js'
import { isPublicId } from '../../domain/orders/public-id.js'
import type { PrintFileEntry } from '../editor/print-files.js'
import { moveOrder } from '../orders/move-order.js'
import { queueOrderMail, type OrderMailEvent, type OrderMailer } from '../orders/order-mail-queue.js'
import { markOrderPaid, type PaymentProviders } from '../orders/payments.js'
import { refundOrder } from '../orders/refund-order.js'
import { reprintOrder } from '../orders/reprint-order.js'
import type { ReprintLine, ReprintReason } from '../../domain/orders/reprint.js'
import { recordAudit } from './audit.js'
import type { Change } from '../../domain/console/console-diff.js'

/**
 * The back office's orders (issue 30, decision 048): search, the order page, and the staff actions, each through
 * the order services the ops CLI and the order API use. An action runs in one transaction holding the order's row
 * lock: the form's version is checked against the order (a stale form changes nothing), the service runs, and the
 * audit entry (who, what, before and after) is written, all or nothing. The form's one-time key, kept in the audit
 * entry, makes a second submit of the same form answer "done" without doing it again.
 */

export interface ConsoleOrderDeps {
  db: Db
  now: () => number
  /** Queues the shopper's mails (shipped with its tracking number, paid, refund...). */
  mail?: OrderMailer
  providers?: PaymentProviders
  /** The factory's print files of an order (the editor's list, as the order API serves it). */
  printFiles?: (order: oq.OrderRow) => Promise<PrintFileEntry[]>
  /** Wakes the job runner after an action queued a mail or a refund. */
  kick?: () => void
}

/** The mails a member may send again (the order's life mails; refunds have their own flow). */
export const RESENDABLE_MAILS = ['awaiting-transfer', 'paid', 'shipped', 'at-pickup-point', 'delivered'] as const
export type ResendableMail = (typeof RESENDABLE_MAILS)[number]

export type OrderAction =
  | { kind: 'move'; to: number; trackingNumber?: string; note?: string }
  | { kind: 'cancel'; note?: string }
  | { kind: 'mark-paid' }
  | { kind: 'refund'; reason: string; amountMinor?: number }
  | { kind: 'resend-mail'; mail: ResendableMail }
  | { kind: 'reprint'; reason: ReprintReason; note?: string; lines: ReprintLine[] }

export type ActionError =
  | 'not_found'
  | 'forbidden'
  | 'stale'
  | 'illegal_transition'
  | 'tracking_required'
  | 'bad_amount'
  | 'not_paid'
  | 'not_awaiting_payment'
  | 'canceled'
  | 'bad_lines'
  | 'invalid'

export type ActionResult = { ok: true; repeated: boolean } | { ok: false; code: ActionError; message: string }

/** An order the member may see (`view`) or act on (`act`); another brand's order is the same undefined as none. */
export async function staffOrder(
  db: Db,
  staff: StaffMember,
  publicId: string,
  use: 'view' | 'act',
): Promise<oq.OrderRow | undefined> {
  const order = isPublicId(publicId) ? await oq.findOrderByPublicId(db, publicId) : undefined
  return order && canUseOrders(staff, order.brandSlug, use) ? order : undefined
}

export type OrderFilters = Omit<coq.OrderSearch, 'brands' | 'limit' | 'beforeId'>
export type { OrderRow } from '../../../db/queries/orders.js'

/** One page of the orders a member may see (every brand for an ops admin, else their brands), newest first. */
export async function searchStaffOrders(
  db: Db,
  staff: StaffMember,
  allBrands: readonly string[],
  filters: OrderFilters,
  page: { beforeId?: number; limit: number },
): Promise<oq.OrderRow[]> {
  const brands = canManageStaff(staff) ? null : visibleBrands(staff, allBrands)
  return coq.searchOrders(db, { ...filters, ...page, brands })
}

/** What a form carries to be refused when stale: the order's updated-at and how many events it has. */
export async function orderVersion(db: Db, order: oq.OrderRow): Promise<string> {
  return `${order.updatedAt}.${await coq.orderEventCount(db, order.id)}`
}

export async function orderDetail(deps: ConsoleOrderDeps, order: oq.OrderRow) {
  const { db } = deps
  return {
    order,
    version: await orderVersion(db, order),
    lines: await oq.orderLineRows(db, order.id),
    printFiles: deps.printFiles ? await deps.printFiles(order) : [],
    payments: await oq.paymentsOfOrder(db, order.id),
    refunds: await refundsOfOrder(db, order.id),
    returns: await oq.returnsOfOrder(db, order.id),
    events: await oq.orderEventRows(db, order.id),
    mails: await coq.mailsOfOrder(db, order.id),
    reprintOf: order.reprintOf === null ? null : ((await oq.findOrderById(db, order.reprintOf))?.publicId ?? null),
    reprints: await oq.reprintsOfOrder(db, order.id),
    nextStatuses: ORDER_TRANSITIONS[order.status as OrderStatus] ?? [],
  }
}
export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>

/** What the audit entry shows before and after an action. */
async function snapshot(db: Db, order: oq.OrderRow) {
  const payments = await oq.paymentsOfOrder(db, order.id)
  const refunds = await refundsOfOrder(db, order.id)
  const returns = await oq.returnsOfOrder(db, order.id)
  return {
    status: order.status,
    trackingNumber: order.trackingNumber,
    shipmentState: order.shipmentState,
    paid: payments.some((p) => p.status === 'PAID'),
    refundedMinor:
      refunds.filter((r) => r.status !== 'FAILED').reduce((s, r) => s + r.amountMinor, 0) +
      returns.reduce((s, r) => s + r.amountMinor, 0),
    events: await coq.orderEventCount(db, order.id),
    reprints: (await oq.reprintsOfOrder(db, order.id)).map((r) => r.publicId).join(' '),
  }
}

function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  return Object.keys(before)
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ path: `order.${k}`, before: before[k], after: after[k] }))
}

const actionName = (a: OrderAction) =>
  a.kind === 'move' ? `move to ${a.to}` : a.kind === 'resend-mail' ? `resend the ${a.mail} mail` : a.kind

/**
 * Runs one staff action on an order. `version` is the one the page showed; `formKey` the form's one-time key.
 */
export async function runOrderAction(
  deps: ConsoleOrderDeps,
  staff: StaffMember,
  publicId: string,
  form: { version: string; formKey: string },
  action: OrderAction,
): Promise<ActionResult> {
  const { db } = deps
  const seen = await staffOrder(db, staff, publicId, 'view')
  if (!seen) return { ok: false, code: 'not_found', message: 'no such order' }
  if (!canUseOrders(staff, seen.brandSlug, 'act'))
    return { ok: false, code: 'forbidden', message: 'your role may not change orders' }
  const now = deps.now()
  const result = await transaction(db, async (tx): Promise<ActionResult> => {
    if ((await coq.auditOfForm(tx, seen.brandSlug, form.formKey)) !== null) return { ok: true, repeated: true }
    const order = (await oq.lockOrder(tx, seen.id))!
    if ((await orderVersion(tx, order)) !== form.version)
      return { ok: false, code: 'stale', message: 'the order changed since the page was shown' }
    const before = await snapshot(tx, order)
    const done = await applyAction({ ...deps, db: tx }, order, action, form.formKey, staff.email, now)
    if (!done.ok) return done
    const after = await snapshot(tx, (await oq.findOrderById(tx, order.id))!)
    const extra: Change[] = action.kind === 'resend-mail' ? [{ path: 'order.mail', after: action.mail }] : []
    if (action.kind === 'reprint')
      extra.push({ path: 'order.reprint', after: { reason: action.reason, note: action.note, lines: action.lines } })
    await recordAudit(
      tx,
      {
        actor: { id: staff.id, email: staff.email },
        brandSlug: order.brandSlug,
        action: 'order',
        summary: `order ${order.publicId}: ${actionName(action)} [form ${form.formKey}]`,
        changes: [...changesBetween(before, after), ...extra],
      },
      now,
    )
    return { ok: true, repeated: false }
  })
  if (result.ok && !result.repeated) deps.kick?.()
  return result
}

async function applyAction(
  deps: ConsoleOrderDeps,
  order: oq.OrderRow,
  action: OrderAction,
  formKey: string,
  staffEmail: string,
  now: number,
): Promise<{ ok: true } | { ok: false; code: ActionError; message: string }> {
  const { db } = deps
  const actor = `console:${staffEmail}`
  switch (action.kind) {
    case 'move':
    case 'cancel': {
      const move = action.kind === 'cancel' ? { to: ORDER_STATUS.CANCELED } : action
      const moved = await moveOrder(
        db,
        order.id,
        {
          to: move.to,
          actor,
          note: action.note,
          trackingNumber: 'trackingNumber' in move ? move.trackingNumber : undefined,
        },
        now,
        deps.mail,
      )
      if (moved.ok) return { ok: true }
      const code =
        moved.code === 'tracking_required'
          ? 'tracking_required'
          : moved.code === 'invalid'
            ? 'invalid'
            : 'illegal_transition'
      return { ok: false, code, message: moved.message }
    }
    case 'mark-paid': {
      if (order.status !== ORDER_STATUS.AWAITING_PAYMENT)
        return { ok: false, code: 'not_awaiting_payment', message: 'the order is not waiting for payment' }
      const paid = await markOrderPaid(
        { db, providers: deps.providers ?? new Map(), mail: deps.mail ?? noMail, now },
        order.id,
        actor,
      )
      return paid.ok ? { ok: true } : { ok: false, code: 'not_awaiting_payment', message: paid.error }
    }
    case 'refund': {
      const refund = await refundOrder(
        db,
        order.id,
        { reason: action.reason, amountMinor: action.amountMinor, actor },
        now,
        deps.mail,
      )
      if (refund.ok) return { ok: true }
      return {
        ok: false,
        code: refund.code === 'NOT_PAID' ? 'not_paid' : refund.code === 'BAD_AMOUNT' ? 'bad_amount' : 'not_found',
        message: refund.message,
      }
    }
    case 'reprint': {
      const made = await reprintOrder(
        db,
        order.id,
        { reason: action.reason, note: action.note, lines: action.lines, key: formKey, actor },
        now,
      )
      if (made.ok) return { ok: true }
      const code = made.code === 'NOT_PAID' ? 'not_paid' : made.code === 'CANCELED' ? 'canceled' : 'bad_lines'
      return { ok: false, code: made.code === 'NOT_FOUND' ? 'not_found' : code, message: made.message }
    }
    case 'resend-mail': {
      if (!deps.mail) return { ok: false, code: 'invalid', message: 'mail is not configured' }
      await queueOrderMail({ db, mail: deps.mail, now }, order, action.mail as OrderMailEvent, undefined, formKey)
      await oq.insertOrderEvent(db, {
        orderId: order.id,
        kind: 'mail',
        fromStatus: null,
        toStatus: null,
        shipmentState: null,
        actor,
        note: `${action.mail} mail sent again`,
        at: now,
      })
      return { ok: true }
    }
  }
}

const noMail: OrderMailer = () => Promise.resolve(null)
