import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { tablesOf } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'
import { insertCustomer } from '../../db/queries/accounts.js'
import { readLimits, saveLimit } from '../../db/queries/limits.js'
import { auditEntries } from '../../server/services/console/audit.js'
import { ORDER_STATUS } from '../../server/domain/orders/order-status.js'
import { runOps } from '../helpers/ops-cli.js'
import { unzipSync } from 'fflate'

/**
 * Issue 30 items 2 (reprint) and 3 (customers), decision 050: a reprint per role, with its bad inputs (unpaid order,
 * no lines, double submit, stale form, another brand's order); the customer lookup and page per role and brand, and
 * lifting a sign-in block once.
 */
let app: TestApp
let support: ConsoleClient
let operations: ConsoleClient
let plOperations: ConsoleClient
let marketer: ConsoleClient
let catalogue: ConsoleClient
let admin: ConsoleClient

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'sue@staff.example', 'support', ['WPX-ES'])
  await addStaff(app, 'otto@staff.example', 'operations', ['WPX-ES'])
  await addStaff(app, 'pawel@staff.example', 'operations', ['WPX-PL'])
  await addStaff(app, 'max@staff.example', 'marketer', ['WPX-ES'])
  await addStaff(app, 'cat@staff.example', 'catalogue', ['WPX-ES'])
  await addStaff(app, 'boss@staff.example', 'ops-admin')
  support = await consoleAs(app, 'sue@staff.example')
  operations = await consoleAs(app, 'otto@staff.example')
  plOperations = await consoleAs(app, 'pawel@staff.example')
  marketer = await consoleAs(app, 'max@staff.example')
  catalogue = await consoleAs(app, 'cat@staff.example')
  admin = await consoleAs(app, 'boss@staff.example')
})
afterAll(() => app?.close())

