import { describe, expect, it } from 'vitest'
import {
  checkSession,
  hashToken,
  isTokenFormat,
  newToken,
  passwordProblem,
  safeCallbackPath,
  callbackPathOn,
  absoluteOn,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './auth-rules.js'

describe('tokens', () => {
  it('are 160-bit base32 values, never repeated, stored only as their SHA-256', () => {
    const tokens = new Set(Array.from({ length: 5000 }, newToken))
    expect(tokens.size).toBe(5000)
    const t = [...tokens][0]!
    expect(isTokenFormat(t)).toBe(true)
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(t)).toBe(hashToken(t))
    expect(hashToken(t)).not.toContain(t)
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('session lifetime', () => {
  const start = 1_000_000
  it('ends after the idle time without requests, and at the absolute end even when active', () => {
    expect(checkSession({ lastSeenAt: start, expiresAt: start + SESSION_ABSOLUTE_MS }, start + 1000)).toEqual({
      ok: true,
      touch: false,
    })
    expect(checkSession({ lastSeenAt: start, expiresAt: start + SESSION_ABSOLUTE_MS }, start + 120_000)).toEqual({
      ok: true,
      touch: true,
    })
    expect(
      checkSession({ lastSeenAt: start, expiresAt: start + SESSION_ABSOLUTE_MS }, start + SESSION_IDLE_MS),
    ).toEqual({ ok: false, reason: 'IDLE' })
    expect(
      checkSession(
        { lastSeenAt: start + SESSION_ABSOLUTE_MS - 10, expiresAt: start + SESSION_ABSOLUTE_MS },
        start + SESSION_ABSOLUTE_MS,
      ),
    ).toEqual({ ok: false, reason: 'EXPIRED' })
  })
})

describe('callback paths (no open redirect)', () => {
  it('keeps paths of this site', () => {
    expect(safeCallbackPath('/accounts/orders?x=1')).toBe('/accounts/orders?x=1')
    expect(safeCallbackPath('/fr/checkout')).toBe('/fr/checkout')
  })
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil',
    'javascript:alert(1)',
    '/a\nb',
    '',
    '/api/auth/signout',
    42,
    null,
    '/' + 'a'.repeat(600),
  ])('refuses %s', (raw) => {
    expect(safeCallbackPath(raw, '/home')).toBe('/home')
  })
})

describe('absolute callback URLs of Auth.js clients', () => {
  const origin = 'https://wpx-es.example'
  it('keeps the path of a URL on the site’s public origin', () => {
    expect(callbackPathOn('https://wpx-es.example/cart?x=1', origin)).toBe('/cart?x=1')
    expect(callbackPathOn('https://wpx-es.example', origin)).toBe('/')
    expect(callbackPathOn('https://wpx-es.example?x=1', origin)).toBe('/?x=1')
    expect(callbackPathOn('/fr/checkout', origin)).toBe('/fr/checkout')
  })
  it.each([
    'https://wpx-es.example.evil.example/cart',
    'https://wpx-es.example:8443/cart',
    'http://wpx-es.example/cart',
    'https://wpx-es.example//evil.example',
    'https://wpx-es.example/api/auth/signout',
    'https://evil.example/',
  ])('refuses %s', (raw) => expect(callbackPathOn(raw, origin, '/home')).toBe('/home'))
  it('makes paths absolute on the origin and leaves absolute URLs alone', () => {
    expect(absoluteOn(origin, '/accounts/home')).toBe('https://wpx-es.example/accounts/home')
    expect(absoluteOn(origin, '/login?error=CredentialsSignin')).toBe(
      'https://wpx-es.example/login?error=CredentialsSignin',
    )
    expect(absoluteOn(origin, 'https://wpx-es.example/x')).toBe('https://wpx-es.example/x')
  })
})

describe('password rule', () => {
  it('asks for length, not composition, and refuses the obvious', () => {
    expect(passwordProblem('short1')).toBe('TOO_SHORT')
    expect(passwordProblem('correct horse battery')).toBeNull()
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('TOO_SIMPLE')
    expect(passwordProblem('1234567890abc')).toBe('TOO_SIMPLE')
    expect(passwordProblem('annakowalska-2026', 'annakowalska@example.pl')).toBe('TOO_SIMPLE')
    expect(passwordProblem('x'.repeat(129))).toBe('TOO_LONG')
  })
})
