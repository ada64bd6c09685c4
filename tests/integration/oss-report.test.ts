import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as oq from '../../db/queries/orders.js'
import { invoicesOfOrder } from '../../db/queries/invoices.js'
import { quarterLabel, quarterOf } from '../../server/domain/orders/oss-report.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { SAMPLE_ADDRESSES } from '../../scripts/screenshots/sample-addresses.js'
import { runOps } from '../helpers/ops-cli.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * `npm run ops -- vat oss-report` (issue 31 item 2) on the real CLI: WPX-ES (a Spanish seller) sells on its Spanish
 * and German sites; only the German consumer's order is a One-Stop Shop supply, at Germany's 19 %.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 120_000)
afterAll(async () => {
  await app?.close()
})

let serial = 0
async function paidOrder(host: string, address: Record<string, string>, contact: Record<string, unknown> = {}) {
  const s = await shopper(app, host)
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  const ready = await readyToPlace(s, `oss-${++serial}@example.com`, address, { contact })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  const order = (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))!
  const paid = await markOrderPaid(
    { db: app.db, providers: new Map(), mail: async () => null, now: Date.now() },
    order.id,
    'ops',
  )
  expect(paid.ok).toBe(true)
  return order
}

describe('vat oss-report', () => {
  test('exports the quarter’s consumer sales to other member states per country and rate as CSV', async () => {
    const german = await paidOrder('de.wpx-es.localhost', SAMPLE_ADDRESSES.DE!)
    await paidOrder('de.wpx-es.localhost', SAMPLE_ADDRESSES.DE!, {
      customerType: 'COMPANY',
      companyName: 'Foto GmbH',
      vatId: 'DE123456789',
    })
    await paidOrder('wpx-es.localhost', SAMPLE_ADDRESSES.ES!)
    const invoice = (await invoicesOfOrder(app.db, german.id))[0]!
    const quarter = quarterLabel(quarterOf(invoice.issuedAt, invoice.timeZone))

    const out = await runOps(app, undefined, 'vat', 'oss-report', '--quarter', quarter, '--brand', 'WPX-ES')
    expect(out.stderr).toBe('')
    expect(out.code).toBe(0)
    const rows = parse(out.stdout, { columns: true }) as Record<string, string>[]
    const vat = german.vatMinor
    expect(rows).toEqual([
      {
        kind: 'SUPPLY',
        period: quarter,
        seller_vat_id: 'ESB87654321',
        member_state: 'DE',
        vat_rate: '19',
        currency: 'EUR',
        taxable_amount: ((german.totalMinor - vat) / 100).toFixed(2),
        vat_amount: (vat / 100).toFixed(2),
        gross_amount: (german.totalMinor / 100).toFixed(2),
        documents: '1',
      },
    ])
  }, 60_000)

  test('a quarter in another form is refused naming the option', async () => {
    const bad = await runOps(app, undefined, 'vat', 'oss-report', '--quarter', '2026-12')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('--quarter takes a quarter like 2026Q4')
  })

  test('an unknown brand is refused by name', async () => {
    const brand = await runOps(app, undefined, 'vat', 'oss-report', '--quarter', '2026Q4', '--brand', 'WPX-XX')
    expect(brand.code).toBe(1)
    expect(brand.stderr).toContain('no brand WPX-XX')
  })
})
