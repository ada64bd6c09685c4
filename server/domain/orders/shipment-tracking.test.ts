import { describe, expect, it } from 'vitest'
import { impliedShipmentState, RETURN_STATUS, transitionReturn } from './shipment-tracking.js'

describe('shipment state implied by the order status', () => {
  it('stays PROCESSING until the parcel leaves, then follows the carrier milestones', () => {
    for (const s of [0, 200, 201, 202, 1, 13, 8] as const) expect(impliedShipmentState(s, 'home')).toBe('PROCESSING')
    expect(impliedShipmentState(9, 'home')).toBe('ON_ROUTE')
    expect(impliedShipmentState(14, 'pickup-point')).toBe('PENDING_TO_PICK')
    expect(impliedShipmentState(16, 'home')).toBe('INCIDENCE')
  })
  it('ends as PICKED for a pickup point and DELIVERED at home; nothing before payment or after cancel', () => {
    expect(impliedShipmentState(15, 'pickup-point')).toBe('PICKED')
    expect(impliedShipmentState(15, 'collect')).toBe('PICKED')
    expect(impliedShipmentState(15, 'home')).toBe('DELIVERED')
    expect(impliedShipmentState(4, 'home')).toBeNull()
    expect(impliedShipmentState(10, 'home')).toBeNull()
  })
})

describe('refund statuses 8 -> 5 | 100', () => {
  it('allows completing or canceling a confirmed refund once', () => {
    expect(transitionReturn(RETURN_STATUS.CONFIRMED, 5)).toEqual({ ok: true, to: 5 })
    expect(transitionReturn(RETURN_STATUS.CONFIRMED, 100)).toEqual({ ok: true, to: 100 })
  })
  it('refuses moves out of a final status and unknown targets, naming why', () => {
    expect(transitionReturn(RETURN_STATUS.COMPLETED, 100)).toEqual({
      ok: false,
      error: 'return status cannot change from 5 to 100 (5 is final)',
    })
    expect(transitionReturn(RETURN_STATUS.CONFIRMED, 7)).toEqual({
      ok: false,
      error: 'return status cannot change from 8 to 7 (allowed: 5, 100)',
    })
  })
})
