import { describe, expect, it } from 'vitest'
import { calendarMonths, firstDayOfWeek, monthGrid, parseMonth } from './calendar-grid.js'
import { easterSunday, hasHolidayTable, publicHolidays } from './public-holidays.js'

describe('public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2026)).toEqual([4, 5])
    expect(easterSunday(2027)).toEqual([3, 28])
    expect(easterSunday(2024)).toEqual([3, 31])
  })

  it('lists fixed and Easter-based national holidays of a demo country', () => {
    const de = publicHolidays('DE', 2026)
    expect(de).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ])
    expect(publicHolidays('es', 2027)).toContain('2027-03-26')
    expect(publicHolidays('DK', 2027)).toContain('2027-03-25')
  })

  it("counts Italy's Saint Francis (4 October) from 2026, the year its law restored it", () => {
    expect(publicHolidays('IT', 2026)).toContain('2026-10-04')
    expect(publicHolidays('IT', 2027)).toContain('2027-10-04')
    expect(publicHolidays('IT', 2025)).not.toContain('2025-10-04')
    // The twelve national holidays since 2026, with Easter Sunday listed too.
    expect(publicHolidays('IT', 2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-10-04',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ])
  })

  it('has nothing for a country outside the table', () => {
    expect(publicHolidays('GB', 2026)).toEqual([])
    expect(hasHolidayTable('GB')).toBe(false)
    expect(hasHolidayTable('PL')).toBe(true)
  })
})

describe('month grids', () => {
  it('lays out a month from the first day of week of the language and country', () => {
    const g = monthGrid(2026, 3, { locale: 'de-DE', country: 'DE', firstDay: 1 })
    expect(g.title).toBe('März 2026')
    expect(g.weekdays[0]).toMatch(/^Mo/)
    // 1 March 2026 is a Sunday: six blanks before it on a Monday-first grid.
    expect(g.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(g.weeks[0]![6]).toEqual({ day: 1, weekday: 0, holiday: false })
    expect(g.weeks.every((w) => w.length === 7)).toBe(true)
    expect(g.weeks.flat().filter((d) => d !== null)).toHaveLength(31)
  })

  it('starts on Sunday where the locale does and marks holidays', () => {
    const g = monthGrid(2026, 12, { locale: 'en-US', country: 'ES', firstDay: 7 })
    expect(g.weekdays[0]).toBe('Sun')
    const marked = g.weeks.flat().flatMap((d) => (d?.holiday ? [d.day] : []))
    expect(marked).toEqual([6, 8, 25])
  })

  it('reads the first day of week from Intl, Monday when unknown', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1)
    expect([1, 7]).toContain(firstDayOfWeek('pt-PT'))
    expect(firstDayOfWeek('not a locale!')).toBe(1)
  })

  it('runs the months of a calendar across the year end', () => {
    expect(parseMonth('2026-09')).toEqual({ year: 2026, month: 9 })
    expect(parseMonth('2026-9')).toBeNull()
    const months = calendarMonths({ year: 2026, month: 9 }, 12)
    expect(months[0]).toEqual({ year: 2026, month: 9 })
    expect(months[4]).toEqual({ year: 2027, month: 1 })
    expect(months[11]).toEqual({ year: 2027, month: 8 })
  })
})
