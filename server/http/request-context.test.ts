import { describe, expect, test, vi } from 'vitest'
import type { Tenant } from '../domain/tenancy/tenant.js'
import type { ShopSession } from '../domain/session/shop-session.js'
import { languageOfPath } from '../domain/tenancy/locale-path.js'
import { AUTH_COOKIE, RequestContext, type RequestResolvers } from './request-context.js'

vi.mock('../domain/tenancy/locale-path.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../domain/tenancy/locale-path.js')>()
  return { ...actual, languageOfPath: vi.fn(actual.languageOfPath) }
})

const tenant = {
  brand: { slug: 'wpx' },
  site: {
    languages: [
      { language: 'es', pathPrefix: null },
      { language: 'fr', pathPrefix: 'fr' },
    ],
  },
} as unknown as Tenant

function resolvers(): RequestResolvers & { calls: Record<string, number> } {
  const calls = { tenantOf: 0, readSession: 0, signIn: 0 }
  return {
    calls,
    tenantOf: () => (calls.tenantOf++, Promise.resolve(tenant)),
    generationOf: () => 7,
    readSession: () => (calls.readSession++, Promise.resolve({ id: 's1', data: {} } as unknown as ShopSession)),
    signIn: () => (calls.signIn++, Promise.resolve(null)),
  }
}

const cookie = `shop_session=sealed; ${AUTH_COOKIE}=token; viewport=mobile`

describe('the request context resolves each part once (issue 33 item 5)', () => {
  test('the tenant is asked of the registry once, however many steps read it', async () => {
    const r = resolvers()
    const context = new RequestContext(r, 'wpx-es.localhost', '/fr/cart', cookie)
    await Promise.all([context.resolveTenant(), context.resolveTenant()])
    await context.resolveTenant()
    expect(context.tenant).toBe(tenant)
    expect(context.generation).toBe(7)
    expect(r.calls.tenantOf).toBe(1)
  })

  test('the language is worked out of the path once, by the routing prefix rule', async () => {
    const context = new RequestContext(resolvers(), 'wpx-es.localhost', '/fr/cart/add', cookie)
    await context.resolveTenant()
    vi.mocked(languageOfPath).mockClear()
    expect(context.locale).toEqual({ language: 'fr', prefix: '/fr' })
    expect(context.languageOfPrefix('fr')).toBe('fr')
    expect(context.locale.language).toBe('fr')
    expect(languageOfPath).toHaveBeenCalledTimes(1)
  })

  test('a router under /:prefix/x gets the prefix language, the default without one, null for another prefix', async () => {
    const prefixed = new RequestContext(resolvers(), 'h', '/xx/cart/add', undefined)
    await prefixed.resolveTenant()
    expect(prefixed.languageOfPrefix('xx')).toBeNull()
    const plain = new RequestContext(resolvers(), 'h', '/cart/add', undefined)
    await plain.resolveTenant()
    expect(plain.languageOfPrefix(undefined)).toBe('es')
    expect(plain.locale).toEqual({ language: 'es', prefix: '' })
  })

  test('the session cookie is unsealed once and the sign-in token checked once', async () => {
    const r = resolvers()
    const context = new RequestContext(r, 'h', '/', cookie)
    await context.resolveTenant()
    await Promise.all([context.storedSession(), context.storedSession(), context.signIn(), context.signIn()])
    expect(r.calls).toEqual({ tenantOf: 1, readSession: 1, signIn: 1 })
    expect(context.deviceClass).toBe('mobile')
  })

  test('without cookies nothing is read and the device class is the default', async () => {
    const r = resolvers()
    const context = new RequestContext(r, 'h', '/', undefined)
    await context.resolveTenant()
    expect(await context.storedSession()).toBeNull()
    expect(await context.signIn()).toBeNull()
    expect(r.calls).toEqual({ tenantOf: 1, readSession: 0, signIn: 0 })
    expect(context.deviceClass).toBe('desktop')
  })

  test('a console preview replaces the tenant and keeps the published generation', async () => {
    const context = new RequestContext(resolvers(), 'h', '/', undefined)
    await context.resolveTenant()
    const draft = { ...tenant, brand: { slug: 'wpx' } } as unknown as Tenant
    context.previewAs(draft)
    expect(context.tenant).toBe(draft)
    expect(context.generation).toBe(7)
  })
})
