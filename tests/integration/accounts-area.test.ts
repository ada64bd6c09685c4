import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { hashPassword } from '../../server/services/accounts/auth-service.js'
import { newPublicId } from '../../server/domain/orders/public-id.js'
import * as aq from '../../db/queries/accounts.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'

/**
 * The customer and partner area over HTTP on two brands (WPX-ES, TZ-ES). Page texts are not asserted (the UI is
 * translated per site); what the visitor gets is: status and redirects, the data shown, form fields flagged with
 * aria-invalid and their messages, links and files.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const ES = 'wpx-es.localhost'
const TZ = 'tz-es.localhost'
const BRAND: Record<string, string> = { [ES]: 'WPX-ES', [TZ]: 'TZ-ES' }
const DAY = 86_400_000
const CUSTOMER_PAGES = ['/accounts/home', '/accounts/profile', '/accounts/orders', '/accounts/designs']
const PARTNER_PAGES = ['/accounts/config', '/accounts/commissions', '/accounts/invoices', '/accounts/designs/admin']

let seq = 0
/** A confirmed account created for one test, with a real argon2 hash. */
async function newAccount(
  host: string,
  opts: { kind?: 'customer' | 'internal'; permissions?: string[]; firstName?: string } = {},
) {
  const email = `user${++seq}-${Date.now()}@example.es`
  const password = 'a long new password 1'
  const id = await aq.insertCustomer(app.db, {
    brandSlug: BRAND[host]!,
    email,
    emailVerifiedAt: TEST_NOW,
    passwordHash: await hashPassword(password),
    firstName: opts.firstName ?? 'Test',
    lastName: 'User',
    birthDate: null,
    kind: opts.kind ?? 'customer',
    permissions: opts.permissions ?? ['orders', 'tickets'],
    canMakeOrders: true,
    newsletter: false,
    language: 'es',
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  })
  return { id, email, password }
}

async function signedIn(host: string, email: string, password = DEMO_PASSWORD): Promise<Shopper> {
  const s = await shopper(app, host)
  expect((await s.signIn(email, password)).status).toBe(200)
  return s
}
const demo = (host: string, who: 'customer' | 'partner') => signedIn(host, demoEmail(BRAND[host]!, who))
const demoId = async (host: string, who: 'customer' | 'partner') =>
  (await aq.findCustomerByEmail(app.db, BRAND[host]!, demoEmail(BRAND[host]!, who)))!.id

/** An order row as placement writes it (status 0 = paid and received), optionally attributed to a partner. */
async function insertOrder(o: {
  host: string
  customerId: number | null
  createdAt?: number
  lines?: { articleId: number; quantity: number }[]
  attribution?: unknown
  brandSlug?: string
}): Promise<string> {
  const publicId = newPublicId()
  const createdAt = o.createdAt ?? TEST_NOW - DAY
  const lines = (o.lines ?? [{ articleId: 102, quantity: 2 }]).map((l) => ({
    ...l,
    unitPriceMinor: 1500,
    lineTotalMinor: 1500 * l.quantity,
  }))
  const total = lines.reduce((s, l) => s + l.lineTotalMinor, 0)
  const { id: orderId } = await oq.insertOrder(app.db, {
    publicId,
    brandSlug: o.brandSlug ?? BRAND[o.host]!,
    siteCode: 'es',
    language: 'es',
    currency: 'EUR',
    sessionId: o.customerId ? `c:${o.customerId}` : 'guest',
    customerId: o.customerId,
    cartId: `cart-${publicId}`,
    idempotencyKey: `key-${publicId}`,
    status: 0,
    contact: { email: 'buyer@example.es', customerType: 'PERSON' },
    address: {
      firstName: 'Lucía',
      lastName: 'Pérez',
      street: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      phone: '+34612345678',
      country: 'ES',
    },
    shipment: {
      mode: 'ADDRESS',
      carrier: 'CORREOS',
      shippingType: 'ADDRESS',
      deliveryType: 'SEND',
      priceMinor: 0,
      earliest: '2026-11-26',
      latest: '2026-11-28',
    },
    paymentMethod: 'CARD',
    paymentKind: 'ONLINE_PREPAID',
    promotionCode: null,
    subtotalMinor: total,
    discountMinor: 0,
    shippingMinor: 0,
    vatMinor: Math.round((total * 21) / 121),
    totalMinor: total,
    trackingNumber: null,
    shipmentState: null,
    attribution: o.attribution ?? null,
    createdAt,
    updatedAt: createdAt,
  })
  await oq.insertOrderLines(
    app.db,
    lines.map((l) => ({
      orderId,
      articleId: l.articleId,
      articleName: `Article ${l.articleId}`,
      designId: null,
      designName: null,
      personalisedDesignId: null,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      lineTotalMinor: l.lineTotalMinor,
      urlPreview: '/media/article/102-320.webp',
    })),
  )
  await oq.insertOrderEvent(app.db, {
    orderId,
    kind: 'status',
    fromStatus: 4,
    toStatus: 0,
    shipmentState: null,
    actor: 'test',
    note: null,
    at: createdAt,
  })
  return publicId
}

