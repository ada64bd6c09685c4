import { describe, expect, test } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { guard } from '../../pages/+guard.server.js'
import type { PageUser } from '../../pages/vike-types.js'

type Outcome = { redirect: string } | { status: number; reason: unknown } | 'pass'

interface Fake {
  path?: string
  search?: Record<string, string>
  config?: Partial<PageContextServer['config']>
  user?: PageUser | null
  loginRequired?: boolean
  guestCheckout?: boolean
  cartLineCount?: number
  routeParams?: Record<string, string>
  languages?: { language: 'de' | 'fr' | 'es'; hreflang: string; pathPrefix: string | null }[]
  locale?: 'de' | 'fr' | 'es'
}

function pageContext(f: Fake): PageContextServer {
  const path = f.path ?? '/page'
  return {
    urlOriginal: path + (f.search ? `?${new URLSearchParams(f.search)}` : ''),
    urlParsed: { pathname: path, pathnameOriginal: path, search: f.search ?? {} },
    routeParams: f.routeParams ?? {},
    config: { guards: [], auth: 'any', layout: 'master', ...f.config },
    user: f.user ?? null,
    cartItemCount: () => f.cartLineCount ?? 0,
    locale: f.locale ?? 'es',
    tenant: {
      brand: { loginRequired: f.loginRequired ?? false, guestCheckout: f.guestCheckout ?? true },
      site: { languages: f.languages ?? [{ language: 'es', hreflang: 'es-ES', pathPrefix: null }] },
    },
    tenantServer: { brand: { features: { photoPrints: true } } },
  } as unknown as PageContextServer
}

async function run(f: Fake): Promise<Outcome> {
  try {
    await guard(pageContext(f))
    return 'pass'
  } catch (e) {
    const abort = (
      e as { _pageContextAbort?: { _urlRedirect?: { url: string }; abortStatusCode?: number; abortReason?: unknown } }
    )._pageContextAbort
    if (abort?._urlRedirect) return { redirect: abort._urlRedirect.url }
    if (abort?.abortStatusCode) return { status: abort.abortStatusCode, reason: abort.abortReason }
    throw e
  }
}

const customer: PageUser = {
  id: 'u1',
  firstName: 'Ana',
  kind: 'customer',
  permissions: ['orders'],
  canMakeOrders: true,
}
const partner: PageUser = {
  id: 'p1',
  firstName: 'Pau',
  kind: 'internal',
  permissions: ['orders', 'tickets', 'invoices'],
  canMakeOrders: false,
}

