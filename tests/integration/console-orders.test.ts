import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import * as oq from '../../db/queries/orders.js'
import { auditEntries } from '../../server/services/console/audit.js'
import { moveOrder } from '../../server/services/orders/move-order.js'
import { ORDER_STATUS } from '../../server/domain/orders/order-status.js'

/**
 * Issue 30 items 1, 2 and 5 (decision 048): the console's orders per role and brand, and its actions with their bad
 * inputs (illegal move, refund above what is left, stale form, double submit, another brand's order).
 */
let app: TestApp
let support: ConsoleClient
let operations: ConsoleClient
let plOperations: ConsoleClient
let marketer: ConsoleClient
let admin: ConsoleClient

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'sam@staff.example', 'support', ['WPX-ES'])
  await addStaff(app, 'olga@staff.example', 'operations', ['WPX-ES'])
  await addStaff(app, 'piotr@staff.example', 'operations', ['WPX-PL'])
  await addStaff(app, 'mia@staff.example', 'marketer', ['WPX-ES'])
  await addStaff(app, 'root@staff.example', 'ops-admin')
  support = await consoleAs(app, 'sam@staff.example')
  operations = await consoleAs(app, 'olga@staff.example')
  plOperations = await consoleAs(app, 'piotr@staff.example')
  marketer = await consoleAs(app, 'mia@staff.example')
  admin = await consoleAs(app, 'root@staff.example')
})
afterAll(() => app?.close())