const form = (s: Shopper, path: string, body: Record<string, unknown>) => s.post(path, body, false)
const numberOf = (publicId: string) => publicId.slice(0, 8).toUpperCase()
const orderNumbers = (html: string) =>
  [...html.matchAll(/data-testid="order-row"><th scope="row"><a href="[^"]+">([A-Z0-9]{8})<\/a>/g)].map((m) => m[1])
const designNames = (html: string) => [...html.matchAll(/<h2 class="design-card-name">([^<]+)<\/h2>/g)].map((m) => m[1])
/** The input of a field, its aria-invalid flag and whether its error message is tied to it. */
function fieldState(html: string, id: string) {
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
  const errorTied = input.includes(`${id}-error`) && html.includes(`id="${id}-error"`)
  return {
    present: input !== '',
    invalid: input.includes('aria-invalid="true"'),
    errorTied,
    value: /value="([^"]*)"/.exec(input)?.[1] ?? null,
  }
}

describe('who may open which account page (both brands)', () => {
  test.each([ES, TZ])('%s: anonymous visitors go to sign-in with a return address', async (host) => {
    for (const path of [...CUSTOMER_PAGES, ...PARTNER_PAGES]) {
      const res = await app.request(host, path)
      expect(res.status, path).toBe(302)
      expect(res.headers.location, path).toBe(`/login?callbackUrl=${encodeURIComponent(path)}`)
    }
  })

  // Client navigation and the route payload ask for a page's data; signing in must bring the visitor to the page.
  test('a request for an account page’s data sends to sign-in with the page as the return address', async () => {
    const res = await app.request(ES, '/accounts/home/index.pageContext.json?tab=1')
    const body = res.text
    expect(body).toContain(encodeURIComponent('/accounts/home?tab=1'))
    expect(body).not.toContain('pageContext.json%')
    expect(body).not.toContain(encodeURIComponent('/index.pageContext.json'))
  })

  test.each([ES, TZ])('%s: a customer opens the customer pages and is sent home from partner pages', async (host) => {
    const s = await demo(host, 'customer')
    for (const path of CUSTOMER_PAGES) expect((await s.page(path)).status, path).toBe(200)
    for (const path of PARTNER_PAGES) {
      const res = await s.page(path)
      expect(res.status, path).toBe(302)
      expect(res.headers.location, path).toBe('/accounts/home')
    }
  })

  test.each([ES, TZ])(
    '%s: a customer without the orders permission is sent home from the orders pages',
    async (host) => {
      const account = await newAccount(host, { permissions: ['tickets'] })
      const order = await insertOrder({ host, customerId: account.id })
      const s = await signedIn(host, account.email, account.password)
      for (const path of ['/accounts/orders', `/accounts/orders/${order}`]) {
        const res = await s.page(path)
        expect(res.status, path).toBe(302)
        expect(res.headers.location).toBe('/accounts/home')
      }
      const home = await s.page('/accounts/home')
      expect(home.status).toBe(200)
      expect(home.text).not.toContain('data-testid="home-orders"')
      expect((await form(s, `/accounts/orders/${order}/reorder`, {})).status).toBe(404)
    },
  )

  test('contact and tracking stay open to a signed-in customer without the tickets or orders permission', async () => {
    // Issue 32 item 13: /contact sent them to /accounts/tickets and /tracking to /accounts/orders, which sent them home.
    const as = async (permissions: string[]) => {
      const account = await newAccount(ES, { permissions })
      return signedIn(ES, account.email, account.password)
    }
    const noTickets = await as(['orders'])
    const contact = await noTickets.page('/contact')
    expect(contact.status, String(contact.headers.location)).toBe(200)
    expect(contact.text).toContain('name="message"')
    expect((await noTickets.page('/tracking')).headers.location).toBe('/accounts/orders')

    const noOrders = await as(['tickets'])
    const tracking = await noOrders.page('/tracking')
    expect(tracking.status, String(tracking.headers.location)).toBe(200)
    expect(tracking.text).toContain('name="order"')
    expect((await noOrders.page('/contact')).headers.location).toBe('/accounts/tickets')

    const neither = await as([])
    for (const path of ['/contact', '/tracking']) expect((await neither.page(path)).status, path).toBe(200)
  })

  test.each([ES, TZ])('%s: a partner opens every partner page', async (host) => {
    const s = await demo(host, 'partner')
    for (const path of [...CUSTOMER_PAGES, ...PARTNER_PAGES]) expect((await s.page(path)).status, path).toBe(200)
  })

  test('a partner without the invoices permission is sent home from invoices and gets no PDF', async () => {
    const account = await newAccount(ES, { kind: 'internal', permissions: ['orders'] })
    await aq.upsertPartner(app.db, {
      customerId: account.id,
      affiliateId: 7001,
      payoutIban: null,
      payoutHolder: null,
      commissionPercent: 10,
      updatedAt: TEST_NOW,
    })
    await insertOrder({ host: ES, customerId: null, createdAt: Date.UTC(2026, 10, 5), attribution: { afcust: '7001' } })
    const s = await signedIn(ES, account.email, account.password)
    expect((await s.page('/accounts/config')).status).toBe(200)
    expect((await s.page('/accounts/invoices')).headers.location).toBe('/accounts/home')
    expect((await s.page('/accounts/invoices/2026-11/EUR.pdf')).status).toBe(404)
  })

  test('a WPX-ES session cookie on TZ-ES shows no account', async () => {
    const s = await demo(ES, 'customer')
    const cookie = { cookie: s.cookie }
    expect((await app.request(ES, '/accounts/home', { headers: cookie })).status).toBe(200)
    const there = await app.request(TZ, '/accounts/home', { headers: cookie })
    expect(there.status).toBe(302)
    expect(there.headers.location).toBe('/login?callbackUrl=%2Faccounts%2Fhome')
    expect((await app.request(TZ, '/api/auth/session', { headers: cookie })).json()).toEqual({})
    const post = await app.request(TZ, '/accounts/profile', {
      method: 'POST',
      headers: { ...cookie, origin: `http://${TZ}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Mallory',
    })
    expect(post.status).toBe(303)
    expect(post.headers.location).toMatch(/^\/login\?callbackUrl=/)
  })

  test('forms keep the language prefix of the site (lu /fr) and answer JSON clients with the invalid fields', async () => {
    const account = await newAccount(ES)
    const s = await signedIn('lu.wpx-es.localhost', account.email, account.password)
    const ok = await form(s, '/fr/accounts/profile', { firstName: 'Luc', lastName: 'User' })
    expect(ok.headers.location).toBe('/fr/accounts/profile?saved=profile')
    expect((await s.page('/fr/accounts/profile')).status).toBe(200)
    const json = await s.post('/fr/accounts/profile', { firstName: '', birthDate: '2015-01-01' })
    expect(json.status).toBe(400)
    expect(json.json()).toMatchObject({
      error: { code: 'invalid_fields', fields: { firstName: 'required', birthDate: 'underage' } },
    })
    expect((await aq.findCustomer(app.db, account.id))!.firstName).toBe('Luc')
    expect((await form(s, '/xx/accounts/profile', { firstName: 'Nope' })).status).toBe(404)
  })

  test('account forms refuse cross-site posts', async () => {
    const s = await demo(ES, 'customer')
    const res = await s.post('/accounts/profile', { firstName: 'Mallory' }, false, { origin: 'http://evil.example' })
    expect(res.status).toBe(403)
    expect((await aq.findCustomer(app.db, await demoId(ES, 'customer')))!.firstName).toBe('Alex')
  })
})

describe('login required for the whole site', () => {
  test('legal pages, the unsubscribe page and the tracking links of mails stay public; the rest asks for sign-in', async () => {
    // Issue 32 item 14: privacy, imprint and the links in mails sent an anonymous visitor to the sign-in page.
    const order = await insertOrder({ host: ES, customerId: await demoId(ES, 'customer') })
    await setSetting(app.db, { brand: 'WPX-ES', site: null }, 'features.loginRequired', true)
    await app.registry.reload()
    try {
      const stranger = await shopper(app, ES)
      const open = [
        '/legal',
        '/legal/privacidad',
        '/legal/aviso-legal',
        '/legal/condiciones',
        '/informacion-cookies',
        '/directrices-y-politicas',
        '/unsubscribe?s=1&sig=' + 'A'.repeat(43),
        `/tracking/${order}`,
        '/newsletter?confirm=' + 'A'.repeat(43),
      ]
      for (const path of open) {
        const res = await stranger.page(path)
        expect(res.status, `${path} -> ${res.headers.location}`).toBe(200)
      }
      expect((await stranger.page(`/tracking/${order}`)).text).toContain(order.slice(0, 8).toUpperCase())
      // Still behind sign-in: the shop itself, the tracking form, and an unknown order is no shortcut either.
      for (const path of ['/', '/tracking', '/contact', '/offers'])
        expect((await stranger.page(path)).headers.location, path).toBe(
          `/login?callbackUrl=${encodeURIComponent(path)}`,
        )
      expect((await stranger.page(`/tracking/${newPublicId()}`)).status).toBe(404)
    } finally {
      await setSetting(app.db, { brand: 'WPX-ES', site: null }, 'features.loginRequired', false)
      await app.registry.reload()
    }
  })
})

describe('account home', () => {
  test('greets the customer and shows the three latest orders, the designs count and the tickets box', async () => {
    const account = await newAccount(TZ, { firstName: 'Inés' })
    const ids: string[] = []
    for (const days of [5, 4, 3, 2])
      ids.push(await insertOrder({ host: TZ, customerId: account.id, createdAt: TEST_NOW - days * DAY }))
    await insertOrder({ host: TZ, customerId: await demoId(TZ, 'customer') })
    const s = await signedIn(TZ, account.email, account.password)
    const home = (await s.page('/accounts/home')).text
    expect(home).toContain('data-testid="account-greeting"')
    expect(home).toContain('data-testid="account-name">Inés User<')
    const shown = [...home.matchAll(/href="\/accounts\/orders\/([a-z2-7]{26})"/g)].map((m) => m[1])
    expect(shown).toEqual([ids[3], ids[2], ids[1]])
    expect(home).toContain('data-testid="home-designs-count">0<')
    expect(home).toContain('data-testid="home-tickets"')
    expect(home).toContain('href="/contact"')
    expect(home).toContain('href="/accounts/profile"')
    const demoHome = (await (await demo(TZ, 'customer')).page('/accounts/home')).text
    expect(demoHome).toContain('data-testid="home-designs-count">2<')
  })
})

describe('profile', () => {
  test('names, birth date and newsletter are saved; an under-18 or impossible birth date is refused and nothing is saved', async () => {
    const account = await newAccount(ES)
    const s = await signedIn(ES, account.email, account.password)
    // 18 tomorrow (TEST_NOW is 2026-11-23): refused, and the name typed with it is not saved either.
    const young = await form(s, '/accounts/profile', {
      firstName: 'Changed',
      lastName: 'User',
      birthDate: '2008-11-24',
    })
    expect(young.status).toBe(303)
    expect(young.headers.location).toBe('/accounts/profile?form=profile&invalid=birthDate.underage')
    const page = (await s.page(young.headers.location as string)).text
    expect(fieldState(page, 'profile-birthDate')).toMatchObject({ invalid: true, errorTied: true })
    expect(fieldState(page, 'profile-firstName')).toMatchObject({ invalid: false, value: 'Test' })
    expect(page).toContain('role="alert"')
    expect(await aq.findCustomer(app.db, account.id)).toMatchObject({ firstName: 'Test', birthDate: null })

    const impossible = await form(s, '/accounts/profile', { firstName: '', birthDate: '1990-02-30' })
    expect(impossible.headers.location).toBe(
      '/accounts/profile?form=profile&invalid=firstName.required%2CbirthDate.invalid',
    )
    const both = (await s.page(impossible.headers.location as string)).text
    expect(fieldState(both, 'profile-firstName').invalid).toBe(true)
    expect(fieldState(both, 'profile-birthDate').invalid).toBe(true)

    const ok = await form(s, '/accounts/profile', {
      firstName: ' Ana ',
      lastName: 'Ruiz',
      birthDate: '2008-11-23',
      newsletter: 'on',
    })
    expect(ok.headers.location).toBe('/accounts/profile?saved=profile')
    expect(await aq.findCustomer(app.db, account.id)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      birthDate: '2008-11-23',
      newsletter: true,
    })
    const saved = (await s.page('/accounts/profile?saved=profile')).text
    expect(saved).toContain('role="status"')
    expect(fieldState(saved, 'profile-birthDate').value).toBe('2008-11-23')
    expect(saved).toMatch(/<input id="profile-newsletter" type="checkbox" name="newsletter" checked=""/)
    expect(fieldState(saved, 'profile-firstName').value).toBe('Ana')
    expect((await s.page('/accounts/home')).text).toContain('data-testid="account-name">Ana Ruiz<')
    // Unchecking the box turns the newsletter off.
    await form(s, '/accounts/profile', { firstName: 'Ana', lastName: 'Ruiz', birthDate: '' })
    expect(await aq.findCustomer(app.db, account.id)).toMatchObject({ newsletter: false, birthDate: null })
  })

  test('password change: wrong current password and weak new one are named; success replaces the session', async () => {
    const account = await newAccount(TZ)
    const s = await signedIn(TZ, account.email, account.password)
    const other = await signedIn(TZ, account.email, account.password)
    const wrong = await form(s, '/accounts/profile/password', {
      currentPassword: 'not my password',
      newPassword: 'another good one 2',
    })
    expect(wrong.headers.location).toBe('/accounts/profile?form=password&invalid=currentPassword.wrong')
    expect(fieldState((await s.page(wrong.headers.location as string)).text, 'password-currentPassword')).toMatchObject(
      { invalid: true, errorTied: true },
    )
    const weak = await form(s, '/accounts/profile/password', {
      currentPassword: account.password,
      newPassword: 'short',
    })
    expect(weak.headers.location).toBe('/accounts/profile?form=password&invalid=newPassword.weak')
    const before = s.jar.get('auth_session')
    const ok = await form(s, '/accounts/profile/password', {
      currentPassword: account.password,
      newPassword: 'another good one 2',
    })
    expect(ok.headers.location).toBe('/accounts/profile?saved=password')
    expect(s.jar.get('auth_session')).not.toBe(before)
    expect((await s.page('/accounts/profile')).status).toBe(200)
    // The other device is signed out; the new password signs in.
    expect((await other.page('/accounts/profile')).status).toBe(302)
    await signedIn(TZ, account.email, 'another good one 2')
  })

  test("saved addresses: validated for the site country, listed, deleted; another account's address is a 404", async () => {
    const account = await newAccount(ES)
    const s = await signedIn(ES, account.email, account.password)
    const address = {
      firstName: 'Lucía',
      lastName: 'Pérez',
      street: 'Calle Mayor 1',
      postalCode: '123',
      city: 'Madrid',
      phone: '12',
    }
    const bad = await form(s, '/accounts/profile/addresses', address)
    expect(bad.headers.location).toBe('/accounts/profile?form=address&invalid=postalCode.invalid%2Cphone.invalid')
    const badPage = (await s.page(bad.headers.location as string)).text
    expect(fieldState(badPage, 'address-postalCode')).toMatchObject({ invalid: true, errorTied: true })
    expect(fieldState(badPage, 'address-phone').invalid).toBe(true)
    expect(fieldState(badPage, 'address-street').invalid).toBe(false)
    expect(await aq.addressesOf(app.db, account.id)).toHaveLength(0)

    const ok = await form(s, '/accounts/profile/addresses', { ...address, postalCode: '28013', phone: '612 345 678' })
    expect(ok.headers.location).toBe('/accounts/profile?saved=address')
    const rows = await aq.addressesOf(app.db, account.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.address).toMatchObject({ postalCode: '28013', country: 'ES', phone: '+34612345678' })
    const listed = (await s.page('/accounts/profile')).text
    expect(listed.match(/data-testid="address"/g)).toHaveLength(1)
    expect(listed).toContain('Calle Mayor 1, 28013 Madrid')

    const stranger = await signedIn(ES, (await newAccount(ES)).email, 'a long new password 1')
    expect((await form(stranger, `/accounts/profile/addresses/${rows[0]!.id}/delete`, {})).status).toBe(404)
    expect(await aq.addressesOf(app.db, account.id)).toHaveLength(1)
    const del = await form(s, `/accounts/profile/addresses/${rows[0]!.id}/delete`, {})
    expect(del.headers.location).toBe('/accounts/profile?saved=address_deleted')
    expect(await aq.addressesOf(app.db, account.id)).toHaveLength(0)
    expect((await s.page('/accounts/profile')).text).not.toContain('data-testid="address"')
  })
})

describe('orders', () => {
  test('list with the spec date filter (UTC periods, year boundary), invalid filter is a 404', async () => {
    const account = await newAccount(ES)
    const at = (iso: string) => insertOrder({ host: ES, customerId: account.id, createdAt: Date.parse(iso) })
    const recent = await at('2026-11-20T10:00:00Z')
    const september = await at('2026-09-01T10:00:00Z')
    const march = await at('2026-03-10T10:00:00Z')
    const newYear = await at('2026-01-01T00:00:00Z')
    const newYearsEve = await at('2025-12-31T23:59:59.999Z')
    await insertOrder({
      host: ES,
      customerId: await demoId(ES, 'customer'),
      createdAt: Date.parse('2026-11-21T10:00:00Z'),
    })
    const s = await signedIn(ES, account.email, account.password)
    const list = async (date?: string) =>
      orderNumbers((await s.page(`/accounts/orders${date ? `?date=${date}` : ''}`)).text)
    expect(await list()).toEqual([recent, september, march, newYear, newYearsEve].map(numberOf))
    expect(await list('without')).toEqual(await list())
    expect(await list('thirty_days')).toEqual([numberOf(recent)])
    expect(await list('three_months')).toEqual([recent, september].map(numberOf))
    expect(await list('this_year')).toEqual([recent, september, march, newYear].map(numberOf))
    expect(await list('last_year')).toEqual([numberOf(newYearsEve)])
    expect((await s.page('/accounts/orders?date=yesterday')).status).toBe(404)
    expect((await s.page('/accounts/orders?date=THIS_YEAR')).status).toBe(404)
  })

  test('more than 20 orders are paged', async () => {
    const account = await newAccount(TZ)
    for (let i = 0; i < 23; i++)
      await insertOrder({ host: TZ, customerId: account.id, createdAt: TEST_NOW - (i + 1) * 3_600_000 })
    const s = await signedIn(TZ, account.email, account.password)
    const first = (await s.page('/accounts/orders')).text
    expect(orderNumbers(first)).toHaveLength(20)
    expect(first).toContain('href="/accounts/orders?page=2"')
    expect(orderNumbers((await s.page('/accounts/orders?page=2')).text)).toHaveLength(3)
    expect((await s.page('/accounts/orders?page=3')).status).toBe(404)
    expect((await s.page('/accounts/orders?page=0')).status).toBe(404)
  })

  test('an order placed while signed in appears in the list and its detail', async () => {
    const account = await newAccount(ES)
    const s = await signedIn(ES, account.email, account.password)
    expect((await s.post('/cart/add', { articleId: 102, quantity: 3 })).status).toBe(200)
    expect((await s.post('/checkout/contact', { email: account.email, customerType: 'PERSON' })).status).toBe(200)
    expect((await s.post('/checkout/address', ES_ADDRESS)).status).toBe(200)
    expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'CORREOS' })).status).toBe(200)
    const step4 = (await s.page('/checkout?step=4')).text
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4)?.[1] ?? ''
    const placed = await s.post('/checkout/place', {
      cartId: hidden('cartId'),
      idempotencyKey: hidden('idempotencyKey'),
      paymentMethod: 'BANK_TRANSFER',
      acceptTerms: true,
    })
    const publicId = placed.json<{ order: string }>().order
    expect(orderNumbers((await s.page('/accounts/orders')).text)).toEqual([numberOf(publicId)])
    const detail = (await s.page(`/accounts/orders/${publicId}`)).text
    expect(detail).toContain('data-state="awaiting-transfer"')
    expect(detail).toMatch(/<th scope="row">[^<]+<\/th><td>3<\/td>/)
  })

  test("detail: lines, totals, delivery, timeline and tracking link; another customer's or brand's order is a 404", async () => {
    const s = await demo(ES, 'customer')
    const mine = await insertOrder({
      host: ES,
      customerId: await demoId(ES, 'customer'),
      lines: [
        { articleId: 102, quantity: 2 },
        { articleId: 103, quantity: 1 },
      ],
    })
    const detail = await s.page(`/accounts/orders/${mine}`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain('Article 102')
    expect(detail.text).toContain('Article 103')
    expect(detail.text).toMatch(/data-testid="order-total"><strong>[^<]*45/)
    expect(detail.text).toContain('Calle Mayor 1')
    expect(detail.text.match(/<li><time/g)).toHaveLength(1)
    expect(detail.text).toContain(`href="/tracking/${mine}"`)
    expect(detail.text).toContain(`action="/accounts/orders/${mine}/reorder"`)

    const someoneElses = await insertOrder({ host: ES, customerId: (await newAccount(ES)).id })
    const guests = await insertOrder({ host: ES, customerId: null })
    // Same customer id, other brand: never shown on WPX-ES.
    const otherBrand = await insertOrder({ host: ES, customerId: await demoId(ES, 'customer'), brandSlug: 'TZ-ES' })
    for (const id of [someoneElses, guests, otherBrand, newPublicId(), 'not-an-id']) {
      expect((await s.page(`/accounts/orders/${id}`)).status, id).toBe(404)
    }
    expect(orderNumbers((await s.page('/accounts/orders')).text)).not.toContain(numberOf(otherBrand))
  })

  test('reorder puts the lines into the cart again, skips products no longer sold and says so', async () => {
    const account = await newAccount(TZ)
    // TZ-ES sells mugs (102) but not canvases (104).
    const order = await insertOrder({
      host: TZ,
      customerId: account.id,
      lines: [
        { articleId: 102, quantity: 2 },
        { articleId: 104, quantity: 1 },
      ],
    })
    const s = await signedIn(TZ, account.email, account.password)
    const res = await form(s, `/accounts/orders/${order}/reorder`, {})
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/cart?reordered=1&skipped=1')
    expect((await s.cart()).lines.map((l) => [l.article_id, l.quantity])).toEqual([[102, 2]])
    const cartPage = (await s.page(res.headers.location as string)).text
    expect(cartPage).toContain('data-testid="cart-reordered"')
    // Again: the mug merges with the line already there.
    await form(s, `/accounts/orders/${order}/reorder`, {})
    expect((await s.cart()).lines.map((l) => [l.article_id, l.quantity])).toEqual([[102, 4]])
    const foreign = await insertOrder({ host: TZ, customerId: await demoId(TZ, 'customer') })
    expect((await form(s, `/accounts/orders/${foreign}/reorder`, {})).status).toBe(404)
    expect((await s.cart()).lines).toHaveLength(1)
  })
})

describe('saved designs', () => {
  async function withDesigns() {
    const account = await newAccount(ES)
    const add = (
      name: string,
      d: {
        created: number
        updated: number
        popularity: number
        kind: string
        published: boolean
        designId: number | null
        articleId?: number
      },
    ) =>
      aq.insertSavedDesign(app.db, {
        customerId: account.id,
        articleId: d.articleId ?? 102,
        designId: d.designId,
        name,
        projectKind: d.kind,
        state: null,
        published: d.published,
        popularity: d.popularity,
        salesCount: 0,
        createdAt: TEST_NOW - d.created * DAY,
        updatedAt: TEST_NOW - d.updated * DAY,
      })
    const ids = {
      x: await add('Xmas mug', {
        created: 1,
        updated: 5,
        popularity: 5,
        kind: 'PRIVATE',
        published: false,
        designId: 1,
      }),
      y: await add('Yoga mug', {
        created: 5,
        updated: 1,
        popularity: 1,
        kind: 'APPLICATION',
        published: true,
        designId: 2,
        articleId: 103,
      }),
      z: await add('Zoo mug', {
        created: 3,
        updated: 3,
        popularity: 10,
        kind: 'GROUP_APPLICATIONS',
        published: false,
        designId: null,
      }),
    }
    return { account, ids, s: await signedIn(ES, account.email, account.password) }
  }

  test('spec sorts and filters; invalid values are a 404', async () => {
    const { s } = await withDesigns()
    const names = async (q = '') => designNames((await s.page(`/accounts/designs${q}`)).text)
    expect(await names()).toEqual(['Yoga mug', 'Zoo mug', 'Xmas mug'])
    expect(await names('?sort=DATE_LAST_MODIFICATION')).toEqual(['Yoga mug', 'Zoo mug', 'Xmas mug'])
    expect(await names('?sort=DATE_CREATION')).toEqual(['Xmas mug', 'Zoo mug', 'Yoga mug'])
    expect(await names('?sort=POPULARITY')).toEqual(['Zoo mug', 'Xmas mug', 'Yoga mug'])
    expect(await names('?kind=APPLICATION')).toEqual(['Yoga mug'])
    expect(await names('?kind=&published=ALL')).toHaveLength(3)
    expect(await names('?published=true')).toEqual(['Yoga mug'])
    expect(await names('?sort=POPULARITY&published=false')).toEqual(['Zoo mug', 'Xmas mug'])
    expect(await names('?kind=PRIVATE&published=true')).toEqual([])
    for (const bad of ['?sort=NAME', '?kind=PUBLIC', '?published=yes', '?published='])
      expect((await s.page(`/accounts/designs${bad}`)).status, bad).toBe(404)
  })

  test('cards open the editor with the design; only the owner can delete', async () => {
    const { account, ids, s } = await withDesigns()
    const page = (await s.page('/accounts/designs')).text
    expect(page).toContain('href="/create/102?design=1"')
    expect(page).toContain('href="/create/103?design=2"')
    expect(page.match(/href="\/create\//g)).toHaveLength(2)
    const demoCustomer = await demo(ES, 'customer')
    expect((await form(demoCustomer, `/accounts/designs/${ids.z}/delete`, {})).status).toBe(404)
    const del = await form(s, `/accounts/designs/${ids.z}/delete`, {})
    expect(del.headers.location).toBe('/accounts/designs?saved=design_deleted')
    expect(designNames((await s.page('/accounts/designs')).text)).toEqual(['Yoga mug', 'Xmas mug'])
    expect(await aq.findCustomer(app.db, account.id)).toBeDefined()
  })

  test('partner designs admin shows publication, popularity and sales; publish and unpublish', async () => {
    const s = await demo(TZ, 'partner')
    const page = (await s.page('/accounts/designs/admin')).text
    expect(page).toContain('Partner mug collection')
    expect(page).toMatch(/<td>40<\/td><td>12<\/td>/)
    const id = /action="\/accounts\/designs\/(\d+)\/publish"/.exec(page)![1]
    expect(page).toContain('name="published" value="false"')
    const off = await form(s, `/accounts/designs/${id}/publish`, { published: 'false' })
    expect(off.headers.location).toBe('/accounts/designs/admin?saved=unpublished')
    expect((await s.page('/accounts/designs/admin')).text).toContain('name="published" value="true"')
    const customer = await demo(TZ, 'customer')
    expect((await form(customer, `/accounts/designs/${id}/publish`, { published: 'true' })).status).toBe(404)
    expect((await form(s, `/accounts/designs/${id}/publish`, { published: 'true' })).headers.location).toBe(
      '/accounts/designs/admin?saved=published',
    )
  })
})

describe('partner settings, commissions and invoices', () => {
  test('affiliate id and links; payout IBAN checked with its checksum', async () => {
    const partnerId = await demoId(ES, 'partner')
    const affiliateId = (await aq.partnerOf(app.db, partnerId))!.affiliateId
    const s = await demo(ES, 'partner')
    const page = (await s.page('/accounts/config?campaign=spring')).text
    expect(page).toMatch(new RegExp(`data-testid="affiliate-id">${affiliateId}<`))
    expect(page).toContain(`data-testid="affiliate-link">http://${ES}:3000/?afcust=${affiliateId}<`)
    expect(page).toContain(
      `data-testid="affiliate-campaign-link">http://${ES}:3000/?afcust=${affiliateId}&amp;afcmp=spring<`,
    )
    expect(fieldState((await s.page('/accounts/config?campaign=two%20words')).text, 'campaign-campaign').invalid).toBe(
      true,
    )

    const typo = await form(s, '/accounts/config', { iban: 'ES91 2100 0418 4502 0005 1333', holder: 'Sam Partner' })
    expect(typo.headers.location).toBe('/accounts/config?form=payout&invalid=iban.checksum')
    expect(fieldState((await s.page(typo.headers.location as string)).text, 'payout-iban')).toMatchObject({
      invalid: true,
      errorTied: true,
    })
    expect(await aq.partnerOf(app.db, partnerId)).toMatchObject({ payoutIban: null, payoutHolder: null })
    const ok = await form(s, '/accounts/config', { iban: 'es91 2100 0418 4502 0005 1332', holder: 'Sam Partner' })
    expect(ok.headers.location).toBe('/accounts/config?saved=payout')
    expect(await aq.partnerOf(app.db, partnerId)).toMatchObject({
      payoutIban: 'ES9121000418450200051332',
      payoutHolder: 'Sam Partner',
    })
    const saved = (await s.page('/accounts/config')).text
    expect(saved).toContain('1332')
    expect(saved).not.toContain('ES9121000418450200051332')
    const customer = await demo(ES, 'customer')
    expect((await form(customer, '/accounts/config', { iban: 'ES9121000418450200051332', holder: 'Me' })).status).toBe(
      404,
    )
  })

  test('commissions by month, and a PDF invoice for a month with an attributed paid order', async () => {
    const partnerId = await demoId(ES, 'partner')
    const affiliateId = (await aq.partnerOf(app.db, partnerId))!.affiliateId
    // 2 × 15.00 EUR with 21 % VAT inside: base 24.79, commission 10 % = 2.48.
    await insertOrder({
      host: ES,
      customerId: null,
      createdAt: Date.UTC(2026, 10, 10),
      attribution: { afcust: String(affiliateId) },
    })
    await insertOrder({
      host: ES,
      customerId: null,
      createdAt: Date.UTC(2026, 9, 10),
      attribution: { afcust: '99999' },
    })
    const s = await demo(ES, 'partner')
    const commissions = (await s.page('/accounts/commissions')).text
    expect(commissions.match(/data-testid="commission-row"/g)).toHaveLength(1)
    expect(commissions).toContain('<time dateTime="2026-11">')
    expect(commissions).toMatch(/<td>EUR<\/td><td>1<\/td><td>24,79[^<]*<\/td><td>2,48[^<]*<\/td>/)

    const invoices = (await s.page('/accounts/invoices')).text
    expect(invoices).toContain('href="/accounts/invoices/2026-11/EUR.pdf"')
    expect(invoices.match(/data-testid="invoice-row"/g)).toHaveLength(1)
    const pdf = await s.page('/accounts/invoices/2026-11/EUR.pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="WPX-ES-C-202611-${affiliateId}.pdf"`)
    expect(pdf.text.startsWith('%PDF-')).toBe(true)

    // Nothing earned in that month or currency, a malformed month, another partner, a customer, a visitor.
    for (const path of [
      '/accounts/invoices/2026-10/EUR.pdf',
      '/accounts/invoices/2026-11/PLN.pdf',
      '/accounts/invoices/2026-13/EUR.pdf',
      '/accounts/invoices/2026-11/eur.pdf',
    ]) {
      expect((await s.page(path)).status, path).toBe(404)
    }
    const otherPartner = await newAccount(ES, { kind: 'internal', permissions: ['orders', 'tickets', 'invoices'] })
    await aq.upsertPartner(app.db, {
      customerId: otherPartner.id,
      affiliateId: 8001,
      payoutIban: null,
      payoutHolder: null,
      commissionPercent: 10,
      updatedAt: TEST_NOW,
    })
    const other = await signedIn(ES, otherPartner.email, otherPartner.password)
    expect((await other.page('/accounts/invoices/2026-11/EUR.pdf')).status).toBe(404)
    expect((await other.page('/accounts/invoices')).text).not.toContain('.pdf"')
    expect((await (await demo(TZ, 'partner')).page('/accounts/invoices/2026-11/EUR.pdf')).status).toBe(404)
    expect((await (await demo(ES, 'customer')).page('/accounts/invoices/2026-11/EUR.pdf')).status).toBe(404)
    const anonymous = await app.request(ES, '/accounts/invoices/2026-11/EUR.pdf')
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe('/login?callbackUrl=%2Faccounts%2Finvoices')
  })
})
