import { describe, expect, test } from 'vitest'
import {
  ABANDONED_UPLOADS_AFTER_MS,
  abandonedUploadsRef,
  checkDueAfter,
  parseAbandonedUploadsRef,
  uploadsAbandoned,
} from './abandoned-uploads.js'

const now = Date.UTC(2026, 10, 30)
const base = { isAccount: false, hasOrderOrCartDesign: false, now }

describe('abandoned uploads', () => {
  test('a session quiet for the whole time loses its uploads; one active since waits', () => {
    expect(uploadsAbandoned({ ...base, lastActivityAt: now - ABANDONED_UPLOADS_AFTER_MS })).toBe('remove')
    expect(uploadsAbandoned({ ...base, lastActivityAt: now - ABANDONED_UPLOADS_AFTER_MS + 1 })).toBe('later')
  })

  test('accounts and sessions with a cart design or an order keep theirs however old', () => {
    expect(uploadsAbandoned({ ...base, isAccount: true, lastActivityAt: 0 })).toBe('keep')
    expect(uploadsAbandoned({ ...base, hasOrderOrCartDesign: true, lastActivityAt: 0 })).toBe('keep')
  })

  test('the ref names due time, brand and owner (an owner may hold colons)', () => {
    const check = { dueAt: 123, brandSlug: 'WPX-ES', owner: 'c:42' }
    expect(parseAbandonedUploadsRef(abandonedUploadsRef(check))).toEqual(check)
    expect(parseAbandonedUploadsRef('nonsense')).toBeNull()
  })

  test('checks fall on day boundaries, never before the time is up', () => {
    const due = checkDueAfter(now + 5)
    expect(due).toBeGreaterThanOrEqual(now + 5 + ABANDONED_UPLOADS_AFTER_MS)
    expect(due % (24 * 3_600_000)).toBe(0)
    expect(checkDueAfter(now + 6)).toBe(due)
  })
})
