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
