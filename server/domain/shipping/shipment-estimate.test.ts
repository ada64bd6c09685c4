import { describe, expect, test } from 'vitest'
import { addWorkingDays, estimateShipment } from './shipment-estimate.js'
import { isValidPostalCode } from '../checkout/postal-codes.js'

const MONDAY = Date.UTC(2026, 10, 23, 10)
const base = {
  siteCountry: 'ES',
  currency: 'EUR',
  carriers: ['CORREOS', 'GLS', 'UPS'] as const,
  shipmentCountry: 'ES',
  shipmentPostalCode: '28013',
  subtotalMinor: 2000,
  freeShippingFromMinor: 4900,
  allowDecimals: true,
  now: MONDAY,
}

describe('postal codes per country', () => {
  test.each([
    ['ES', '28013'],
    ['PT', '1100-148'],
    ['NL', '1012 AB'],
    ['PL', '00-950'],
    ['CZ', '110 00'],
    ['GB', 'SW1A 1AA'],
    ['IE', 'D02 X285'],
    ['LU', 'L-1234'],
    ['SE', '114 55'],
  ])('%s %s is valid', (c, p) => expect(isValidPostalCode(c, p)).toBe(true))
  test.each([
    ['ES', '99999'],
    ['ES', '2801'],
    ['PT', '1100148'],
    ['NL', 'AB 1012'],
    ['DE', '1234'],
    ['XX', '12345'],
    ['DE', '12345678901'],
  ])('%s %s is refused', (c, p) => expect(isValidPostalCode(c, p)).toBe(false))
})

describe('shipment estimate', () => {
  test('offers the site carriers, cheapest first, with a delivery window in working days', () => {
    const r = estimateShipment(base)
    expect(r).toEqual({
      ok: true,
      options: [
        { carrier: 'CORREOS', priceMinor: 395, earliest: '2026-11-27', latest: '2026-12-01' },
        { carrier: 'GLS', priceMinor: 495, earliest: '2026-11-27', latest: '2026-12-01' },
        { carrier: 'UPS', priceMinor: 1295, earliest: '2026-11-26', latest: '2026-11-27' },
      ],
    })
  })
  test('free from the site threshold', () => {
    const r = estimateShipment({ ...base, subtotalMinor: 4900 })
    expect(r.ok && r.options.every((o) => o.priceMinor === 0)).toBe(true)
  })
  test('carriers without a rate in the site currency are not offered', () => {
    const r = estimateShipment({
      ...base,
      siteCountry: 'CH',
      shipmentCountry: 'CH',
      shipmentPostalCode: '8001',
      currency: 'CHF',
      carriers: ['CORREOS', 'DHL_PARCEL'],
    })
    expect(r.ok && r.options.map((o) => o.carrier)).toEqual(['DHL_PARCEL'])
  })
  test('another country or a bad postal code is refused with a reason', () => {
    expect(estimateShipment({ ...base, shipmentCountry: 'FR', shipmentPostalCode: '75001' })).toEqual({
      ok: false,
      error: 'COUNTRY_NOT_SERVED',
    })
    expect(estimateShipment({ ...base, shipmentPostalCode: '9' })).toEqual({ ok: false, error: 'INVALID_POSTAL_CODE' })
  })
  test('working days skip weekends', () => {
    expect(
      addWorkingDays(new Date(Date.UTC(2026, 10, 27)), 1)
        .toISOString()
        .slice(0, 10),
    ).toBe('2026-11-30')
  })
})
