import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { tablesOf } from '../../db/client.js'
import * as aq from '../../db/queries/accounts.js'
import * as oq from '../../db/queries/orders.js'
import * as pq from '../../db/queries/privacy.js'
import * as sq from '../../db/queries/support.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { mugDocument } from '../helpers/editor-documents.js'
import { hashPassword } from '../../server/services/accounts/auth-service.js'
import { newPublicId } from '../../server/domain/orders/public-id.js'
import { ORDER_STATUS } from '../../server/domain/orders/order-status.js'
import { ERASED_EMAIL } from '../../server/domain/privacy/erasure.js'
import { CONSENT_RECORDS_KEPT_MS, nextSweepAt, uploadsDueBefore } from '../../server/domain/privacy/retention.js'
import { eraseCustomer } from '../../server/services/privacy/erase-customer.js'
import { privacySweepJob } from '../../server/services/privacy/retention-job.js'
import { createFsStorage } from '../../server/services/storage/fs-storage.js'

/** Issue 31 item 6 (decision 053): the data export, erasure, the retention sweep and the consent record over HTTP. */
const HOST = 'wpx-es.localhost'
const BRAND = 'WPX-ES'
const DAY = 86_400_000
const PASSWORD = 'a long new password 1'
let app: TestApp
const clock = TEST_NOW
beforeAll(async () => {
  app = await startTestApp({}, { now: () => clock })
})
afterAll(() => app.close())

let seq = 0
async function newAccount(first: string) {
  const email = `privacy${++seq}-${Date.now()}@example.es`
  const id = await aq.insertCustomer(app.db, {
    brandSlug: BRAND,
    email,
    emailVerifiedAt: TEST_NOW,
    passwordHash: await hashPassword(PASSWORD),
    firstName: first,
    lastName: 'Privacy',
    birthDate: null,
    kind: 'customer',
    permissions: ['orders', 'tickets'],
    canMakeOrders: true,
    newsletter: false,
    language: 'es',
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  })
  const s = await shopper(app, HOST)
  expect((await s.signIn(email, PASSWORD)).status).toBe(200)
  await aq.insertAddress(app.db, {
    customerId: id,
    address: { firstName: first, lastName: 'Privacy', street: 'Calle Sol 3', postalCode: '28013', city: 'Madrid' },
    createdAt: TEST_NOW,
  })
  return { id, email, s }
}

/** An order of the customer with one line whose personalised design shows `uploadIds`, in `status`. */
async function orderOf(customerId: number, status: number, uploadIds: string[]) {
  const { personalisedDesigns } = tablesOf(app.db)
  const designId = `pd-${newPublicId().slice(0, 12)}`
  await app.db.insert(personalisedDesigns).values({
    id: designId,
    owner: `c:${customerId}`,
    brandSlug: BRAND,
    articleId: 102,
    status: 'final',
    document: {
      ...mugDocument(uploadIds[0]!, { width: 1200, height: 800 }),
      items: uploadIds.map((u, i) => ({ ...mugDocument(u, { width: 1200, height: 800 }).items[0]!, id: `p${i}` })),
    },
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  })
  const publicId = newPublicId()
  const order = await oq.insertOrder(app.db, {
    publicId,
    brandSlug: BRAND,
    siteCode: 'es',
    language: 'es',
    currency: 'EUR',
    sessionId: `c:${customerId}`,
    customerId,
    cartId: `cart-${publicId}`,
    idempotencyKey: `key-${publicId}`,
    status,
    contact: { email: `buyer${customerId}@example.es`, customerType: 'PERSON' },
    address: {
      firstName: 'Lucía',
      lastName: 'Pérez',
      street: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      phone: '+34612345678',
      country: 'ES',
    },
    shipment: { mode: 'ADDRESS', carrier: 'CORREOS', priceMinor: 0 },
    paymentMethod: 'CARD',
    paymentKind: 'ONLINE_PREPAID',
    promotionCode: null,
    subtotalMinor: 3000,
    discountMinor: 0,
    shippingMinor: 0,
    vatMinor: 521,
    totalMinor: 3000,
    trackingNumber: null,
    shipmentState: null,
    attribution: { gclid: 'abc' },
    createdAt: TEST_NOW - 200 * DAY,
    updatedAt: TEST_NOW - 200 * DAY,
  })
  await oq.insertOrderLines(app.db, [
    {
      orderId: order.id,
      articleId: 102,
      articleName: 'Taza',
      designId: null,
      designName: null,
      personalisedDesignId: designId,
      quantity: 2,
      unitPriceMinor: 1500,
      lineTotalMinor: 3000,
      urlPreview: '/media/article/102-320.webp',
    },
  ])
  return { ...order, publicId }
}

