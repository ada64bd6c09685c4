import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { placeOrderJson, readyToPlace, shopper } from '../helpers/shopper.js'
import { runOps } from '../helpers/ops-cli.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { createOrderMailer } from '../../server/services/orders/order-mail.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { originFactory } from '../../server/origin.js'
import { refundsOfOrder } from '../../db/queries/provider-payments.js'
import * as oq from '../../db/queries/orders.js'

/**
 * Issue 32, items 1-3, found by testing the shop from outside: refunds of money never received, a payment attempt left
 * half-started by a crashed instance, and shipment states and tracking numbers that disagreed with the order status.
 */
let app: TestApp
let apiKey = ''
beforeAll(async () => {
  app = await startTestApp()
  const key = await createApiKey(app.db, { name: 'factory-es', brandSlug: 'WPX-ES' }, Date.now())
  if (!key.ok) throw new Error(key.error)
  apiKey = key.key
})
afterAll(() => app.close())

let serial = 0
/** A bank-transfer order on WPX-ES (status 4, nothing received), delivered to the address or collected. */
async function transferOrder(shipment: Record<string, string> = { mode: 'ADDRESS', carrier: 'CORREOS' }) {
  const email = `money-${++serial}@example.es`
  const s = await shopper(app, 'wpx-es.localhost')
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  // Collection at the production centre (MANAGED) is offered to company buyers only.
  const contact =
    shipment.mode === 'MANAGED' ? { customerType: 'COMPANY', companyName: 'Fotos SL', vatId: 'ESB12345678' } : {}
  const ready = await readyToPlace(s, email, ES_ADDRESS, { contact, shipment })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  await app.jobs.idle()
  return { order: (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!, email }
}

const markPaid = async (orderId: number) =>
  expect(
    (
      await markOrderPaid(
        {
          db: app.db,
          providers: new Map(),
          mail: createOrderMailer({
            registry: app.registry,
            translate: createServerTranslator(),
            originOf: originFactory(app.env),
          }),
          now: Date.now(),
        },
        orderId,
        'ops',
      )
    ).ok,
  ).toBe(true)

const api = (publicId: string, path: string, body: unknown) =>
  app.request('wpx-es.localhost', `/api/v1/orders/${publicId}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const refundRows = async (orderId: number) => ({
  returns: await oq.returnsOfOrder(app.db, orderId),
  refunds: await refundsOfOrder(app.db, orderId),
  actions: await oq.actionsOfOrder(app.db, orderId),
})

describe('refunds never exceed what was received (item 1)', () => {
  test('a bank-transfer order never paid: three refund requests are refused, nothing written, nobody mailed', async () => {
    const { order, email } = await transferOrder()
    const { emailOutbox } = tablesOf(app.db)
    const queued = async () => (await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length
    const queuedBefore = await queued()
    const mailsBefore = app.outbox().filter((m) => m.to === email).length
    for (let i = 0; i < 3; i++) {
      const res = await api(order.publicId, '/refunds', { reason: 'customer asked' })
      expect(res.status).toBe(409)
      expect(res.json()).toMatchObject({ error: { code: 'not_paid' } })
    }
    app.jobs.kick()
    await app.jobs.idle()
    expect(await refundRows(order.id)).toEqual({ returns: [], refunds: [], actions: [] })
    expect(app.outbox().filter((m) => m.to === email)).toHaveLength(mailsBefore)
    expect(await queued()).toBe(queuedBefore)
  })

  test('a paid order: a partial refund, then more than is left is refused, then exactly the rest, then nothing', async () => {
    const { order } = await transferOrder()
    await markPaid(order.id)
    const part = await api(order.publicId, '/refunds', { reason: 'one mug broken', amountMinor: 1000 })
    expect(part.status).toBe(202)
    const tooMuch = await api(order.publicId, '/refunds', {
      reason: 'again',
      amountMinor: order.totalMinor - 1000 + 1,
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.json()).toMatchObject({ error: { code: 'bad_amount' } })
    expect(tooMuch.json<{ error: { message: string } }>().error.message).toContain(`1..${order.totalMinor - 1000}`)
    const rest = await api(order.publicId, '/refunds', { reason: 'the rest' })
    expect(rest.status).toBe(202)
    const none = await api(order.publicId, '/refunds', { reason: 'once more', amountMinor: 1 })
    expect(none.status).toBe(409)
    const returns = (await refundRows(order.id)).returns
    expect(returns.map((r) => r.amountMinor)).toEqual([1000, order.totalMinor - 1000])
  })

  test('the ops CLI refuses a refund of an unpaid order with a message and a non-zero exit, writing nothing', async () => {
    const { order } = await transferOrder()
    const r = await runOps(app, undefined, 'order', 'refund', order.publicId, '--reason', 'customer asked')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^error: order \d+ has received no payment to refund/)
    expect(await refundRows(order.id)).toEqual({ returns: [], refunds: [], actions: [] })
  })
})

describe('a payment attempt left half-started by a crashed instance (item 2)', () => {
  test('a resubmit of step 4 takes over a stale attempt and sends the shopper to the payment page', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
    const ready = await readyToPlace(s, `stale-${++serial}@example.es`, ES_ADDRESS)
    const first = await placeOrderJson(s, ready)
    expect(first.status).toBe(200)
    const order = (await oq.findOrderByPublicId(app.db, first.json<{ order: string }>().order))!
    // What an instance killed between recording the attempt and the provider's answer leaves behind: an attempt with
    // no provider reference, created (by the shop's clock) a moment before the bound after which nobody can still be starting it.
    const [attempt] = await oq.paymentsOfOrder(app.db, order.id)
    const { payments } = tablesOf(app.db)
    await app.db
      .update(payments)
      .set({ providerRef: null, redirectUrl: null, outcome: null, createdAt: TEST_NOW - 29_000 })
      .where(eq(payments.id, attempt!.id))
    const again = await placeOrderJson(s, ready)
    expect(again.status, again.text).toBe(200)
    expect(again.json<{ order: string; next: string }>()).toMatchObject({ order: order.publicId })
    expect(again.json<{ next: string }>().next).toMatch(/\/_test-psp\/pay\/tpp_/)
    const attempts = await oq.paymentsOfOrder(app.db, order.id)
    expect(attempts.map((p) => p.status)).toEqual(['CANCELED', 'PENDING'])
    expect(attempts[1]!.providerRef).not.toBeNull()
    expect((await s.cart()).lines).toHaveLength(0)
  }, 60_000)
})

describe('one state machine for order status and shipment (item 3)', () => {
  const toPacked = async (publicId: string) => {
    for (const status of [200, 201, 202, 1, 13, 8])
      expect((await api(publicId, '/status', { status })).status, `to ${status}`).toBe(200)
  }

  test('a carrier state that the order status or the delivery mode contradicts is refused', async () => {
    const { order } = await transferOrder()
    await markPaid(order.id)
    const early = await api(order.publicId, '/shipment', { shipmentState: 'DELIVERED' })
    expect(early.status).toBe(409)
    expect(early.json()).toMatchObject({ error: { code: 'illegal_shipment_state' } })
    expect((await api(order.publicId, '/status', { status: 200, shipmentState: 'ON_ROUTE' })).status).toBe(409)
    await toPacked(order.publicId)
    expect((await api(order.publicId, '/status', { status: 9, trackingNumber: 'PQ4F6P0012345' })).json()).toMatchObject(
      { status: 9, shipmentState: 'ON_ROUTE' },
    )
    // A home delivery is never "picked up" (that is how a pickup point's order ends).
    expect((await api(order.publicId, '/shipment', { shipmentState: 'PICKED' })).status).toBe(409)
    expect((await api(order.publicId, '/status', { status: 15, shipmentState: 'PICKED' })).status).toBe(409)
    expect((await api(order.publicId, '/status', { status: 15 })).json()).toMatchObject({
      status: 15,
      shipmentState: 'DELIVERED',
    })
    expect((await api(order.publicId, '/shipment', { shipmentState: 'PICKED' })).status).toBe(409)
    expect((await api(order.publicId, '/shipment', { shipmentState: 'PROCESSING' })).status).toBe(409)
    const stored = (await oq.findOrderById(app.db, order.id))!
    expect([stored.status, stored.shipmentState]).toEqual([15, 'DELIVERED'])
    const page = await app.request('wpx-es.localhost', `/tracking/${order.publicId}`)
    expect(page.text).toContain('Entregado')
  })

  test('shipping by a carrier needs its tracking number; one can be added to an order already shipped', async () => {
    const { order } = await transferOrder()
    await markPaid(order.id)
    await toPacked(order.publicId)
    const bare = await api(order.publicId, '/status', { status: 9 })
    expect(bare.status).toBe(409)
    expect(bare.json()).toMatchObject({ error: { code: 'tracking_required' } })
    const cli = await runOps(app, undefined, 'order', 'move', order.publicId, '9')
    expect(cli.code).toBe(1)
    expect(cli.stderr).toMatch(/tracking number/)
    expect((await oq.findOrderById(app.db, order.id))!.status).toBe(8)
    // An order shipped before the rule, without a number: ops adds it, the order stays shipped.
    const { orders } = tablesOf(app.db)
    await app.db.update(orders).set({ status: 9, shipmentState: 'ON_ROUTE' }).where(eq(orders.id, order.id))
    const added = await runOps(app, undefined, 'order', 'move', order.publicId, '9', '--tracking', 'PQ4F6P0099999')
    expect(added.code, added.stderr).toBe(0)
    const shipped = (await oq.findOrderById(app.db, order.id))!
    expect([shipped.status, shipped.trackingNumber]).toEqual([9, 'PQ4F6P0099999'])
    expect(
      (
        await api(order.publicId, '/shipment', { shipmentState: 'ON_DELIVERY', trackingNumber: 'PQ4F6P0077777' })
      ).json(),
    ).toMatchObject({ status: 9, shipmentState: 'ON_DELIVERY', trackingNumber: 'PQ4F6P0077777' })
  })

  test('an order collected at the production centre ships without a tracking number and ends picked', async () => {
    const { order } = await transferOrder({ mode: 'MANAGED' })
    await markPaid(order.id)
    await toPacked(order.publicId)
    expect((await api(order.publicId, '/status', { status: 9 })).status).toBe(200)
    expect((await api(order.publicId, '/shipment', { shipmentState: 'DELIVERED' })).status).toBe(409)
    expect((await api(order.publicId, '/status', { status: 14 })).json()).toMatchObject({
      status: 14,
      shipmentState: 'PENDING_TO_PICK',
    })
    expect((await api(order.publicId, '/status', { status: 15 })).json()).toMatchObject({
      status: 15,
      shipmentState: 'PICKED',
    })
  })
})
