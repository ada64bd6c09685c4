/** Standard VAT rates (percent) of the shop's countries; catalog prices include VAT at this rate. */
export const STANDARD_VAT_RATE: Readonly<Record<string, number>> = {
  ES: 21,
  DE: 19,
  AT: 20,
  CH: 8.1,
  FR: 20,
  IT: 22,
  PT: 23,
  NL: 21,
  BE: 21,
  DK: 25,
  PL: 23,
  CZ: 21,
  GB: 20,
  IE: 23,
  LU: 17,
  SE: 25,
  FI: 25.5,
}

export function vatRateFor(country: string): number {
  const rate = STANDARD_VAT_RATE[country]
  if (rate === undefined) throw new Error(`no VAT rate configured for country ${country}`)
  return rate
}
