import { describe, expect, test } from 'vitest'
import { addressSchema, contactSchema, invalidFields } from './checkout-details.js'

describe('checkout contact (step 1)', () => {
  test('a person needs only a valid email (spec rule)', () => {
    expect(
      contactSchema.parse({ email: ' Ana.Garcia+fotos@Example.es ', customerType: 'PERSON', companyName: 'ignored' }),
    ).toEqual({ email: 'ana.garcia+fotos@example.es', customerType: 'PERSON' })
    const bad = contactSchema.safeParse({ email: 'ana@localhost', customerType: 'PERSON' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(invalidFields(bad.error.issues)).toEqual(['email'])
  })
  test('a company needs a name and a VAT id with a country prefix', () => {
    expect(
      contactSchema.parse({
        email: 'buy@firma.de',
        customerType: 'COMPANY',
        companyName: 'Firma GmbH',
        vatId: 'de 123.456.789',
      }),
    ).toMatchObject({ vatId: 'DE123456789' })
    const bad = contactSchema.safeParse({ email: 'buy@firma.de', customerType: 'COMPANY', vatId: '123' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(invalidFields(bad.error.issues).sort()).toEqual(['companyName', 'vatId'])
  })
  test('unknown customer types are refused', () => {
    expect(contactSchema.safeParse({ email: 'a@b.es', customerType: 'ROBOT' }).success).toBe(false)
  })
})

describe('checkout address (step 2)', () => {
  const es = addressSchema('ES')
  const valid = {
    firstName: 'Lucía',
    lastName: 'Pérez',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    phone: '612 345 678',
  }
  test('normalizes the phone to E.164 and keeps the site country', () => {
    expect(es.parse(valid)).toEqual({ ...valid, phone: '+34612345678', country: 'ES' })
  })
  test('postal code and phone follow the country, every field is named when wrong', () => {
    const bad = es.safeParse({ ...valid, postalCode: '75001X', phone: '06 12 34 56 78', city: ' ' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(invalidFields(bad.error.issues).sort()).toEqual(['city', 'phone', 'postalCode'])
    expect(addressSchema('FR').safeParse({ ...valid, postalCode: '75001', phone: '06 12 34 56 78' }).success).toBe(true)
  })
})
