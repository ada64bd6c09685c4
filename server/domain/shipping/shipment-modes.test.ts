import { describe, expect, it } from 'vitest'
import type { Carrier } from '../vocabulary/shop-enums.js'
import { invalidFields } from '../checkout/checkout-details.js'
import { SHIPMENT_MODES, shipmentChoiceSchema, shipmentTypesOf, type ShipmentMode } from './shipment-modes.js'

const ALL_MODES: readonly ShipmentMode[] = SHIPMENT_MODES
const SITE_CARRIERS: readonly Carrier[] = ['CORREOS', 'GLS', 'CHRONOEXPRESS']
const schema = shipmentChoiceSchema(ALL_MODES, SITE_CARRIERS)
// What a urlencoded step-3 form posts: every input, empty when unused.
const form = { mode: '', carrier: '', pickupPointId: '', courierName: '', courierReference: '' }

function fieldsWithIssues(body: unknown): string[] {
  const r = schema.safeParse(body)
  if (r.success) throw new Error(`expected issues, parsed ${JSON.stringify(r.data)}`)
  return invalidFields(r.error.issues).sort()
}

describe('shipmentTypesOf', () => {
  it('maps each mode to the spec shipping and delivery types', () => {
    expect(shipmentTypesOf('ADDRESS')).toEqual({
      shippingType: 'ADDRESS',
      deliveryType: 'SEND',
      needsCarrier: true,
      needsPickupPoint: false,
    })
    expect(shipmentTypesOf('PICKPOINT')).toEqual({
      shippingType: 'PICKPOINT',
      deliveryType: 'SEND',
      needsCarrier: true,
      needsPickupPoint: true,
    })
    expect(shipmentTypesOf('MANAGED')).toEqual({
      shippingType: 'FACTORY_PICKUP',
      deliveryType: 'MANAGED',
      needsCarrier: false,
      needsPickupPoint: false,
    })
    expect(shipmentTypesOf('CUSTOMER')).toEqual({
      shippingType: 'PICKPOINT_CUSTOMER',
      deliveryType: 'MANAGED',
      needsCarrier: false,
      needsPickupPoint: false,
    })
  })
})

