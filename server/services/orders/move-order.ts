import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/orders.js'
import { ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status.js'
import { queueOrderMail, type OrderMailer, type OrderMailEvent } from './order-mail-queue.js'
import { deliveryKindOf, isShipmentState, type ShipmentState } from '../../domain/orders/shipment-tracking.js'
import { planMove, planShipmentUpdate, type OrderPosition } from '../../domain/orders/order-moves.js'

export interface MoveOrderInput {
  to: number
  actor: string
  note?: string
  trackingNumber?: string
  shipmentState?: string
}

export type MoveOrderResult =
  | { ok: true; order: oq.OrderRow }
  | {
      ok: false
      code: 'not_found' | 'illegal_transition' | 'illegal_shipment_state' | 'tracking_required' | 'conflict' | 'invalid'
      message: string
    }

const positionOf = (order: oq.OrderRow): OrderPosition => ({
  status: order.status as OrderStatus,
  delivery: deliveryKindOf((order.shipment as { mode?: unknown }).mode),
  trackingNumber: order.trackingNumber,
})

/**
 * The one way ops, the factory and carriers move an order. The transition table decides what is legal; the update is
 * compare-and-set on the current status, so two integrations moving the same order cannot both win.
 */
/** The status moves the shopper is mailed about (issue 14), each once per order. */
const STATUS_MAILS: Partial<Record<number, OrderMailEvent>> = {
  [ORDER_STATUS.SHIPPED]: 'shipped',
  [ORDER_STATUS.AT_PICKUP_POINT]: 'at-pickup-point',
  [ORDER_STATUS.DELIVERED]: 'delivered',
}

export async function moveOrder(
  db: Db,
  orderId: number,
  input: MoveOrderInput,
  now: number,
  /** Queues the shipped / at pickup point / delivered mail in the same transaction (sent by the job runner). */
  mail?: OrderMailer,
): Promise<MoveOrderResult> {
  if (input.shipmentState !== undefined && !isShipmentState(input.shipmentState)) {
    return { ok: false, code: 'invalid', message: `unknown shipment state ${input.shipmentState}` }
  }
  return transaction(db, async (tx) => {
    // Read holding the order's row lock, so the transition is checked against the status it replaces; the update
    // stays compare-and-set all the same.
    const order = await oq.lockOrder(tx, orderId)
    if (!order) return { ok: false as const, code: 'not_found' as const, message: 'no such order' }
    const plan = planMove(positionOf(order), {
      to: input.to,
      shipmentState: input.shipmentState as ShipmentState | undefined,
      trackingNumber: input.trackingNumber,
    })
    if (!plan.ok) return { ok: false as const, code: plan.code, message: plan.error }
    if (!plan.statusChanged) return recordShipment(tx, order, input, now)
    const move = plan
    if (!(await oq.updateOrderStatus(tx, order.id, order.status, move.to, now)))
      return { ok: false as const, code: 'conflict' as const, message: 'the order changed meanwhile; read it again' }
    const shipmentState = plan.shipmentState ?? undefined
    await oq.updateOrderShipment(tx, order.id, { shipmentState, trackingNumber: input.trackingNumber }, now)
    await oq.insertOrderEvent(tx, {
      orderId: order.id,
      kind: 'status',
      fromStatus: order.status,
      toStatus: move.to,
      shipmentState: shipmentState ?? null,
      actor: input.actor,
      note: input.note ?? null,
      at: now,
    })
    const moved = (await oq.findOrderById(tx, order.id))!
    const event = STATUS_MAILS[move.to]
    if (mail && event) await queueOrderMail({ db: tx, mail, now }, moved, event)
    return { ok: true as const, order: moved }
  })
}

/** A carrier update without a status change (e.g. ON_DELIVERY while the order stays "shipped", or its tracking number). */
export async function updateShipment(
  db: Db,
  orderId: number,
  input: { shipmentState?: string; trackingNumber?: string; actor: string },
  now: number,
): Promise<MoveOrderResult> {
  if (input.shipmentState !== undefined && !isShipmentState(input.shipmentState))
    return { ok: false, code: 'invalid', message: `unknown shipment state ${input.shipmentState}` }
  return transaction(db, async (tx) => {
    const order = await oq.lockOrder(tx, orderId)
    if (!order) return { ok: false as const, code: 'not_found' as const, message: 'no such order' }
    return recordShipment(tx, order, input, now)
  })
}

/** Checks a carrier update against the one state machine and records it (inside the caller's transaction and lock). */
async function recordShipment(
  tx: Db,
  order: oq.OrderRow,
  input: { shipmentState?: string; trackingNumber?: string; actor: string; note?: string },
  now: number,
): Promise<MoveOrderResult> {
  const plan = planShipmentUpdate(positionOf(order), {
    shipmentState: input.shipmentState as ShipmentState | undefined,
    trackingNumber: input.trackingNumber,
  })
  if (!plan.ok) return { ok: false, code: plan.code, message: plan.error }
  await oq.updateOrderShipment(
    tx,
    order.id,
    { shipmentState: plan.shipmentState ?? undefined, trackingNumber: input.trackingNumber },
    now,
  )
  await oq.insertOrderEvent(tx, {
    orderId: order.id,
    kind: 'shipment',
    fromStatus: null,
    toStatus: null,
    shipmentState: plan.shipmentState ?? order.shipmentState,
    actor: input.actor,
    note: input.note ?? (input.trackingNumber ? `tracking number ${input.trackingNumber}` : null),
    at: now,
  })
  return { ok: true, order: (await oq.findOrderById(tx, order.id))! }
}

/** Finds an order by its public id or, for ops typing at a terminal, its internal number. */
export async function findOrderRef(db: Db, ref: string): Promise<oq.OrderRow | undefined> {
  return /^\d{1,12}$/.test(ref)
    ? await oq.findOrderById(db, Number(ref))
    : await oq.findOrderByPublicId(db, ref.trim().toLowerCase())
}
