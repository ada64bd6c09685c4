import { describe, expect, test } from 'vitest'
import { chatAvailability, DEFAULT_CHAT_HOURS, weekdayRuns } from './chat-hours.js'
import { chatHoursSchema } from './chat-hours-schema.js'
import { siteTimeZone } from '../tenancy/time-zones.js'

const MADRID = 'Europe/Madrid'
const at = (iso: string) => Date.parse(iso)

describe('chatAvailability (default hours: Monday to Friday, 9:00 to 18:00 in the site’s time zone)', () => {
  test('open on a weekday inside the window, until 18:00 local', () =>
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-11-23T09:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-11-23T17:00:00Z'),
    }))
  test('the window is local time: 8:30 UTC is 9:30 in Madrid (open) but 8:30 in London (closed)', () => {
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-11-24T08:30:00Z')).open).toBe(true)
    expect(chatAvailability(DEFAULT_CHAT_HOURS, 'Europe/London', at('2026-11-24T08:30:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-11-24T09:00:00Z'),
    })
  })
  test('closed at 18:00 sharp; it opens the next working day', () =>
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-11-23T17:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-11-24T08:00:00Z'),
    }))
  test('on Friday evening and at the weekend it opens on Monday', () => {
    const monday = { open: false, opensAt: at('2026-11-30T08:00:00Z') }
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-11-27T19:00:00Z'))).toEqual(monday)
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-11-29T11:00:00Z'))).toEqual(monday)
  })
  test('across a daylight-saving change the opening time stays 9:00 local', () =>
    // Friday 27 March 2026 19:00 CET -> Monday 30 March 9:00 CEST (07:00 UTC).
    expect(chatAvailability(DEFAULT_CHAT_HOURS, MADRID, at('2026-03-27T18:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-03-30T07:00:00Z'),
    }))
  test('switched off or without days: closed, with no opening time', () => {
    expect(chatAvailability({ ...DEFAULT_CHAT_HOURS, enabled: false }, MADRID, at('2026-11-23T09:00:00Z'))).toEqual({
      open: false,
      opensAt: null,
    })
    expect(chatAvailability({ ...DEFAULT_CHAT_HOURS, days: [] }, MADRID, at('2026-11-23T09:00:00Z')).open).toBe(false)
  })
  test('weekend-only hours seen on a Monday open on Saturday', () =>
    expect(chatAvailability({ ...DEFAULT_CHAT_HOURS, days: [6, 7] }, MADRID, at('2026-11-23T09:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-11-28T08:00:00Z'),
    }))
})

describe('chat hours setting', () => {
  test('the default is valid', () => expect(chatHoursSchema.safeParse(DEFAULT_CHAT_HOURS).success).toBe(true))
  test.each([
    { days: [0] },
    { days: [8] },
    { days: [1, 1] },
    { opens: '9:00' },
    { opens: '24:00' },
    { closes: '08:00' },
    { opens: '18:00', closes: '18:00' },
  ])('refuses %j', (change) =>
    expect(chatHoursSchema.safeParse({ ...DEFAULT_CHAT_HOURS, ...change }).success).toBe(false),
  )
})

test('weekday runs for display', () => {
  expect(weekdayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]])
  expect(weekdayRuns([6, 1, 3, 4])).toEqual([
    [1, 1],
    [3, 4],
    [6, 6],
  ])
  expect(weekdayRuns([])).toEqual([])
})

test('every country of the shop’s sites has its own time zone', () => {
  for (const c of [
    'ES',
    'DE',
    'AT',
    'CH',
    'FR',
    'IT',
    'PT',
    'NL',
    'BE',
    'DK',
    'PL',
    'CZ',
    'GB',
    'IE',
    'LU',
    'SE',
    'FI',
  ])
    expect(siteTimeZone(c), c).toMatch(/^Europe\//)
  expect(siteTimeZone('PT')).toBe('Europe/Lisbon')
  expect(siteTimeZone('ZZ')).toBe('Europe/Brussels')
})
