/**
 * National public holidays of the demo shops' countries, for the month grids of calendars. Rules rather than a list
 * of dates: fixed days plus days counted from Easter Sunday (Gregorian computus), so every year works; the table
 * was written from each country's national holiday law as of 2026 (regional and optional days left out) and
 * checked against the 2026 and 2027 calendars. A country missing here simply shows no holidays.
 */
type Rule = ({ fixed: [month: number, day: number] } | { easter: number }) & { since?: number }

const f = (month: number, day: number, since?: number): Rule => ({ fixed: [month, day], since })
const e = (days: number): Rule => ({ easter: days })

const GOOD_FRIDAY = e(-2)
const EASTER = e(0)
const EASTER_MONDAY = e(1)
const ASCENSION = e(39)
const PENTECOST = e(49)
const WHIT_MONDAY = e(50)
const CORPUS_CHRISTI = e(60)

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  ES: [f(1, 1), f(1, 6), GOOD_FRIDAY, f(5, 1), f(8, 15), f(10, 12), f(11, 1), f(12, 6), f(12, 8), f(12, 25)],
  DE: [f(1, 1), GOOD_FRIDAY, EASTER_MONDAY, f(5, 1), ASCENSION, WHIT_MONDAY, f(10, 3), f(12, 25), f(12, 26)],
  FR: [
    f(1, 1),
    EASTER_MONDAY,
    f(5, 1),
    f(5, 8),
    ASCENSION,
    WHIT_MONDAY,
    f(7, 14),
    f(8, 15),
    f(11, 1),
    f(11, 11),
    f(12, 25),
  ],
  IT: [
    f(1, 1),
    f(1, 6),
    EASTER,
    EASTER_MONDAY,
    f(4, 25),
    f(5, 1),
    f(6, 2),
    f(8, 15),
    // Saint Francis, a national holiday again from 2026 (restored by the law approved on 1 October 2025).
    f(10, 4, 2026),
    f(11, 1),
    f(12, 8),
    f(12, 25),
    f(12, 26),
  ],
  PT: [
    f(1, 1),
    GOOD_FRIDAY,
    EASTER,
    f(4, 25),
    f(5, 1),
    CORPUS_CHRISTI,
    f(6, 10),
    f(8, 15),
    f(10, 5),
    f(11, 1),
    f(12, 1),
    f(12, 8),
    f(12, 25),
  ],
  PL: [
    f(1, 1),
    f(1, 6),
    EASTER,
    EASTER_MONDAY,
    f(5, 1),
    f(5, 3),
    PENTECOST,
    CORPUS_CHRISTI,
    f(8, 15),
    f(11, 1),
    f(11, 11),
    f(12, 24),
    f(12, 25),
    f(12, 26),
  ],
  CZ: [
    f(1, 1),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    f(5, 1),
    f(5, 8),
    f(7, 5),
    f(7, 6),
    f(9, 28),
    f(10, 28),
    f(11, 17),
    f(12, 24),
    f(12, 25),
    f(12, 26),
  ],
  DK: [f(1, 1), e(-3), GOOD_FRIDAY, EASTER, EASTER_MONDAY, ASCENSION, PENTECOST, WHIT_MONDAY, f(12, 25), f(12, 26)],
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const k = b % 4
  const g = Math.floor((b + 8) / 25)
  const h = (19 * a + b - d - Math.floor((b - g + 1) / 3) + 15) % 30
  const i = Math.floor(c / 4)
  const l = c % 4
  const m = (32 + 2 * k + 2 * i - h - l) % 7
  const n = Math.floor((a + 11 * h + 22 * m) / 451)
  const month = Math.floor((h + m - 7 * n + 114) / 31)
  return [month, ((h + m - 7 * n + 114) % 31) + 1]
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

/** The country's public holidays in a year as sorted `YYYY-MM-DD` dates (empty for a country not in the table). */
export function publicHolidays(country: string, year: number): string[] {
  const rules = RULES[country.toUpperCase()] ?? []
  const [em, ed] = easterSunday(year)
  const dates = rules
    .filter((r) => r.since === undefined || year >= r.since)
    .map((r) =>
      'fixed' in r
        ? iso(new Date(Date.UTC(year, r.fixed[0] - 1, r.fixed[1])))
        : iso(new Date(Date.UTC(year, em - 1, ed + r.easter))),
    )
  return [...new Set(dates)].sort()
}

export function hasHolidayTable(country: string): boolean {
  return country.toUpperCase() in RULES
}
