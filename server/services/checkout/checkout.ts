import { sameValue } from '../../domain/console/console-diff.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/cart.js'
import { addressesOf, insertAddress } from '../../../db/queries/accounts.js'
import {
  addressSchema,
  contactSchema,
  invalidFields,
  type Address,
  type Contact,
} from '../../domain/checkout/checkout-details.js'
import { vatIdToCheck, type CheckedContact } from '../../domain/checkout/reverse-charge.js'
import type { VatIdChecker } from './vat-id-checker.js'
import { findPickupPoint, type PickupPoint } from '../../domain/shipping/pickup-points.js'
import {
  BUSINESS_ONLY_MODES,
  shipmentChoiceSchema,
  shipmentModesFor,
  shipmentTypesOf,
} from '../../domain/shipping/shipment-modes.js'
import { addWorkingDays, PRODUCTION_WORKING_DAYS } from '../../domain/shipping/shipment-estimate.js'
import type { Carrier, ShipmentMode } from '../../domain/vocabulary/shop-enums.js'
import type { SiteConfig } from '../../domain/tenancy/tenant-schema.js'
import { estimateCartShipment, type CartContext, type CartGoods } from '../cart/cart.js'

/** Step 3 as stored: the mode with what it needs; prices are not stored, they are quoted again when the order is placed. */
export type ShipmentChoice =
  | { mode: 'ADDRESS'; carrier: Carrier }
  | { mode: 'PICKPOINT'; carrier: Carrier; pickupPoint: PickupPoint }
  | { mode: 'MANAGED' }
  | { mode: 'CUSTOMER'; courierName: string; courierReference: string | null }

export interface CheckoutDetails {
  contact: CheckedContact | null
  address: Address | null
  shipment: ShipmentChoice | null
}

const key = (c: CartContext) => ({ sessionId: c.sessionId, brandSlug: c.sf.brandSlug, siteCode: c.sf.siteCode })

export async function readCheckout(db: Db, cartKey: cq.CartKey): Promise<CheckoutDetails> {
  const cart = await cq.findCart(db, cartKey)
  return checkoutOfCart(db, cart?.id)
}

/** The checkout details of a cart already found (none for no cart). */
export async function checkoutOfCart(db: Db, cartId: string | undefined): Promise<CheckoutDetails> {
  const row = cartId ? await cq.findCheckoutDetails(db, cartId) : undefined
  return {
    contact: (row?.contact as CheckedContact | null) ?? null,
    address: (row?.address as Address | null) ?? null,
    shipment: (row?.shipment as ShipmentChoice | null) ?? null,
  }
}

export type SaveResult =
  { ok: true } | { ok: false; fields: string[] } | { ok: false; error: 'EMPTY_CART' | 'STEP_MISSING' }

async function save(
  c: CartContext,
  patch: { contact?: unknown; address?: unknown; shipment?: unknown },
): Promise<SaveResult> {
  const cart = await cq.findCart(c.db, key(c))
  if (!cart || (await cq.chosenLinesOf(c.db, cart.id)).length === 0) return { ok: false, error: 'EMPTY_CART' }
  await cq.saveCheckoutDetails(c.db, cart.id, patch, c.now)
  return { ok: true }
}

/** What step 1 needs to check a company's VAT id: the checker (none when VAT_CHECK_URL is unset) and the seller's id. */
export interface VatIdCheckDeps {
  checker: VatIdChecker | null
  sellerVatId: string
}

/** A check's answer is kept a day: posting step 1 again with the same id does not ask VIES again. */
const VAT_CHECK_KEPT_MS = 86_400_000

/**
 * The contact to store: with the VIES check of a company's VAT id from another member state (decision 056), kept
 * from the last post when it is the same id, a definite answer and recent; an unavailable VIES is asked again.
 */
async function withVatCheck(
  contact: Contact,
  previous: CheckedContact | null,
  deps: VatIdCheckDeps | undefined,
  now: number,
): Promise<CheckedContact> {
  const vatId = deps?.checker ? vatIdToCheck(contact, deps.sellerVatId) : null
  if (!vatId || !deps?.checker) return contact
  const kept = previous?.vatCheck
  if (kept && kept.vatId === vatId && kept.status !== 'UNAVAILABLE' && now - kept.checkedAt < VAT_CHECK_KEPT_MS)
    return { ...contact, vatCheck: kept }
  return { ...contact, vatCheck: await deps.checker.check(vatId, deps.sellerVatId, now) }
}

/** Step 1. Nothing is stored unless the whole step is valid. */
export async function saveContact(c: CartContext, body: unknown, vat?: VatIdCheckDeps): Promise<SaveResult> {
  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error.issues) }
  const before = await readCheckout(c.db, key(c))
  const contact = await withVatCheck(parsed.data, before.contact, vat, c.now)
  // A private buyer cannot keep a business-only shipment chosen as a company: step 3 is chosen again.
  if (contact.customerType === 'PERSON' && before.shipment && BUSINESS_ONLY_MODES.includes(before.shipment.mode))
    return save(c, { contact, shipment: null })
  return save(c, { contact })
}

