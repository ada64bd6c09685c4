import type { Currency } from '../vocabulary/shop-enums.js'

/**
 * Standard VAT rates (percent) of every country the shop can have a site in: the 27 EU member states, the other EEA
 * states (Iceland, Liechtenstein, Norway), Switzerland and the United Kingdom. Catalog prices include VAT at this
 * rate. Rates in force on 2026-11-27 (Estonia 24 % since July 2025, Romania 21 % since August 2025, Slovakia 23 %
 * since January 2025); a change of rate is a change here.
 */
export const STANDARD_VAT_RATE: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
  // EEA outside the EU, Switzerland (Liechtenstein applies the Swiss rate) and the United Kingdom.
  IS: 24,
  LI: 8.1,
  NO: 25,
  CH: 8.1,
  GB: 20,
}

/** The 27 EU member states: the keys of the table above without the EEA states, Switzerland and the United Kingdom. */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set(
  Object.keys(STANDARD_VAT_RATE).filter((c) => !['IS', 'LI', 'NO', 'CH', 'GB'].includes(c)),
)

/** The member state of a VAT id (its prefix; Greece's ids start with EL). */
export function countryOfVatId(vatId: string): string {
  const prefix = vatId.trim().slice(0, 2).toUpperCase()
  return prefix === 'EL' ? 'GR' : prefix
}

export function vatRateFor(country: string): number {
  const rate = STANDARD_VAT_RATE[country]
  if (rate === undefined) throw new Error(`no VAT rate configured for country ${country}`)
  return rate
}

/**
 * The currency a site of the country prices in: its own where the shop takes it, else the euro. The shop's prices,
 * carrier rates and promotions exist in its CURRENCIES only; Hungary, Romania, Iceland and Norway are sold to in euros
 * until their currencies are added with prices and carrier rates (decision 028).
 */
const OWN_CURRENCY: Readonly<Partial<Record<string, Currency>>> = {
  CH: 'CHF',
  LI: 'CHF',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  GB: 'GBP',
  SE: 'SEK',
}

export function siteCurrencyFor(country: string): Currency {
  return OWN_CURRENCY[country] ?? 'EUR'
}
