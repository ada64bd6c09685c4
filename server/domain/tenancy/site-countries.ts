import { hasPhoneNumberingPlan } from '../checkout/phone-numbers.js'
import { hasPostalCodeRule } from '../checkout/postal-codes.js'
import { siteCurrencyFor, STANDARD_VAT_RATE } from '../money/vat-rates.js'
import { hasStreetNames } from '../shipping/pickup-places.js'
import { PICKUP_CARRIERS } from '../shipping/pickup-points.js'
import { carrierRate } from '../shipping/shipment-estimate.js'
import type { Carrier, Currency, ShipmentMode } from '../vocabulary/shop-enums.js'
import { hasTimeZone } from './time-zones.js'

/**
 * Can the shop sell on a site in this country? Every per-country table a site needs, in one place: the VAT rate
 * (cart and order totals), the postal-code format (addresses, the cart's shipment estimate, pickup search), the
 * phone numbering plan (delivery addresses), the time zone (chat hours, mailed dates), the pickup directory's street
 * names, and the carrier rates in the site's currency. A country missing one of them would answer 500 or refuse every
 * address, so the tenant CLI and the console refuse such a site before it is written (decision 028).
 */

/** One table a country lacks, as ops read it. */
const COUNTRY_TABLES: readonly { name: string; has: (country: string) => boolean }[] = [
  { name: 'VAT rate (server/domain/money/vat-rates.ts)', has: (c) => Object.hasOwn(STANDARD_VAT_RATE, c) },
  { name: 'postal-code format (server/domain/checkout/postal-codes.ts)', has: hasPostalCodeRule },
  { name: 'phone numbering plan (libphonenumber-js)', has: hasPhoneNumberingPlan },
  { name: 'time zone (server/domain/tenancy/time-zones.ts)', has: hasTimeZone },
  { name: 'pickup-point street names (server/domain/shipping/pickup-places.ts)', has: hasStreetNames },
]

/** Every country the shop has all tables for: the EU, the EEA, Switzerland and the United Kingdom. */
export const SELLING_COUNTRIES: readonly string[] = Object.keys(STANDARD_VAT_RATE)
  .filter((c) => COUNTRY_TABLES.every((t) => t.has(c)))
  .sort()

/** The tables a country lacks (empty: the shop can sell there). */
export function missingCountryTables(country: string): string[] {
  return COUNTRY_TABLES.filter((t) => !t.has(country)).map((t) => t.name)
}

export interface SiteIssue {
  /** The site's setting the problem is about (country, currency, carriers, shipmentModes). */
  field: 'country' | 'currency' | 'carriers' | 'shipmentModes'
  message: string
}

/** What keeps the shop from selling on a site with these settings; empty when nothing does. */
export function siteCountryIssues(site: {
  country: string
  currency: Currency
  carriers: readonly Carrier[]
  shipmentModes: readonly ShipmentMode[]
}): SiteIssue[] {
  const missing = missingCountryTables(site.country)
  if (missing.length)
    return [
      {
        field: 'country',
        message: `the shop cannot sell in ${site.country}: no ${missing.join(', no ')} (countries it sells in: ${SELLING_COUNTRIES.join(', ')})`,
      },
    ]
  const issues: SiteIssue[] = []
  const currency = siteCurrencyFor(site.country)
  if (site.currency !== currency)
    issues.push({
      field: 'currency',
      message: `a site in ${site.country} prices in ${currency} (its prices include ${site.country} VAT), not ${site.currency}`,
    })
  const unpriced = site.carriers.filter((c) => carrierRate(c, site.currency) === undefined)
  if (unpriced.length)
    issues.push({
      field: 'carriers',
      message: `${unpriced.join(', ')} ${unpriced.length === 1 ? 'has' : 'have'} no rate in ${site.currency}, so ${unpriced.length === 1 ? 'it' : 'they'} would never be offered (remove ${unpriced.length === 1 ? 'it' : 'them'})`,
    })
  if (site.shipmentModes.includes('PICKPOINT') && !site.carriers.some((c) => PICKUP_CARRIERS.includes(c)))
    issues.push({
      field: 'shipmentModes',
      message: `PICKPOINT needs a pickup carrier among the site's carriers (one of ${PICKUP_CARRIERS.join(', ')})`,
    })
  return issues
}
