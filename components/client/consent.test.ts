import { beforeEach, describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '../../server/domain/analytics/consent.js'
import { analyticsConsented, bannerState, currentConsent, saveConsent } from './consent.js'
import { refreshShopSession, resetShopSession, shopSessionSnapshot } from './use-shop-session.js'

const view = (over: Record<string, unknown> = {}) => ({
  customer: null,
  cartItemCount: 0,
  isConsentGiven: null,
  isAnalyticsAccepted: null,
  isAdsAccepted: null,
  consentVersion: null,
  ...over,
})

/** A fake fetch that answers with `body` and counts its calls. */
function fakeFetch(body: unknown, ok = true) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fn = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return { ok, json: async () => body }
  }) as unknown as typeof fetch
  return { fn, calls }
}

beforeEach(() => resetShopSession())

describe('banner state', () => {
  it("follows the server's answer until the session is read, then asks or stays closed; settings reopen it", () => {
    expect(bannerState({ settingsOpen: false, consent: null, renderedOnServer: true })).toBe('open')
    expect(bannerState({ settingsOpen: false, consent: null, renderedOnServer: false })).toBe('closed')
    expect(bannerState({ settingsOpen: false, consent: { status: 'ask' }, renderedOnServer: false })).toBe('open')
    expect(
      bannerState({
        settingsOpen: false,
        consent: { status: 'chosen', analytics: false, ads: false },
        renderedOnServer: true,
      }),
    ).toBe('closed')
    expect(
      bannerState({
        settingsOpen: true,
        consent: { status: 'chosen', analytics: false, ads: false },
        renderedOnServer: false,
      }),
    ).toBe('open')
  })
})

describe('the shared session read', () => {
  it('makes one request for parallel readers and keeps the last view when a refresh fails', async () => {
    const ok = fakeFetch(view({ cartItemCount: 2 }))
    const [a, b] = await Promise.all([refreshShopSession(ok.fn), refreshShopSession(ok.fn)])
    expect(ok.calls).toHaveLength(1)
    expect(a).toBe(b)
    await refreshShopSession(fakeFetch({}, false).fn)
    expect(shopSessionSnapshot()?.cartItemCount).toBe(2)
  })

  it('counts consent only under the current version', async () => {
    await refreshShopSession(
      fakeFetch(view({ isConsentGiven: true, isAnalyticsAccepted: true, consentVersion: '2020-01' })).fn,
    )
    expect(currentConsent()).toEqual({ status: 'ask' })
    expect(await analyticsConsented()).toBe(false)
    await refreshShopSession(
      fakeFetch(view({ isConsentGiven: true, isAnalyticsAccepted: true, consentVersion: CONSENT_VERSION })).fn,
    )
    expect(await analyticsConsented()).toBe(true)
  })
})

describe('saving a choice', () => {
  it('posts the consent fields with the current version and publishes the answer', async () => {
    const answer = view({
      isConsentGiven: true,
      isAnalyticsAccepted: false,
      isAdsAccepted: true,
      consentVersion: CONSENT_VERSION,
    })
    const post = fakeFetch(answer)
    expect(await saveConsent({ analytics: false, ads: true }, post.fn)).toBe(true)
    expect(post.calls[0]!.url).toBe('/api/session')
    expect(post.calls[0]!.init?.method).toBe('POST')
    expect(JSON.parse(String(post.calls[0]!.init?.body))).toEqual({
      isConsentGiven: true,
      isAnalyticsAccepted: false,
      isAdsAccepted: true,
      consentVersion: CONSENT_VERSION,
    })
    expect(currentConsent()).toEqual({ status: 'chosen', analytics: false, ads: true })
  })

  it('reports a failed post so the banner can fall back to the plain form', async () => {
    expect(await saveConsent({ analytics: true, ads: true }, fakeFetch({}, false).fn)).toBe(false)
    expect(currentConsent()).toBeNull()
  })
})
