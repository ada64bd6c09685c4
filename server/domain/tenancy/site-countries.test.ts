import { describe, expect, test } from 'vitest'
import { isValidPostalCode } from '../checkout/postal-codes.js'
import { siteCurrencyFor, vatRateFor } from '../money/vat-rates.js'
import { findPickupPoints } from '../shipping/pickup-points.js'
import { estimateShipment } from '../shipping/shipment-estimate.js'
import { DEFAULT_CARRIERS, DEFAULT_SHIPMENT_MODES } from './tenant-edit.js'
import { missingCountryTables, SELLING_COUNTRIES, siteCountryIssues } from './site-countries.js'

const EU = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ')
const OTHERS = ['IS', 'LI', 'NO', 'CH', 'GB']

/** One real postal code per country, as people write it. */
const SAMPLE_POSTAL: Readonly<Record<string, string>> = {
  AT: '1010', BE: '1000', BG: '1000', CY: '1010', CZ: '110 00', DE: '10115', DK: '1050', EE: '10111', ES: '28013',
  FI: '00100', FR: '75001', GR: '105 57', HR: '10000', HU: '1051', IE: 'D02 X285', IT: '00184', LT: 'LT-01103',
  LU: 'L-1009', LV: 'LV-1050', MT: 'VLT 1117', NL: '1012 AB', PL: '00-001', PT: '1100-148', RO: '010011',
  SE: '111 29', SI: '1000', SK: '811 01', IS: '101', LI: '9490', NO: '0150', CH: '8001', GB: 'SW1A 1AA',
} // prettier-ignore

describe('countries the shop sells in', () => {
  test('are the EU, the EEA, Switzerland and the United Kingdom', () => {
    expect([...SELLING_COUNTRIES].sort()).toEqual([...EU, ...OTHERS].sort())
  })

  test.each([...EU, ...OTHERS])('%s has every table a site needs and a working default site', (country) => {
    expect(missingCountryTables(country)).toEqual([])
    expect(vatRateFor(country)).toBeGreaterThan(0)
    expect(isValidPostalCode(country, SAMPLE_POSTAL[country]!)).toBe(true)
    const site = {
      country,
      currency: siteCurrencyFor(country),
      carriers: [...DEFAULT_CARRIERS],
      shipmentModes: [...DEFAULT_SHIPMENT_MODES],
    }
    expect(siteCountryIssues(site)).toEqual([])
    const estimate = estimateShipment({
      siteCountry: country,
      currency: site.currency,
      carriers: site.carriers,
      shipmentCountry: country,
      shipmentPostalCode: SAMPLE_POSTAL[country]!,
      subtotalMinor: 1000,
      freeShippingFromMinor: 4900,
      allowDecimals: true,
      now: Date.UTC(2026, 10, 27),
    })
    expect(estimate.ok && estimate.options.length).toBe(3)
    const points = findPickupPoints({ country, postalCode: SAMPLE_POSTAL[country]!, carriers: site.carriers })
    expect(points.ok && points.points.length).toBeGreaterThan(0)
  })

  test('standard rates of the countries added with this list', () => {
    expect([vatRateFor('MT'), vatRateFor('HU'), vatRateFor('NO'), vatRateFor('LI'), vatRateFor('EE')]).toEqual([
      18, 27, 25, 8.1, 24,
    ])
    expect([siteCurrencyFor('LI'), siteCurrencyFor('HR'), siteCurrencyFor('GB')]).toEqual(['CHF', 'EUR', 'GBP'])
  })
})

describe('a site the shop cannot sell on', () => {
  const site = { currency: 'EUR' as const, carriers: [...DEFAULT_CARRIERS], shipmentModes: [...DEFAULT_SHIPMENT_MODES] }

  test('a country without the tables names each missing one', () => {
    const [issue, ...rest] = siteCountryIssues({ ...site, country: 'US' })
    expect(rest).toEqual([])
    expect(issue!.field).toBe('country')
    expect(issue!.message).toMatch(
      /^the shop cannot sell in US: no VAT rate .*, no postal-code format .*, no time zone/,
    )
    expect(issue!.message).toContain('countries it sells in: AT, BE, BG')
  })

  test('a currency other than the country’s, a carrier without a rate, pickup without a pickup carrier', () => {
    expect(siteCountryIssues({ ...site, country: 'PL' })).toEqual([
      { field: 'currency', message: 'a site in PL prices in PLN (its prices include PL VAT), not EUR' },
    ])
    expect(
      siteCountryIssues({ country: 'CH', currency: 'CHF', carriers: ['CORREOS', 'GLS'], shipmentModes: ['ADDRESS'] }),
    ).toEqual([{ field: 'carriers', message: 'CORREOS has no rate in CHF, so it would never be offered (remove it)' }])
    expect(
      siteCountryIssues({ country: 'ES', currency: 'EUR', carriers: ['CHRONOEXPRESS'], shipmentModes: ['PICKPOINT'] }),
    ).toEqual([{ field: 'shipmentModes', message: expect.stringMatching(/^PICKPOINT needs a pickup carrier/) }])
  })
})
