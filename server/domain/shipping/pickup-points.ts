import type { Carrier } from '../vocabulary/shop-enums.js'
import { isValidPostalCode, normalizePostalCode } from '../checkout/postal-codes.js'
import { hashString, pick, seededRandom } from '../catalog/seeded-random.js'
import { streetLine, townOf } from './pickup-places.js'

/**
 * Built-in pickup-point directory standing in for the carriers' locator APIs until the shop has contracts with them.
 * It is deterministic (seeded from country, postal code and carrier), so a point the shopper chose on one request is
 * found again when the form is posted, and each carrier's points do not change with the other carriers a site offers.
 * Each point has a street address in the country's usual form, its town (from the postal code, or the town of the
 * shopper's address when it has that postal code), weekday hours, Saturday hours where it opens then, and its distance from the searched
 * postal code. Names, streets and towns are proper names, so nothing here needs translating.
 */
export const PICKUP_CARRIERS: readonly Carrier[] = ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'UPS']

const BRAND: Readonly<Partial<Record<Carrier, string>>> = {
  CORREOS: 'Correos Oficina',
  MONDIAL_RELAY: 'Mondial Relay Point',
  DHL_PARCEL: 'DHL Servicepoint',
  GLS: 'GLS ParcelShop',
  UPS: 'UPS Access Point',
}

export const MAX_PICKUP_POINTS = 8

export interface PickupPoint {
  id: string
  carrier: Carrier
  name: string
  street: string
  postalCode: string
  /** '' when neither the directory nor the search knows the town of the postal code. */
  city: string
  /** From the searched postal code. */
  distanceMeters: number
  /** Monday to Friday. */
  opensAt: string
  closesAt: string
  saturday: boolean
  /** Saturday hours when `saturday`, else null. */
  saturdayOpensAt: string | null
  saturdayClosesAt: string | null
}

export type PickupPointSearch = {
  country: string
  postalCode: string
  carriers: readonly Carrier[]
  /** The shopper's delivery address: its town names the points when the search is for its postal code and the
   * directory does not know the town. */
  address?: { postalCode: string; city: string }
}

export type PickupPointsResult =
  { ok: true; points: PickupPoint[] } | { ok: false; error: 'INVALID_POSTAL_CODE' | 'NO_PICKUP_CARRIER' }

/** Countries whose postal codes may be written after the country's letters (L-1234, LV-1050). */
const LETTER_PREFIX: Readonly<Record<string, RegExp>> = { LU: /^L-/, LV: /^LV-/, LT: /^LT-/, SI: /^SI-/ }

/** Letters and digits only, so `1012AB` and `1012 AB`, or `L-1234` and `1234`, are one place and one seed. */
function compactPostal(country: string, postalCode: string): string {
  const p = normalizePostalCode(postalCode)
  const prefix = LETTER_PREFIX[country]
  return (prefix ? p.replace(prefix, '') : p).replace(/[^A-Z0-9]/g, '')
}

/** The usual printed form of a compact (valid) postal code, so every spelling of the input shows the same. */
function displayPostal(country: string, c: string): string {
  switch (country) {
    case 'PT':
      return `${c.slice(0, 4)}-${c.slice(4)}`
    case 'PL':
      return `${c.slice(0, 2)}-${c.slice(2)}`
    case 'NL':
      return `${c.slice(0, 4)} ${c.slice(4)}`
    case 'CZ':
    case 'SE':
    case 'SK':
    case 'GR':
    case 'MT':
      return `${c.slice(0, 3)} ${c.slice(3)}`
    case 'GB':
      return `${c.slice(0, -3)} ${c.slice(-3)}`
    case 'IE':
      return `${c.slice(0, 3)} ${c.slice(3)}`
    default:
      return c
  }
}

function pointsOf(carrier: Carrier, country: string, compact: string, city: string): PickupPoint[] {
  const random = seededRandom(hashString(`${country}|${compact}|${carrier}`))
  const count = 2 + Math.floor(random() * 2)
  const postalCode = displayPostal(country, compact)
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    const houseNumber = 1 + Math.floor(random() * 199)
    const distanceMeters = Math.round((150 + random() * 3850) / 10) * 10
    const opensAt = pick(random, ['08:00', '09:00', '10:00'])
    const closesAt = pick(random, ['19:00', '20:00', '21:00'])
    const saturday = random() < 0.6
    // Drawn after the fields above, so adding streets and Saturday hours moved no existing point.
    const street = streetLine(country, Math.floor(random() * 64) + hashString(carrier), houseNumber)
    const saturdayClosesAt = pick(random, ['13:00', '14:00', '18:00'])
    return {
      // Carrier codes hold `_`; ids keep to [A-Z0-9-] so they travel in URLs and forms unescaped.
      id: `${carrier.replaceAll('_', '-')}-${country}-${compact}-${n}`,
      carrier,
      name: `${BRAND[carrier] ?? carrier} ${compact}-${n}`,
      street,
      postalCode,
      city,
      distanceMeters,
      opensAt,
      closesAt,
      saturday,
      saturdayOpensAt: saturday ? opensAt : null,
      saturdayClosesAt: saturday ? saturdayClosesAt : null,
    }
  })
}

/** 2-3 points per pickup carrier of the site, nearest first, at most MAX_PICKUP_POINTS. */
export function findPickupPoints(input: PickupPointSearch): PickupPointsResult {
  // The site's carriers are checked first: with no pickup carrier, blaming the shopper's postal code would mislead.
  const carriers = PICKUP_CARRIERS.filter((c) => input.carriers.includes(c))
  if (carriers.length === 0) return { ok: false, error: 'NO_PICKUP_CARRIER' }
  if (!isValidPostalCode(input.country, input.postalCode)) return { ok: false, error: 'INVALID_POSTAL_CODE' }
  const compact = compactPostal(input.country, input.postalCode)
  const own = input.address && compactPostal(input.country, input.address.postalCode) === compact
  const city = townOf(input.country, compact) ?? (own ? input.address!.city.trim().slice(0, 80) : '')
  const points = carriers.flatMap((c) => pointsOf(c, input.country, compact, city))
  points.sort((a, b) => a.distanceMeters - b.distanceMeters || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return { ok: true, points: points.slice(0, MAX_PICKUP_POINTS) }
}

/**
 * The point checked when the list opens, by the rule home delivery follows: the cheapest carrier first, then the
 * nearest of its points. `priceOf` gives a carrier's price for this cart (undefined: no rate, ranked last).
 */
export function preselectedPickupPoint(
  points: readonly PickupPoint[],
  priceOf: (carrier: Carrier) => number | undefined,
): PickupPoint | null {
  let best: PickupPoint | null = null
  let bestPrice = Number.POSITIVE_INFINITY
  for (const p of points) {
    const price = priceOf(p.carrier) ?? Number.POSITIVE_INFINITY
    if (!best || price < bestPrice || (price === bestPrice && p.distanceMeters < best.distanceMeters)) {
      best = p
      bestPrice = price
    }
  }
  return best
}

/** Re-validates a posted choice: only a point that the same search offers is accepted. */
export function findPickupPoint(id: string, input: PickupPointSearch): PickupPoint | null {
  const found = findPickupPoints(input)
  return (found.ok && found.points.find((p) => p.id === id)) || null
}
