import { ORDER_STATUS } from './order-status.js'

/**
 * The right of withdrawal (Directive 2011/83/EU art. 9, 11a and 16(c); decision 052). A consumer may withdraw from
 * the contract for goods without a reason until 14 days after the day they received them (and at any time before).
 * Goods made to the consumer's specifications or clearly personalised (a design the shopper edited) are excluded.
 */

export const WITHDRAWAL_DAYS = 14
const DAY_MS = 86_400_000

/**
 * The moment the withdrawal period ends, or null while the order is not delivered (the period has not begun). The
 * period ends with the 14th day after the delivery day; the shop accepts until 15 × 24 h after the delivery was
 * recorded, which covers the end of that day in every time zone (a few hours more, never less).
 */
export function withdrawalDeadline(deliveredAt: number | null): number | null {
  return deliveredAt === null ? null : deliveredAt + (WITHDRAWAL_DAYS + 1) * DAY_MS
}

/** One order line as the rule sees it: personalised lines carry the shopper's own design. */
export interface WithdrawalLine {
  id: number
  quantity: number
  personalised: boolean
}

/** Why a withdrawal is refused; each has its message on the page and its code in the JSON answer. */
export type WithdrawalRefusal = 'canceled' | 'period_over' | 'personalised_only' | 'no_lines' | 'personalised_line'

export interface WithdrawalOrder {
  status: number
  /** When the order was recorded as delivered (its status 15 event); null before. */
  deliveredAt: number | null
  lines: readonly WithdrawalLine[]
}

/** Whether the order can be withdrawn from at all now: the button shows exactly when this is null. */
export function withdrawalClosedReason(order: WithdrawalOrder, now: number): WithdrawalRefusal | null {
  if (order.status === ORDER_STATUS.CANCELED) return 'canceled'
  const deadline = withdrawalDeadline(order.deliveredAt)
  if (deadline !== null && now > deadline) return 'period_over'
  if (!order.lines.some((l) => !l.personalised)) return 'personalised_only'
  return null
}

/** A withdrawal of the chosen lines (their whole quantity), or why it is refused. */
export function checkWithdrawal(
  order: WithdrawalOrder,
  chosenLineIds: readonly number[],
  now: number,
): { ok: true; lines: { lineId: number; quantity: number }[] } | { ok: false; reason: WithdrawalRefusal } {
  const closed = withdrawalClosedReason(order, now)
  if (closed) return { ok: false, reason: closed }
  const chosen = order.lines.filter((l) => chosenLineIds.includes(l.id))
  if (chosen.length === 0) return { ok: false, reason: 'no_lines' }
  if (chosen.some((l) => l.personalised)) return { ok: false, reason: 'personalised_line' }
  return { ok: true, lines: chosen.map((l) => ({ lineId: l.id, quantity: l.quantity })) }
}
