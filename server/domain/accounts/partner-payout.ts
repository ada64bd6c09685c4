import { validateIban } from '../money/iban.js'
import type { FieldErrors } from '../forms/form-feedback.js'

export type PayoutResult = { ok: true; value: { iban: string; holder: string } } | { ok: false; errors: FieldErrors }

/**
 * Payout details of a partner. The IBAN must pass the ISO 13616 check (country, length, mod 97); an empty IBAN
 * field keeps the stored one (the page shows it masked, never prefilled). The holder is required (max 70, the
 * SEPA name length).
 */
export function validatePayout(input: Record<string, unknown>, storedIban: string | null): PayoutResult {
  const rawIban = typeof input.iban === 'string' ? input.iban.trim() : ''
  const holder = typeof input.holder === 'string' ? input.holder.trim() : ''
  const errors: FieldErrors = {}
  let iban = storedIban ?? ''
  if (rawIban) {
    const checked = validateIban(rawIban)
    if (checked.ok) iban = checked.iban
    else errors.iban = checked.error === 'CHECKSUM' ? 'checksum' : 'invalid'
  } else if (!storedIban) errors.iban = 'required'
  if (!holder) errors.holder = 'required'
  else if (holder.length > 70) errors.holder = 'too_long'
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { iban, holder } }
}

/** Campaign names partners put in their links (afcmp): letters, digits, _ and -, up to 40. */
export function isCampaignName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value)
}

/** The partner's ready-made links: the site's home with afcust (spec section 7), and with a campaign (afcmp). */
export function affiliateLinks(
  origin: string,
  affiliateId: number,
  campaign: string,
): { plain: string; withCampaign: string } {
  const plain = `${origin}/?afcust=${affiliateId}`
  return { plain, withCampaign: `${plain}&afcmp=${encodeURIComponent(campaign)}` }
}