let serial = 0
/** A bank-transfer order on WPX-ES (status 4), delivered by Correos to `postalCode`. */
async function transferOrder(postalCode = ES_ADDRESS.postalCode) {
  const email = `desk-${++serial}@example.es`
  const s = await shopper(app, 'wpx-es.localhost')
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  const ready = await readyToPlace(s, email, { ...ES_ADDRESS, postalCode })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  await app.jobs.idle()
  return { order: (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!, email }
}

const version = async (c: ConsoleClient, publicId: string) => {
  const r = await c.getJson<{ order: { version: string } }>(`/console/orders/${publicId}`)
  expect(r.status).toBe(200)
  return r.body.order.version
}
let formSerial = 0
const formKey = () => `test-form-key-${String(++formSerial).padStart(6, '0')}`
const statusOf = async (id: number) => (await oq.findOrderById(app.db, id))!.status
const orderAudits = async () =>
  (await auditEntries(app.db, { brand: 'WPX-ES', limit: 100 })).filter((e) => e.action === 'order')

describe('who sees the orders', () => {
  test('support and operations of the brand find it; another brand, a marketer and a stranger get 404', async () => {
    const { order, email } = await transferOrder()
    for (const c of [support, operations, admin]) {
      const found = await c.getJson<{ orders: string[] }>(`/console/orders?email=${encodeURIComponent(email)}`)
      expect(found.body.orders).toEqual([order.publicId])
      expect((await c.get(`/console/orders/${order.publicId}`)).status).toBe(200)
    }
    const elsewhere = await plOperations.getJson<{ orders: string[] }>(
      `/console/orders?email=${encodeURIComponent(email)}`,
    )
    expect(elsewhere.body.orders).toEqual([])
    const missing = await plOperations.get('/console/orders/aaaaaaaaaaaaaaaaaaaaaaaaaa')
    const foreign = await plOperations.get(`/console/orders/${order.publicId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.text).toBe(missing.text)
    expect((await marketer.get('/console/orders')).status).toBe(404)
    expect((await marketer.get(`/console/orders/${order.publicId}`)).status).toBe(404)
  })

  test('the order page shows actions to operations only; support may not act (403, nothing changed)', async () => {
    const { order } = await transferOrder()
    const seen = await support.get(`/console/orders/${order.publicId}`)
    expect(seen.text).toContain(order.publicId)
    expect(seen.text).not.toContain('name="action"')
    expect((await operations.get(`/console/orders/${order.publicId}`)).text).toContain('value="mark-paid"')
    const v = await version(support, order.publicId)
    const refused = await support.post(`/console/orders/${order.publicId}`, {
      action: 'mark-paid',
      version: v,
      formKey: formKey(),
    })
    expect(refused.status).toBe(403)
    const foreign = await plOperations.post(`/console/orders/${order.publicId}`, {
      action: 'mark-paid',
      version: v,
      formKey: formKey(),
    })
    expect(foreign.status).toBe(404)
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.AWAITING_PAYMENT)
    expect((await orderAudits()).filter((e) => e.summary.includes(order.publicId))).toEqual([])
  })

  test('the staff page and its roles accept support and operations', async () => {
    const created = await admin.post('/console/staff', {
      email: 'new-agent@staff.example',
      name: 'Agent',
      role: 'support',
      brands: 'WPX-ES',
    })
    expect(created.status).toBe(200)
    expect(created.json()).toMatchObject({ staff: { role: 'support', brands: ['WPX-ES'] } })
  })
})

describe('the search', () => {
  test('by postal code, number, name, status and payment; a malformed filter is a 400 naming it', async () => {
    const { order } = await transferOrder('08001')
    const search = async (q: string) =>
      (await operations.getJson<{ orders: string[] }>(`/console/orders?${q}`)).body.orders
    expect(await search('postalCode=08001')).toEqual([order.publicId])
    expect(await search(`number=${order.publicId.slice(0, 8).toUpperCase()}`)).toContain(order.publicId)
    expect(await search(`number=${order.publicId}&status=4&payment=unpaid`)).toEqual([order.publicId])
    expect(await search(`number=${order.publicId}&payment=paid`)).toEqual([])
    expect(await search(`name=${encodeURIComponent(ES_ADDRESS.lastName.toUpperCase())}&postalCode=08001`)).toEqual([
      order.publicId,
    ])
    expect(await search(`postalCode=08001&method=BANK_TRANSFER&brand=WPX-ES`)).toEqual([order.publicId])
    expect(await search('postalCode=08001&from=2000-01-01&to=2000-01-02')).toEqual([])
    const bad = await operations.getJson<{ error: { fields: string[] } }>('/console/orders?status=99&from=yesterday')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual(['status', 'from'])
  })
})

describe('actions', () => {
  test('mark paid once: the double submit is answered without a second action; a stale form changes nothing', async () => {
    const { order } = await transferOrder()
    const v = await version(operations, order.publicId)
    const key = formKey()
    const path = `/console/orders/${order.publicId}`
    const first = await operations.post(path, { action: 'mark-paid', version: v, formKey: key })
    expect(first.json()).toEqual({ ok: true, repeated: false })
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.RECEIVED)
    const again = await operations.post(path, { action: 'mark-paid', version: v, formKey: key })
    expect(again.json()).toEqual({ ok: true, repeated: true })
    const stale = await operations.post(path, { action: 'cancel', version: v, formKey: formKey() })
    expect(stale.status).toBe(409)
    expect(stale.json()).toMatchObject({ error: { code: 'stale' } })
    const staleHtml = await operations.post(path, { action: 'cancel', version: v, formKey: formKey() }, { json: false })
    expect(staleHtml.status).toBe(409)
    expect(staleHtml.text).toContain('the order changed since this page was shown')
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.RECEIVED)
    const audits = (await orderAudits()).filter((e) => e.summary.includes(order.publicId))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.staffEmail).toBe('olga@staff.example')
    expect(audits[0]!.changes).toContainEqual({ path: 'order.status', before: 4, after: 0 })
  })

  test('an illegal move and a refund above what is left are refused; a partial refund and the rest pass', async () => {
    const { order } = await transferOrder()
    const path = `/console/orders/${order.publicId}`
    await operations.post(path, {
      action: 'mark-paid',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    const illegal = await operations.post(path, {
      action: 'move',
      to: '15',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(illegal.status).toBe(409)
    expect(illegal.json()).toMatchObject({ error: { code: 'illegal_transition' } })
    const tooMuch = await operations.post(path, {
      action: 'refund',
      reason: 'broken',
      amount: ((order.totalMinor + 1) / 100).toFixed(2),
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.json()).toMatchObject({ error: { code: 'bad_amount' } })
    expect(await oq.returnsOfOrder(app.db, order.id)).toEqual([])
    const part = await operations.post(path, {
      action: 'refund',
      reason: 'one mug broken',
      amount: '1.00',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(part.json()).toEqual({ ok: true, repeated: false })
    const rest = await operations.post(path, {
      action: 'refund',
      reason: 'the rest',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(rest.json()).toEqual({ ok: true, repeated: false })
    expect((await oq.returnsOfOrder(app.db, order.id)).map((r) => r.amountMinor)).toEqual([100, order.totalMinor - 100])
    const bad = await operations.post(path, { action: 'refund', reason: '', version: '1.1', formKey: formKey() })
    expect(bad.status).toBe(400)
  })

  test('shipping needs the tracking number; with it the shopper gets the shipped mail naming it', async () => {
    const { order, email } = await transferOrder()
    const path = `/console/orders/${order.publicId}`
    await operations.post(path, {
      action: 'mark-paid',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    for (const to of [200, 201, 202, 1, 13, 8])
      expect((await moveOrder(app.db, order.id, { to, actor: 'test' }, Date.now())).ok).toBe(true)
    const noTracking = await operations.post(path, {
      action: 'move',
      to: '9',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(noTracking.status).toBe(422)
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.PACKED)
    const shipped = await operations.post(path, {
      action: 'move',
      to: '9',
      trackingNumber: 'PK123456789ES',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(shipped.json()).toEqual({ ok: true, repeated: false })
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.SHIPPED)
    app.jobs.kick()
    await app.jobs.idle()
    const mails = app.outbox().filter((m) => m.to === email)
    expect(mails.some((m) => m.text.includes('PK123456789ES'))).toBe(true)
    const resent = await operations.post(path, {
      action: 'resend-mail',
      mail: 'shipped',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(resent.json()).toEqual({ ok: true, repeated: false })
    app.jobs.kick()
    await app.jobs.idle()
    expect(app.outbox().filter((m) => m.to === email && m.text.includes('PK123456789ES')).length).toBe(2)
    const page = await operations.get(path)
    expect(page.text).toContain('PK123456789ES')
  })
})
