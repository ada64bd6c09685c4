import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.js'
import { originFactory, siteOrigin } from './origin.js'

const origin = (env: Record<string, string>) => originFactory(parseEnv(env))('wpx-es.localhost')

describe('originFactory: public origins come from configuration', () => {
  it('demo mode: the listening port unless PUBLIC_PORT says otherwise; 80 and 443 are omitted', () => {
    expect(origin({})).toBe('http://wpx-es.localhost:3000')
    expect(origin({ PORT: '8080' })).toBe('http://wpx-es.localhost:8080')
    expect(origin({ PORT: '8080', PUBLIC_PORT: '80' })).toBe('http://wpx-es.localhost')
    expect(origin({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' })).toBe('https://wpx-es.localhost:8443')
  })

  it("live mode: the scheme's own port unless PUBLIC_PORT says otherwise (the shop sits behind a proxy)", () => {
    expect(origin({ SHOP_MODE: 'live', PUBLIC_SCHEME: 'https', PORT: '3000' })).toBe('https://wpx-es.localhost')
    expect(origin({ SHOP_MODE: 'live', PORT: '3000' })).toBe('http://wpx-es.localhost')
    expect(origin({ SHOP_MODE: 'live', PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' })).toBe(
      'https://wpx-es.localhost:8443',
    )
  })

  it("a site's origin is its first configured host", () => {
    const originOf = originFactory(parseEnv({ SHOP_MODE: 'live', PUBLIC_SCHEME: 'https' }))
    expect(siteOrigin(originOf, { hosts: ['wallpix.es', 'www.wallpix.es'] })).toBe('https://wallpix.es')
  })
})
