/**
 * IBAN (ISO 13616) and RF creditor reference (ISO 11649) checks for bank transfers and refunds. Both use the same
 * ISO 7064 mod 97-10 check: move the first four characters to the end, read letters as 10..35, remainder must be 1.
 */

/** IBAN lengths of the SEPA countries (EU/EEA, CH, GB and the SEPA microstates), from the SWIFT IBAN registry. */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
}

export type IbanResult = { ok: true; iban: string } | { ok: false; error: 'FORMAT' | 'COUNTRY' | 'LENGTH' | 'CHECKSUM' }

/** Remainder of the rearranged string modulo 97, one digit at a time so no number grows past 2^53. */
function mod97(rearranged: string): number {
  let rem = 0
  for (const ch of rearranged) {
    const v = parseInt(ch, 36)
    rem = (v < 10 ? rem * 10 + v : rem * 100 + v) % 97
  }
  return rem
}

/** Check digits 00, 01 and 99 can never be issued (98 - r is always 02..98), so they are refused even if mod 97 = 1. */
const passesMod97 = (s: string) =>
  /^(0[2-9]|[1-8]\d|9[0-8])$/.test(s.slice(2, 4)) && mod97(s.slice(4) + s.slice(0, 4)) === 1

const compact = (raw: string) => raw.replace(/\s+/g, '').toUpperCase()

/** Accepts the printed form (spaces, any case) and returns the electronic form, or the first rule it breaks. */
export function validateIban(raw: string): IbanResult {
  const iban = compact(raw)
  if (iban.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, error: 'FORMAT' }
  const length = IBAN_LENGTH[iban.slice(0, 2)]
  if (length === undefined) return { ok: false, error: 'COUNTRY' }
  if (iban.length !== length) return { ok: false, error: 'LENGTH' }
  if (!passesMod97(iban)) return { ok: false, error: 'CHECKSUM' }
  return { ok: true, iban }
}

const groupsOf4 = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ')

/** Printed form: groups of four, e.g. `ES91 2100 0418 4502 0005 1332`. */
export function formatIban(iban: string): string {
  return groupsOf4(compact(iban))
}

/** For showing a stored IBAN back: country and check digits, then bullets, with only the last four characters readable. */
export function maskIban(iban: string): string {
  const s = compact(iban)
  if (s.length <= 8) return groupsOf4(s)
  return `${s.slice(0, 4)} ${groupsOf4('•'.repeat(s.length - 8))} ${s.slice(-4)}`
}

/**
 * RF creditor reference for an order, used as the bank-transfer payment reference so banks that know ISO 11649
 * check it as the shopper types it, and a mistyped reference is caught before the money leaves.
 */
export function creditorReference(orderNumber: string | number): string {
  if (typeof orderNumber === 'number' && !(Number.isSafeInteger(orderNumber) && orderNumber >= 0)) {
    throw new RangeError('an order number must be a non-negative integer')
  }
  const ref = compact(String(orderNumber))
  if (!/^[A-Z0-9]{1,21}$/.test(ref)) throw new RangeError('a creditor reference holds 1 to 21 letters and digits')
  const check = 98 - mod97(`${ref}RF00`)
  return `RF${String(check).padStart(2, '0')}${ref}`
}

/** True for an RF reference in printed or electronic form with correct check digits. */
export function isValidCreditorReference(ref: string): boolean {
  const s = compact(ref)
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(s) && passesMod97(s)
}
