import { describe, expect, it } from 'vitest'
import { creditorReference, formatIban, isValidCreditorReference, maskIban, validateIban } from './iban.js'

const VALID = [
  'ES9121000418450200051332',
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'NL91ABNA0417164300',
  'PL61109010140000071219812874',
  'BE68539007547034',
]

describe('validateIban', () => {
  it.each(VALID)('accepts %s', (iban) => expect(validateIban(iban)).toEqual({ ok: true, iban }))

  it('accepts the printed form and returns the electronic one', () => {
    expect(validateIban(' es91 2100 0418 4502 0005 1332 ')).toEqual({ ok: true, iban: 'ES9121000418450200051332' })
    expect(validateIban('gb82\twest 1234 5698 7654 32')).toEqual({ ok: true, iban: 'GB82WEST12345698765432' })
  })

  it('catches a one-character typo in every position of the account part', () => {
    for (const iban of VALID) {
      for (let i = 4; i < iban.length; i++) {
        const c = iban[i]!
        const typo = /\d/.test(c)
          ? String((Number(c) + 1) % 10)
          : c === 'Z'
            ? 'A'
            : String.fromCharCode(c.charCodeAt(0) + 1)
        expect(validateIban(iban.slice(0, i) + typo + iban.slice(i + 1))).toEqual({ ok: false, error: 'CHECKSUM' })
      }
    }
  })

  it('catches wrong check digits, swapped digits and the never-issued check digits 00, 01 and 99', () => {
    expect(validateIban('ES9221000418450200051332')).toEqual({ ok: false, error: 'CHECKSUM' })
    expect(validateIban('ES9112000418450200051332')).toEqual({ ok: false, error: 'CHECKSUM' })
    for (const cd of ['00', '01', '99'])
      expect(validateIban(`DE${cd}370400440532013000`)).toEqual({ ok: false, error: 'CHECKSUM' })
    // 98 and 01 are the same modulo 97: only the issued form, 98, is an IBAN.
    expect(validateIban('DE98370400440532013032')).toEqual({ ok: true, iban: 'DE98370400440532013032' })
    expect(validateIban('DE01370400440532013032')).toEqual({ ok: false, error: 'CHECKSUM' })
  })

  it('checks the length of the country', () => {
    expect(validateIban('ES912100041845020005133')).toEqual({ ok: false, error: 'LENGTH' })
    expect(validateIban('DE893704004405320130001')).toEqual({ ok: false, error: 'LENGTH' })
    // A valid Belgian IBAN under a country with another length.
    expect(validateIban('NL68539007547034')).toEqual({ ok: false, error: 'LENGTH' })
  })

  it('refuses countries without IBANs in the table', () => {
    expect(validateIban('US12345678901234567890')).toEqual({ ok: false, error: 'COUNTRY' })
    expect(validateIban('XX9121000418450200051332')).toEqual({ ok: false, error: 'COUNTRY' })
  })

  it.each([
    '',
    '   ',
    'ES',
    'ES91',
    '9121000418450200051332',
    'ESXX21000418450200051332',
    'ES91-2100-0418-4502-0005-1332',
    'ES91 2100 0418 4502 0005 133€',
    `ES91${'0'.repeat(31)}`,
  ])('refuses garbage %j as FORMAT', (raw) => expect(validateIban(raw)).toEqual({ ok: false, error: 'FORMAT' }))
})

describe('formatIban and maskIban', () => {
  it('prints groups of four', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332')
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('shows only country, check digits and the last four characters', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('ES91 •••• •••• •••• •••• 1332')
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• •• 3000')
    expect(maskIban('BE68539007547034')).toBe('BE68 •••• •••• 7034')
    expect(maskIban('DE89370400440532013000')).not.toMatch(/3704|0532/)
  })
})

describe('RF creditor reference', () => {
  it('matches the ISO 11649 example', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034')
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true)
  })

  it('builds a valid reference from an order number, keeping leading zeros of a string', () => {
    for (const n of [1, 42, 100023, 9_007_199_254_740_991]) {
      const ref = creditorReference(n)
      expect(ref).toMatch(new RegExp(`^RF\\d{2}${n}$`))
      expect(isValidCreditorReference(ref)).toBe(true)
    }
    expect(creditorReference('000123')).toMatch(/^RF\d{2}000123$/)
    expect(creditorReference('ord 7a')).toMatch(/^RF\d{2}ORD7A$/)
  })

  it('refuses what cannot be a reference', () => {
    for (const bad of ['', '12-34', 'A'.repeat(22)]) expect(() => creditorReference(bad)).toThrow(RangeError)
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => creditorReference(bad)).toThrow(RangeError)
  })

  it('catches a mistyped reference', () => {
    expect(isValidCreditorReference('RF18539007547035')).toBe(false)
    expect(isValidCreditorReference('RF19539007547034')).toBe(false)
    expect(isValidCreditorReference('RF81539007547034')).toBe(false)
    expect(isValidCreditorReference('RF18')).toBe(false)
    expect(isValidCreditorReference('XX18539007547034')).toBe(false)
    expect(isValidCreditorReference(`RF00${'1'.repeat(22)}`)).toBe(false)
  })
})