describe('global guard', () => {
  test('invalid route parameter: 404 "Page Not Found: {path}"', async () => {
    expect(
      await run({
        path: '/create/20000',
        config: { params: { article_id: 'createArticleId' } },
        routeParams: { article_id: '20000' },
      }),
    ).toEqual({
      status: 404,
      reason: 'Page Not Found: /create/20000',
    })
  })
  test('sign-in required: anonymous -> sign-in with return address; signed-in passes', async () => {
    expect(await run({ path: '/accounts/home', config: { auth: 'required' } })).toEqual({
      redirect: '/login?callbackUrl=%2Faccounts%2Fhome',
    })
    expect(await run({ path: '/accounts/home', config: { auth: 'required' }, user: customer })).toBe('pass')
  })
  test('sign-in-only page sends a signed-in user home', async () => {
    expect(await run({ path: '/login', config: { auth: 'guest-only' }, user: customer })).toEqual({ redirect: '/' })
    expect(await run({ path: '/login', config: { auth: 'guest-only' } })).toBe('pass')
  })
  test('internal kind pages: customers go to their account home, partners pass', async () => {
    expect(await run({ path: '/accounts/config', config: { auth: 'internal' }, user: customer })).toEqual({
      redirect: '/accounts/home',
    })
    expect(await run({ path: '/accounts/config', config: { auth: 'internal' }, user: partner })).toBe('pass')
  })
  test('permission guards', async () => {
    const tickets = { config: { auth: 'required' as const, guards: ['allow-accounts-tickets'] } }
    expect(await run({ ...tickets, user: customer })).toEqual({ redirect: '/accounts/home' })
    expect(await run({ ...tickets, user: partner })).toBe('pass')
    const invoices = { config: { auth: 'internal' as const, guards: ['allow-accounts-invoices'] } }
    expect(await run({ ...invoices, user: { ...partner, permissions: ['orders'] } })).toEqual({
      redirect: '/accounts/home',
    })
    expect(await run({ ...invoices, user: partner })).toBe('pass')
  })
  test('guards run in order: the first that refuses decides', async () => {
    const checkout = { path: '/checkout', config: { guards: ['allow-login-or-guest-checkout', 'redirect-empty-cart'] } }
    expect(await run({ ...checkout, guestCheckout: false })).toEqual({ redirect: '/login?callbackUrl=%2Fcheckout' })
    expect(await run({ ...checkout })).toEqual({ redirect: '/cart' })
    expect(await run({ ...checkout, cartLineCount: 2 })).toBe('pass')
  })
  test('redirect rules for signed-in users', async () => {
    const both: PageUser = { ...customer, permissions: ['orders', 'tickets'] }
    expect(await run({ config: { guards: ['redirect-contact-if-logged'] }, user: both })).toEqual({
      redirect: '/accounts/tickets',
    })
    expect(await run({ config: { guards: ['tracking-redirect-if-logged'] }, user: both })).toEqual({
      redirect: '/accounts/orders',
    })
    // Without the permission the account page would send them home: they use the public page like a guest.
    expect(await run({ config: { guards: ['redirect-contact-if-logged'] }, user: customer })).toBe('pass')
    const noOrders: PageUser = { ...customer, permissions: ['tickets'] }
    expect(await run({ config: { guards: ['tracking-redirect-if-logged'] }, user: noOrders })).toBe('pass')
    expect(await run({ config: { guards: ['login-redirection-by-cart'] }, user: customer, cartLineCount: 1 })).toEqual({
      redirect: '/checkout',
    })
    expect(await run({ config: { guards: ['allow-customer-make-orders'] }, user: partner })).toEqual({
      redirect: '/cart',
    })
    expect(await run({ config: { guards: ['redirect-empty-customer'] }, search: { step: '3' } })).toEqual({
      redirect: '/checkout',
    })
    expect(await run({ config: { guards: ['redirect-empty-customer'] }, search: { step: '3' }, user: customer })).toBe(
      'pass',
    )
  })
  test('login required for the whole site: anonymous visitors see only sign-in, redirect rules do not move them', async () => {
    expect(await run({ path: '/', loginRequired: true })).toEqual({ redirect: '/login?callbackUrl=%2F' })
    expect(
      await run({
        path: '/login',
        loginRequired: true,
        config: { auth: 'guest-only', guards: ['login-redirection-by-cart'] },
      }),
    ).toBe('pass')
    expect(await run({ path: '/login/password-reset', loginRequired: true, config: { auth: 'guest-only' } })).toBe(
      'pass',
    )
    expect(
      await run({
        path: '/contact',
        loginRequired: true,
        user: { ...customer, permissions: ['orders', 'tickets'] },
        config: { guards: ['redirect-contact-if-logged'] },
      }),
    ).toEqual({ redirect: '/accounts/tickets' })
    // Legal pages and the pages links in mails open stay public.
    expect(await run({ path: '/legal/privacidad', loginRequired: true, config: { auth: 'public' } })).toBe('pass')
  })
  test('redirects keep the language prefix of a secondary language', async () => {
    const lu = {
      languages: [
        { language: 'de' as const, hreflang: 'de-LU', pathPrefix: null },
        { language: 'fr' as const, hreflang: 'fr-LU', pathPrefix: 'fr' },
      ],
      locale: 'fr' as const,
    }
    expect(await run({ ...lu, config: { guards: ['redirect-empty-cart'] } })).toEqual({ redirect: '/fr/cart' })
  })
  test('an unknown guard name fails with "Unknown route middleware"', async () => {
    await expect(run({ config: { guards: ['allow-everything'] } })).rejects.toThrow(
      /^Unknown route middleware: allow-everything/,
    )
  })
})
