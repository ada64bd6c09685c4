import { describe, expect, test } from 'vitest'
import { pdfText } from '../../../tests/helpers/pdf-text.js'
import type { InvoiceRow } from '../../../db/queries/invoices.js'
import { createServerTranslator } from '../../i18n/server-messages.js'
import { shopInvoiceLabels } from '../../emails/shop-invoice-messages.js'
import { vatTotalsOf, type InvoiceLine } from '../../domain/orders/invoice-document.js'
import { renderInvoicePdf } from './invoice-pdf.js'

const translate = createServerTranslator()
const lines: InvoiceLine[] = [
  {
    kind: 'goods',
    description: 'Lienzo 40×60 · Atardecer',
    quantity: 2,
    unitMinor: 2995,
    totalMinor: 5990,
    vatRate: 21,
  },
  { kind: 'shipping', description: '', quantity: 1, unitMinor: 495, totalMinor: 495, vatRate: 21 },
  { kind: 'reduction', description: 'VERANO10', quantity: 1, unitMinor: -599, totalMinor: -599, vatRate: 21 },
]
const invoice: InvoiceRow = {
  id: 1,
  kind: 'INVOICE',
  number: 'WPXES-2026-000123',
  series: 'WPXES-2026',
  sequence: 123,
  orderId: 7,
  source: 'payment',
  creditedInvoiceId: null,
  brandSlug: 'wpx-es',
  language: 'es',
  locale: 'es-ES',
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  seller: {
    name: 'WallPix España S.L.',
    address: 'Calle Mayor 1, 28013 Madrid',
    vatId: 'ESB12345678',
    email: 'legal@example.es',
  },
  buyer: {
    name: 'Fotos Ejemplo S.L.',
    contactName: 'Ana García',
    addressLines: ['Calle Sol 2', '46001 Valencia'],
    country: 'ES',
    vatId: 'ESB87654321',
    email: 'ana@example.es',
  },
  lines,
  vatTotals: vatTotalsOf(lines, true),
  totalMinor: 5886,
  // 23:30 in Madrid on 31 December: the invoice's date is the 31st there, whatever the server's zone.
  issuedAt: Date.parse('2026-12-31T22:30:00Z'),
}

describe('the shopper invoice PDF', () => {
  test('carries every legal mention in the shopper language, from the stored row', async () => {
    const pdf = await renderInvoicePdf(invoice, shopInvoiceLabels(translate, 'es'), { compress: false })
    const { text: raw, missingGlyphs } = pdfText(pdf)
    // Intl separates amount and currency with a no-break space.
    const text = raw.replaceAll('\u00a0', ' ')
    expect(missingGlyphs).toBe(0)
    for (const mention of [
      'Factura',
      'WPXES-2026-000123',
      '31/12/2026',
      'WallPix España S.L.',
      'Calle Mayor 1, 28013 Madrid',
      'ESB12345678',
      'Fotos Ejemplo S.L.',
      'ESB87654321',
      'Lienzo 40×60 · Atardecer',
      '29,95 €',
      '59,90 €',
      '21 %',
      // 58.86 gross at 21 %: 10.22 VAT, 48.64 net.
      '48,64 €',
      'IVA 21 %',
      '10,22 €',
      '58,86 €',
      'EUR',
    ])
      expect(text).toContain(mention)
  })

  test('a credit note names the invoice it corrects; rendering again gives the same bytes', async () => {
    const refund: InvoiceLine[] = [
      { kind: 'refund', description: invoice.number, quantity: 1, unitMinor: -1000, totalMinor: -1000, vatRate: 21 },
    ]
    const note: InvoiceRow = {
      ...invoice,
      id: 2,
      kind: 'CREDIT_NOTE',
      number: 'WPXES-CN-2026-000001',
      creditedInvoiceId: 1,
      lines: refund,
      vatTotals: vatTotalsOf(refund, true),
      totalMinor: -1000,
    }
    const labels = shopInvoiceLabels(translate, 'de')
    const pdf = await renderInvoicePdf(note, labels, { creditedNumber: invoice.number, compress: false })
    const text = pdfText(pdf).text.replaceAll('\u00a0', ' ')
    expect(text).toContain('Gutschrift')
    expect(text).toContain('Korrigiert Rechnung WPXES-2026-000123')
    expect(text).toContain('MwSt. 21 %')
    expect(text).toContain('-10,00 €')
    expect(text).toContain('-1,74 €')
    expect(await renderInvoicePdf(note, labels, { creditedNumber: invoice.number })).toEqual(
      await renderInvoicePdf(note, labels, { creditedNumber: invoice.number }),
    )
  })
})
