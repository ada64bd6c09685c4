import { describe, expect, it } from 'vitest'
import { authSnapshot, refreshAuth, resetAuthStatus } from './auth-status.js'

const answer = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch

describe('auth status', () => {
  it('goes from loading to authenticated or unauthenticated, and keeps the last state when a refresh fails', async () => {
    resetAuthStatus()
    expect(authSnapshot().status).toBe('loading')
    await refreshAuth(
      answer({
        user: { id: '1', name: 'Ana', email: 'a@b.es', kind: 'customer', permissions: ['orders'] },
        expires: '2026-12-01T00:00:00.000Z',
      }),
    )
    expect(authSnapshot()).toMatchObject({
      status: 'authenticated',
      user: { name: 'Ana' },
      expires: '2026-12-01T00:00:00.000Z',
    })
    const first = authSnapshot().lastRefreshed!
    expect(first).toBeGreaterThan(0)
    await refreshAuth(answer({}, false))
    expect(authSnapshot().status).toBe('authenticated')
    expect(authSnapshot().lastRefreshed).toBe(first)
    await refreshAuth(answer({}))
    expect(authSnapshot()).toMatchObject({ status: 'unauthenticated', user: null })
  })
})
