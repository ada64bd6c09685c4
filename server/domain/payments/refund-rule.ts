/**
 * What an order may still give back (issue 32): a refund returns money the shop received, so an order with no paid
 * payment has nothing to refund, and no refund exceeds what was received less what was refunded or is being refunded
 * (provider refunds that did not fail, bank-transfer refunds not canceled). Every route (order API, ops CLI, services)
 * asks this one rule.
 */
export interface RefundLedger {
  payments: readonly { status: string; amountMinor: number }[]
  /** Refunds through the provider (decision 024); FAILED ones gave nothing back. */
  providerRefunds: readonly { status: string; amountMinor: number }[]
  /** Bank-transfer refunds (order returns); 100 canceled gave nothing back. */
  transferRefunds: readonly { status: number; amountMinor: number }[]
}

export interface RefundBalance {
  receivedMinor: number
  refundedMinor: number
}

const sum = (rows: readonly { amountMinor: number }[]) => rows.reduce((total, r) => total + r.amountMinor, 0)

export function refundBalance(ledger: RefundLedger): RefundBalance {
  return {
    receivedMinor: sum(ledger.payments.filter((p) => p.status === 'PAID')),
    refundedMinor:
      sum(ledger.providerRefunds.filter((r) => r.status !== 'FAILED')) +
      sum(ledger.transferRefunds.filter((r) => r.status !== 100)),
  }
}

export type RefundCheck =
  | { ok: true; amountMinor: number; remainingMinor: number }
  | { ok: false; code: 'NOT_PAID' | 'BAD_AMOUNT'; message: string }

/**
 * Checks one refund of `requestedMinor` (default: all that is left). `limitMinor` narrows what is left further (an
 * online refund goes back through one payment, which cannot give back more than it took).
 */
export function checkRefund(
  orderRef: number | string,
  balance: RefundBalance,
  requestedMinor?: number,
  limitMinor: number = Number.MAX_SAFE_INTEGER,
): RefundCheck {
  if (balance.receivedMinor < 1)
    return { ok: false, code: 'NOT_PAID', message: `order ${orderRef} has received no payment to refund` }
  const remaining = Math.max(0, Math.min(balance.receivedMinor - balance.refundedMinor, limitMinor))
  const amount = requestedMinor ?? remaining
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining)
    return {
      ok: false,
      code: 'BAD_AMOUNT',
      message:
        remaining < 1
          ? `order ${orderRef} is refunded in full already`
          : `refund amount must be 1..${remaining} (minor units; received ${balance.receivedMinor}, ${balance.refundedMinor} refunded or pending)`,
    }
  return { ok: true, amountMinor: amount, remainingMinor: remaining - amount }
}
