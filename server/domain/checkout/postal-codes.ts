/** Postal code formats of the shop's countries (after trimming and upper-casing). */
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
}

export function normalizePostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ')
}

/** True when `value` is a valid postal code of `country`; unknown countries are refused. */
export function isValidPostalCode(country: string, value: string): boolean {
  const re = POSTAL_CODE[country]
  return re !== undefined && value.length <= 10 && re.test(normalizePostalCode(value))
}
