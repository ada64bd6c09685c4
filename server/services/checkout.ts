import type { Db } from '../../db/client.js'
import * as cq from '../../db/queries/cart.js'
import { addressSchema, contactSchema, invalidFields, type Address, type Contact } from '../domain/checkout-details.js'
import type { CartContext } from './cart.js'

export interface CheckoutDetails {
  contact: Contact | null
  address: Address | null
}

const key = (c: CartContext) => ({ sessionId: c.sessionId, brandSlug: c.sf.brandSlug, siteCode: c.sf.siteCode })

export function readCheckout(db: Db, cartKey: cq.CartKey): CheckoutDetails {
  const cart = cq.findCart(db, cartKey)
  const row = cart ? cq.findCheckoutDetails(db, cart.id) : undefined
  return { contact: (row?.contact as Contact | null) ?? null, address: (row?.address as Address | null) ?? null }
}

export type SaveResult = { ok: true } | { ok: false; fields: string[] } | { ok: false; error: 'EMPTY_CART' }

function save(c: CartContext, patch: { contact?: unknown; address?: unknown }): SaveResult {
  const cart = cq.findCart(c.db, key(c))
  if (!cart || cq.cartLineRows(c.db, cart.id).length === 0) return { ok: false, error: 'EMPTY_CART' }
  cq.saveCheckoutDetails(c.db, cart.id, patch, c.now)
  return { ok: true }
}

/** Step 1. Nothing is stored unless the whole step is valid. */
export function saveContact(c: CartContext, body: unknown): SaveResult {
  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error.issues) }
  return save(c, { contact: parsed.data })
}

/** Step 2, against the rules of the site's country (each site delivers in its own country). */
export function saveAddress(c: CartContext, body: unknown): SaveResult {
  const parsed = addressSchema(c.sf.country).safeParse(body)
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error.issues) }
  return save(c, { address: parsed.data })
}
