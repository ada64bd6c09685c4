import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as oq from '../../db/queries/orders.js'
import { invoicesOfOrder, type InvoiceRow } from '../../db/queries/invoices.js'
import { transaction } from '../../db/transaction.js'
import type { Db } from '../../db/client.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { openRefund, moveReturn } from '../../server/services/orders/refunds.js'
import { issueInvoice } from '../../server/services/orders/invoices.js'
import { invoiceSeries } from '../../server/domain/orders/invoice-numbering.js'
import type { InvoiceBuyer, InvoiceLine, VatTotal } from '../../server/domain/orders/invoice-document.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Invoices and credit notes (issue 31, decision 049), on the engine of the run (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): paying an order issues its invoice with the next number of the brand's series, a completed refund
 * a credit note of its own series, and twenty orders paid at once on two instances of one shop get the numbers of a
 * gapless series, none twice.
 */
const HOST = 'wpx-es.localhost'
let a: TestApp
let b: TestApp
beforeAll(async () => {
  a = await startTestApp()
  b = await startTestApp({}, { sameShopAs: a })
}, 120_000)
afterAll(async () => {
  await b?.close()
  await a?.close()
})

let serial = 0
async function transferOrder(contact: Record<string, unknown> = {}) {
  const s = await shopper(a, HOST)
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  const ready = await readyToPlace(s, `invoice-${++serial}@example.es`, ES_ADDRESS, { contact })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  return (await oq.findOrderByPublicId(a.db, placed.json<{ order: string }>().order))!
}

const pay = (db: Db, orderId: number) =>
  markOrderPaid({ db, providers: new Map(), mail: async () => null, now: Date.now() }, orderId, 'ops')

const sequenceIn = (i: InvoiceRow) => Number(i.number.slice(i.series.length + 1))

describe('invoices and credit notes', () => {
  test('paying an order issues its invoice with the next number; issuing again returns the same one', async () => {
    const company = { customerType: 'COMPANY', companyName: 'Fotos Ejemplo S.L.', vatId: 'ESB12345678' }
    const order = await transferOrder(company)
    expect(await invoicesOfOrder(a.db, order.id)).toEqual([])
    expect((await pay(a.db, order.id)).ok).toBe(true)
    const [invoice, ...others] = await invoicesOfOrder(a.db, order.id)
    expect(others).toEqual([])
    const series = invoiceSeries({ prefix: 'WPXES', perCountry: false }, 'INVOICE', 'ES', Date.now(), 'Europe/Madrid')
    expect(invoice!.series).toBe(series)
    expect(invoice!.number).toMatch(new RegExp(`^${series}-\\d{6}$`))
    expect(invoice!.totalMinor).toBe(order.totalMinor)
    const totals = invoice!.vatTotals as VatTotal[]
    expect(totals).toEqual([
      { rate: 21, grossMinor: order.totalMinor, vatMinor: order.vatMinor, netMinor: order.totalMinor - order.vatMinor },
    ])
    const lines = invoice!.lines as InvoiceLine[]
    expect(lines.reduce((sum, l) => sum + l.totalMinor, 0)).toBe(order.totalMinor)
    expect(lines[0]).toMatchObject({ kind: 'goods', quantity: 2, vatRate: 21 })
    expect(invoice!.seller).toMatchObject({ vatId: expect.stringMatching(/^ES/) })
    expect(invoice!.buyer as InvoiceBuyer).toMatchObject({ name: 'Fotos Ejemplo S.L.', vatId: 'ESB12345678' })

    const again = await transaction(a.db, async (tx) => issueInvoice(tx, (await oq.findOrderById(tx, order.id))!, 0))
    expect(again!.number).toBe(invoice!.number)
    expect(await invoicesOfOrder(a.db, order.id)).toHaveLength(1)
  })

  test('a completed refund issues a credit note of its own series, referencing the invoice, once', async () => {
    const order = await transferOrder()
    await pay(a.db, order.id)
    const refund = await openRefund(a.db, order.id, { reason: 'damaged', amountMinor: 500 }, Date.now())
    expect(refund.ok).toBe(true)
    const ret = (await oq.returnsOfOrder(a.db, order.id))[0]!
    expect(await invoicesOfOrder(a.db, order.id)).toHaveLength(1) // nothing refunded yet
    expect((await moveReturn(a.db, order.id, ret.id, 5, Date.now())).ok).toBe(true)
    expect((await moveReturn(a.db, order.id, ret.id, 5, Date.now())).ok).toBe(false)
    const [invoice, note, ...others] = await invoicesOfOrder(a.db, order.id)
    expect(others).toEqual([])
    expect(note!.kind).toBe('CREDIT_NOTE')
    expect(note!.series).toBe(invoice!.series.replace('WPXES-', 'WPXES-CN-'))
    expect(note!.creditedInvoiceId).toBe(invoice!.id)
    expect(note!.totalMinor).toBe(-500)
    expect(note!.lines).toEqual([
      { kind: 'refund', description: invoice!.number, quantity: 1, unitMinor: -500, totalMinor: -500, vatRate: 21 },
    ])
    expect(note!.vatTotals).toEqual([{ rate: 21, grossMinor: -500, vatMinor: -87, netMinor: -413 }])
  })

  test('twenty orders paid at once on two instances: the next twenty numbers, no gap, none twice', async () => {
    const orders = []
    for (let i = 0; i < 20; i++) orders.push(await transferOrder())
    const results = await Promise.all(orders.map((o, i) => pay(i % 2 ? b.db : a.db, o.id)))
    expect(results.every((r) => r.ok)).toBe(true)
    const issued = (await Promise.all(orders.map((o) => invoicesOfOrder(a.db, o.id)))).map((list) => {
      expect(list).toHaveLength(1)
      return list[0]!
    })
    const sequences = issued.map(sequenceIn).sort((x, y) => x - y)
    const first = sequences[0]!
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i))
    // Every number of the series so far belongs to exactly one invoice: the earlier tests' and these.
    expect(first).toBe(3)
    expect(new Set(issued.map((i) => i.number)).size).toBe(20)
  })
})
