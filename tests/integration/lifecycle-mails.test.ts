import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { and, eq, like } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { readyToPlace, shopper, type Shopper } from '../helpers/shopper.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { createOrderMailer } from '../../server/services/orders/order-mail.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { moveReturn } from '../../server/services/orders/refunds.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { originFactory } from '../../server/origin.js'
import { shortOrderNumber } from '../../server/domain/orders/public-id.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

/**
 * The mails after the confirmation (issue 14), in two languages (WPX-ES in Spanish, WPX-PL in Polish): shipped with
 * carrier, tracking number and link; at the pickup point; delivered; the bank-transfer reminder and cancellation; the
 * refund-data request with its PROVIDE_DATA_TO_REFUND link; the refund issued. Each is sent by the job runner, once.
 */
let app: TestApp
let apiKey = ''
beforeAll(async () => {
  app = await startTestApp()
  const key = await createApiKey(app.db, { name: 'carrier-bridge', brandSlug: null }, Date.now())
  if (!key.ok) throw new Error(key.error)
  apiKey = key.key
})
afterAll(() => app.close())

const SITES = [
  {
    host: 'wpx-es.localhost',
    language: 'es',
    carrier: 'CORREOS',
    address: ES_ADDRESS,
    texts: {
      shipped: 'está en camino',
      trackParcel: 'Seguir tu paquete',
      pickup: 'te espera en el punto de recogida',
      delivered: 'ha sido entregado',
      reminder: 'Todavía no hemos recibido el pago',
      canceled: 'ha sido cancelado',
      refundData: 'necesitamos tus datos bancarios',
      refundIssued: 'Te hemos reembolsado',
    },
  },
  {
    host: 'wpx-pl.localhost',
    language: 'pl',
    carrier: 'DHL_PARCEL',
    address: {
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'ul. Marszałkowska 10',
      postalCode: '00-950',
      city: 'Warszawa',
      phone: '512 345 678',
    },
    texts: {
      shipped: 'jest w drodze',
      trackParcel: 'Śledź przesyłkę',
      pickup: 'czeka w punkcie odbioru',
      delivered: 'zostało dostarczone',
      reminder: 'Nie otrzymaliśmy jeszcze płatności',
      canceled: 'zostało anulowane',
      refundData: 'potrzebujemy danych Twojego konta bankowego',
      refundIssued: 'Zwróciliśmy',
    },
  },
] as const

