import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as oq from '../../db/queries/orders.js'
import { invoicesOfOrder } from '../../db/queries/invoices.js'
import type { InvoiceBuyer, InvoiceLine, VatTotal } from '../../server/domain/orders/invoice-document.js'
import { shopInvoiceLabels } from '../../server/emails/shop-invoice-messages.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import { markOrderPaid } from '../../server/services/orders/payments.js'
import { renderInvoicePdf } from '../../server/services/orders/invoice-pdf.js'
import { SAMPLE_ADDRESSES } from '../../scripts/screenshots/sample-addresses.js'
import { pdfText } from '../helpers/pdf-text.js'
import { readyToPlace, shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { startViesStandIn } from '../helpers/vies-stand-in.js'

/**
 * The reverse charge (issue 31 item 2, decision 056) through the real app, its VAT ids checked by a VIES stand-in:
 * WPX-ES (a Spanish seller) sells on its German site to a German company whose VAT id VIES confirms: step 4 shows the
 * total without VAT, the order is charged without it, the invoice states 0 % and the legal mention. An id VIES does
 * not confirm, or cannot check, is charged German VAT; a Spanish company is not checked at all.
 */
const DE = 'de.wpx-es.localhost'
let app: TestApp
let vies: Awaited<ReturnType<typeof startViesStandIn>>
beforeAll(async () => {
  vies = await startViesStandIn()
  app = await startTestApp({ VAT_CHECK_URL: vies.url })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await vies?.close()
})

let serial = 0
async function order(host: string, address: Record<string, string>, contact: Record<string, unknown>) {
  const s = await shopper(app, host)
  expect((await s.post('/cart/add', { articleId: 102, quantity: 2 })).status).toBe(200)
  const ready = await readyToPlace(s, `rc-${++serial}@example.com`, address, { contact })
  const step4 = await s.page('/checkout?step=4')
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  return { step4: step4.text, order: (await oq.findOrderByPublicId(app.db, placed.json<{ order: string }>().order))! }
}

const company = (vatId: string) => ({ customerType: 'COMPANY', companyName: 'Foto GmbH', vatId })

describe('reverse charge for business buyers in another member state', () => {
  test('a VIES-confirmed German company pays without VAT and gets a 0 % invoice with the legal mention', async () => {
    const consumer = await order(DE, SAMPLE_ADDRESSES.DE!, {})
    const exempt = await order(DE, SAMPLE_ADDRESSES.DE!, company('DE123456789'))
    expect(vies.requests.at(-1)).toMatchObject({
      countryCode: 'DE',
      vatNumber: '123456789',
      requesterNumber: 'B87654321',
    })

    expect(exempt.step4).toContain('data-testid="summary-reverse-charge"')
    expect(exempt.step4).toContain('data-testid="vat-check"')
    expect(consumer.step4).not.toContain('data-testid="summary-reverse-charge"')
    expect(consumer.order.vatMinor).toBeGreaterThan(0)
    expect(exempt.order.vatMinor).toBe(0)
    expect(exempt.order.totalMinor).toBe(consumer.order.totalMinor - consumer.order.vatMinor)
    expect(exempt.order.contact).toMatchObject({
      vatCheck: { status: 'VALID', consultation: expect.stringMatching(/^WAPI/) },
    })

    const paid = await markOrderPaid(
      { db: app.db, providers: new Map(), mail: async () => null, now: Date.now() },
      exempt.order.id,
      'ops',
    )
    expect(paid.ok).toBe(true)
    const [invoice] = await invoicesOfOrder(app.db, exempt.order.id)
    expect(invoice!.totalMinor).toBe(exempt.order.totalMinor)
    expect(invoice!.buyer as InvoiceBuyer).toMatchObject({ vatId: 'DE123456789', reverseCharge: true })
    const lines = invoice!.lines as InvoiceLine[]
    expect(lines.every((l) => l.vatRate === 0)).toBe(true)
    expect(lines.reduce((sum, l) => sum + l.totalMinor, 0)).toBe(exempt.order.totalMinor)
    expect(invoice!.vatTotals as VatTotal[]).toEqual([
      { rate: 0, grossMinor: exempt.order.totalMinor, vatMinor: 0, netMinor: exempt.order.totalMinor },
    ])
    const pdf = await renderInvoicePdf(invoice!, shopInvoiceLabels(createServerTranslator(), 'en'))
    expect(pdfText(pdf).text).toContain('Article 138 of Directive 2006/112/EC')
  })

  test('an id VIES does not confirm, or cannot check now, is charged VAT and says why', async () => {
    for (const vatId of ['DE000000000', 'DE111111111']) {
      const charged = await order(DE, SAMPLE_ADDRESSES.DE!, company(vatId))
      expect(charged.order.vatMinor, vatId).toBeGreaterThan(0)
      expect(charged.step4).toContain('data-testid="vat-check"')
      expect(charged.step4).not.toContain('data-testid="summary-reverse-charge"')
    }
  })

  test('a Spanish company buying from the Spanish seller is not checked and pays Spanish VAT', async () => {
    const asked = vies.requests.length
    const home = await order('wpx-es.localhost', SAMPLE_ADDRESSES.ES!, company('ESB12345678'))
    expect(vies.requests.length).toBe(asked)
    expect(home.order.vatMinor).toBeGreaterThan(0)
    expect(home.step4).not.toContain('data-testid="vat-check"')
  })
})
