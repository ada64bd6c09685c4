import { describe, expect, test } from 'vitest'
import { checkRefund, refundBalance } from './refund-rule.js'

describe('refund rule', () => {
  const paid = { payments: [{ status: 'PAID', amountMinor: 4380 }], providerRefunds: [], transferRefunds: [] }

  test('an order that received nothing has nothing to refund, whatever the amount', () => {
    const unpaid = refundBalance({
      payments: [
        { status: 'PENDING', amountMinor: 4380 },
        { status: 'CANCELED', amountMinor: 4380 },
      ],
      providerRefunds: [],
      transferRefunds: [],
    })
    expect(unpaid).toEqual({ receivedMinor: 0, refundedMinor: 0 })
    expect(checkRefund(7, unpaid)).toEqual({
      ok: false,
      code: 'NOT_PAID',
      message: 'order 7 has received no payment to refund',
    })
    expect(checkRefund(7, unpaid, 1)).toMatchObject({ ok: false, code: 'NOT_PAID' })
  })

  test('the default is all that is left; never more than received less refunded or pending', () => {
    expect(checkRefund(7, refundBalance(paid))).toEqual({ ok: true, amountMinor: 4380, remainingMinor: 0 })
    const part = refundBalance({
      ...paid,
      providerRefunds: [
        { status: 'PENDING', amountMinor: 1000 },
        { status: 'FAILED', amountMinor: 3000 },
      ],
      transferRefunds: [
        { status: 8, amountMinor: 380 },
        { status: 100, amountMinor: 4000 },
      ],
    })
    expect(part).toEqual({ receivedMinor: 4380, refundedMinor: 1380 })
    expect(checkRefund(7, part, 3001)).toMatchObject({
      ok: false,
      code: 'BAD_AMOUNT',
      message: expect.stringContaining('1..3000'),
    })
    expect(checkRefund(7, part, 3000)).toEqual({ ok: true, amountMinor: 3000, remainingMinor: 0 })
    expect(checkRefund(7, part, 0)).toMatchObject({ ok: false, code: 'BAD_AMOUNT' })
    expect(checkRefund(7, part, 1.5)).toMatchObject({ ok: false, code: 'BAD_AMOUNT' })
    expect(checkRefund(7, { receivedMinor: 4380, refundedMinor: 4380 })).toEqual({
      ok: false,
      code: 'BAD_AMOUNT',
      message: 'order 7 is refunded in full already',
    })
  })

  test('a limit (the one payment an online refund goes through) narrows what is left', () => {
    expect(checkRefund(7, { receivedMinor: 8760, refundedMinor: 0 }, undefined, 4380)).toEqual({
      ok: true,
      amountMinor: 4380,
      remainingMinor: 0,
    })
  })
})
