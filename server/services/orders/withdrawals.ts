import { z } from 'zod'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { findWithdrawal, insertWithdrawal, type WithdrawalRow } from '../../../db/queries/withdrawals.js'
import { transaction } from '../../../db/transaction.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import {
  checkWithdrawal,
  withdrawalClosedReason,
  withdrawalDeadline,
  type WithdrawalOrder,
  type WithdrawalRefusal,
} from '../../domain/orders/withdrawal-rule.js'
import { queueOrderMail, type OrderMailer } from './order-mail-queue.js'

/**
 * The withdrawal function (Directive 2011/83/EU art. 11a as amended by 2023/2673, decision 052): the shopper names
 * the lines and themselves, confirms, and gets an acknowledgement on a durable medium (a mail with the content and
 * the time). The withdrawal, its order event (staff see it in the order's history) and the mail are written in one
 * transaction; a second submit finds the first and changes nothing.
 */

const lineLabel = (l: oq.OrderLineRow) => [l.articleName, l.variantLabel, l.designName].filter(Boolean).join(' · ')

async function ruleOrderOf(db: Db, order: oq.OrderRow) {
  const lines = await oq.orderLineRows(db, order.id)
  const delivered = (await oq.orderEventRows(db, order.id)).find(
    (e) => e.kind === 'status' && e.toStatus === ORDER_STATUS.DELIVERED,
  )
  const rule: WithdrawalOrder = {
    status: order.status,
    deliveredAt: delivered?.at ?? null,
    // A line is personalised when it carries a design the shopper edited (not a catalogue design as sold).
    lines: lines.map((l) => ({ id: l.id, quantity: l.quantity, personalised: l.personalisedDesignId !== null })),
  }
  return { lines, rule }
}

/** What the withdrawal page shows: the lines that can be withdrawn, those that cannot, the period, or the withdrawal. */
export async function withdrawalView(db: Db, order: oq.OrderRow, now: number) {
  const { lines, rule } = await ruleOrderOf(db, order)
  const done = await findWithdrawal(db, order.id)
  const view = (l: oq.OrderLineRow) => ({ id: l.id, label: lineLabel(l), quantity: l.quantity })
  return {
    closed: withdrawalClosedReason(rule, now),
    deadline: withdrawalDeadline(rule.deliveredAt),
    eligible: lines.filter((l) => l.personalisedDesignId === null).map(view),
    personalised: lines.filter((l) => l.personalisedDesignId !== null).map(view),
    withdrawal: done ? withdrawalSummary(done, lines) : null,
  }
}

/** Whether the order page shows the withdrawal button: open, with lines to withdraw from, not yet withdrawn. */
export async function canWithdraw(db: Db, order: oq.OrderRow, now: number): Promise<boolean> {
  const { rule } = await ruleOrderOf(db, order)
  return withdrawalClosedReason(rule, now) === null && !(await findWithdrawal(db, order.id))
}

function withdrawalSummary(row: WithdrawalRow, lines: oq.OrderLineRow[]) {
  return {
    at: row.createdAt,
    name: row.name,
    reason: row.reason,
    lines: row.lines.map((w) => ({
      label: ((l) => (l ? lineLabel(l) : ''))(lines.find((l) => l.id === w.lineId)),
      quantity: w.quantity,
    })),
  }
}

const lineIds = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])).max(200)])
  .transform((v) => (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isSafeInteger))
const withdrawalForm = z.object({
  lines: lineIds.optional().default([]),
  name: z.string().trim().min(1).max(120),
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((r) => r || null),
})

export type WithdrawResult =
  | { ok: true; withdrawal: WithdrawalRow; again: boolean }
  | { ok: false; error: 'invalid_fields'; fields: string[] }
  | { ok: false; error: WithdrawalRefusal }

/** Withdraws from the order once; the second call returns the first withdrawal (`again`), whatever it was given. */
export async function withdraw(
  deps: { db: Db; now: number; mail?: OrderMailer },
  order: oq.OrderRow,
  body: Record<string, unknown>,
): Promise<WithdrawResult> {
  const existing = await findWithdrawal(deps.db, order.id)
  if (existing) return { ok: true, withdrawal: existing, again: true }
  const form = withdrawalForm.safeParse(body)
  if (!form.success)
    return { ok: false, error: 'invalid_fields', fields: form.error.issues.map((i) => String(i.path[0])) }
  return transaction(deps.db, async (tx): Promise<WithdrawResult> => {
    const { lines, rule } = await ruleOrderOf(tx, order)
    const checked = checkWithdrawal(rule, form.data.lines, deps.now)
    if (!checked.ok) return { ok: false, error: checked.reason }
    const row = await insertWithdrawal(tx, {
      orderId: order.id,
      lines: checked.lines,
      name: form.data.name,
      reason: form.data.reason,
      createdAt: deps.now,
    })
    // Another request stored it first (a double submit): that one is the withdrawal, and it did the rest.
    if (!row) return { ok: true, withdrawal: (await findWithdrawal(tx, order.id))!, again: true }
    const summary = withdrawalSummary(row, lines)
    await oq.insertOrderEvent(tx, {
      orderId: order.id,
      kind: 'withdrawal',
      fromStatus: null,
      toStatus: null,
      shipmentState: null,
      actor: 'shopper',
      note: `Withdrawal by ${row.name}: ${summary.lines.map((l) => `${l.quantity} × ${l.label}`).join(', ')}${row.reason ? ` (reason: ${row.reason})` : ''}`,
      at: deps.now,
    })
    if (deps.mail) await queueOrderMail({ db: tx, mail: deps.mail, now: deps.now }, order, 'withdrawal-received')
    return { ok: true, withdrawal: row, again: false }
  })
}
