import { describe, expect, it } from 'vitest'
import { anonymizeIp } from './ip-anonymize.js'

describe('ip anonymisation', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(anonymizeIp('203.0.113.77')).toBe('203.0.113.0')
    expect(anonymizeIp('10.0.0.1')).toBe('10.0.0.0')
  })

  it('treats IPv4-mapped IPv6 as IPv4', () => {
    expect(anonymizeIp('::ffff:198.51.100.23')).toBe('198.51.100.0')
    expect(anonymizeIp('::FFFF:127.0.0.1')).toBe('127.0.0.0')
  })

  it('keeps the /48 of an IPv6 address, expanding :: first', () => {
    expect(anonymizeIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(anonymizeIp('2001:db8::1')).toBe('2001:db8:0::')
    expect(anonymizeIp('::1')).toBe('0:0:0::')
    expect(anonymizeIp('[2a00:1450:4001:82a::200e]')).toBe('2a00:1450:4001::')
    expect(anonymizeIp('fe80::1%eth0')).toBe('fe80:0:0::')
    expect(anonymizeIp('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::')
  })

  it('refuses what is not an address', () => {
    for (const bad of [
      undefined,
      '',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'g::1',
      '12345::1',
    ])
      expect(anonymizeIp(bad)).toBeNull()
  })
})
