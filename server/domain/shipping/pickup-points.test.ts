import { describe, expect, it } from 'vitest'
import type { Carrier } from '../vocabulary/shop-enums.js'
import {
  findPickupPoint,
  findPickupPoints,
  MAX_PICKUP_POINTS,
  PICKUP_CARRIERS,
  type PickupPoint,
} from './pickup-points.js'

const ALL: readonly Carrier[] = ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS']
const madrid = { country: 'ES', postalCode: '28013', carriers: ['GLS', 'MONDIAL_RELAY'] as Carrier[] }

function points(input: Parameters<typeof findPickupPoints>[0]): PickupPoint[] {
  const r = findPickupPoints(input)
  if (!r.ok) throw new Error(`expected points, got ${r.error}`)
  return r.points
}

describe('findPickupPoints', () => {
  it('offers every carrier except CHRONOEXPRESS', () => {
    expect([...PICKUP_CARRIERS].sort()).toEqual(['CORREOS', 'DHL_PARCEL', 'GLS', 'MONDIAL_RELAY', 'UPS'])
  })

  it('gives the same points for the same postal code, however it is typed', () => {
    expect(points(madrid)).toEqual(points({ ...madrid }))
    expect(points({ ...madrid, postalCode: ' 28013 ' })).toEqual(points(madrid))
    const nl = { country: 'NL', carriers: ['DHL_PARCEL', 'UPS'] as Carrier[] }
    expect(points({ ...nl, postalCode: '1012ab' })).toEqual(points({ ...nl, postalCode: '1012 AB' }))
    expect(points({ ...nl, postalCode: '1012AB' })[0]!.postalCode).toBe('1012 AB')
    const lu = { country: 'LU', carriers: ['GLS'] as Carrier[] }
    expect(points({ ...lu, postalCode: 'L-1234' })).toEqual(points({ ...lu, postalCode: '1234' }))
  })

  it('gives other points for another postal code', () => {
    const a = points(madrid)
    const b = points({ ...madrid, postalCode: '28014' })
    expect(b.every((p) => p.postalCode === '28014' && p.id.includes('-28014-'))).toBe(true)
    expect(b.map((p) => p.distanceMeters)).not.toEqual(a.map((p) => p.distanceMeters))
  })

  it('returns 2-3 well-formed points per carrier, nearest first', () => {
    const ps = points(madrid)
    for (const carrier of madrid.carriers) {
      const mine = ps.filter((p) => p.carrier === carrier)
      expect(mine.length).toBeGreaterThanOrEqual(2)
      expect(mine.length).toBeLessThanOrEqual(3)
    }
    expect(ps.map((p) => p.distanceMeters)).toEqual(ps.map((p) => p.distanceMeters).sort((a, b) => a - b))
    for (const p of ps) {
      expect(p.id).toMatch(/^[A-Z0-9-]+$/)
      expect(p.id).toMatch(new RegExp(`^${p.carrier.replace('_', '-')}-ES-28013-[1-3]$`))
      expect(p.postalCode).toBe('28013')
      // A street with a house number, as Spanish addresses are written, and the town of the postal code.
      expect(p.street).toMatch(/^\D+, \d{1,3}$/)
      expect(p.city).toBe('Madrid')
      expect(p.distanceMeters).toBeGreaterThanOrEqual(150)
      expect(p.distanceMeters).toBeLessThanOrEqual(4000)
      expect(['08:00', '09:00', '10:00']).toContain(p.opensAt)
      expect(['19:00', '20:00', '21:00']).toContain(p.closesAt)
      expect(typeof p.saturday).toBe('boolean')
      if (p.saturday)
        expect([p.saturdayOpensAt, p.saturdayClosesAt]).toEqual([p.opensAt, expect.stringMatching(/^1[348]:00$/)])
      else expect([p.saturdayOpensAt, p.saturdayClosesAt]).toEqual([null, null])
    }
    expect(ps.map((p) => p.name)).toContain('Mondial Relay Point 28013-2')
    expect(ps.map((p) => p.name)).toContain('GLS ParcelShop 28013-1')
    expect(points({ ...madrid, carriers: ['CORREOS'] }).map((p) => p.name)).toContain('Correos Oficina 28013-1')
  })

  it('uses each carrier brand and keeps ids unique', () => {
    const ps = points({ country: 'DE', postalCode: '10115', carriers: ['DHL_PARCEL', 'UPS'] })
    expect(
      ps.filter((p) => p.carrier === 'DHL_PARCEL').every((p) => p.name.startsWith('DHL Servicepoint 10115-')),
    ).toBe(true)
    expect(ps.filter((p) => p.carrier === 'UPS').every((p) => p.name.startsWith('UPS Access Point 10115-'))).toBe(true)
    expect(new Set(ps.map((p) => p.id)).size).toBe(ps.length)
    expect(ps.some((p) => p.id.startsWith('DHL-PARCEL-DE-10115-'))).toBe(true)
  })

  it('keeps only the carriers the site offers, and a carrier gets the same points whatever else the site offers', () => {
    const gls = points({ ...madrid, carriers: ['GLS', 'CHRONOEXPRESS'] })
    expect(gls.every((p) => p.carrier === 'GLS')).toBe(true)
    const withOthers = points({ ...madrid, carriers: ['UPS', 'GLS'] })
    expect(withOthers.filter((p) => p.carrier === 'GLS')).toEqual(gls)
    expect(withOthers.some((p) => p.carrier === 'UPS')).toBe(true)
  })

  it('returns at most 8, the nearest of all carriers', () => {
    const ps = points({ ...madrid, carriers: ALL })
    expect(ps).toHaveLength(MAX_PICKUP_POINTS)
    const everyPoint = PICKUP_CARRIERS.flatMap((c) => points({ ...madrid, carriers: [c] }))
    expect(everyPoint.length).toBeGreaterThan(MAX_PICKUP_POINTS)
    const cutoff = Math.max(...ps.map((p) => p.distanceMeters))
    expect(everyPoint.filter((p) => p.distanceMeters < cutoff).every((p) => ps.some((q) => q.id === p.id))).toBe(true)
  })

  it('refuses an invalid postal code or unknown country', () => {
    expect(findPickupPoints({ ...madrid, postalCode: '99999' })).toEqual({ ok: false, error: 'INVALID_POSTAL_CODE' })
    expect(findPickupPoints({ ...madrid, postalCode: '' })).toEqual({ ok: false, error: 'INVALID_POSTAL_CODE' })
    expect(findPickupPoints({ ...madrid, country: 'XX' })).toEqual({ ok: false, error: 'INVALID_POSTAL_CODE' })
    expect(findPickupPoints({ ...madrid, country: 'PT', postalCode: '1100148' })).toEqual({
      ok: false,
      error: 'INVALID_POSTAL_CODE',
    })
  })

  it('says so when the site has no pickup carrier', () => {
    expect(findPickupPoints({ ...madrid, carriers: ['CHRONOEXPRESS'] })).toEqual({
      ok: false,
      error: 'NO_PICKUP_CARRIER',
    })
    expect(findPickupPoints({ ...madrid, carriers: [] })).toEqual({ ok: false, error: 'NO_PICKUP_CARRIER' })
  })
})

