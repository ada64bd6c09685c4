import type { Carrier } from '../vocabulary/shop-enums.js'
import { isValidPostalCode } from '../checkout/postal-codes.js'
import { shownMinor } from '../money/price-display.js'

/**
 * Shipment estimate for the cart (spec: shipment_postal_code, shipment_country -> carriers, price, delivery window).
 * Rates are per carrier in each site currency (no currency conversion at runtime); orders from the site's
 * free-shipping amount ship free. Delivery = production days + carrier transit, counted in working days.
 */
const RATES: Readonly<Record<Carrier, { price: Record<string, number>; transit: [number, number] }>> = {
  CORREOS: { price: { EUR: 395 }, transit: [2, 4] },
  MONDIAL_RELAY: { price: { EUR: 449 }, transit: [3, 5] },
  DHL_PARCEL: { price: { EUR: 595, CHF: 890, DKK: 4900, PLN: 2499, CZK: 14900, GBP: 549, SEK: 6900 }, transit: [1, 3] },
  GLS: { price: { EUR: 495, CHF: 790, DKK: 3900, PLN: 1999, CZK: 11900, GBP: 449, SEK: 5900 }, transit: [2, 4] },
  CHRONOEXPRESS: { price: { EUR: 895 }, transit: [1, 1] },
  UPS: { price: { EUR: 1295, CHF: 1590, DKK: 9900, PLN: 4999, CZK: 29900, GBP: 1149, SEK: 12900 }, transit: [1, 2] },
}

export const PRODUCTION_WORKING_DAYS = 2

/** The carrier's rate in a currency (minor units), or undefined when it has none: it is not offered on such a site. */
export function carrierRate(carrier: Carrier, currency: string): number | undefined {
  return RATES[carrier].price[currency]
}

/**
 * What shipping costs at least on a site before the shopper gives a postal code (the cart's "from" price): the
 * cheapest carrier rate in the site's currency, 0 once the goods reach the free-shipping amount, null with no
 * carrier rate at all. Collection by the buyer (business only) is not a price a shopper can count on.
 */
export function shippingFromMinor(input: {
  currency: string
  carriers: readonly Carrier[]
  subtotalMinor: number
  freeShippingFromMinor: number
  allowDecimals: boolean
}): number | null {
  const rates = input.carriers.flatMap((c) => carrierRate(c, input.currency) ?? [])
  if (rates.length === 0) return null
  if (input.subtotalMinor >= input.freeShippingFromMinor) return 0
  return shownMinor(Math.min(...rates), input.allowDecimals)
}

export interface ShipmentOption {
  carrier: Carrier
  priceMinor: number
  /** Earliest and latest delivery dates, YYYY-MM-DD (UTC). */
  earliest: string
  latest: string
}

export type ShipmentEstimate =
  { ok: true; options: ShipmentOption[] } | { ok: false; error: 'COUNTRY_NOT_SERVED' | 'INVALID_POSTAL_CODE' }

export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = days
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    const wd = d.getUTCDay()
    if (wd !== 0 && wd !== 6) left--
  }
  return d
}

export function estimateShipment(input: {
  siteCountry: string
  currency: string
  carriers: readonly Carrier[]
  shipmentCountry: string
  shipmentPostalCode: string
  subtotalMinor: number
  freeShippingFromMinor: number
  /** False for a brand that shows whole units: a rate is then charged as shown, rounded up to a whole unit. */
  allowDecimals: boolean
  now: number
}): ShipmentEstimate {
  // Each country site ships within its own country; other destinations order on their own site.
  if (input.shipmentCountry !== input.siteCountry) return { ok: false, error: 'COUNTRY_NOT_SERVED' }
  if (!isValidPostalCode(input.shipmentCountry, input.shipmentPostalCode))
    return { ok: false, error: 'INVALID_POSTAL_CODE' }
  const free = input.subtotalMinor >= input.freeShippingFromMinor
  const today = new Date(input.now)
  const options: ShipmentOption[] = []
  for (const carrier of input.carriers) {
    const rate = RATES[carrier]
    const price = carrierRate(carrier, input.currency)
    if (price === undefined) continue
    const iso = (days: number) =>
      addWorkingDays(today, PRODUCTION_WORKING_DAYS + days)
        .toISOString()
        .slice(0, 10)
    options.push({
      carrier,
      priceMinor: free ? 0 : shownMinor(price, input.allowDecimals),
      earliest: iso(rate.transit[0]),
      latest: iso(rate.transit[1]),
    })
  }
  options.sort(
    (a, b) => a.priceMinor - b.priceMinor || a.earliest.localeCompare(b.earliest) || a.carrier.localeCompare(b.carrier),
  )
  return { ok: true, options }
}
