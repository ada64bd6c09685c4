import { describe, expect, it } from 'vitest'
import { planMove, planShipmentUpdate, type OrderPosition } from './order-moves.js'
import { ORDER_TRANSITIONS, type OrderStatus } from './order-status.js'
import { SHIPMENT_STATES, SHIPMENT_STATES_BY_STATUS, deliveryKindOf } from './shipment-tracking.js'

const at = (
  status: OrderStatus,
  delivery: OrderPosition['delivery'] = 'home',
  trackingNumber: string | null = null,
) => ({
  status,
  delivery,
  trackingNumber,
})

describe('one state machine for order status and shipment', () => {
  it('reads the delivery kind from the checkout mode', () => {
    expect(['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER', undefined].map(deliveryKindOf)).toEqual([
      'home',
      'pickup-point',
      'collect',
      'collect',
      'home',
    ])
  })

  it('lists shipment states for every status and kind, and only known states', () => {
    for (const status of Object.keys(ORDER_TRANSITIONS).map(Number) as OrderStatus[])
      for (const kind of ['home', 'pickup-point', 'collect'] as const)
        for (const state of SHIPMENT_STATES_BY_STATUS[status][kind]) expect(SHIPMENT_STATES).toContain(state)
  })

  it('refuses a carrier state that runs ahead of production or contradicts the delivery mode', () => {
    expect(planShipmentUpdate(at(0), { shipmentState: 'DELIVERED' })).toMatchObject({
      ok: false,
      code: 'illegal_shipment_state',
      error: 'shipment state DELIVERED does not fit status 0 of a home delivery (allowed: PROCESSING)',
    })
    expect(planShipmentUpdate(at(9), { shipmentState: 'PICKED' })).toMatchObject({ ok: false })
    expect(planShipmentUpdate(at(15), { shipmentState: 'PROCESSING' })).toMatchObject({ ok: false })
    expect(planShipmentUpdate(at(15, 'pickup-point'), { shipmentState: 'DELIVERED' })).toMatchObject({ ok: false })
    expect(planShipmentUpdate(at(9), { shipmentState: 'ON_DELIVERY' })).toEqual({
      ok: true,
      to: 9,
      statusChanged: false,
      shipmentState: 'ON_DELIVERY',
    })
    expect(planMove(at(0), { to: 200, shipmentState: 'ON_ROUTE' })).toMatchObject({ code: 'illegal_shipment_state' })
  })

  it('a pickup-point or collected order ends PICKED, a home delivery DELIVERED (even after waiting at a point)', () => {
    expect(planMove(at(9, 'pickup-point', 'T1234'), { to: 14 })).toMatchObject({
      ok: true,
      shipmentState: 'PENDING_TO_PICK',
    })
    expect(planMove(at(14, 'collect'), { to: 15 })).toMatchObject({ ok: true, shipmentState: 'PICKED' })
    expect(planMove(at(14, 'home', 'T1234'), { to: 15 })).toMatchObject({ ok: true, shipmentState: 'DELIVERED' })
    expect(planMove(at(14, 'home', 'T1234'), { to: 15, shipmentState: 'PICKED' })).toMatchObject({
      ok: false,
      code: 'illegal_shipment_state',
    })
  })

  it('shipping by a carrier needs the tracking number, given now or before; collection does not', () => {
    expect(planMove(at(8), { to: 9 })).toEqual({
      ok: false,
      code: 'tracking_required',
      error: "shipping a home delivery needs the carrier's tracking number",
    })
    expect(planMove(at(17, 'pickup-point'), { to: 9 })).toMatchObject({ code: 'tracking_required' })
    expect(planMove(at(8), { to: 9, trackingNumber: 'PQ4F6P0012345' })).toMatchObject({
      ok: true,
      shipmentState: 'ON_ROUTE',
    })
    expect(planMove(at(16, 'home', 'PQ4F6P0012345'), { to: 9 })).toMatchObject({ ok: true })
    expect(planMove(at(8, 'collect'), { to: 9 })).toMatchObject({ ok: true, shipmentState: 'ON_ROUTE' })
  })

  it('a tracking number may be added to an order already shipped, keeping its status', () => {
    expect(planMove(at(9), { to: 9, trackingNumber: 'PQ4F6P0099999' })).toEqual({
      ok: true,
      to: 9,
      statusChanged: false,
      shipmentState: null,
    })
    expect(planMove(at(9), { to: 9 })).toMatchObject({ ok: false, code: 'illegal_transition' })
    expect(planMove(at(0), { to: 0, trackingNumber: 'PQ4F6P0099999' })).toMatchObject({ ok: false })
    expect(planShipmentUpdate(at(4), { trackingNumber: 'PQ4F6P0099999' })).toMatchObject({ ok: false })
  })

  it('status moves stay those of the status table', () => {
    expect(planMove(at(4), { to: 9, trackingNumber: 'PQ4F6P0012345' })).toMatchObject({
      ok: false,
      code: 'illegal_transition',
      error: 'order status cannot change from 4 to 9 (allowed from 4: 0, 10)',
    })
    expect(planMove(at(4), { to: 10 })).toEqual({ ok: true, to: 10, statusChanged: true, shipmentState: null })
  })
})
