import { describe, expect, it } from 'vitest'
import { payloadUrl, prefetchTargets, shouldPrefetch } from './link-prefetch.js'

describe('link prefetch', () => {
  it('skips data savers and 2G connections, prefetches otherwise (also when the browser does not say)', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
  it('keeps same-site page links only, once each, at most six', () => {
    const origin = 'http://wpx-es.localhost:3000'
    expect(
      prefetchTargets(
        [
          '/offers',
          '/offers',
          'https://evil.example/x',
          '/sitemap.xml',
          '/api/session',
          '/fr/cart',
          'http://wpx-es.localhost:3000/help-center',
        ],
        origin,
      ),
    ).toEqual(['/offers', '/fr/cart', '/help-center'])
    expect(prefetchTargets(['/a', '/b', '/c', '/d', '/e', '/f', '/g'], origin)).toHaveLength(6)
  })

  it('asks for the route payload of each target (spec: /{route}/_payload.json)', () => {
    expect(payloadUrl('/offers')).toBe('/offers/_payload.json')
    expect(payloadUrl('/help-center/')).toBe('/help-center/_payload.json')
    expect(payloadUrl('/')).toBe('/_payload.json')
    expect(payloadUrl('/search?query=taza')).toBe('/search/_payload.json?query=taza')
  })
})