let serial = 0
/** A bank-transfer order on WPX-ES (status 4) of two lines: article 102 twice and article 101 once. */
async function transferOrder() {
  const email = `reprint-${++serial}@example.es`
  const s = await shopper(app, 'wpx-es.localhost')
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  expect((await s.post('/cart/add', { articleId: 101, quantity: 1 })).status).toBe(200)
  const ready = await readyToPlace(s, email, ES_ADDRESS)
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  await app.jobs.idle()
  return (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
}

let formSerial = 0
const formKey = () => `reprint-form-key-${String(++formSerial).padStart(6, '0')}`
type OrderJson = { order: { version: string; reprintOf: string | null; reprints: string[] } }
const orderJson = async (c: ConsoleClient, publicId: string) => {
  const r = await c.getJson<OrderJson>(`/console/orders/${publicId}`)
  expect(r.status).toBe(200)
  return r.body.order
}
const version = async (c: ConsoleClient, publicId: string) => (await orderJson(c, publicId)).version

async function paidOrder() {
  const order = await transferOrder()
  const paid = await operations.post(`/console/orders/${order.publicId}`, {
    action: 'mark-paid',
    version: await version(operations, order.publicId),
    formKey: formKey(),
  })
  expect(paid.json()).toEqual({ ok: true, repeated: false })
  return order
}

const reprintsOf = (id: number) => oq.reprintsOfOrder(app.db, id)
const audits = async (brand = 'WPX-ES') => auditEntries(app.db, { brand, limit: 200 })

describe('reprint', () => {
  test('operations reprint chosen lines for free: linked both ways, same designs, address, no invoice or payment mail', async () => {
    const order = await paidOrder()
    const lines = await oq.orderLineRows(app.db, order.id)
    expect(lines).toHaveLength(2)
    const page = await operations.get(`/console/orders/${order.publicId}`)
    expect(page.text).toContain('value="reprint"')
    expect(page.text).toContain(`name="qty-${lines[0]!.id}"`)
    const key = formKey()
    const path = `/console/orders/${order.publicId}`
    const v = await version(operations, order.publicId)
    const body = { action: 'reprint', reason: 'transit_damage', note: 'box crushed', version: v, formKey: key }
    const made = await operations.post(path, { ...body, [`qty-${lines[0]!.id}`]: '1', [`qty-${lines[1]!.id}`]: '0' })
    expect(made.json()).toEqual({ ok: true, repeated: false })
    // The double submit: the same form again makes no second reprint.
    const again = await operations.post(path, { ...body, [`qty-${lines[0]!.id}`]: '1' })
    expect(again.json()).toEqual({ ok: true, repeated: true })
    const reprints = await reprintsOf(order.id)
    expect(reprints).toHaveLength(1)
    const reprint = (await oq.findOrderById(app.db, reprints[0]!.id))!
    expect(reprint).toMatchObject({
      reprintOf: order.id,
      reprintReason: 'transit_damage',
      status: ORDER_STATUS.RECEIVED,
      totalMinor: 0,
      brandSlug: order.brandSlug,
      address: order.address,
      contact: order.contact,
    })
    const copied = await oq.orderLineRows(app.db, reprint.id)
    expect(copied).toHaveLength(1)
    expect(copied[0]).toMatchObject({
      articleId: lines[0]!.articleId,
      designId: lines[0]!.designId,
      personalisedDesignId: lines[0]!.personalisedDesignId,
      urlPreview: lines[0]!.urlPreview,
      quantity: 1,
      lineTotalMinor: 0,
    })
    expect((await oq.paymentsOfOrder(app.db, reprint.id)).map((p) => [p.status, p.amountMinor])).toEqual([['PAID', 0]])
    const { invoices, emailOutbox } = tablesOf(app.db)
    expect(await app.db.select().from(invoices).where(eq(invoices.orderId, reprint.id))).toEqual([])
    const mails = await app.db.select().from(emailOutbox)
    expect(mails.filter((m) => m.dedupeKey.startsWith(`order:${reprint.id}:`))).toEqual([])
    // Both order pages link each other.
    expect(await orderJson(support, order.publicId)).toMatchObject({ reprints: [reprint.publicId] })
    expect(await orderJson(support, reprint.publicId)).toMatchObject({ reprintOf: order.publicId })
    expect((await support.get(`/console/orders/${reprint.publicId}`)).text).toContain(
      `href="/console/orders/${order.publicId}"`,
    )
    const entries = (await audits()).filter((e) => e.summary.includes(`[form ${key}]`))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.changes).toContainEqual({
      path: 'order.reprints',
      before: '',
      after: reprint.publicId,
    })
  })

  test('refused with nothing changed: an unpaid order, no line chosen, too many, a stale form, support, another brand', async () => {
    const unpaid = await transferOrder()
    const uLines = await oq.orderLineRows(app.db, unpaid.id)
    const refusedUnpaid = await operations.post(`/console/orders/${unpaid.publicId}`, {
      action: 'reprint',
      reason: 'misprint',
      version: await version(operations, unpaid.publicId),
      formKey: formKey(),
      [`qty-${uLines[0]!.id}`]: '1',
    })
    expect(refusedUnpaid.status).toBe(409)
    expect(refusedUnpaid.json()).toMatchObject({ error: { code: 'not_paid' } })
    expect(await reprintsOf(unpaid.id)).toEqual([])

    const order = await paidOrder()
    const lines = await oq.orderLineRows(app.db, order.id)
    const path = `/console/orders/${order.publicId}`
    const v = await version(operations, order.publicId)
    const none = await operations.post(path, { action: 'reprint', reason: 'misprint', version: v, formKey: formKey() })
    expect(none.status).toBe(422)
    expect(none.json()).toMatchObject({ error: { code: 'bad_lines' } })
    const noneHtml = await operations.post(
      path,
      { action: 'reprint', reason: 'misprint', version: v, formKey: formKey() },
      { json: false },
    )
    expect(noneHtml.status).toBe(422)
    expect(noneHtml.text).toContain('choose at least one line')
    const tooMany = await operations.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: v,
      formKey: formKey(),
      // The line of one print: the cart's two lines were added at the same instant, so their order is not fixed.
      [`qty-${lines.find((l) => l.quantity === 1)!.id}`]: '2',
    })
    expect(tooMany.status).toBe(422)
    const badReason = await operations.post(path, {
      action: 'reprint',
      reason: 'because',
      version: v,
      formKey: formKey(),
      [`qty-${lines[0]!.id}`]: '1',
    })
    expect(badReason.status).toBe(400)
    const bySupport = await support.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: v,
      formKey: formKey(),
      [`qty-${lines[0]!.id}`]: '1',
    })
    expect(bySupport.status).toBe(403)
    const foreign = await plOperations.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: v,
      formKey: formKey(),
      [`qty-${lines[0]!.id}`]: '1',
    })
    expect(foreign.status).toBe(404)
    expect(await reprintsOf(order.id)).toEqual([])

    // A reprint made through one form makes every other form shown before it stale.
    const made = await operations.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: v,
      formKey: formKey(),
      [`qty-${lines.find((l) => l.quantity === 2)!.id}`]: '2',
    })
    expect(made.json()).toEqual({ ok: true, repeated: false })
    const stale = await operations.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: v,
      formKey: formKey(),
      [`qty-${lines[0]!.id}`]: '1',
    })
    expect(stale.status).toBe(409)
    expect(stale.json()).toMatchObject({ error: { code: 'stale' } })
    expect(await reprintsOf(order.id)).toHaveLength(1)
  })

  test('a canceled order cannot be reprinted', async () => {
    const order = await paidOrder()
    const path = `/console/orders/${order.publicId}`
    const canceled = await operations.post(path, {
      action: 'cancel',
      version: await version(operations, order.publicId),
      formKey: formKey(),
    })
    expect(canceled.json()).toEqual({ ok: true, repeated: false })
    const lines = await oq.orderLineRows(app.db, order.id)
    const refused = await admin.post(path, {
      action: 'reprint',
      reason: 'misprint',
      version: await version(admin, order.publicId),
      formKey: formKey(),
      [`qty-${lines[0]!.id}`]: '1',
    })
    expect(refused.status).toBe(409)
    expect(refused.json()).toMatchObject({ error: { code: 'canceled' } })
    expect(await reprintsOf(order.id)).toEqual([])
  })
})