/**
 * Step 2, against the rules of the site's country (each site delivers in its own country). A signed-in customer may
 * keep the address in the account (not twice).
 */
export async function saveAddress(
  c: CartContext,
  body: unknown,
  customerId: number | null = null,
): Promise<SaveResult> {
  const parsed = addressSchema(c.sf.country).safeParse(body)
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error.issues) }
  // A new address may change which carriers and pickup points apply, so step 3 is chosen again.
  const result = await save(c, { address: parsed.data, shipment: null })
  if (result.ok && customerId !== null && (body as { saveToAccount?: unknown }).saveToAccount === 'on') {
    // Compared as values, not as text: PostgreSQL's jsonb gives the keys back in its own order.
    const same = (await addressesOf(c.db, customerId)).some((a) => sameValue(a.address, parsed.data))
    if (!same) await insertAddress(c.db, { customerId, address: parsed.data, createdAt: c.now })
  }
  return result
}

export type ShipmentSite = Pick<
  SiteConfig,
  'country' | 'currency' | 'carriers' | 'freeShippingFromMinor' | 'shipmentModes'
>

/** Step 3. The carrier must be one the site offers for this address, and a pickup point one the search returned. */
export async function saveShipment(c: CartContext, site: ShipmentSite, body: unknown): Promise<SaveResult> {
  const details = await readCheckout(c.db, key(c))
  if (!details.address) return { ok: false, error: 'STEP_MISSING' }
  // A pickup point radio carries only the point id; its carrier is the id's prefix (checked again below).
  const raw = { ...(body as Record<string, unknown>) }
  if (raw.mode === 'PICKPOINT' && raw.carrier === undefined && typeof raw.pickupPointId === 'string') {
    raw.carrier = site.carriers.find((c) => (raw.pickupPointId as string).startsWith(`${c.replace('_', '-')}-`))
  }
  const modes = shipmentModesFor(site.shipmentModes, details.contact?.customerType)
  const parsed = shipmentChoiceSchema(modes, site.carriers).safeParse(raw)
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error.issues) }
  const choice = parsed.data
  let stored: ShipmentChoice
  if (choice.mode === 'PICKPOINT') {
    const postalCode =
      typeof (body as { pickupPostalCode?: unknown }).pickupPostalCode === 'string'
        ? (body as { pickupPostalCode: string }).pickupPostalCode
        : details.address.postalCode
    const point = findPickupPoint(choice.pickupPointId, {
      country: site.country,
      postalCode,
      carriers: [choice.carrier],
      address: details.address,
    })
    if (!point) return { ok: false, fields: ['pickupPointId'] }
    stored = { mode: 'PICKPOINT', carrier: choice.carrier, pickupPoint: point }
  } else if (choice.mode === 'CUSTOMER') {
    stored = { mode: 'CUSTOMER', courierName: choice.courierName, courierReference: choice.courierReference ?? null }
  } else stored = choice.mode === 'ADDRESS' ? { mode: 'ADDRESS', carrier: choice.carrier } : { mode: 'MANAGED' }
  return save(c, { shipment: stored })
}

export interface ShipmentQuote {
  mode: ShipmentMode
  shippingType: string
  deliveryType: string
  carrier: Carrier | null
  priceMinor: number
  earliest: string
  latest: string
}

/**
 * Price and delivery window of the chosen shipment for this cart now. Carrier modes use the same estimate as the
 * cart page; collection at the production centre is free and ready when production ends.
 */
export function quoteShipment(
  site: ShipmentSite,
  cart: CartGoods,
  address: Address,
  choice: ShipmentChoice,
  now: number,
): ShipmentQuote | null {
  if (!site.shipmentModes.includes(choice.mode)) return null
  const types = shipmentTypesOf(choice.mode)
  const base = { mode: choice.mode, shippingType: types.shippingType, deliveryType: types.deliveryType }
  if (choice.mode === 'MANAGED' || choice.mode === 'CUSTOMER') {
    const ready = addWorkingDays(new Date(now), PRODUCTION_WORKING_DAYS).toISOString().slice(0, 10)
    return { ...base, carrier: null, priceMinor: 0, earliest: ready, latest: ready }
  }
  const estimate = estimateCartShipment(site, cart, { country: address.country, postalCode: address.postalCode }, now)
  const option = estimate.ok ? estimate.options.find((o) => o.carrier === choice.carrier) : undefined
  if (!option) return null
  return {
    ...base,
    carrier: option.carrier,
    priceMinor: option.priceMinor,
    earliest: option.earliest,
    latest: option.latest,
  }
}
