import { ORDER_STATUS, transitionOrder, type OrderStatus } from './order-status.js'
import {
  SHIPMENT_STATES_BY_STATUS,
  impliedShipmentState,
  type DeliveryKind,
  type ShipmentState,
} from './shipment-tracking.js'

/**
 * One state machine for an order's status and its shipment (issue 32): every mover (order API, ops CLI, the factory's
 * downloads, carriers' updates) asks planMove or planShipmentUpdate, then writes what it answers. The status moves are
 * ORDER_TRANSITIONS; the shipment state must be one SHIPMENT_STATES_BY_STATUS lists for the new status and the delivery
 * kind; shipping by the shop's carrier needs the carrier's tracking number, which may also be added to an order
 * already shipped.
 */
export interface OrderPosition {
  status: OrderStatus
  delivery: DeliveryKind
  trackingNumber: string | null
}

export interface MoveRequest {
  to: number
  shipmentState?: ShipmentState
  trackingNumber?: string
}

export type MovePlan =
  | { ok: true; to: OrderStatus; statusChanged: boolean; shipmentState: ShipmentState | null }
  | { ok: false; code: 'illegal_transition' | 'illegal_shipment_state' | 'tracking_required'; error: string }

/** Statuses in which the carrier holds or held the parcel: a tracking number may still be added there. */
const SHIPPED_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.AT_PICKUP_POINT,
  ORDER_STATUS.NOT_DELIVERED,
  ORDER_STATUS.DELIVERED,
]

const KIND_NAMES: Record<DeliveryKind, string> = {
  home: 'a home delivery',
  'pickup-point': 'a pickup-point delivery',
  collect: 'an order collected at the production centre',
}

function shipmentStateFor(
  status: OrderStatus,
  delivery: DeliveryKind,
  reported: ShipmentState | undefined,
): MovePlan | { ok: true; shipmentState: ShipmentState | null } {
  const allowed = SHIPMENT_STATES_BY_STATUS[status][delivery]
  if (reported === undefined) return { ok: true, shipmentState: impliedShipmentState(status, delivery) }
  if (allowed.includes(reported)) return { ok: true, shipmentState: reported }
  return {
    ok: false,
    code: 'illegal_shipment_state',
    error: `shipment state ${reported} does not fit status ${status} of ${KIND_NAMES[delivery]} (${allowed.length ? `allowed: ${allowed.join(', ')}` : 'no shipment state'})`,
  }
}

export function planMove(from: OrderPosition, req: MoveRequest): MovePlan {
  // The same status again with a tracking number: the carrier's number for an order already shipped.
  if (req.to === from.status && req.trackingNumber !== undefined && SHIPPED_STATUSES.includes(from.status))
    return planShipmentUpdate(from, req)
  const move = transitionOrder(from.status, req.to)
  if (!move.ok) return { ok: false, code: 'illegal_transition', error: move.error }
  const state = shipmentStateFor(move.to, from.delivery, req.shipmentState)
  if (!state.ok) return state
  if (move.to === ORDER_STATUS.SHIPPED && from.delivery !== 'collect' && !(req.trackingNumber ?? from.trackingNumber))
    return {
      ok: false,
      code: 'tracking_required',
      error: `shipping ${KIND_NAMES[from.delivery]} needs the carrier's tracking number`,
    }
  return { ok: true, to: move.to, statusChanged: true, shipmentState: state.shipmentState }
}

/** A carrier's report without a status change: a state the current status allows, and/or its tracking number. */
export function planShipmentUpdate(
  from: OrderPosition,
  req: { shipmentState?: ShipmentState; trackingNumber?: string },
): MovePlan {
  if (req.shipmentState === undefined && req.trackingNumber === undefined)
    return { ok: false, code: 'illegal_shipment_state', error: 'give a shipment state or a tracking number' }
  if (req.shipmentState === undefined)
    return SHIPPED_STATUSES.includes(from.status) || from.status === ORDER_STATUS.PACKED
      ? { ok: true, to: from.status, statusChanged: false, shipmentState: null }
      : {
          ok: false,
          code: 'illegal_shipment_state',
          error: `a tracking number needs a packed or shipped order (status ${from.status})`,
        }
  const state = shipmentStateFor(from.status, from.delivery, req.shipmentState)
  if (!state.ok) return state
  return { ok: true, to: from.status, statusChanged: false, shipmentState: state.shipmentState }
}
