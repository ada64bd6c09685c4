import { describe, expect, test } from 'vitest'
import {
  ORDER_STATUS as S,
  ORDER_TRANSITIONS,
  isFinalStatus,
  transitionOrder,
  type OrderStatus,
} from './order-status.js'

const ALL = Object.values(S) as OrderStatus[]

describe('order status machine (spec section 4 codes)', () => {
  test('every spec code is in the table, and only those', () => {
    expect(ALL.sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 8, 9, 10, 13, 14, 15, 16, 17, 200, 201, 202])
    expect(
      Object.keys(ORDER_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ALL)
  })
  test('the happy path: paid, downloaded by the factory, produced, packed, shipped, delivered', () => {
    const path: OrderStatus[] = [4, 0, 200, 201, 202, 1, 13, 8, 9, 15]
    for (let i = 1; i < path.length; i++)
      expect(transitionOrder(path[i - 1]!, path[i]), `${path[i - 1]} -> ${path[i]}`).toEqual({ ok: true, to: path[i] })
  })
  test('pickup point delivery and a failed delivery that is re-shipped', () => {
    expect(transitionOrder(9, 14).ok).toBe(true)
    expect(transitionOrder(14, 15).ok).toBe(true)
    expect(transitionOrder(9, 16).ok).toBe(true)
    expect(transitionOrder(16, 9).ok).toBe(true)
  })
  test('no production before payment and download; no skipping the factory', () => {
    expect(transitionOrder(4, 1).ok).toBe(false)
    expect(transitionOrder(0, 1).ok).toBe(false)
    expect(transitionOrder(200, 202).ok).toBe(false)
  })
  test('cancel until production starts, not after', () => {
    for (const from of [4, 0, 200, 202, 2] as OrderStatus[]) expect(transitionOrder(from, 10).ok, `${from}`).toBe(true)
    for (const from of [1, 13, 8, 9, 14, 15] as OrderStatus[])
      expect(transitionOrder(from, 10).ok, `${from}`).toBe(false)
  })
  test('delivered and canceled are final', () => {
    expect(isFinalStatus(15)).toBe(true)
    expect(isFinalStatus(10)).toBe(true)
    for (const to of ALL) {
      expect(transitionOrder(15, to).ok).toBe(false)
      expect(transitionOrder(10, to).ok).toBe(false)
    }
  })
  test('a refused move says why and what is allowed; unknown codes are refused', () => {
    expect(transitionOrder(9, 1)).toEqual({
      ok: false,
      error: 'order status cannot change from 9 to 1 (allowed from 9: 14, 15, 16)',
    })
    expect(transitionOrder(15, 9)).toEqual({
      ok: false,
      error: 'order status cannot change from 15 to 9 (15 is final)',
    })
    expect(transitionOrder(0, 3)).toEqual({ ok: false, error: 'unknown order status 3' })
    expect(transitionOrder(0, '200')).toEqual({ ok: false, error: 'unknown order status 200' })
  })
  test('every status is reachable from a new order, and no status moves to itself', () => {
    const seen = new Set<OrderStatus>([4, 0])
    const queue: OrderStatus[] = [4, 0]
    while (queue.length)
      for (const to of ORDER_TRANSITIONS[queue.shift()!])
        if (!seen.has(to)) {
          seen.add(to)
          queue.push(to)
        }
    expect([...seen].sort((a, b) => a - b)).toEqual(ALL)
    for (const s of ALL) expect(ORDER_TRANSITIONS[s]).not.toContain(s)
  })
})
