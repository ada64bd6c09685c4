import { describe, expect, it } from 'vitest'
import { cspDirectives } from './csp.js'

describe('content security policy', () => {
  it('allows only own scripts without the Google tag', () => {
    const d = cspDirectives({ googleTag: false })
    expect(d['script-src']).toEqual(["'self'"])
    expect(JSON.stringify(d)).not.toContain('google')
  })

  it('adds the Google tag hosts (script, beacons, pixels) when asked', () => {
    const d = cspDirectives({ googleTag: true })
    expect(d['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com'])
    expect(d['connect-src']).toContain('https://*.google-analytics.com')
    expect(d['img-src']).toContain('https://*.googletagmanager.com')
    expect(d['script-src']).not.toContain("'unsafe-inline'")
  })

  it('lets the checkout forms end on the payment provider hosted page, and nowhere else', () => {
    expect(cspDirectives({ googleTag: false })['form-action']).toEqual(["'self'"])
    expect(cspDirectives({ googleTag: true, paymentPages: ['https://*.adyen.com'] })['form-action']).toEqual([
      "'self'",
      'https://*.adyen.com',
    ])
  })
})