describe('ops order reprint', () => {
  test('reprints the named lines once per key; an unpaid order and a bad reason are refused', async () => {
    const unpaid = await transferOrder()
    const refused = await runOps(app, undefined, 'order', 'reprint', unpaid.publicId, '--reason', 'misprint')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/not paid/)
    const badReason = await runOps(app, undefined, 'order', 'reprint', unpaid.publicId, '--reason', 'because')
    expect(badReason.code).toBe(1)
    expect(await reprintsOf(unpaid.id)).toEqual([])

    const order = await paidOrder()
    // The position of the line of two prints (the cart's lines were added at the same instant, in either order).
    const twice = (await oq.orderLineRows(app.db, order.id)).findIndex((l) => l.quantity === 2) + 1
    const args = [
      'order',
      'reprint',
      order.publicId,
      '--reason',
      'lost_in_transit',
      '--lines',
      `${twice}:2`,
      '--key',
      'cli-k1',
    ]
    const first = await runOps(app, undefined, ...args)
    expect(first.code, first.stderr).toBe(0)
    const again = await runOps(app, undefined, ...args)
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain('made earlier with this key')
    const reprints = await reprintsOf(order.id)
    expect(reprints).toHaveLength(1)
    const copied = await oq.orderLineRows(app.db, reprints[0]!.id)
    expect(copied.map((l) => [l.articleId, l.quantity])).toEqual([[102, 2]])
  })
})

/** An account at `brand` with one order of its own and a held sign-in from one address. */
async function customerWithBlock(brand: string, email: string) {
  const id = await insertCustomer(app.db, {
    brandSlug: brand,
    email,
    firstName: 'Lucía',
    lastName: 'Fernández',
    kind: 'customer',
    permissions: ['orders', 'tickets'],
    newsletter: true,
    language: 'es',
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  })
  await saveLimit(app.db, {
    key: `signIn:shop:${brand}:${email}|203.0.113.9`,
    value: 8,
    at: TEST_NOW,
    nextAt: TEST_NOW + 3_600_000,
    expiresAt: TEST_NOW + 86_400_000,
  })
  return id
}

