import { ORDER_STATUS, type OrderStatus } from './order-status.js'

/** Spec section 4 shipment tracking states, as the carrier reports them. */
export const SHIPMENT_STATES = [
  'PROCESSING',
  'ON_ROUTE',
  'ON_DELIVERY',
  'DELIVERED',
  'INCIDENCE',
  'PENDING_TO_PICK',
  'PICKED',
] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

export function isShipmentState(v: unknown): v is ShipmentState {
  return typeof v === 'string' && (SHIPMENT_STATES as readonly string[]).includes(v)
}

/**
 * The shipment state an order status implies when the carrier has not reported one yet, so tracking never shows
 * "delivered" while the order is still in production. Orders collected at a pickup point end as PICKED.
 */
export function impliedShipmentState(status: OrderStatus, pickup: boolean): ShipmentState | null {
  switch (status) {
    case ORDER_STATUS.RECEIVED:
    case ORDER_STATUS.WAITING_FOR_DOWNLOAD:
    case ORDER_STATUS.DOWNLOADING:
    case ORDER_STATUS.DOWNLOADED:
    case ORDER_STATUS.IN_PRODUCTION:
    case ORDER_STATUS.PRODUCTION_FINISHED:
    case ORDER_STATUS.PACKED:
      return 'PROCESSING'
    case ORDER_STATUS.SHIPPED:
      return 'ON_ROUTE'
    case ORDER_STATUS.AT_PICKUP_POINT:
      return 'PENDING_TO_PICK'
    case ORDER_STATUS.DELIVERED:
      return pickup ? 'PICKED' : 'DELIVERED'
    case ORDER_STATUS.NOT_DELIVERED:
    case ORDER_STATUS.NOT_SHIPPED:
      return 'INCIDENCE'
    default:
      return null
  }
}

/** The spec's second status set, used for returns and refunds: 8 confirmed, 5 completed, 100 canceled. */
export const RETURN_STATUS = { CONFIRMED: 8, COMPLETED: 5, CANCELED: 100 } as const
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS]

const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  8: [5, 100],
  5: [],
  100: [],
}

export function transitionReturn(
  from: ReturnStatus,
  to: number,
): { ok: true; to: ReturnStatus } | { ok: false; error: string } {
  const allowed = RETURN_TRANSITIONS[from]
  if ((allowed as readonly number[]).includes(to)) return { ok: true, to: to as ReturnStatus }
  return {
    ok: false,
    error: `return status cannot change from ${from} to ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ` (${from} is final)`}`,
  }
}
