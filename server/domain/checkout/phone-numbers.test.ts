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
  // Italian landlines keep their leading 0 in every form (it is part of the number, not a trunk prefix).
  ['IT', '+39 06 6988 1234', '+390669881234'],
  ['IT', '02 1234 5678', '+390212345678'],
  ['IT', '06 6988 1234', '+390669881234'],
  ['IT', '0039 02 1234 5678', '+390212345678'],
  ['IT', '312 345 6789', '+393123456789'],
  ['CH', '044 668 18 00', '+41446681800'],
  ['PL', '+48 601 234 567', '+48601234567'],
  ['DE', '+49 (0)30 1234567', '+49301234567'],
  // A national number written without its trunk 0 is read the way a carrier's dialler reads it.
  ['DE', '301234567', '+49301234567'],
])('%s %s -> %s', (country, input, expected) => expect(normalizePhone(country, input)).toBe(expected))

test.each([
  ['ES', '12345'],
  ['ES', '+33 612 345 678'],
  ['FR', '06 12 34 56'],
  ['GB', 'call me'],
  ['XX', '+1 555 0100'],
  ['ES', '612-345-678-123456789012345'],
  ['IT', '6 6988 1234'],
  ['IT', '+34 612 345 678'],
  ['ES', '612 345 678 call after 6'],
  ['ES', '12'],
])('%s %s is refused', (country, input) => expect(normalizePhone(country, input)).toBeNull())
