/** Spec section 5: letters, digits and _ . + - before the @, then a domain containing a dot. */
const EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** Spec section 5: year-month-day, month 1-12, day 1-31, and a date that exists in the calendar. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const d = new Date(Date.UTC(year, month - 1, day))
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null
  return { year, month, day }
}

export const ADULT_AGE = 18

/** Spec section 9: adult means at least 18 full years on `today` (a birthday today counts). */
export function isAdult(birth: CalendarDate, today: CalendarDate): boolean {
  let age = today.year - birth.year
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1
  return age >= ADULT_AGE
}
