import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { DEVICE_COOKIE } from '../../server/services/accounts/device-cookies.js'

// Issue 32 item 19: thirty failed sign-ins from one address blocked every account there for 15 minutes (one guesser
// behind a carrier NAT locked out everyone behind it). OWASP's device cookies: a browser that signed in to an account
// before keeps signing in to it during an address block, with its own lockout; unknown browsers stay blocked.

const HOST = 'wpx-es.localhost'
const NAT = '203.0.113.77'
let app: TestApp
beforeAll(async () => {
  // Behind one trusted proxy (loopback): X-Forwarded-For is the client address, as the proxy would send it. The
  // default limit: 30 failures per address in 15 minutes.
  app = await startTestApp({ TRUST_PROXY: 'loopback' })
})
afterAll(() => app.close())

const signIn = async (s: Shopper, email: string, password: string, address = NAT) =>
  s.post('/api/auth/callback/credentials', { email, password, csrfToken: await s.csrf(), json: 'true' }, true, {
    'x-forwarded-for': address,
  })

/** A browser that signed in to `email` before, signed out since: only its device cookie is left. */
async function knownBrowser(email: string, address = NAT): Promise<Shopper> {
  const before = await shopper(app, HOST)
  const res = await signIn(before, email, DEMO_PASSWORD, address)
  expect(res.status).toBe(200)
  const device = res.setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
  expect(device, 'a successful sign-in issues a device cookie').toBeDefined()
  expect(device).toMatch(/HttpOnly/)
  expect(device).toMatch(/SameSite=Lax/)
  expect(device).toMatch(/Max-Age=\d+/)
  const later = await shopper(app, HOST)
  later.jar.set(DEVICE_COOKIE, before.jar.get(DEVICE_COOKIE)!)
  return later
}

describe('device cookies during an address block', () => {
  const customer = demoEmail('WPX-ES', 'customer')
  const partner = demoEmail('WPX-ES', 'partner')
  let mine: Shopper
  let partnersBrowser: Shopper

  beforeAll(async () => {
    mine = await knownBrowser(customer)
    partnersBrowser = await knownBrowser(partner)
    // Someone behind the same address guesses 30 accounts (five each at most would be let through per account).
    const guesser = await shopper(app, HOST)
    for (let i = 0; i < 30; i++)
      expect((await signIn(guesser, `victim${i}@example.es`, 'wrong password')).status, `guess ${i}`).toBe(401)
    expect((await signIn(guesser, 'victim-next@example.es', 'wrong password')).status).toBe(429)
  })

  test('an unknown browser at the blocked address is refused even with the right password', async () => {
    const stranger = await shopper(app, HOST)
    const res = await signIn(stranger, customer, DEMO_PASSWORD)
    expect(res.status).toBe(429)
    expect(res.json()).toMatchObject({ error: 'TooManyAttempts' })
  })

  test('the browser that signed in to this account before still signs in, and gets a fresh device cookie', async () => {
    const res = await signIn(mine, customer, DEMO_PASSWORD)
    expect(res.status, res.text).toBe(200)
    expect(res.setCookies.some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(true)
    expect((await mine.page('/accounts/home')).status).toBe(200)
  })

  test("a device cookie of another account does not help: the partner's browser cannot sign in as the customer", async () => {
    expect((await signIn(partnersBrowser, customer, DEMO_PASSWORD)).status).toBe(429)
    // ...while it still signs in to its own account.
    expect((await signIn(partnersBrowser, partner, DEMO_PASSWORD)).status).toBe(200)
  })

  test('a forged or altered device cookie is an unknown browser', async () => {
    const forged = await shopper(app, HOST)
    forged.jar.set(DEVICE_COOKIE, `${mine.jar.get(DEVICE_COOKIE)!.slice(0, -4)}AAAA`)
    expect((await signIn(forged, customer, DEMO_PASSWORD)).status).toBe(429)
  })

  test('a known browser guessing has its own lockout: after five failures it waits, even with the right password', async () => {
    const guessing = await knownBrowser(customer, '198.51.100.90')
    for (let i = 0; i < 5; i++) expect((await signIn(guessing, customer, `wrong password ${i}`)).status).toBe(401)
    const sixth = await signIn(guessing, customer, DEMO_PASSWORD)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    // Its guesses do not lock out the owner's other known browser.
    expect((await signIn(mine, customer, DEMO_PASSWORD)).status).toBe(200)
  })
})
