import { expect, test } from 'vitest'
import { RELOAD_GUARD_MS, shouldReload } from './build-watch.js'

test('reload only after a new build was seen, and never twice within the 10 s guard', () => {
  const now = 1_000_000
  expect(RELOAD_GUARD_MS).toBe(10_000)
  expect(shouldReload(false, null, now)).toBe(false)
  expect(shouldReload(true, null, now)).toBe(true)
  expect(shouldReload(true, now - 5_000, now)).toBe(false)
  expect(shouldReload(true, now - 10_001, now)).toBe(true)
})
