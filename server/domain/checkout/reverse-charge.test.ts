import { describe, expect, it } from 'vitest'
import {
  netAmounts,
  reverseChargeApplies,
  totalsWithoutVat,
  vatIdToCheck,
  type CheckedContact,
} from './reverse-charge.js'

const SELLER = 'ESB87654321'
const company = (vatId: string, status?: 'VALID' | 'INVALID' | 'UNAVAILABLE'): CheckedContact => ({
  email: 'buyer@example.de',
  customerType: 'COMPANY',
  companyName: 'Foto GmbH',
  vatId,
  ...(status ? { vatCheck: { vatId, status, checkedAt: 0, consultation: null, registeredName: null } } : {}),
})

describe('reverse charge for business buyers in another member state', () => {
  it('checks only a company VAT id of another EU member state', () => {
    expect(vatIdToCheck(company('DE123456789'), SELLER)).toBe('DE123456789')
    expect(vatIdToCheck(company('ESB12345678'), SELLER)).toBeNull()
    expect(vatIdToCheck(company('GB123456789'), SELLER)).toBeNull()
    expect(vatIdToCheck({ email: 'a@b.de', customerType: 'PERSON' }, SELLER)).toBeNull()
  })

  it('applies to a VIES-confirmed id of the member state of delivery, which is not the seller’s', () => {
    expect(reverseChargeApplies(company('DE123456789', 'VALID'), SELLER, 'DE')).toBe(true)
    expect(reverseChargeApplies(company('EL123456789', 'VALID'), SELLER, 'GR')).toBe(true)
  })

  it('does not apply without a confirmation, to another country, at home or outside the EU', () => {
    expect(reverseChargeApplies(company('DE123456789'), SELLER, 'DE')).toBe(false)
    expect(reverseChargeApplies(company('DE123456789', 'INVALID'), SELLER, 'DE')).toBe(false)
    expect(reverseChargeApplies(company('DE123456789', 'UNAVAILABLE'), SELLER, 'DE')).toBe(false)
    expect(reverseChargeApplies(company('DE123456789', 'VALID'), SELLER, 'AT')).toBe(false)
    expect(reverseChargeApplies(company('ESB12345678', 'VALID'), SELLER, 'ES')).toBe(false)
    expect(reverseChargeApplies(company('CHE123456789', 'VALID'), SELLER, 'CH')).toBe(false)
    expect(reverseChargeApplies(null, SELLER, 'DE')).toBe(false)
  })

  it('does not apply when the VAT id was changed after its check', () => {
    const checked = company('DE123456789', 'VALID')
    expect(reverseChargeApplies({ ...checked, vatId: 'DE987654321' }, SELLER, 'DE')).toBe(false)
  })

  it('takes the VAT the prices contain off the total', () => {
    expect(totalsWithoutVat({ totalMinor: 11900, vatIncludedMinor: 1900, subtotalMinor: 11900 })).toEqual({
      totalMinor: 10000,
      vatIncludedMinor: 0,
      subtotalMinor: 11900,
    })
  })

  it('splits the net total over the lines, the rounding on the largest', () => {
    expect(netAmounts([1190, 595, 1], 1501, 19)).toEqual([1000, 500, 1])
    const nets = netAmounts([999, 333, 333], 1399, 19)
    expect(nets.reduce((a, b) => a + b, 0)).toBe(1399)
    expect(netAmounts([1190, -119], 900, 19)).toEqual([1000, -100])
  })
})