async function deliver(orderId: number, at: number) {
  const { orders } = tablesOf(app.db)
  await app.db.update(orders).set({ status: ORDER_STATUS.DELIVERED }).where(eq(orders.id, orderId))
  await oq.insertOrderEvent(app.db, {
    orderId,
    kind: 'status',
    fromStatus: ORDER_STATUS.SHIPPED,
    toStatus: ORDER_STATUS.DELIVERED,
    actor: 'test',
    at,
  })
}

/** A ticket the customer opened from the account, with its first message. */
async function ticketOf(c: { id: number; email: string }, subject: string, body: string) {
  const ticketId = await sq.insertTicket(app.db, {
    publicId: newPublicId(),
    brandSlug: BRAND,
    siteCode: 'es',
    language: 'es',
    customerId: c.id,
    email: c.email,
    name: 'Cliente',
    channel: 'account',
    subject,
    status: 'PENDING',
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  })
  await sq.insertTicketMessage(app.db, {
    ticketId,
    author: 'customer',
    authorName: 'Cliente',
    body,
    createdAt: TEST_NOW,
  })
}

async function uploadPhoto(s: Shopper, width: number) {
  const res = await upload(s, await photo(width, 800))
  expect(res.status).toBe(201)
  return res.json.upload.id
}

async function uploadRow(id: string) {
  const { uploads } = tablesOf(app.db)
  return (await app.db.select().from(uploads).where(eq(uploads.id, id)))[0]
}

const exportOf = (s: Shopper) => app.request(HOST, '/accounts/privacy/export.zip', { headers: { cookie: s.cookie } })