let serial = 0
async function transferOrder(site: (typeof SITES)[number], email: string) {
  const s: Shopper = await shopper(app, site.host)
  expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  const ready = await readyToPlace(s, email, site.address, { shipment: { mode: 'ADDRESS', carrier: site.carrier } })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  return (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
}

const mailsTo = (email: string) => app.outbox().filter((m) => m.to === email)
const mailer = () =>
  createOrderMailer({
    registry: app.registry,
    translate: createServerTranslator(),
    originOf: originFactory(app.env),
  })

/** Time passes for one scheduled job: it becomes due now, and the runner takes it. */
async function runDue(kind: string, ref: number) {
  const { jobs } = tablesOf(app.db)
  await app.db
    .update(jobs)
    .set({ nextAttemptAt: 0 })
    .where(and(eq(jobs.kind, kind), eq(jobs.ref, String(ref))))
  app.jobs.kick()
  await app.jobs.idle()
}

const move = (publicId: string, status: number, extra: Record<string, unknown> = {}) =>
  app.request('wpx-es.localhost', `/api/v1/orders/${publicId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, ...extra }),
  })

describe.each(SITES)('lifecycle mails on $host ($language)', (site) => {
  test('bank transfer not received: a reminder when due, then the cancellation, each once', async () => {
    const email = `late-${site.language}-${++serial}@example.com`
    const order = await transferOrder(site, email)
    await app.jobs.idle()
    expect(mailsTo(email)).toHaveLength(1) // the confirmation with the bank details
    const { jobs } = tablesOf(app.db)
    const deadlines = await app.db
      .select({ kind: jobs.kind, nextAttemptAt: jobs.nextAttemptAt })
      .from(jobs)
      .where(and(eq(jobs.ref, String(order.id)), like(jobs.kind, 'transfer-%')))
      .orderBy(jobs.kind)
    expect(deadlines.map((j) => j.kind)).toEqual(['transfer-cancel', 'transfer-reminder'])
    // 3 and 10 days by default.
    expect(deadlines[0]!.nextAttemptAt - deadlines[1]!.nextAttemptAt).toBe(7 * 86_400_000)

    await runDue('transfer-reminder', order.id)
    const reminder = mailsTo(email).at(-1)!
    expect(reminder.subject).toContain(site.texts.reminder)
    expect(reminder.subject).toContain(shortOrderNumber(order.publicId))
    expect(reminder.text).toMatch(/IBAN/)
    expect(reminder.text).toContain((await oq.paymentsOfOrder(app.db, order.id))[0]!.providerRef!)
    expect(reminder.html).toContain(`lang="${site.language}-`)

    await runDue('transfer-cancel', order.id)
    expect((await oq.findOrderById(app.db, order.id))!.status).toBe(10)
    expect((await oq.paymentsOfOrder(app.db, order.id))[0]!.status).toBe('CANCELED')
    const canceled = mailsTo(email).at(-1)!
    expect(canceled.subject).toContain(site.texts.canceled)
    expect(mailsTo(email)).toHaveLength(3)
  })

  test('shipped (carrier, tracking number, link), at the pickup point, delivered; refund-data request and refund issued', async () => {
    const email = `happy-${site.language}-${++serial}@example.com`
    const order = await transferOrder(site, email)
    expect(
      (await markOrderPaid({ db: app.db, providers: new Map(), mail: mailer(), now: Date.now() }, order.id, 'ops')).ok,
    ).toBe(true)
    // A paid order's deadline jobs do nothing when they come.
    await runDue('transfer-reminder', order.id)
    await runDue('transfer-cancel', order.id)
    expect((await oq.findOrderById(app.db, order.id))!.status).toBe(0)
    const before = mailsTo(email).length // confirmation with bank details, then "paid"

    for (const status of [200, 201, 202, 1, 13, 8]) expect((await move(order.publicId, status)).status).toBe(200)
    expect((await move(order.publicId, 9, { trackingNumber: 'TRK123456789' })).status).toBe(200)
    await app.jobs.idle()
    const shipped = mailsTo(email).at(-1)!
    expect(mailsTo(email)).toHaveLength(before + 1)
    expect(shipped.subject).toContain(site.texts.shipped)
    expect(shipped.text).toContain('TRK123456789')
    expect(shipped.text).toContain(site.texts.trackParcel)
    expect(shipped.text).toMatch(/https:\/\/\S+TRK123456789/)

    expect((await move(order.publicId, 14)).status).toBe(200)
    await app.jobs.idle()
    expect(mailsTo(email).at(-1)!.subject).toContain(site.texts.pickup)
    expect((await move(order.publicId, 15)).status).toBe(200)
    await app.jobs.idle()
    expect(mailsTo(email).at(-1)!.subject).toContain(site.texts.delivered)
    expect(mailsTo(email)).toHaveLength(before + 3)

    const refund = await app.request(site.host, `/api/v1/orders/${order.publicId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amountMinor: 500, reason: 'damaged' }),
    })
    expect(refund.status).toBe(202)
    const { actionId } = refund.json<{ refundDataRequest: { actionId: string } }>().refundDataRequest
    await app.jobs.idle()
    const request = mailsTo(email).at(-1)!
    expect(request.subject).toContain(site.texts.refundData)
    expect(request.text).toContain(
      `http://${site.host}:3000/tracking/${order.publicId}/user_required_actions/${actionId}`,
    )

    const [ret] = await oq.returnsOfOrder(app.db, order.id)
    expect((await moveReturn(app.db, order.id, ret!.id, 5, Date.now(), mailer())).ok).toBe(true)
    app.jobs.kick()
    await app.jobs.idle()
    const issued = mailsTo(email).at(-1)!
    expect(issued.subject).toContain(site.texts.refundIssued)
    expect(issued.text).toMatch(/ 5(?:[,.]00)?[\s\u00a0\u202f](?:€|zł)/)
    expect(mailsTo(email)).toHaveLength(before + 5)
  })
})