describe('pickup point addresses', () => {
  it('write the street the way the country does, with the town of the searched postal code', () => {
    const de = points({ country: 'DE', postalCode: '10115', carriers: ['DHL_PARCEL'] })
    expect(de.every((p) => /^\D+ \d{1,3}$/.test(p.street) && p.city === 'Berlin')).toBe(true)
    const fr = points({ country: 'FR', postalCode: '75001', carriers: ['MONDIAL_RELAY'] })
    expect(fr.every((p) => /^\d{1,3} \D+$/.test(p.street) && p.city === 'Paris')).toBe(true)
  })

  it('take the town of the shopper’s address for its postal code where the directory has none, else leave it empty', () => {
    const search = { country: 'ES', postalCode: '44001', carriers: ['GLS'] as Carrier[] }
    const address = { postalCode: ' 44001', city: 'Teruel' }
    expect(points({ ...search, address }).every((p) => p.city === 'Teruel')).toBe(true)
    expect(points(search).every((p) => p.city === '')).toBe(true)
    // A search near another postal code does not borrow the address's town.
    expect(points({ ...search, postalCode: '44002', address }).every((p) => p.city === '')).toBe(true)
    // The directory's town wins over a typo in the address.
    expect(
      points({ ...madrid, address: { postalCode: '28013', city: 'Madird' } }).every((p) => p.city === 'Madrid'),
    ).toBe(true)
  })
})

describe('findPickupPoint', () => {
  it('finds a posted id again for the same search', () => {
    for (const p of points(madrid)) expect(findPickupPoint(p.id, madrid)).toEqual(p)
  })

  it('rejects forged or out-of-context ids', () => {
    expect(findPickupPoint('GLS-ES-28013-9', madrid)).toBeNull()
    expect(findPickupPoint('gls-es-28013-1', madrid)).toBeNull()
    expect(findPickupPoint('', madrid)).toBeNull()
    // A real id, but for another postal code than the one the order ships to.
    const elsewhere = points({ ...madrid, postalCode: '08001' })[0]!
    expect(findPickupPoint(elsewhere.id, madrid)).toBeNull()
    // A real id of a carrier this site does not offer.
    const ups = points({ ...madrid, carriers: ['UPS'] })[0]!
    expect(findPickupPoint(ups.id, madrid)).toBeNull()
    expect(findPickupPoint(points(madrid)[0]!.id, { ...madrid, postalCode: 'nope' })).toBeNull()
  })
})
