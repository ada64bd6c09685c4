import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import * as aq from '../../db/queries/accounts.js'
import * as oq from '../../db/queries/orders.js'
import { invoicesOfOrder } from '../../db/queries/invoices.js'
import { hashPassword } from '../../server/services/accounts/auth-service.js'
import { createOrderMailer } from '../../server/services/orders/order-mail.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { moveReturn, openRefund } from '../../server/services/orders/refunds.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { originFactory } from '../../server/origin.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { readyToPlace, shopper, type Shopper } from '../helpers/shopper.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'

/**
 * Invoice delivery (issue 31 item 1, decision 052): the payment mail carries the invoice PDF and the refund mail the
 * credit note; the order's documents are downloadable by the signed-in owner from the account and by whoever holds the
 * order's code from the tracking page. Anyone else (another account, another brand's host, an unknown number) gets 404.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 120_000)
afterAll(() => app?.close())

const HOST = 'wpx-es.localhost'
let serial = 0

async function account(): Promise<{ email: string; s: Shopper }> {
  const email = `invoice-owner-${++serial}-${Date.now()}@example.es`
  const password = 'a long new password 1'
  await aq.insertCustomer(app.db, {
    brandSlug: 'WPX-ES',
    email,
    emailVerifiedAt: TEST_NOW,
    passwordHash: await hashPassword(password),
    firstName: 'Lucía',
    lastName: 'Pérez',
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
  expect((await s.signIn(email, password)).status).toBe(200)
  return { email, s }
}

const deps = () => ({
  db: app.db,
  providers: new Map(),
  mail: createOrderMailer({
    registry: app.registry,
    translate: createServerTranslator(),
    originOf: originFactory(app.env),
  }),
  now: Date.now(),
})

/** A signed-in customer's order paid by bank transfer and marked paid by ops: it has its invoice. */
async function paidOrder() {
  const { email, s } = await account()
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  const ready = await readyToPlace(s, email, ES_ADDRESS)
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  const order = (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
  expect(order.customerId).not.toBeNull()
  expect((await markOrderPaid(deps(), order.id, 'ops')).ok).toBe(true)
  app.jobs.kick()
  await app.jobs.idle()
  const [invoice] = await invoicesOfOrder(app.db, order.id)
  return { order, email, s, invoice: invoice! }
}

const isPdf = (res: { status: number; headers: Record<string, unknown>; text: string }) =>
  res.status === 200 && res.headers['content-type'] === 'application/pdf' && res.text.startsWith('%PDF-')

describe('invoice delivery', () => {
  let paid: Awaited<ReturnType<typeof paidOrder>>
  beforeAll(async () => {
    paid = await paidOrder()
  }, 60_000)

  test('the payment mail carries the invoice PDF, named by its number', async () => {
    const mail = app
      .outbox()
      .filter((m) => m.to === paid.email)
      .at(-1)!
    expect(mail.attachments).toEqual([
      { filename: `${paid.invoice.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ])
    expect(mail.attachments![0]!.size).toBeGreaterThan(1000)
    const eml = readFileSync(mail.file, 'utf8')
    expect(eml).toContain('Content-Type: application/pdf')
    expect(eml).toContain(`filename=${paid.invoice.number}.pdf`)
  })

  test('the confirmation mails are a durable medium: seller, withdrawal information, model form and terms', async () => {
    // The "awaiting transfer" confirmation and the "paid" one, both in the order's language (Spanish).
    const confirmations = app.outbox().filter((m) => m.to === paid.email)
    expect(confirmations).toHaveLength(2)
    for (const mail of confirmations) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('WallPix Impresión Digital S.L.')
        expect(part).toContain('Calle de Alcalá 214, 28028 Madrid')
        expect(part).toContain('ESB87654321')
        expect(part).toContain('Desistir del contrato aquí')
        expect(part).toContain('artículo 16, letra c')
        expect(part).toContain('/formulario-desistimiento')
      }
    }
    expect(confirmations[0]!.text).toMatch(/CONDICIONES/i)
  })

  test('the signed-in owner downloads it from the account; the order page links it', async () => {
    const base = `/accounts/orders/${paid.order.publicId}`
    expect((await paid.s.page(base)).text).toContain(`${base}/invoices/${paid.invoice.number}.pdf`)
    const res = await paid.s.page(`${base}/invoices/${paid.invoice.number}.pdf`)
    expect(isPdf(res)).toBe(true)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  test('whoever has the order code downloads it from the tracking page', async () => {
    const guest = await shopper(app, HOST)
    const base = `/tracking/${paid.order.publicId}`
    expect((await guest.page(base)).text).toContain(`${base}/invoices/${paid.invoice.number}.pdf`)
    expect(isPdf(await guest.page(`${base}/invoices/${paid.invoice.number}.pdf`))).toBe(true)
  })

  test('anyone else gets 404: another account, another brand, an unknown number or order', async () => {
    const other = await account()
    const file = `invoices/${paid.invoice.number}.pdf`
    expect((await other.s.page(`/accounts/orders/${paid.order.publicId}/${file}`)).status).toBe(404)
    expect((await app.request('tz-es.localhost', `/tracking/${paid.order.publicId}/${file}`)).status).toBe(404)
    expect((await app.request(HOST, `/tracking/${paid.order.publicId}/invoices/WPXES-2020-000001.pdf`)).status).toBe(
      404,
    )
    expect((await app.request(HOST, `/tracking/${'a'.repeat(26)}/${file}`)).status).toBe(404)
    expect((await app.request(HOST, `/tracking/nonsense/${file}`)).status).toBe(404)
  })

  test('a settled refund mails its credit note, downloadable like the invoice', async () => {
    expect((await openRefund(app.db, paid.order.id, { reason: 'damaged', amountMinor: 300 }, Date.now())).ok).toBe(true)
    const ret = (await oq.returnsOfOrder(app.db, paid.order.id))[0]!
    expect((await moveReturn(app.db, paid.order.id, ret.id, 5, Date.now(), deps().mail)).ok).toBe(true)
    app.jobs.kick()
    await app.jobs.idle()
    const note = (await invoicesOfOrder(app.db, paid.order.id)).find((i) => i.kind === 'CREDIT_NOTE')!
    const mail = app
      .outbox()
      .filter((m) => m.to === paid.email)
      .at(-1)!
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`${note.number}.pdf`])
    const file = `invoices/${note.number}.pdf`
    expect(isPdf(await paid.s.page(`/accounts/orders/${paid.order.publicId}/${file}`))).toBe(true)
    expect(isPdf(await app.request(HOST, `/tracking/${paid.order.publicId}/${file}`))).toBe(true)
  })
})
