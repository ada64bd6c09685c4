import { describe, expect, test } from 'vitest'
import { checkWithdrawal, withdrawalClosedReason, withdrawalDeadline, type WithdrawalOrder } from './withdrawal-rule.js'

const DAY = 86_400_000
const DELIVERED = Date.UTC(2026, 10, 2, 10, 30)
const catalogue = { id: 1, quantity: 2, personalised: false }
const ownPhoto = { id: 2, quantity: 1, personalised: true }
const order = (o: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  status: 15,
  deliveredAt: DELIVERED,
  lines: [catalogue, ownPhoto],
  ...o,
})

describe('withdrawal period', () => {
  test('has not begun before delivery: open at any time', () => {
    expect(withdrawalDeadline(null)).toBeNull()
    expect(withdrawalClosedReason(order({ status: 9, deliveredAt: null }), DELIVERED + 100 * DAY)).toBeNull()
  })

  test('covers the whole 14th day after the delivery day, and ends after it', () => {
    const lastDayEvening = Date.UTC(2026, 10, 16, 23, 0)
    expect(withdrawalClosedReason(order(), lastDayEvening)).toBeNull()
    expect(withdrawalDeadline(DELIVERED)).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 17, 0, 0))
    expect(withdrawalClosedReason(order(), DELIVERED + 16 * DAY)).toBe('period_over')
  })

  test('a cancelled order has nothing to withdraw from', () => {
    expect(withdrawalClosedReason(order({ status: 10, deliveredAt: null }), DELIVERED)).toBe('canceled')
  })
})

describe('eligible lines', () => {
  test('an order of personalised lines only is excluded (art. 16(c))', () => {
    expect(withdrawalClosedReason(order({ lines: [ownPhoto] }), DELIVERED)).toBe('personalised_only')
    expect(checkWithdrawal(order({ lines: [ownPhoto] }), [2], DELIVERED)).toEqual({
      ok: false,
      reason: 'personalised_only',
    })
  })

  test('the chosen catalogue lines are withdrawn whole; a personalised one among them is refused', () => {
    expect(checkWithdrawal(order(), [1], DELIVERED + DAY)).toEqual({ ok: true, lines: [{ lineId: 1, quantity: 2 }] })
    expect(checkWithdrawal(order(), [1, 2], DELIVERED)).toEqual({ ok: false, reason: 'personalised_line' })
  })

  test('no line chosen, or only ids of another order: refused', () => {
    expect(checkWithdrawal(order(), [], DELIVERED)).toEqual({ ok: false, reason: 'no_lines' })
    expect(checkWithdrawal(order(), [99], DELIVERED)).toEqual({ ok: false, reason: 'no_lines' })
  })

  test('after the period nothing is accepted, whatever the lines', () => {
    expect(checkWithdrawal(order(), [1], DELIVERED + 20 * DAY)).toEqual({ ok: false, reason: 'period_over' })
  })
})
