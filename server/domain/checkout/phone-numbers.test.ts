import { expect, test } from 'vitest'
import { normalizePhone } from './phone-numbers.js'

test.each([
  ['ES', '612 345 678', '+34612345678'],
  ['ES', '+34 612 345 678', '+34612345678'],
  ['ES', '0034612345678', '+34612345678'],
  ['DE', '030 1234567', '+49301234567'],
  ['DE', '+49 30 1234567', '+49301234567'],
  ['FR', '06 12 34 56 78', '+33612345678'],
  ['GB', '020 7946 0958', '+442079460958'],
  ['PT', '912 345 678', '+351912345678'],
  ['CZ', '+420 601 123 456', '+420601123456'],
  ['DK', '20 12 34 56', '+4520123456'],
])('%s %s -> %s', (country, input, expected) => expect(normalizePhone(country, input)).toBe(expected))

test.each([
  ['ES', '12345'],
  ['ES', '+33 612 345 678'],
  ['DE', '301234567'],
  ['FR', '06 12 34 56'],
  ['GB', 'call me'],
  ['XX', '+1 555 0100'],
  ['ES', '612-345-678-123456789012345'],
])('%s %s is refused', (country, input) => expect(normalizePhone(country, input)).toBeNull())
