/**
 * Postal code formats of every country the shop can have a site in (after trimming and upper-casing). Where a
 * country's codes are often written with its letters in front (L-1234, LV-1050), the prefix is accepted too.
 */
const POSTAL_CODE: Readonly<Record<string, RegExp>> = {
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  LU: /^(L-)?\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  BG: /^\d{4}$/,
  HR: /^\d{5}$/,
  CY: /^\d{4}$/,
  EE: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  HU: /^\d{4}$/,
  LV: /^(LV-)?\d{4}$/,
  LT: /^(LT-)?\d{5}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  RO: /^\d{6}$/,
  SK: /^\d{3} ?\d{2}$/,
  SI: /^(SI-)?\d{4}$/,
  IS: /^\d{3}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  NO: /^\d{4}$/,
}

/** True when the shop knows the postal code format of `country` (a site needs it: addresses and pickup search). */
export function hasPostalCodeRule(country: string): boolean {
  return Object.hasOwn(POSTAL_CODE, country)
}

export function normalizePostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ')
}

/** True when `value` is a valid postal code of `country`; unknown countries are refused. */
export function isValidPostalCode(country: string, value: string): boolean {
  const re = POSTAL_CODE[country]
  return re !== undefined && value.length <= 10 && re.test(normalizePostalCode(value))
}
