import { describe, expect, test } from 'vitest'
import { sameOriginLocation } from './same-origin-location.js'

const hostOf = (location: string) => new URL(location, 'https://shop.example/a/b').host

describe('sameOriginLocation', () => {
  test.each([
    ['/\\evil.example', '/evil.example'],
    ['//evil.example/', '/evil.example/'],
    ['\\\\evil.example', '/evil.example'],
    ['/\\/evil.example?x=1', '/evil.example?x=1'],
    ['/\t/evil.example', '/%09/evil.example'],
    ['///evil.example#top', '/evil.example#top'],
  ])('%s becomes the path %s of this origin', (from, to) => {
    expect(hostOf(from)).not.toBe('shop.example')
    expect(sameOriginLocation(from)).toBe(to)
    expect(hostOf(sameOriginLocation(from))).toBe('shop.example')
  })
  test('ordinary paths, queries with slashes, translated slugs and absolute URLs keep their meaning', () => {
    expect(sameOriginLocation('/cart')).toBe('/cart')
    expect(sameOriginLocation('/login?callbackUrl=%2F%2Fx&next=//y')).toBe('/login?callbackUrl=%2F%2Fx&next=//y')
    expect(sameOriginLocation('/pl/o-nas/łódź')).toBe('/pl/o-nas/%C5%82%C3%B3d%C5%BA')
    expect(sameOriginLocation('https://psp.example/pay?id=1')).toBe('https://psp.example/pay?id=1')
    expect(sameOriginLocation('?step=2')).toBe('?step=2')
  })
})
