import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'

/**
 * Public order id for guest tracking links (/tracking/{public_id}). Whoever knows it sees the order, so it is
 * 128 random bits rather than anything derived from the order number; base32 keeps it case-free and readable aloud.
 */
export function newPublicId(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(16)))
}

export function isPublicId(s: unknown): s is string {
  return typeof s === 'string' && /^[a-z2-7]{26}$/.test(s)
}

/** What a shopper pastes from an email may carry spaces, dashes or capitals around the id. */
export function normalizePublicIdInput(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '')
}

/** The short order number people see and quote (confirmation page, mail subject): the id's first 8 characters. */
export const ORDER_NUMBER_LENGTH = 8

export function shortOrderNumber(publicId: string): string {
  return publicId.slice(0, ORDER_NUMBER_LENGTH).toUpperCase()
}

/** What the tracking form was given: the id's first 8 characters always, and the whole id when it was given. */
export interface OrderReference {
  prefix: string
  publicId: string | null
}

/**
 * The tracking form accepts the short order number (AUZRIJ7V, as typed: any case, spaces, dashes, a leading #) or
 * the 26-character order code; anything else is null. The number alone never identifies an order: the lookup also
 * needs the order's email or postal code.
 */
export function parseOrderReference(raw: string): OrderReference | null {
  const typed = normalizePublicIdInput(raw).replace(/^#/, '')
  if (isPublicId(typed)) return { prefix: typed.slice(0, ORDER_NUMBER_LENGTH), publicId: typed }
  return new RegExp(`^[a-z2-7]{${ORDER_NUMBER_LENGTH}}$`).test(typed) ? { prefix: typed, publicId: null } : null
}
