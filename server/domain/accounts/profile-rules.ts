import { isAdult, parseIsoDate, type CalendarDate } from '../forms/validation.js'
import type { FieldErrors } from '../forms/form-feedback.js'

export interface ProfileValues {
  firstName: string
  lastName: string
  /** YYYY-MM-DD or null (not given). */
  birthDate: string | null
  newsletter: boolean
}

export type ProfileResult = { ok: true; value: ProfileValues } | { ok: false; errors: FieldErrors }

/** The UTC calendar day of an instant (the adult check compares calendar days). */
export function calendarDateUtc(epochMs: number): CalendarDate {
  const d = new Date(epochMs)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The profile form: first name required (max 60), last name optional (max 80, as at registration), birth date
 * optional but, when given, a real YYYY-MM-DD date (spec section 5) of someone at least 18 on `today`
 * (spec section 9); a checked newsletter box posts "on". All fields are checked before anything is saved.
 */
export function validateProfile(input: Record<string, unknown>, today: CalendarDate): ProfileResult {
  const firstName = text(input.firstName)
  const lastName = text(input.lastName)
  const rawBirth = text(input.birthDate)
  const errors: FieldErrors = {}
  if (!firstName) errors.firstName = 'required'
  else if (firstName.length > 60) errors.firstName = 'too_long'
  if (lastName.length > 80) errors.lastName = 'too_long'
  let birthDate: string | null = null
  if (rawBirth) {
    const date = parseIsoDate(rawBirth)
    if (!date) errors.birthDate = 'invalid'
    else if (!isAdult(date, today)) errors.birthDate = 'underage'
    else birthDate = rawBirth
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  const newsletter = input.newsletter === 'on' || input.newsletter === 'true' || input.newsletter === true
  return { ok: true, value: { firstName, lastName, birthDate, newsletter } }
}
