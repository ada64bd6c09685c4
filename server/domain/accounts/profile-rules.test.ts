import { describe, expect, test } from 'vitest'
import { calendarDateUtc, validateProfile } from './profile-rules.js'

const today = { year: 2026, month: 11, day: 23 }

describe('profile form rules', () => {
  test('names trimmed, birth date optional, newsletter checkbox', () => {
    expect(
      validateProfile({ firstName: '  Ana ', lastName: ' Ruiz ', birthDate: '', newsletter: 'on' }, today),
    ).toEqual({
      ok: true,
      value: { firstName: 'Ana', lastName: 'Ruiz', birthDate: null, newsletter: true },
    })
    expect(validateProfile({ firstName: 'Ana' }, today)).toEqual({
      ok: true,
      value: { firstName: 'Ana', lastName: '', birthDate: null, newsletter: false },
    })
  })

  test('an 18th birthday today is adult; one day later is not (spec section 9)', () => {
    expect(validateProfile({ firstName: 'Ana', birthDate: '2008-11-23' }, today)).toMatchObject({
      ok: true,
      value: { birthDate: '2008-11-23' },
    })
    expect(validateProfile({ firstName: 'Ana', birthDate: '2008-11-24' }, today)).toEqual({
      ok: false,
      errors: { birthDate: 'underage' },
    })
    expect(validateProfile({ firstName: 'Ana', birthDate: '2030-01-01' }, today)).toEqual({
      ok: false,
      errors: { birthDate: 'underage' },
    })
  })

  test('a birth date must be a real YYYY-MM-DD date (spec section 5)', () => {
    for (const bad of ['1990-02-30', '1990-13-01', '1990-1-5', '05/04/1990', 'yesterday', '1990-02-29']) {
      expect(validateProfile({ firstName: 'Ana', birthDate: bad }, today), bad).toEqual({
        ok: false,
        errors: { birthDate: 'invalid' },
      })
    }
    expect(validateProfile({ firstName: 'Ana', birthDate: '1992-02-29' }, today).ok).toBe(true)
  })

  test('every invalid field is named at once', () => {
    expect(validateProfile({ firstName: ' ', lastName: 'x'.repeat(81), birthDate: '2010-01-01' }, today)).toEqual({
      ok: false,
      errors: { firstName: 'required', lastName: 'too_long', birthDate: 'underage' },
    })
    expect(validateProfile({ firstName: 'x'.repeat(61) }, today)).toEqual({
      ok: false,
      errors: { firstName: 'too_long' },
    })
  })

  test('today is the UTC calendar day', () => {
    expect(calendarDateUtc(Date.UTC(2026, 0, 1, 0, 0, 0))).toEqual({ year: 2026, month: 1, day: 1 })
    expect(calendarDateUtc(Date.UTC(2025, 11, 31, 23, 59, 59))).toEqual({ year: 2025, month: 12, day: 31 })
  })
})
