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
 * How the parcel reaches the shopper, as far as tracking goes: a carrier to the address ('home'), a carrier to a
 * pickup point ('pickup-point'), or collected at the production centre by the shopper or their own courier
 * ('collect', modes MANAGED and CUSTOMER: no carrier of the shop, so no tracking number).
 */
export type DeliveryKind = 'home' | 'pickup-point' | 'collect'

export function deliveryKindOf(shipmentMode: unknown): DeliveryKind {
  if (shipmentMode === 'PICKPOINT') return 'pickup-point'
  return shipmentMode === 'MANAGED' || shipmentMode === 'CUSTOMER' ? 'collect' : 'home'
}

const S = ORDER_STATUS
const ALL = (states: readonly ShipmentState[]) => ({ home: states, 'pickup-point': states, collect: states })
const CARRIED: readonly ShipmentState[] = ['ON_ROUTE', 'ON_DELIVERY', 'INCIDENCE']

/**
 * The one table of what tracking may say in each order status, by delivery kind (issue 32): the first state is the
 * one the status implies when the carrier reported none; a carrier may report only the listed ones (none before
 * payment or after a cancel). So tracking never runs ahead of production, a home delivery is never "picked", a
 * delivered parcel never "processing".
 */
export const SHIPMENT_STATES_BY_STATUS: Readonly<
  Record<OrderStatus, Readonly<Record<DeliveryKind, readonly ShipmentState[]>>>
> = {
  [S.AWAITING_PAYMENT]: ALL([]),
  [S.CANCELED]: ALL([]),
  [S.RECEIVED]: ALL(['PROCESSING']),
  [S.WAITING_FOR_DOWNLOAD]: ALL(['PROCESSING']),
  [S.DOWNLOADING]: ALL(['PROCESSING']),
  [S.DOWNLOADED]: ALL(['PROCESSING']),
  [S.IN_PRODUCTION]: ALL(['PROCESSING']),
  [S.PRODUCTION_FINISHED]: ALL(['PROCESSING']),
  [S.PACKED]: ALL(['PROCESSING']),
  [S.ERROR]: ALL(['PROCESSING']),
  [S.NOT_SHIPPED]: ALL(['INCIDENCE']),
  [S.SHIPPED]: { home: CARRIED, 'pickup-point': CARRIED, collect: ['ON_ROUTE'] },
  [S.AT_PICKUP_POINT]: { home: [], 'pickup-point': ['PENDING_TO_PICK'], collect: ['PENDING_TO_PICK'] },
  [S.DELIVERED]: { home: ['DELIVERED'], 'pickup-point': ['PICKED'], collect: ['PICKED'] },
  [S.NOT_DELIVERED]: ALL(['INCIDENCE']),
}

/** The shipment state an order status implies when the carrier has not reported one yet (null: none). */
export function impliedShipmentState(status: OrderStatus, delivery: DeliveryKind): ShipmentState | null {
  return SHIPMENT_STATES_BY_STATUS[status][delivery][0] ?? null
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
