import { z } from 'zod'
import { SHIPMENT_MODES, type Carrier, type ShipmentMode } from '../vocabulary/shop-enums.js'
import { PICKUP_CARRIERS } from './pickup-points.js'

/** Spec section 3 enumerations: how an order reaches the shopper. The modes live with the config enums (sites list theirs). */
export { SHIPMENT_MODES, type ShipmentMode }

export const SHIPPING_TYPES = ['PICKPOINT', 'FACTORY_PICKUP', 'ADDRESS', 'PICKPOINT_CUSTOMER'] as const
export type ShippingType = (typeof SHIPPING_TYPES)[number]

export const DELIVERY_TYPES = ['SEND', 'MANAGED'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

export interface ShipmentTypes {
  shippingType: ShippingType
  deliveryType: DeliveryType
  needsCarrier: boolean
  needsPickupPoint: boolean
}

/**
 * The spec names the codes but not how they relate; this is the shop's reading:
 * - ADDRESS: a carrier delivers to the checkout address (shipping type ADDRESS, delivery SEND).
 * - PICKPOINT: a carrier delivers to a pickup point the shopper chose (PICKPOINT, SEND).
 * - MANAGED: the shopper collects the order at the brand's production centre, free (FACTORY_PICKUP, MANAGED).
 * - CUSTOMER: the shopper's own courier collects it at the production centre, free (PICKPOINT_CUSTOMER, MANAGED).
 */
const TYPES: Readonly<Record<ShipmentMode, ShipmentTypes>> = {
  ADDRESS: { shippingType: 'ADDRESS', deliveryType: 'SEND', needsCarrier: true, needsPickupPoint: false },
  PICKPOINT: { shippingType: 'PICKPOINT', deliveryType: 'SEND', needsCarrier: true, needsPickupPoint: true },
  MANAGED: { shippingType: 'FACTORY_PICKUP', deliveryType: 'MANAGED', needsCarrier: false, needsPickupPoint: false },
  CUSTOMER: {
    shippingType: 'PICKPOINT_CUSTOMER',
    deliveryType: 'MANAGED',
    needsCarrier: false,
    needsPickupPoint: false,
  },
}

export function shipmentTypesOf(mode: ShipmentMode): ShipmentTypes {
  return TYPES[mode]
}

/** Collection at the production centre and the customer's own courier are trade arrangements, for companies only. */
export const BUSINESS_ONLY_MODES: readonly ShipmentMode[] = ['MANAGED', 'CUSTOMER']

/**
 * The site's modes a buyer of this customer type (checkout step 1; unknown before it) may choose: a private person
 * never sees nor chooses the business-only ones.
 */
export function shipmentModesFor(
  siteModes: readonly ShipmentMode[],
  customerType: 'PERSON' | 'COMPANY' | undefined,
): ShipmentMode[] {
  return siteModes.filter((m) => customerType === 'COMPANY' || !BUSINESS_ONLY_MODES.includes(m))
}

export type ShipmentChoice =
  | { mode: 'ADDRESS'; carrier: Carrier }
  | { mode: 'PICKPOINT'; carrier: Carrier; pickupPointId: string }
  | { mode: 'MANAGED' }
  | { mode: 'CUSTOMER'; courierName: string; courierReference?: string }

// A urlencoded form posts every input, so an empty field means "not given". The bound only stops oversized posts.
const field = z.string().trim().max(200).optional()

/**
 * Checkout step 3 body, for the modes and carriers the site enables. Fields that the chosen mode does not use are
 * dropped, so a carrier left selected before switching to MANAGED does not travel with the order. A pickup point id
 * is only checked for shape here; the caller re-finds it with findPickupPoint for the order's postal code.
 */
export function shipmentChoiceSchema(modes: readonly ShipmentMode[], carriers: readonly Carrier[]) {
  return z
    .object({
      mode: z.enum(SHIPMENT_MODES).refine((m) => modes.includes(m), 'not offered on this site'),
      carrier: field,
      pickupPointId: field,
      courierName: field,
      courierReference: field,
    })
    .superRefine((f, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (shipmentTypesOf(f.mode).needsCarrier) {
        const offered = carriers.find((c) => c === f.carrier)
        if (!f.carrier) issue('carrier', 'required')
        else if (!offered) issue('carrier', 'not offered on this site')
        else if (f.mode === 'PICKPOINT' && !PICKUP_CARRIERS.includes(offered)) issue('carrier', 'has no pickup points')
      }
      if (f.mode === 'PICKPOINT') {
        if (!f.pickupPointId) issue('pickupPointId', 'required')
        else if (!/^[A-Z0-9-]{1,60}$/.test(f.pickupPointId)) issue('pickupPointId', 'not a pickup point')
      }
      if (f.mode === 'CUSTOMER') {
        const name = f.courierName ?? ''
        if (name.length < 2 || name.length > 60) issue('courierName', 'between 2 and 60 characters')
        if ((f.courierReference ?? '').length > 40) issue('courierReference', 'at most 40 characters')
      }
    })
    .transform((f): ShipmentChoice => {
      switch (f.mode) {
        case 'ADDRESS':
          return { mode: f.mode, carrier: f.carrier as Carrier }
        case 'PICKPOINT':
          return { mode: f.mode, carrier: f.carrier as Carrier, pickupPointId: f.pickupPointId! }
        case 'MANAGED':
          return { mode: f.mode }
        case 'CUSTOMER': {
          const courierName = f.courierName!
          // An empty reference field is left out rather than kept as ''.
          return f.courierReference
            ? { mode: f.mode, courierName, courierReference: f.courierReference }
            : { mode: f.mode, courierName }
        }
      }
    })
}
