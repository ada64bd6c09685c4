import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as aq from '../../db/queries/accounts.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const ES = 'wpx-es.localhost'
const TZ = 'tz-es.localhost'
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

async function mailTo(to: string, n = 1) {
  app.jobs.kick()
  await app.jobs.idle()
  const mails = app.outbox().filter((m) => m.to === to)
  expect(mails.length).toBeGreaterThanOrEqual(n)
  return mails
}

describe('auth service endpoints (spec section 7)', () => {
  test('providers, csrf and an empty session for a visitor', async () => {
    const s = await shopper(app, ES)
    const providers = (await s.page('/api/auth/providers')).json<Record<string, { id: string; type: string }>>()
    expect(Object.keys(providers)).toEqual(['credentials', 'email'])
    expect((await s.csrf()).length).toBeGreaterThan(20)
    expect((await s.page('/api/auth/session?callbackUrl=/')).json()).toEqual({})
  })

  test('credentials sign-in sets a new HttpOnly session cookie; /session shows the account; sign-out ends it', async () => {
    const s = await shopper(app, ES)
    const res = await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    expect(res.status).toBe(200)
    // Absolute, on the site's configured public origin (Auth.js clients parse it with new URL()).
    expect(res.json()).toEqual({ url: 'http://wpx-es.localhost:3000/accounts/home' })
    const set = res.setCookies.find((c) => c.startsWith('auth_session='))!
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Lax/i)
    const token = s.jar.get('auth_session')!
    const session = (await s.page('/api/auth/session')).json<{
      user: { email: string; kind: string; permissions: string[] }
      expires: string
    }>()
    expect(session.user).toMatchObject({
      email: demoEmail('WPX-ES', 'customer'),
      kind: 'customer',
      permissions: ['orders', 'tickets'],
    })
    expect(new Date(session.expires).getTime()).toBeGreaterThan(Date.now())
    // A second sign-in replaces the token (the old one no longer works).
    await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    expect(s.jar.get('auth_session')).not.toBe(token)
    const old = await app.request(ES, '/api/auth/session', { headers: { cookie: `auth_session=${token}` } })
    expect(old.json()).toEqual({})
    // Sign-out without the token: the spec's error.
    const noToken = await s.post('/api/auth/signout', { callbackUrl: '/' })
    expect(noToken.status).toBe(400)
    expect(noToken.json()).toEqual({ error: { code: 'csrf', message: 'Could not fetch CSRF Token for signing out' } })
    const out = await s.post('/api/auth/signout', { csrfToken: await s.csrf(), callbackUrl: '/fr', json: 'true' })
    expect(out.json()).toEqual({ url: 'http://wpx-es.localhost:3000/fr' })
    expect((await s.page('/api/auth/session')).json()).toEqual({})
  })

  test('JSON answers use the configured public origin, never the port of the Host header', async () => {
    const s = await shopper(app, ES)
    const res = await app.request(ES, '/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        host: `${ES}:8123`,
        cookie: s.cookie,
        origin: `http://${ES}:8123`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: demoEmail('WPX-ES', 'customer'),
        password: 'wrong password here',
        csrfToken: await s.csrf(),
        callbackUrl: '/cart',
        json: 'true',
      }),
    })
    expect(res.status).toBe(401)
    expect(res.json()).toEqual({
      error: 'CredentialsSignin',
      url: 'http://wpx-es.localhost:3000/login?error=CredentialsSignin&callbackUrl=%2Fcart',
    })
  })

  test('GET /signin, /signin/{provider} and /error lead to the shop’s sign-in page; GET /signout to the account', async () => {
    const get = (path: string, cookie = '') => app.request(ES, path, { headers: cookie ? { cookie } : {} })
    expect((await get('/api/auth/signin?callbackUrl=%2Fcart')).headers.location).toBe('/login?callbackUrl=%2Fcart')
    expect((await get('/api/auth/signin/github')).headers.location).toBe('/login')
    expect(
      (await get('/api/auth/signin?callbackUrl=http%3A%2F%2Fwpx-es.localhost%3A3000%2Fcheckout')).headers.location,
    ).toBe('/login?callbackUrl=%2Fcheckout')
    expect((await get('/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F')).headers.location).toBe('/login')
    expect((await get('/api/auth/error?error=Configuration')).headers.location).toBe('/login?error=Configuration')
    const fr = await app.request('lu.wpx-es.localhost', '/api/auth/signin?callbackUrl=%2Ffr%2Fcart')
    expect(fr.status).toBe(302)
    expect((fr.headers.location as string).startsWith('/fr/')).toBe(true)
    expect((await get('/api/auth/signout')).headers.location).toBe('/')
    const s = await shopper(app, ES)
    await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    expect((await get('/api/auth/signout', s.cookie)).headers.location).toBe('/accounts/home')
  })

  test('an unknown provider is InvalidProvider: 400 as JSON, a redirect to sign-in as a form', async () => {
    const s = await shopper(app, ES)
    const json = await s.post('/api/auth/signin/facebook', { csrfToken: await s.csrf(), json: 'true' })
    expect(json.status).toBe(400)
    expect(json.json()).toMatchObject({ error: 'InvalidProvider' })
    const form = await s.post('/api/auth/callback/facebook', { csrfToken: await s.csrf() }, false)
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/login?error=InvalidProvider')
  })

  test('state-changing calls need the CSRF token of this session and a same-origin request', async () => {
    const s = await shopper(app, ES)
    const other = await shopper(app, ES)
    const foreign = await s.post('/api/auth/callback/credentials', {
      email: demoEmail('WPX-ES', 'customer'),
      password: DEMO_PASSWORD,
      csrfToken: await other.csrf(),
      json: 'true',
    })
    expect(foreign.status).toBe(403)
    const crossSite = await s.post(
      '/api/auth/callback/credentials',
      { email: demoEmail('WPX-ES', 'customer'), password: DEMO_PASSWORD, csrfToken: await s.csrf() },
      true,
      { origin: 'http://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(s.jar.has('auth_session')).toBe(false)
  })

  test('callbackUrl only accepts paths of this site (no open redirect)', async () => {
    const s = await shopper(app, ES)
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await s.post(
        '/api/auth/callback/credentials',
        {
          email: demoEmail('WPX-ES', 'customer'),
          password: DEMO_PASSWORD,
          csrfToken: await s.csrf(),
          callbackUrl: evil,
        },
        false,
      )
      expect(res.headers.location).toBe('/')
    }
  })
})

