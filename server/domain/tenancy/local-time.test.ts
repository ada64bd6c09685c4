import { describe, expect, it } from 'vitest'
import { instantOfLocal, localOfInstant, localParts } from './local-time.js'

describe('local time in a site zone', () => {
  it('reads the wall clock of each zone, alternating zones', () => {
    const at = Date.UTC(2026, 6, 1, 10, 30) // summer: Madrid UTC+2, Lisbon UTC+1, Helsinki UTC+3
    expect(localOfInstant(at, 'Europe/Madrid')).toBe('2026-07-01T12:30')
    expect(localOfInstant(at, 'Europe/Lisbon')).toBe('2026-07-01T11:30')
    expect(localOfInstant(at, 'Europe/Madrid')).toBe('2026-07-01T12:30')
    expect(localParts(at, 'Europe/Helsinki')).toEqual({ year: 2026, month: 7, day: 1, minutes: 13 * 60 + 30 })
  })

  it('finds the instant of a local time on both sides of a DST change', () => {
    expect(instantOfLocal('2026-03-28T12:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 28, 11, 0))
    expect(instantOfLocal('2026-03-29T12:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 10, 0))
    expect(instantOfLocal('2026-10-25T12:00', 'Europe/Warsaw')).toBe(Date.UTC(2026, 9, 25, 11, 0))
  })

  it('refuses what is not a local date-time, and an unknown zone', () => {
    expect(instantOfLocal('2026-02-30T10:00', 'Europe/Madrid')).toBeNull()
    expect(instantOfLocal('2026-02-01 10:00', 'Europe/Madrid')).toBeNull()
    expect(() => localParts(0, 'Mars/Olympus')).toThrow(RangeError)
  })
})
