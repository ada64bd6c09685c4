import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'
import { findWithdrawal } from '../../db/queries/withdrawals.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'

/**
 * The withdrawal function (issue 31 item 3, decision 052) over HTTP: offered on the tracking page of an order with
 * catalogue products, confirmed once (a second submit is the same withdrawal, one mail), acknowledged by mail with the
 * content, the time and the seller; refused with a 4xx and a message, nothing stored, after the period or for
 * personalised products only.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 120_000)
afterAll(() => app?.close())

const HOST = 'wpx-es.localhost'
const DAY = 86_400_000
let serial = 0

async function placedOrder() {
  const email = `withdraw-${++serial}-${Date.now()}@example.es`
  const s = await shopper(app, HOST)
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  const ready = await readyToPlace(s, email, ES_ADDRESS)
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  const order = (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
  const lines = await oq.orderLineRows(app.db, order.id)
  return { order, email, lines }
}

const withdrawJson = (publicId: string, body: Record<string, unknown>, host = HOST) =>
  app.request(host, `/tracking/${publicId}/withdrawal`, {
    method: 'POST',
    headers: { origin: `http://${host}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
const withdrawForm = (publicId: string, body: string) =>
  app.request(HOST, `/tracking/${publicId}/withdrawal`, {
    method: 'POST',
    headers: { origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
const withdrawalMails = (email: string) =>
  app.outbox().filter((m) => m.to === email && m.subject.includes('desistimiento'))

describe('model withdrawal form', () => {
  test('a legal page in the site language, filled with the seller, linked from the terms and the legal index', async () => {
    const form = await app.request(HOST, '/legal/formulario-desistimiento')
    expect(form.status).toBe(200)
    expect(form.text).toContain('Modelo de formulario de desistimiento')
    expect(form.text).toContain('WallPix Impresión Digital S.L.')
    expect(form.text).toContain('Calle de Alcalá 214, 28028 Madrid')
    for (const page of ['/legal/condiciones', '/legal'])
      expect((await app.request(HOST, page)).text, page).toContain('href="/legal/formulario-desistimiento"')
  })
})

describe('withdrawal from the tracking page', () => {
  test('offered for catalogue products; accepted once, acknowledged by mail, shown to staff in the history', async () => {
    const { order, email, lines } = await placedOrder()
    expect((await app.request(HOST, `/tracking/${order.publicId}`)).text).toContain('data-testid="withdrawal-button"')
    expect((await app.request(HOST, `/tracking/${order.publicId}/withdrawal`)).text).toContain(
      'data-testid="withdrawal-form"',
    )
    const first = await withdrawJson(order.publicId, { lines: [lines[0]!.id], name: 'Lucía Pérez' })
    expect(first.status).toBe(200)
    expect(first.json()).toMatchObject({ ok: true, again: false })
    // A second submit (a reload, a double click) is the same withdrawal, whatever it says.
    const again = await withdrawJson(order.publicId, { lines: [lines[0]!.id], name: 'Someone Else', reason: 'x' })
    expect(again.json()).toEqual({ ok: true, again: true, at: first.json<{ at: number }>().at })
    const stored = (await findWithdrawal(app.db, order.id))!
    expect(stored).toMatchObject({ name: 'Lucía Pérez', reason: null, lines: [{ lineId: lines[0]!.id, quantity: 2 }] })
    const events = (await oq.orderEventRows(app.db, order.id)).filter((e) => e.kind === 'withdrawal')
    expect(events).toHaveLength(1)
    expect(events[0]!.note).toContain('Lucía Pérez')

    app.jobs.kick()
    await app.jobs.idle()
    const mails = withdrawalMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`2 × ${lines[0]!.articleName}`)
    expect(mails[0]!.text).toContain('Lucía Pérez')
    expect(mails[0]!.text).toContain('WallPix Impresión Digital S.L.')
    expect(mails[0]!.text).toContain('Calle de Alcalá 214, 28028 Madrid')
    const page = await app.request(HOST, `/tracking/${order.publicId}/withdrawal`)
    expect(page.text).toContain('data-testid="withdrawal-done"')
    expect((await app.request(HOST, `/tracking/${order.publicId}`)).text).not.toContain('withdrawal-button')
  })

  test('works as a plain form post (no client JS): back to the page, which shows the withdrawal', async () => {
    const { order, lines } = await placedOrder()
    const res = await withdrawForm(order.publicId, `lines=${lines[0]!.id}&name=Ana+Garc%C3%ADa&reason=`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/tracking/${order.publicId}/withdrawal`)
    expect((await app.request(HOST, res.headers.location as string)).text).toContain('data-testid="withdrawal-done"')
    expect((await findWithdrawal(app.db, order.id))!.name).toBe('Ana García')
  })

  test('personalised products only: refused with 422 and the reason on the page, nothing stored', async () => {
    const { order, lines } = await placedOrder()
    const { orderLines } = tablesOf(app.db)
    await app.db.update(orderLines).set({ personalisedDesignId: 'own-design' }).where(eq(orderLines.orderId, order.id))
    expect((await app.request(HOST, `/tracking/${order.publicId}`)).text).not.toContain('withdrawal-button')
    const res = await withdrawJson(order.publicId, { lines: [lines[0]!.id], name: 'Lucía Pérez' })
    expect(res.status).toBe(422)
    expect(res.json()).toMatchObject({ error: { code: 'personalised_only' } })
    const form = await withdrawForm(order.publicId, `lines=${lines[0]!.id}&name=Luc%C3%ADa`)
    expect(form.status).toBe(303)
    const page = await app.request(HOST, form.headers.location as string)
    expect(page.status).toBe(422)
    expect(page.text).toContain('data-testid="withdrawal-refused"')
    expect(page.text).toContain('data-testid="withdrawal-personalised"')
    expect(await findWithdrawal(app.db, order.id)).toBeUndefined()
  })

  test('after the 14 days from delivery: refused, nothing stored', async () => {
    const { order, lines } = await placedOrder()
    await oq.insertOrderEvent(app.db, {
      orderId: order.id,
      kind: 'status',
      fromStatus: 9,
      toStatus: 15,
      shipmentState: null,
      actor: 'test',
      note: null,
      at: TEST_NOW - 20 * DAY,
    })
    const res = await withdrawJson(order.publicId, { lines: [lines[0]!.id], name: 'Lucía Pérez' })
    expect(res.status).toBe(422)
    expect(res.json()).toMatchObject({ error: { code: 'period_over' } })
    expect(await findWithdrawal(app.db, order.id)).toBeUndefined()
    expect((await oq.orderEventRows(app.db, order.id)).some((e) => e.kind === 'withdrawal')).toBe(false)
  })

  test('bad input: no name is a 400, no line a 422, another brand or an unknown order a 404', async () => {
    const { order, lines } = await placedOrder()
    expect((await withdrawJson(order.publicId, { lines: [lines[0]!.id], name: ' ' })).status).toBe(400)
    expect((await withdrawJson(order.publicId, { lines: [], name: 'Lucía' })).json()).toMatchObject({
      error: { code: 'no_lines' },
    })
    expect((await withdrawJson(order.publicId, { name: 'Lucía' }, 'tz-es.localhost')).status).toBe(404)
    expect((await withdrawJson('a'.repeat(26), { name: 'Lucía' })).status).toBe(404)
    expect(await findWithdrawal(app.db, order.id)).toBeUndefined()
  })
})