describe('no account enumeration, throttling', () => {
  test('unknown email and wrong password give the same answer; a reset or link request too', async () => {
    const s = await shopper(app, ES)
    const known = await s.post('/api/auth/callback/credentials', {
      email: demoEmail('WPX-ES', 'customer'),
      password: 'wrong password 123',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    const unknown = await s.post('/api/auth/callback/credentials', {
      email: 'nobody@example.es',
      password: 'wrong password 123',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(known.status).toBe(401)
    expect(unknown.status).toBe(known.status)
    expect(unknown.json()).toEqual(known.json())
    const r1 = await s.post(
      '/api/auth/password-reset/request',
      { email: demoEmail('WPX-ES', 'customer'), csrfToken: await s.csrf() },
      false,
    )
    const r2 = await s.post(
      '/api/auth/password-reset/request',
      { email: 'nobody@example.es', csrfToken: await s.csrf() },
      false,
    )
    expect(r1.status).toBe(303)
    expect(r2.headers.location).toBe(r1.headers.location)
    const l1 = await s.post(
      '/api/auth/signin/email',
      { email: demoEmail('WPX-ES', 'partner'), csrfToken: await s.csrf() },
      false,
    )
    const l2 = await s.post('/api/auth/signin/email', { email: 'nobody2@example.es', csrfToken: await s.csrf() }, false)
    expect(l2.headers.location).toBe(l1.headers.location)
  })

  test('after five failed sign-ins for one account within 15 minutes the next is refused', async () => {
    const s = await shopper(app, 'it.wpx-es.localhost')
    const email = 'throttle@example.it'
    for (let i = 0; i < 5; i++)
      expect(
        (
          await s.post('/api/auth/callback/credentials', {
            email,
            password: 'wrong password 1',
            csrfToken: await s.csrf(),
            json: 'true',
          })
        ).status,
      ).toBe(401)
    const sixth = await s.post('/api/auth/callback/credentials', {
      email,
      password: 'wrong password 1',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(sixth.status).toBe(429)
    expect(sixth.json()).toMatchObject({ error: 'TooManyAttempts' })
  })
})

describe('register, confirm, reset', () => {
  test('registration mails a confirmation link; the link signs in once; a taken email gets a different mail, same answer', async () => {
    const s = await shopper(app, ES)
    const email = 'nueva@example.es'
    const bad = await s.post('/api/auth/register', {
      email: 'nope',
      password: 'short',
      firstName: '',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ fields: ['email', 'password', 'firstName'] })
    const res = await s.post('/api/auth/register', {
      email,
      password: 'una clave bastante larga',
      firstName: 'Nuria',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(res.status).toBe(200)
    // Not confirmed yet: the password alone does not sign in.
    expect((await s.signIn(email, 'una clave bastante larga')).json()).toMatchObject({ error: 'EmailNotConfirmed' })
    const [mail] = await mailTo(email)
    expect(mail!.subject).toMatch(/WallPix España/)
    const link = pathOf(linkIn(mail!.text))
    expect(link).toMatch(/^\/api\/auth\/callback\/email\?token=[a-z2-7]{32}/)
    const opened = await s.page(link)
    expect(opened.status).toBe(303)
    expect(opened.headers.location).toBe('/accounts/home')
    expect((await s.page('/api/auth/session')).json()).toMatchObject({ user: { email, kind: 'customer' } })
    expect((await s.page(link)).headers.location).toBe('/login?error=Verification')
    const again = await s.post('/api/auth/register', {
      email,
      password: 'otra clave bastante larga',
      firstName: 'Otra',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(again.json()).toEqual(res.json())
    const mails = await mailTo(email, 2)
    expect(mails.at(-1)!.text).not.toMatch(/token=/)
  })

  test('password reset: single use, new password works, old one and other sessions do not', async () => {
    const email = 'reset@example.es'
    const customerId = await aq.insertCustomer(app.db, {
      brandSlug: 'WPX-ES',
      email,
      emailVerifiedAt: 1,
      passwordHash: null,
      firstName: 'Rosa',
      lastName: '',
      birthDate: null,
      kind: 'customer',
      permissions: ['orders'],
      canMakeOrders: true,
      newsletter: false,
      language: 'es',
      createdAt: 1,
      updatedAt: 1,
    })
    const s = await shopper(app, ES)
    await s.post('/api/auth/password-reset/request', { email, csrfToken: await s.csrf() }, false)
    const [mail] = await mailTo(email)
    const link = pathOf(linkIn(mail!.text))
    expect(link).toMatch(/^\/login\/password-reset\?token=/)
    const page = await s.page(link)
    expect(page.text).toContain('data-testid="new-password-form"')
    const token = new URL(link, 'http://x').searchParams.get('token')!
    const weak = await s.post('/api/auth/password-reset/confirm', {
      token,
      password: 'short',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(weak.status).toBe(400)
    const ok = await s.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new secret',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(ok.json()).toEqual({ url: 'http://wpx-es.localhost:3000/accounts/home' })
    expect((await s.page('/api/auth/session')).json()).toMatchObject({ user: { id: String(customerId) } })
    const reuse = await s.post('/api/auth/password-reset/confirm', {
      token,
      password: 'another new secret',
      csrfToken: await s.csrf(),
      json: 'true',
    })
    expect(reuse.json()).toMatchObject({ error: 'InvalidToken' })
    const other = await shopper(app, ES)
    expect((await other.signIn(email, 'a brand new secret')).status).toBe(200)
  })
})

describe('brands are separate', () => {
  test('a WPX-ES account cannot sign in on TZ-ES, and a WPX-ES session cookie means nothing there', async () => {
    const s = await shopper(app, TZ)
    expect((await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)).status).toBe(401)
    const es = await shopper(app, ES)
    await es.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    const res = await app.request(TZ, '/api/auth/session', {
      headers: { cookie: `auth_session=${es.jar.get('auth_session')}` },
    })
    expect(res.json()).toEqual({})
  })
})

describe('cart on sign-in', () => {
  test('the anonymous cart joins the customer cart: plain lines add up, the cart follows the account', async () => {
    const email = 'merge@example.es'
    await aq.insertCustomer(app.db, {
      brandSlug: 'WPX-ES',
      email,
      emailVerifiedAt: 1,
      passwordHash: await (
        await import('../../server/services/accounts/auth-service.js')
      ).hashPassword('merge password 1'),
      firstName: 'Mar',
      lastName: '',
      birthDate: null,
      kind: 'customer',
      permissions: ['orders'],
      canMakeOrders: true,
      newsletter: false,
      language: 'es',
      createdAt: 1,
      updatedAt: 1,
    })
    const phone = await shopper(app, ES)
    await phone.signIn(email, 'merge password 1')
    await phone.post('/cart/add', { articleId: 102, quantity: 1 })
    const laptop = await shopper(app, ES)
    await laptop.post('/cart/add', { articleId: 102, quantity: 2 })
    await laptop.post('/cart/add', { articleId: 104, quantity: 1 })
    await laptop.signIn(email, 'merge password 1')
    const merged = await laptop.cart()
    expect(merged.lines.map((l) => [l.article_id, l.quantity]).sort()).toEqual([
      [102, 3],
      [104, 1],
    ])
    expect((await phone.cart()).lines).toHaveLength(2)
    await laptop.post('/api/auth/signout', { csrfToken: await laptop.csrf() })
    expect((await laptop.cart()).lines).toHaveLength(0)
  })
})
