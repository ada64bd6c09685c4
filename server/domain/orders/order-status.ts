/**
 * Order status codes of spec section 4 and the transitions allowed between them. The spec lists the codes but not
 * the transitions; this table is the shop's rule (diagram: docs/order-status.md). Production starts only after
 * payment (4 -> 0) and after the factory downloaded the print files (200 -> 201 -> 202 -> 1); an order can be
 * canceled until it enters production, or after a failed delivery.
 */
export const ORDER_STATUS = {
  RECEIVED: 0,
  IN_PRODUCTION: 1,
  ERROR: 2,
  AWAITING_PAYMENT: 4,
  PACKED: 8,
  SHIPPED: 9,
  CANCELED: 10,
  PRODUCTION_FINISHED: 13,
  AT_PICKUP_POINT: 14,
  DELIVERED: 15,
  NOT_DELIVERED: 16,
  NOT_SHIPPED: 17,
  WAITING_FOR_DOWNLOAD: 200,
  DOWNLOADING: 201,
  DOWNLOADED: 202,
} as const

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

const S = ORDER_STATUS

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.AWAITING_PAYMENT]: [S.RECEIVED, S.CANCELED],
  [S.RECEIVED]: [S.WAITING_FOR_DOWNLOAD, S.AWAITING_PAYMENT, S.ERROR, S.CANCELED],
  [S.WAITING_FOR_DOWNLOAD]: [S.DOWNLOADING, S.ERROR, S.CANCELED],
  [S.DOWNLOADING]: [S.DOWNLOADED, S.WAITING_FOR_DOWNLOAD, S.ERROR],
  [S.DOWNLOADED]: [S.IN_PRODUCTION, S.ERROR, S.CANCELED],
  [S.IN_PRODUCTION]: [S.PRODUCTION_FINISHED, S.ERROR],
  [S.PRODUCTION_FINISHED]: [S.PACKED, S.ERROR],
  [S.PACKED]: [S.SHIPPED, S.NOT_SHIPPED, S.ERROR],
  [S.NOT_SHIPPED]: [S.PACKED, S.SHIPPED, S.CANCELED],
  [S.SHIPPED]: [S.AT_PICKUP_POINT, S.DELIVERED, S.NOT_DELIVERED],
  [S.AT_PICKUP_POINT]: [S.DELIVERED, S.NOT_DELIVERED],
  [S.NOT_DELIVERED]: [S.SHIPPED, S.CANCELED],
  [S.ERROR]: [S.RECEIVED, S.WAITING_FOR_DOWNLOAD, S.IN_PRODUCTION, S.CANCELED],
  [S.DELIVERED]: [],
  [S.CANCELED]: [],
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && Object.hasOwn(ORDER_TRANSITIONS, value)
}

export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0
}

export type TransitionResult = { ok: true; to: OrderStatus } | { ok: false; error: string }

/** Checks one move; the error names both codes and what is allowed, for the ops CLI and the order API. */
export function transitionOrder(from: OrderStatus, to: unknown): TransitionResult {
  if (!isOrderStatus(to)) return { ok: false, error: `unknown order status ${String(to)}` }
  const allowed = ORDER_TRANSITIONS[from]
  if (allowed.includes(to)) return { ok: true, to }
  const options = allowed.length ? `allowed from ${from}: ${allowed.join(', ')}` : `${from} is final`
  return { ok: false, error: `order status cannot change from ${from} to ${to} (${options})` }
}
