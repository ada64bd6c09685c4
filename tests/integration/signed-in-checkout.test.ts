import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import { hashPassword } from '../../server/services/accounts/auth-service.js'
import * as aq from '../../db/queries/accounts.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const PL_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'ul. Marszałkowska 10',
  postalCode: '00-950',
  city: 'Warszawa',
  phone: '512 345 678',
}
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''

async function signedIn(host: string, email: string, password = DEMO_PASSWORD): Promise<Shopper> {
  const s = await shopper(app, host)
  expect((await s.signIn(email, password)).status).toBe(200)
  return s
}

const TENANTS = [
  { host: 'wpx-pl.localhost', brand: 'WPX-PL', currency: 'PLN', method: 'BLIK', carrier: 'GLS', address: PL_ADDRESS },
  {
    host: 'tz-es.localhost',
    brand: 'TZ-ES',
    currency: 'EUR',
    method: 'CARD',
    carrier: 'CORREOS',
    address: ES_ADDRESS,
  },
]

describe.each(TENANTS)(
  'checkout as a signed-in customer on $brand ($currency)',
  ({ host, brand, currency, method, carrier, address }) => {
    test('the account email is offered, the address can be saved, the order belongs to the account on every device and is paid through the PSP', async () => {
      const email = demoEmail(brand, 'customer')
      const s = await signedIn(host, email)
      await s.post('/cart/add', { articleId: 102, quantity: 1 })
      const step1 = await s.page('/checkout')
      expect(step1.text).toContain(`value="${email}"`)
      expect(step1.text).not.toContain('data-testid="checkout-signin"')
      await s.post('/checkout/contact', { email, customerType: 'PERSON' })
      expect((await s.post('/checkout/address', { ...address, saveToAccount: 'on' }, false)).headers.location).toBe(
        '/checkout?step=3',
      )
      const customer = (await aq.findCustomerByEmail(app.db, brand, email))!
      expect(await aq.addressesOf(app.db, customer.id)).toHaveLength(1)
      // Saving the same address again does not duplicate it; the saved address is offered at step 2.
      await s.post('/checkout/address', { ...address, saveToAccount: 'on' }, false)
      expect(await aq.addressesOf(app.db, customer.id)).toHaveLength(1)
      expect((await s.page('/checkout?step=2')).text).toContain('data-testid="saved-addresses"')
      await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier })
      const step4 = (await s.page('/checkout?step=4')).text
      const placed = await s.post('/checkout/place', {
        cartId: hidden(step4, 'cartId'),
        idempotencyKey: hidden(step4, 'idempotencyKey'),
        paymentMethod: method,
        acceptTerms: true,
      })
      const { order, next } = placed.json<{ order: string; next: string }>()
      const row = (await oq.findOrderByPublicId(app.db, order))!
      expect(row.customerId).toBe(customer.id)
      expect(row.currency).toBe(currency)
      // Pay at the test PSP and come back.
      const psp = new URL(next).pathname
      const decided = await app.request(host, psp, {
        method: 'POST',
        headers: { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=succeeded',
      })
      const back = new URL(decided.headers.location as string)
      expect((await s.page(back.pathname + back.search)).headers.location).toBe(`/order-completed?order=${order}`)
      expect((await oq.findOrderByPublicId(app.db, order))!.status).toBe(0)

      const laptop = await signedIn(host, email)
      expect((await laptop.page(`/order-completed?order=${order}`)).status).toBe(200)
      const stranger = await shopper(app, host)
      expect((await stranger.page(`/order-completed?order=${order}`)).status).toBe(404)
    })
  },
)

describe('guards for signed-in visitors', () => {
  test('tracking, contact and login send a signed-in customer to the account (login: to checkout when the cart has items)', async () => {
    const s = await signedIn('wpx-es.localhost', demoEmail('WPX-ES', 'customer'))
    expect((await s.page('/tracking')).headers.location).toBe('/accounts/orders')
    expect((await s.page('/contact')).headers.location).toBe('/accounts/tickets')
    expect((await s.page('/login')).headers.location).toBe('/')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    expect((await s.page('/login')).headers.location).toBe('/checkout')
    const lu = await signedIn('lu.wpx-es.localhost', demoEmail('WPX-ES', 'customer'))
    expect((await lu.page('/fr/tracking')).headers.location).toBe('/fr/accounts/orders')
  })

  test('a customer who may not order is sent from checkout to the cart', async () => {
    const email = 'noorders@example.es'
    await aq.insertCustomer(app.db, {
      brandSlug: 'WPX-ES',
      email,
      emailVerifiedAt: 1,
      passwordHash: await hashPassword('no orders password'),
      firstName: 'Nora',
      lastName: '',
      birthDate: null,
      kind: 'customer',
      permissions: [],
      canMakeOrders: false,
      newsletter: false,
      language: 'es',
      createdAt: 1,
      updatedAt: 1,
    })
    const s = await signedIn('wpx-es.localhost', email, 'no orders password')
    await s.post('/cart/add', { articleId: 102, quantity: 1 })
    expect((await s.page('/checkout')).headers.location).toBe('/cart')
  })
})

describe('brand switches', () => {
  test('without guest checkout an anonymous shopper signs in first', async () => {
    const set = await setSetting(app.db, { brand: 'WPX-IT', site: null }, 'features.guestCheckout', false)
    expect(set.ok).toBe(true)
    await app.registry.reload()
    try {
      const s = await shopper(app, 'wpx-it.localhost')
      await s.post('/cart/add', { articleId: 102, quantity: 1 })
      expect((await s.page('/checkout')).headers.location).toBe('/login?callbackUrl=%2Fcheckout')
      const member = await signedIn('wpx-it.localhost', demoEmail('WPX-IT', 'customer'))
      await member.post('/cart/add', { articleId: 102, quantity: 1 })
      expect((await member.page('/checkout')).status).toBe(200)
    } finally {
      await setSetting(app.db, { brand: 'WPX-IT', site: null }, 'features.guestCheckout', true)
      await app.registry.reload()
    }
  })

  test('login required for the whole site: visitors see only the sign-in page, which does not redirect them', async () => {
    await setSetting(app.db, { brand: 'WPX-DK', site: null }, 'features.loginRequired', true)
    await app.registry.reload()
    try {
      const s = await shopper(app, 'wpx-dk.localhost')
      for (const path of ['/', '/cart', '/offers', '/tracking'])
        expect((await s.page(path)).headers.location, path).toBe(`/login?callbackUrl=${encodeURIComponent(path)}`)
      await s.post('/cart/add', { articleId: 102, quantity: 1 })
      const login = await s.page('/login')
      expect(login.status).toBe(200)
      expect(login.text).toContain('data-testid="signin-form"')
      const member = await signedIn('wpx-dk.localhost', demoEmail('WPX-DK', 'customer'))
      expect((await member.page('/offers')).status).toBe(200)
    } finally {
      await setSetting(app.db, { brand: 'WPX-DK', site: null }, 'features.loginRequired', false)
      await app.registry.reload()
    }
  })
})