const entries = (bytes: Buffer) => unzipSync(new Uint8Array(bytes))
const jsonIn = <T>(files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(Buffer.from(files[name]!).toString('utf8')) as T

describe('consent record (decision 053)', () => {
  test('the banner form and /api/session each store the answer by shop session, version and time', async () => {
    const s = await shopper(app, HOST)
    const form = await s.post('/consent', { choice: 'save', analytics: 'on', returnTo: '/' }, false)
    expect(form.status).toBe(303)
    const api = await s.post('/api/session', {
      isConsentGiven: true,
      isAnalyticsAccepted: false,
      isAdsAccepted: true,
      consentVersion: '2026-11',
    })
    expect(api.status).toBe(200)
    const { consentRecords } = tablesOf(app.db)
    const [second, first] = await app.db.select().from(consentRecords).orderBy(desc(consentRecords.id)).limit(2)
    expect(first).toMatchObject({ brandSlug: BRAND, version: '2026-11', analytics: true, ads: false, source: 'form' })
    expect(second).toMatchObject({ brandSlug: BRAND, version: '2026-11', analytics: false, ads: true, source: 'api' })
    expect(first!.sessionId).toMatch(/^[a-z2-7]{16,}$/)
    expect(second!.sessionId).toBe(first!.sessionId)
    expect(first!.customerId).toBeNull()
    expect(first!.createdAt).toBe(TEST_NOW)
    // Not an answer (a screen size): nothing recorded.
    await s.post('/api/session', { screenWidth: 800, screenHeight: 600, screenDevicePixelRatio: 2 })
    expect((await app.db.select().from(consentRecords).orderBy(desc(consentRecords.id)).limit(1))[0]!.id).toBe(
      second!.id,
    )
  })
})

describe('data export (decision 053)', () => {
  test('the owner downloads a ZIP with their JSON files and photos; others never get it', async () => {
    const ana = await newAccount('Ana')
    const other = await newAccount('Otto')
    const photoId = await uploadPhoto(ana.s, 1210)
    const otherPhoto = await uploadPhoto(other.s, 1211)
    const order = await orderOf(ana.id, ORDER_STATUS.DELIVERED, [photoId])
    await orderOf(other.id, ORDER_STATUS.RECEIVED, [otherPhoto])
    await ana.s.post('/consent', { choice: 'reject', returnTo: '/' }, false)
    await ticketOf(ana, 'Mi pedido', 'Hola, ¿dónde está?')

    const res = await exportOf(ana.s)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/)
    const files = entries(res.bytes)
    expect(jsonIn<{ email: string; firstName: string }>(files, 'account.json')).toMatchObject({
      email: ana.email,
      firstName: 'Ana',
    })
    expect(jsonIn<{ address: { street: string } }[]>(files, 'addresses.json')[0]!.address.street).toBe('Calle Sol 3')
    const orders = jsonIn<{ number: string; totalMinor: number; lines: { quantity: number }[] }[]>(files, 'orders.json')
    expect(orders.map((o) => o.number)).toEqual([order.publicId])
    expect(orders[0]!.lines).toEqual([expect.objectContaining({ article: 'Taza', quantity: 2, lineTotalMinor: 3000 })])
    const tickets = jsonIn<{ subject: string; messages: { body: string }[] }[]>(files, 'tickets.json')
    expect(tickets).toEqual([
      expect.objectContaining({
        subject: 'Mi pedido',
        messages: [expect.objectContaining({ body: 'Hola, ¿dónde está?' })],
      }),
    ])
    const designs = jsonIn<{ editor: { document: unknown }[] }>(files, 'designs.json')
    expect(JSON.stringify(designs.editor)).toContain(photoId)
    expect(jsonIn<unknown[]>(files, 'consent.json')).toEqual([
      expect.objectContaining({ version: '2026-11', analytics: false, ads: false, source: 'form' }),
    ])
    const photos = Object.keys(files).filter((n) => n.startsWith('photos/'))
    expect(photos).toEqual([`photos/${photoId}-photo.jpg`])
    const stored = readFileSync(join(app.storagePath, 'uploads', (await uploadRow(photoId))!.storedAs))
    expect(Buffer.from(files[photos[0]!]!).equals(stored)).toBe(true)
    // Nothing of the other customer.
    const all = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('')
    expect(all).not.toContain(other.email)
    expect(all).not.toContain(otherPhoto)

    // A visitor is sent to sign in; the limiter stops repeated downloads.
    const visitor = await shopper(app, HOST)
    const anonymous = await exportOf(visitor)
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toMatch(/^\/login\?callbackUrl=/)
    let last = res
    for (let i = 0; i < 6 && last.status === 200; i++) last = await exportOf(ana.s)
    expect(last.status).toBe(303)
    expect(last.headers.location).toBe('/accounts/profile?form=data&invalid=export.rate_limited')
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('erasure (decision 053)', () => {
  test('an open order makes erasure wait and say so; a wrong password changes nothing', async () => {
    const eva = await newAccount('Eva')
    const open = await orderOf(eva.id, ORDER_STATUS.SHIPPED, [await uploadPhoto(eva.s, 1220)])
    const wrong = await eva.s.post('/accounts/privacy/erase', { currentPassword: 'not it at all 123' }, false)
    expect(wrong.status).toBe(303)
    expect(wrong.headers.location).toBe('/accounts/profile?form=erase&invalid=currentPassword.wrong')
    const form = await eva.s.post('/accounts/privacy/erase', { currentPassword: PASSWORD }, false)
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/accounts/profile?form=erase&invalid=orders.open')
    const page = await eva.s.page(form.headers.location as string)
    expect(page.text).toContain('data-testid="erase-open-orders"')
    const json = await eva.s.post('/accounts/privacy/erase', { currentPassword: PASSWORD })
    expect(json.status).toBe(409)
    expect(json.json()).toMatchObject({ error: { code: 'open_orders', orders: [open.publicId] } })
    expect(await aq.findCustomer(app.db, eva.id)).toBeDefined()
    expect((await oq.findOrderById(app.db, open.id))!.contact).toMatchObject({ email: `buyer${eva.id}@example.es` })
  })

  test('personal data goes, orders stay anonymised, the invoice stays, another customer is untouched', async () => {
    const lea = await newAccount('Lea')
    const bob = await newAccount('Bob')
    const leaPhoto = await uploadPhoto(lea.s, 1230)
    const bobPhoto = await uploadPhoto(bob.s, 1231)
    const leaOrder = await orderOf(lea.id, ORDER_STATUS.RECEIVED, [leaPhoto])
    const bobOrder = await orderOf(bob.id, ORDER_STATUS.RECEIVED, [bobPhoto])
    await deliver(leaOrder.id, TEST_NOW - DAY)
    const { invoices, customers, authSessions, uploads, tickets, personalisedDesigns } = tablesOf(app.db)
    const invoice = {
      kind: 'INVOICE',
      number: `T-${leaOrder.id}`,
      series: 'T-2026',
      sequence: leaOrder.id,
      orderId: leaOrder.id,
      source: 'payment',
      brandSlug: BRAND,
      language: 'es',
      locale: 'es-ES',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      seller: { name: 'WPX' },
      buyer: { name: 'Lucía Pérez', address: 'Calle Mayor 1' },
      lines: [],
      vatTotals: [],
      totalMinor: 3000,
      issuedAt: TEST_NOW - 100 * DAY,
    }
    await app.db.insert(invoices).values(invoice)
    await ticketOf(lea, 'Borrar', 'Por favor')
    const leaFile = join(app.storagePath, 'uploads', (await uploadRow(leaPhoto))!.storedAs)
    const bobFile = join(app.storagePath, 'uploads', (await uploadRow(bobPhoto))!.storedAs)
    await deliver(bobOrder.id, TEST_NOW - DAY)

    const signedInCookie = lea.s.cookie
    const res = await lea.s.post('/accounts/privacy/erase', { currentPassword: PASSWORD }, false)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(await aq.findCustomer(app.db, lea.id)).toBeUndefined()
    expect(await app.db.select().from(authSessions).where(eq(authSessions.customerId, lea.id))).toEqual([])
    // The browser's old cookie no longer signs in.
    const stale = await app.request(HOST, '/accounts/profile', { headers: { cookie: signedInCookie } })
    expect(stale.status).toBe(302)
    expect(stale.headers.location).toMatch(/\/login\?callbackUrl=/)
    const order = (await oq.findOrderById(app.db, leaOrder.id))!
    expect(order.contact).toEqual({ email: ERASED_EMAIL, customerType: 'PERSON' })
    expect(order.address).toEqual({
      firstName: '',
      lastName: '',
      street: '',
      postalCode: '',
      city: '',
      phone: '',
      country: 'ES',
    })
    expect(order).toMatchObject({ customerId: null, attribution: null, totalMinor: 3000, vatMinor: 521 })
    expect(await oq.orderLineRows(app.db, leaOrder.id)).toHaveLength(1)
    expect((await app.db.select().from(invoices).where(eq(invoices.orderId, leaOrder.id)))[0]).toMatchObject({
      number: invoice.number,
      buyer: invoice.buyer,
      totalMinor: 3000,
    })
    expect(await uploadRow(leaPhoto)).toBeUndefined()
    expect(existsSync(leaFile)).toBe(false)
    expect(await app.db.select().from(tickets).where(eq(tickets.email, lea.email))).toEqual([])
    expect(
      await app.db
        .select()
        .from(personalisedDesigns)
        .where(eq(personalisedDesigns.owner, `c:${lea.id}`)),
    ).toEqual([])

    // Bob keeps everything.
    expect(await app.db.select().from(customers).where(eq(customers.id, bob.id))).toHaveLength(1)
    expect(await uploadRow(bobPhoto)).toBeDefined()
    expect(existsSync(bobFile)).toBe(true)
    expect((await oq.findOrderById(app.db, bobOrder.id))!.contact).toMatchObject({ email: `buyer${bob.id}@example.es` })
    expect(
      await app.db
        .select()
        .from(uploads)
        .where(eq(uploads.owner, `c:${bob.id}`)),
    ).toHaveLength(1)

    // Asked again (a double submit, the ops command): nothing left to do, nothing changes.
    const again = await eraseCustomer(
      { db: app.db, storage: createFsStorage(app.storagePath), now: () => clock },
      { customerId: lea.id, brandSlug: BRAND },
    )
    expect(again).toEqual({ status: 'not_found' })
  })
})

describe('retention sweep (decision 053)', () => {
  const sweepAt = (at: number) =>
    privacySweepJob({ db: app.db, storage: createFsStorage(app.storagePath) }, () => at).run('')

  test('an order’s photos go 90 days after delivery unless a saved design uses them; old consent records go', async () => {
    const kim = await newAccount('Kim')
    const gone = await uploadPhoto(kim.s, 1240)
    const saved = await uploadPhoto(kim.s, 1241)
    const order = await orderOf(kim.id, ORDER_STATUS.RECEIVED, [gone, saved])
    const deliveredAt = TEST_NOW - 10 * DAY
    await deliver(order.id, deliveredAt)
    await aq.insertSavedDesign(app.db, {
      customerId: kim.id,
      articleId: 102,
      name: 'Mi taza',
      state: mugDocument(saved, { width: 1200, height: 800 }),
      // Given as the shop's own saves give it.
      published: false,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    const goneFile = join(app.storagePath, 'uploads', (await uploadRow(gone))!.storedAs)
    const { consentRecords, jobs } = tablesOf(app.db)
    await app.db.insert(consentRecords).values([
      {
        brandSlug: BRAND,
        sessionId: 'oldsessionaaaaaaaa',
        customerId: null,
        version: '2023-01',
        analytics: true,
        ads: true,
        source: 'form',
        createdAt: deliveredAt - CONSENT_RECORDS_KEPT_MS,
      },
      {
        brandSlug: BRAND,
        sessionId: 'newsessionaaaaaaaa',
        customerId: null,
        version: '2026-11',
        analytics: true,
        ads: true,
        source: 'form',
        createdAt: deliveredAt,
      },
    ])

    await sweepAt(deliveredAt + 89 * DAY)
    expect(await uploadRow(gone)).toBeDefined()
    expect(existsSync(goneFile)).toBe(true)
    const sessions = async () =>
      (await app.db.select({ s: consentRecords.sessionId }).from(consentRecords)).map((r) => r.s)
    expect(await sessions()).not.toContain('oldsessionaaaaaaaa')
    expect(await sessions()).toContain('newsessionaaaaaaaa')

    await sweepAt(deliveredAt + 90 * DAY)
    expect(await uploadRow(gone)).toBeUndefined()
    expect(existsSync(goneFile)).toBe(false)
    expect(await uploadRow(saved)).toBeDefined()
    // Idempotent: a second run finds nothing more; the next day's sweep is queued.
    await sweepAt(deliveredAt + 91 * DAY)
    expect(await uploadRow(saved)).toBeDefined()
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, 'privacy-sweep'))
    expect(queued.map((j) => j.nextAttemptAt)).toContain(nextSweepAt(deliveredAt + 91 * DAY))
  })
  test('a day’s sweep reads only the orders that came due since the last one; a photo two orders show goes with the later', async () => {
    const ana = await newAccount('Ana')
    const shared = await uploadPhoto(ana.s, 1250)
    const first = await orderOf(ana.id, ORDER_STATUS.RECEIVED, [shared])
    const second = await orderOf(ana.id, ORDER_STATUS.RECEIVED, [shared])
    const firstAt = TEST_NOW - 5 * DAY
    await deliver(first.id, firstAt)
    await deliver(second.id, firstAt + 30 * DAY)
    const dueOn = async (at: number) =>
      (await pq.ordersDueForSweep(app.db, ORDER_STATUS.DELIVERED, uploadsDueBefore(at))).map((o) => o.id)

    expect(await dueOn(firstAt + 90 * DAY)).toContain(first.id)
    await sweepAt(firstAt + 90 * DAY)
    // The later order still shows the photo; the first is done and no later day reads it again.
    expect(await uploadRow(shared)).toBeDefined()
    expect(await dueOn(firstAt + 91 * DAY)).not.toContain(first.id)
    expect(await dueOn(firstAt + 120 * DAY)).toEqual(expect.arrayContaining([second.id]))
    expect(await dueOn(firstAt + 120 * DAY)).not.toContain(first.id)

    await sweepAt(firstAt + 120 * DAY)
    expect(await uploadRow(shared)).toBeUndefined()
    expect(await dueOn(firstAt + 121 * DAY)).not.toContain(second.id)
  })
})