describe('customers', () => {
  test('support, operations and admin find a customer by email or name; marketer, catalogue and another brand do not', async () => {
    const id = await customerWithBlock('WPX-ES', 'lucia.fernandez@example.es')
    const order = await transferOrder()
    const { orders } = tablesOf(app.db)
    await app.db.update(orders).set({ customerId: id }).where(eq(orders.id, order.id))
    for (const c of [support, operations, admin]) {
      const byEmail = await c.getJson<{ customers: { id: number }[] }>('/console/customers?q=lucia.fernandez@')
      expect(byEmail.body.customers.map((x) => x.id)).toEqual([id])
      const byName = await c.getJson<{ customers: { id: number }[] }>('/console/customers?q=FERNÁNDEZ')
      expect(byName.body.customers.map((x) => x.id)).toContain(id)
      const page = await c.getJson<{ customer: { orders: string[]; blocked: boolean; kind: string } }>(
        `/console/customers/${id}`,
      )
      expect(page.body.customer).toMatchObject({ orders: [order.publicId], blocked: true, kind: 'customer' })
      const html = await c.get(`/console/customers/${id}`)
      expect(html.text).toContain(`href="/console/orders/${order.publicId}"`)
      expect(html.text).toContain('203.0.113.9')
    }
    expect((await support.get(`/console/customers/${id}`)).text).not.toContain('lift-sign-in-block')
    expect((await operations.get(`/console/customers/${id}`)).text).toContain('lift-sign-in-block')
    const foreignSearch = await plOperations.getJson<{ customers: unknown[] }>('/console/customers?q=lucia.fernandez@')
    expect(foreignSearch.body.customers).toEqual([])
    const missing = await plOperations.get('/console/customers/999999999')
    const foreign = await plOperations.get(`/console/customers/${id}`)
    expect(foreign.status).toBe(404)
    expect(foreign.text).toBe(missing.text)
    for (const c of [marketer, catalogue]) {
      expect((await c.get('/console/customers')).status).toBe(404)
      expect((await c.get(`/console/customers/${id}`)).status).toBe(404)
    }
    const badBrand = await operations.getJson<{ error: { fields: string[] } }>('/console/customers?brand=WPX-PL')
    expect(badBrand.status).toBe(400)
    expect(badBrand.body.error.fields).toEqual(['brand'])
  })

  test('operations lift a sign-in block once; support and another brand may not', async () => {
    const email = 'blocked.buyer@example.es'
    const id = await customerWithBlock('WPX-ES', email)
    const key = `signIn:shop:WPX-ES:${email}|203.0.113.9`
    const path = `/console/customers/${id}`
    expect((await support.post(path, { action: 'lift-sign-in-block', formKey: formKey() })).status).toBe(403)
    expect((await plOperations.post(path, { action: 'lift-sign-in-block', formKey: formKey() })).status).toBe(404)
    expect((await readLimits(app.db, [key])).has(key)).toBe(true)
    const form = formKey()
    const lifted = await operations.post(path, { action: 'lift-sign-in-block', formKey: form })
    expect(lifted.json()).toEqual({ ok: true, repeated: false, lifted: 1 })
    expect((await readLimits(app.db, [key])).has(key)).toBe(false)
    const again = await operations.post(path, { action: 'lift-sign-in-block', formKey: form })
    expect(again.json()).toEqual({ ok: true, repeated: true, lifted: 0 })
    const entries = (await audits()).filter((e) => e.action === 'customer' && e.summary.includes(`[form ${form}]`))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.staffEmail).toBe('otto@staff.example')
    expect(entries[0]!.changes).toContainEqual({ path: 'customer.signInBlocked', before: true, after: false })
    const page = await operations.getJson<{ customer: { blocked: boolean } }>(path)
    expect(page.body.customer.blocked).toBe(false)
  })

  test("operations download a customer's data and erase it once no order is open; support and another brand may not", async () => {
    const id = await customerWithBlock('WPX-ES', 'erase.me@example.es')
    const order = await transferOrder()
    const { orders } = tablesOf(app.db)
    await app.db.update(orders).set({ customerId: id }).where(eq(orders.id, order.id))
    const path = `/console/customers/${id}`

    expect((await support.get(`${path}/export.zip`)).status).toBe(404)
    expect((await plOperations.get(`${path}/export.zip`)).status).toBe(404)
    expect((await support.get(path)).text).not.toContain('export.zip')
    const zip = await operations.get(`${path}/export.zip`)
    expect(zip.status).toBe(200)
    expect(zip.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(zip.bytes))
    const account = JSON.parse(Buffer.from(files['account.json']!).toString('utf8')) as Record<string, unknown>
    expect(JSON.stringify(account)).toContain('erase.me@example.es')
    expect(Buffer.from(files['orders.json']!).toString('utf8')).toContain(order.publicId)

    expect((await support.post(path, { action: 'erase', confirm: 'yes' })).status).toBe(403)
    expect((await plOperations.post(path, { action: 'erase', confirm: 'yes' })).status).toBe(404)
    expect((await operations.post(path, { action: 'erase' })).status).toBe(400)
    const open = await operations.post(path, { action: 'erase', confirm: 'yes' })
    expect(open.status).toBe(409)
    expect(open.json()).toMatchObject({ error: { code: 'open_orders', orders: [order.publicId] } })
    const openPage = await operations.post(path, { action: 'erase', confirm: 'yes' }, { json: false })
    expect(openPage.text).toContain(order.publicId)
    expect((await operations.getJson(path)).status).toBe(200)

    await app.db.update(orders).set({ status: ORDER_STATUS.DELIVERED }).where(eq(orders.id, order.id))
    const erased = await operations.post(path, { action: 'erase', confirm: 'yes' })
    expect(erased.json()).toEqual({ ok: true, erased: true, ordersKept: 1 })
    expect((await operations.get(path)).status).toBe(404)
    expect((await operations.post(path, { action: 'erase', confirm: 'yes' })).status).toBe(404)
    const kept = (await oq.findOrderById(app.db, order.id))!
    expect(JSON.stringify(kept.contact)).not.toContain('@example.es')
    const entries = (await audits()).filter((e) => e.action === 'customer' && e.summary.startsWith(`customer ${id}`))
    expect(entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        `customer ${id} erase.me@example.es: data export downloaded`,
        `customer ${id}: personal data erased (1 orders kept anonymised)`,
      ]),
    )
  })
})
