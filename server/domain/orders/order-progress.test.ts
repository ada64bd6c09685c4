import { describe, expect, test } from 'vitest'
import { deliveryWindow, expectsDelivery, shopperTimeline } from './order-progress.js'
import { ORDER_STATUS } from './order-status.js'

describe('shopperTimeline', () => {
  const at = (statuses: number[]) => statuses.map((status, i) => ({ status, at: i }))
  test('waiting for download and downloading are one "preparing your print files" entry, at its first time', () => {
    expect(shopperTimeline(at([4, 0, 200, 201, 202, 1]))).toEqual([
      { status: 4, at: 0 },
      { status: 0, at: 1 },
      { status: 200, at: 2 },
      { status: 202, at: 4 },
      { status: 1, at: 5 },
    ])
  })
  test('a download retried (201 -> 200 -> 201) is still one entry', () =>
    expect(shopperTimeline(at([0, 200, 201, 200, 201, 202])).map((e) => e.status)).toEqual([0, 200, 202]))
  test('the same step again later, after another one, is shown again', () =>
    expect(shopperTimeline(at([9, 16, 9, 15])).map((e) => e.status)).toEqual([9, 16, 9, 15]))
  test('carrier updates (no status) are kept and separate status entries', () =>
    expect(
      shopperTimeline([
        { status: 200, at: 1 },
        { status: null, at: 2 },
        { status: 201, at: 3 },
        { status: null, at: 4 },
        { status: null, at: 5 },
      ]).map((e) => e.at),
    ).toEqual([1, 2, 3, 4, 5]))
  test('an empty history stays empty', () => expect(shopperTimeline([])).toEqual([]))
})

describe('expectsDelivery', () => {
  test('no expected date once delivered or cancelled', () => {
    expect(expectsDelivery(ORDER_STATUS.DELIVERED)).toBe(false)
    expect(expectsDelivery(ORDER_STATUS.CANCELED)).toBe(false)
  })
  test.each([0, 1, 2, 4, 8, 9, 13, 14, 16, 17, 200, 201, 202])('status %i still expects a delivery', (s) =>
    expect(expectsDelivery(s)).toBe(true),
  )
})

describe('deliveryWindow', () => {
  test('one day when both ends are equal', () =>
    expect(deliveryWindow('2026-11-30', '2026-11-30')).toEqual({ day: '2026-11-30' }))
  test('a range otherwise', () =>
    expect(deliveryWindow('2026-11-27', '2026-12-01')).toEqual({ from: '2026-11-27', to: '2026-12-01' }))
})
