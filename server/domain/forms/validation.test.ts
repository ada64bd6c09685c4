import { describe, expect, test } from 'vitest'
import { isAdult, isValidEmail, parseIsoDate } from './validation.js'
import { isNonBlank, slugify } from '../catalog/slug.js'

describe('email (spec section 5)', () => {
  test.each(['ana.garcia+fotos@example.es', 'a_b-c@mail.example.co.uk', 'X9@d.io'])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  )
  test.each([
    'ana@localhost',
    'ana garcia@example.es',
    'ana@',
    '@example.es',
    'ana@@example.es',
    'añá@example.es',
    'a@b.',
  ])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false))
})

describe('date (spec section 5)', () => {
  test('parses a real calendar date', () =>
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 }))
  test.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-01', '24-01-01', '2024-01-32', ''])(
    'refuses %s',
    (d) => expect(parseIsoDate(d)).toBeNull(),
  )
})

describe('adult check (spec section 9: 18)', () => {
  const today = { year: 2026, month: 11, day: 23 }
  test('18 today is adult', () => expect(isAdult({ year: 2008, month: 11, day: 23 }, today)).toBe(true))
  test('18 tomorrow is not', () => expect(isAdult({ year: 2008, month: 11, day: 24 }, today)).toBe(false))
  test('born 29 February counts from 1 March in common years', () => {
    expect(isAdult({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(false)
    expect(isAdult({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(true)
  })
})

describe('slug (spec section 5)', () => {
  test('lowercases, hyphenates spaces, strips punctuation', () =>
    expect(slugify('Tazas  Personalizadas, ¡Nuevas!')).toBe('tazas-personalizadas-nuevas'))
  test('keeps letters of every shop language', () =>
    expect(slugify('Kubki Łódź Škoda Ærø')).toBe('kubki-łódź-škoda-ærø'))
  test('no leading or trailing hyphen', () => expect(slugify(' - Mug - ')).toBe('mug'))
  test('non-blank', () => {
    expect(isNonBlank('a')).toBe(true)
    expect(isNonBlank('  ')).toBe(false)
    expect(isNonBlank(undefined)).toBe(false)
  })
})