describe('shipmentChoiceSchema', () => {
  it('ADDRESS needs a site carrier and keeps only it', () => {
    expect(
      schema.parse({ ...form, mode: 'ADDRESS', carrier: 'GLS', pickupPointId: 'GLS-ES-28013-1', courierName: 'Ana' }),
    ).toEqual({ mode: 'ADDRESS', carrier: 'GLS' })
    expect(schema.parse({ mode: 'ADDRESS', carrier: 'CHRONOEXPRESS' })).toEqual({
      mode: 'ADDRESS',
      carrier: 'CHRONOEXPRESS',
    })
    expect(fieldsWithIssues({ ...form, mode: 'ADDRESS' })).toEqual(['carrier'])
    expect(fieldsWithIssues({ mode: 'ADDRESS' })).toEqual(['carrier'])
  })

  it('refuses a carrier the site does not offer, or one that does not exist', () => {
    expect(fieldsWithIssues({ ...form, mode: 'ADDRESS', carrier: 'UPS' })).toEqual(['carrier'])
    expect(fieldsWithIssues({ ...form, mode: 'ADDRESS', carrier: 'gls' })).toEqual(['carrier'])
    expect(fieldsWithIssues({ ...form, mode: 'ADDRESS', carrier: 'FEDEX' })).toEqual(['carrier'])
    expect(fieldsWithIssues({ ...form, mode: 'PICKPOINT', carrier: 'UPS', pickupPointId: 'UPS-ES-28013-1' })).toEqual([
      'carrier',
    ])
  })

  it('PICKPOINT needs a pickup carrier of the site and a well-formed point id', () => {
    expect(
      schema.parse({
        ...form,
        mode: 'PICKPOINT',
        carrier: 'CORREOS',
        pickupPointId: ' CORREOS-ES-28013-2 ',
        courierName: 'x',
      }),
    ).toEqual({
      mode: 'PICKPOINT',
      carrier: 'CORREOS',
      pickupPointId: 'CORREOS-ES-28013-2',
    })
    // CHRONOEXPRESS is a site carrier, but it has no pickup points.
    expect(
      fieldsWithIssues({
        ...form,
        mode: 'PICKPOINT',
        carrier: 'CHRONOEXPRESS',
        pickupPointId: 'CHRONOEXPRESS-ES-28013-1',
      }),
    ).toEqual(['carrier'])
    expect(fieldsWithIssues({ ...form, mode: 'PICKPOINT', carrier: 'GLS' })).toEqual(['pickupPointId'])
    expect(fieldsWithIssues({ ...form, mode: 'PICKPOINT' })).toEqual(['carrier', 'pickupPointId'])
    for (const bad of ['gls-es-28013-1', 'GLS ES 28013', 'GLS-ES-28013-1;DROP', 'A'.repeat(61)]) {
      expect(fieldsWithIssues({ ...form, mode: 'PICKPOINT', carrier: 'GLS', pickupPointId: bad })).toEqual([
        'pickupPointId',
      ])
    }
  })

  it('MANAGED needs nothing and drops whatever else was posted', () => {
    expect(schema.parse({ ...form, mode: 'MANAGED', carrier: 'UPS', pickupPointId: 'junk', courierName: 'x' })).toEqual(
      { mode: 'MANAGED' },
    )
    expect(schema.parse({ mode: 'MANAGED' })).toEqual({ mode: 'MANAGED' })
  })

  it('CUSTOMER needs a courier name of 2-60 characters and takes an optional reference up to 40', () => {
    expect(
      schema.parse({ ...form, mode: 'CUSTOMER', courierName: '  Mensajeros Rápidos SL ', carrier: 'GLS' }),
    ).toEqual({ mode: 'CUSTOMER', courierName: 'Mensajeros Rápidos SL' })
    expect(schema.parse({ ...form, mode: 'CUSTOMER', courierName: 'Seur', courierReference: ' REF-778 ' })).toEqual({
      mode: 'CUSTOMER',
      courierName: 'Seur',
      courierReference: 'REF-778',
    })
    expect(
      schema.parse({ ...form, mode: 'CUSTOMER', courierName: 'Ab', courierReference: 'r'.repeat(40) }),
    ).toMatchObject({ courierReference: 'r'.repeat(40) })
    expect(schema.parse({ ...form, mode: 'CUSTOMER', courierName: 'x'.repeat(60) })).toMatchObject({
      courierName: 'x'.repeat(60),
    })
    expect(fieldsWithIssues({ ...form, mode: 'CUSTOMER' })).toEqual(['courierName'])
    expect(fieldsWithIssues({ ...form, mode: 'CUSTOMER', courierName: ' A ' })).toEqual(['courierName'])
    expect(fieldsWithIssues({ ...form, mode: 'CUSTOMER', courierName: 'x'.repeat(61) })).toEqual(['courierName'])
    expect(
      fieldsWithIssues({ ...form, mode: 'CUSTOMER', courierName: 'Seur', courierReference: 'r'.repeat(41) }),
    ).toEqual(['courierReference'])
  })

  it('refuses a mode the site has not enabled, or an unknown one', () => {
    const addressOnly = shipmentChoiceSchema(['ADDRESS', 'MANAGED'], SITE_CARRIERS)
    expect(
      addressOnly.safeParse({ ...form, mode: 'PICKPOINT', carrier: 'GLS', pickupPointId: 'GLS-ES-28013-1' }).success,
    ).toBe(false)
    expect(addressOnly.safeParse({ ...form, mode: 'CUSTOMER', courierName: 'Seur' }).success).toBe(false)
    expect(addressOnly.parse({ ...form, mode: 'MANAGED' })).toEqual({ mode: 'MANAGED' })
    expect(fieldsWithIssues({ ...form, mode: 'DRONE' })).toEqual(['mode'])
    expect(fieldsWithIssues({ ...form })).toEqual(['mode'])
  })
})
