import { describe, expect, it } from 'vitest'
import { addressKey, parseTrustProxy, recipientKey } from './client-address.js'

describe('client address keys', () => {
  it('takes IPv4 whole (also IPv4-mapped) and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey(undefined)).toBe('unknown')
    expect(addressKey('not an address')).toBe('unknown')
  })
})

describe('TRUST_PROXY', () => {
  it('refuses true, which lets clients choose their address', () => {
    const v = parseTrustProxy('true')
    expect(v.ok).toBe(false)
    if (!v.ok) expect(v.message).toMatch(/X-Forwarded-For/)
  })
  it('accepts false, a hop count and lists of addresses, subnets and named ranges', () => {
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false })
    expect(parseTrustProxy('1')).toEqual({ ok: true, value: 1 })
    expect(parseTrustProxy('loopback, 10.0.0.0/8,fd00::/8')).toEqual({
      ok: true,
      value: ['loopback', '10.0.0.0/8', 'fd00::/8'],
    })
  })
  it('refuses what Express would misread', () => {
    expect(parseTrustProxy('yes').ok).toBe(false)
    expect(parseTrustProxy('10.0.0.0/33').ok).toBe(false)
    expect(parseTrustProxy('10.0.0.1,').ok).toBe(false)
  })
})

describe('recipient keys', () => {
  it('one mailbox whatever the case or +tag', () => {
    expect(recipientKey('Ana.Ruiz+shop@Example.ES')).toBe('to:ana.ruiz@example.es')
    expect(recipientKey(' ana.ruiz@example.es ')).toBe('to:ana.ruiz@example.es')
    expect(recipientKey('+x@example.es')).toBe('to:+x@example.es')
  })
})
