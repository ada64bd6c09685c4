import { describe, expect, it } from 'vitest'
import { pdfText } from '../../../tests/helpers/pdf-text.js'
import { buildStatement, type CommissionOrder, type Statement } from '../../domain/accounts/commissions.js'
import { formatPrice } from '../../domain/money/price-display.js'
import wpxPl from '../../../tenants/wpx-pl/tenant.js'
import {
  ENGLISH_INVOICE_LABELS,
  renderCommissionInvoicePdf,
  type CommissionInvoiceOptions,
  type InvoiceLabels,
} from './partner-invoice-pdf.js'

function order(i: number, p: Partial<CommissionOrder> = {}): CommissionOrder {
  return {
    publicId: `${(0xabc00000 + i).toString(16)}${'f'.repeat(24)}`,
    currency: 'PLN',
    status: 15,
    // 123.00 with 23 % VAT inside (23.00): base 100.00, commission 10.00
    subtotalMinor: 12_300,
    discountMinor: 0,
    shippingMinor: 0,
    vatMinor: 2300,
    totalMinor: 12_300,
    attribution: { afcust: '1001' },
    createdAt: Date.UTC(2026, 2, 1 + (i % 28), 12),
    ...p,
  }
}

function statement(count: number, partnerVatId: string | null): Statement {
  const orders = Array.from({ length: count }, (_, i) =>
    order(i, i === 0 ? { subtotalMinor: 12_345, totalMinor: 12_345, vatMinor: 2308 } : {}),
  )
  const s = buildStatement(orders, {
    brandSlug: 'WPX-PL',
    affiliateId: 1001,
    commissionPercent: 10,
    month: '2026-03',
    currency: 'PLN',
    vatRatePercent: 23,
    partnerVatId,
  })
  if (!s) throw new Error('expected a statement')
  return s
}

function options(
  partnerVatId: string | null,
  labels: InvoiceLabels = ENGLISH_INVOICE_LABELS,
): CommissionInvoiceOptions {
  return {
    brand: { displayName: wpxPl.displayName, legal: wpxPl.legal },
    partner: {
      name: 'Łukasz Michałowski',
      email: 'lukasz@example.pl',
      vatId: partnerVatId,
      payoutIban: 'PL61109010140000071219812874',
    },
    locale: 'pl-PL',
    labels,
  }
}

const pln = (minor: number) => formatPrice(minor, { currency: 'PLN', locale: 'pl-PL', allowDecimals: true })

describe('renderCommissionInvoicePdf', () => {
  it('renders a real PDF with the invoice number, Polish names and the VAT breakdown', async () => {
    const s = statement(3, 'PL5260250274')
    const pdf = await renderCommissionInvoicePdf(s, options('PL5260250274'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    // Two subset DejaVu fonts and one page: tens of kilobytes, not bytes and not the full 1.4 MB of fonts.
    expect(pdf.length).toBeGreaterThan(5_000)
    expect(pdf.length).toBeLessThan(200_000)

    const { text, missingGlyphs } = pdfText(pdf)
    expect(missingGlyphs).toBe(0)
    expect(text).toContain('WPX-PL-C-202603-1001')
    expect(text).toContain('Łukasz Michałowski')
    expect(text).toContain('ul. Marszałkowska 126')
    expect(text).toContain('Commission statement')
    expect(text).toContain('PL5260250274')
    expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874')
    expect(text).toContain('ABC00000')
    // Base 100.37 -> commission 10.04 on the first line; net 30.04, VAT 23 % 6.91, gross 36.95.
    expect(s.totals).toEqual({ baseMinor: 30_037, netMinor: 3004, vatRatePercent: 23, vatMinor: 691, grossMinor: 3695 })
    for (const amount of [pln(10_037), pln(1004), pln(3004), pln(691), pln(3695)]) expect(text).toContain(amount)
    expect(text).toContain('VAT 23 %')
    expect(text).not.toContain('VAT not applicable')
    expect(text).toContain('Page 1 of 1')
  })

  it('shows VAT 0 with the note when the partner has no VAT id', async () => {
    const s = statement(2, null)
    const { text } = pdfText(await renderCommissionInvoicePdf(s, options(null)))
    expect(text).toContain('VAT not applicable')
    expect(text).not.toContain('VAT 23 %')
    expect(text).not.toContain('VAT ID: PL5260250274')
    expect(text).toContain(pln(0))
    expect(text).toContain(pln(s.totals.grossMinor))
  })

  it('prints only the labels it is given', async () => {
    const polish: InvoiceLabels = {
      ...ENGLISH_INVOICE_LABELS,
      title: 'Zestawienie prowizji',
      invoiceNumber: 'Numer faktury',
      vat: 'VAT {rate}%',
      total: 'Razem',
      paidTo: 'Wypłata na rzecz',
      page: 'Strona {page} z {pages}',
    }
    const { text } = pdfText(
      await renderCommissionInvoicePdf(statement(1, 'PL5260250274'), options('PL5260250274', polish)),
    )
    expect(text).toContain('Zestawienie prowizji')
    expect(text).toContain('Wypłata na rzecz')
    expect(text).toContain('VAT 23%')
    expect(text).toContain('Strona 1 z 1')
    expect(text).not.toContain('Commission statement')
    expect(text).not.toContain('Paid to')
  })

  it('breaks long statements over pages and numbers them', async () => {
    const s = statement(90, null)
    const { text } = pdfText(await renderCommissionInvoicePdf(s, options(null)))
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1])
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    for (const line of s.lines) expect(text).toContain(line.orderNumber)
    expect(text).toContain(pln(s.totals.grossMinor))
  })

  it('gives the same bytes when a statement is regenerated', async () => {
    const a = await renderCommissionInvoicePdf(statement(2, null), options(null))
    const b = await renderCommissionInvoicePdf(statement(2, null), options(null))
    expect(a.equals(b)).toBe(true)
  })

  it('refuses a partner VAT id that differs from the statement', async () => {
    await expect(renderCommissionInvoicePdf(statement(1, null), options('PL5260250274'))).rejects.toThrow(/VAT id/)
  })
})
