import type { InvoiceRow } from '../../../db/queries/invoices.js'
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller, VatTotal } from '../../domain/orders/invoice-document.js'
import { BOLD, block, fill, pdfFonts, REGULAR, writePageFooters } from '../accounts/partner-invoice-pdf.js'

/** Already-translated words of the shopper's invoice (server/emails/shop-invoice-messages.ts); `{name}` filled here. */
export interface ShopInvoiceLabels {
  invoice: string
  creditNote: string
  invoiceNumber: string
  creditNoteNumber: string
  date: string
  /** "Corrects invoice {number}" */
  correctsInvoice: string
  issuedBy: string
  billedTo: string
  vatId: string
  email: string
  description: string
  quantity: string
  unitPrice: string
  vatRate: string
  amount: string
  shipping: string
  discount: string
  refund: string
  net: string
  /** "VAT {rate} %" */
  vat: string
  total: string
  /** "Page {page} of {pages}" */
  page: string
  /** The legal mention of an exempt intra-Community supply (reverse charge). */
  reverseCharge: string
}

const MARGIN = 50
const FOOTER_HEIGHT = 30

/**
 * The invoice or credit note as a PDF (A4), from its stored row alone (decision 049): the row is the legal record, so
 * rendering it again, today or in ten years, gives the same document (its creation date is the issue date).
 * `creditedNumber` is the number of the invoice a credit note corrects. `compress: false` leaves the text readable
 * (tests).
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  labels: ShopInvoiceLabels,
  opts: { creditedNumber?: string | null; compress?: boolean } = {},
): Promise<Buffer> {
  // Loaded on the first invoice, not at server start (pdfkit and its font stack take a while to load).
  const { default: PDFDocument } = await import('pdfkit')
  const { regular, bold } = pdfFonts()
  const title = invoice.kind === 'CREDIT_NOTE' ? labels.creditNote : labels.invoice
  const seller = invoice.seller as InvoiceSeller
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: opts.compress ?? true,
    lang: invoice.locale,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: seller.name,
      Subject: invoice.number,
      CreationDate: new Date(invoice.issuedAt),
    },
  })
  doc.registerFont(REGULAR, regular)
  doc.registerFont(BOLD, bold)
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Uint8Array[] = []
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc, invoice, labels, title, opts.creditedNumber ?? null)
      doc.end()
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)))
    }
  })
}

function draw(
  doc: PDFKit.PDFDocument,
  inv: InvoiceRow,
  L: ShopInvoiceLabels,
  title: string,
  creditedNumber: string | null,
): void {
  const seller = inv.seller as InvoiceSeller
  const buyer = inv.buyer as InvoiceBuyer
  // Cents always shown: the invoice states the exact stored amounts, not the shop's whole-unit display of prices.
  const currency = new Intl.NumberFormat(inv.locale, {
    style: 'currency',
    currency: inv.currency,
    minimumFractionDigits: 2,
  })
  const money = (minor: number) => currency.format(minor / 100)
  const percent = new Intl.NumberFormat(inv.locale, { maximumFractionDigits: 2 })
  const date = new Intl.DateTimeFormat(inv.locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: inv.timeZone,
  }).format(inv.issuedAt)
  const left = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right

  doc.font(BOLD).fontSize(18).text(seller.name, left, doc.page.margins.top, { width })
  doc.moveDown(0.3)
  doc.font(BOLD).fontSize(14).text(title, { width })
  doc.moveDown(0.6)
  doc.fontSize(10)
  keyValue(doc, inv.kind === 'CREDIT_NOTE' ? L.creditNoteNumber : L.invoiceNumber, inv.number, left, width)
  keyValue(doc, L.date, date, left, width)
  if (creditedNumber)
    doc.font(REGULAR).text(fill(L.correctsInvoice, { number: creditedNumber }), left, doc.y, { width })
  doc.moveDown(1)

  const colGap = 20
  const colWidth = (width - colGap) / 2
  const top = doc.y
  const sellerLines = [seller.name, seller.address, `${L.vatId}: ${seller.vatId}`, `${L.email}: ${seller.email}`]
  const buyerLines = [
    buyer.name,
    ...(buyer.contactName ? [buyer.contactName] : []),
    ...buyer.addressLines,
    buyer.country,
    ...(buyer.vatId ? [`${L.vatId}: ${buyer.vatId}`] : []),
  ]
  const leftBottom = block(doc, L.issuedBy, sellerLines, left, top, colWidth)
  const rightBottom = block(doc, L.billedTo, buyerLines, left + colWidth + colGap, top, colWidth)
  doc.x = left
  doc.y = Math.max(leftBottom, rightBottom)
  doc.moveDown(1.2)

  const cols = [
    { x: left, w: width * 0.44, align: 'left' as const },
    { x: left + width * 0.44, w: width * 0.1, align: 'right' as const },
    { x: left + width * 0.54, w: width * 0.16, align: 'right' as const },
    { x: left + width * 0.7, w: width * 0.12, align: 'right' as const },
    { x: left + width * 0.82, w: width * 0.18, align: 'right' as const },
  ]
  const rowHeight = () => doc.currentLineHeight(true) + 6
  const cells = (texts: string[], font: string) => {
    doc.font(font).fontSize(9)
    if (doc.y + rowHeight() > doc.page.maxY()) doc.addPage()
    const y = doc.y
    texts.forEach((text, i) => {
      const c = cols[i]!
      doc.text(text, c.x, y + 3, { width: c.w, align: c.align, lineBreak: false, ellipsis: true })
    })
    doc.x = left
    doc.y = y + rowHeight()
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.8)
      .strokeColor('#999999')
      .stroke()
    doc.strokeColor('black')
  }
  const describe = (l: InvoiceLine) =>
    l.kind === 'shipping'
      ? L.shipping
      : l.kind === 'reduction'
        ? [L.discount, l.description].filter(Boolean).join(' · ')
        : l.kind === 'refund'
          ? `${L.refund} · ${l.description}`
          : l.description
  cells([L.description, L.quantity, L.unitPrice, L.vatRate, L.amount], BOLD)
  rule()
  for (const l of inv.lines as InvoiceLine[])
    cells(
      [describe(l), String(l.quantity), money(l.unitMinor), `${percent.format(l.vatRate)} %`, money(l.totalMinor)],
      REGULAR,
    )
  rule()
  doc.moveDown(0.5)

  // Totals per VAT rate, then the total to pay (or refunded), under the money columns.
  const totals: [string, string, string][] = []
  for (const t of inv.vatTotals as VatTotal[]) {
    const rate = percent.format(t.rate)
    totals.push([`${L.net} (${rate} %)`, money(t.netMinor), REGULAR])
    totals.push([fill(L.vat, { rate }), money(t.vatMinor), REGULAR])
  }
  totals.push([`${L.total} (${inv.currency})`, money(inv.totalMinor), BOLD])
  for (const [label, value, font] of totals) {
    doc.font(font).fontSize(10)
    if (doc.y + rowHeight() > doc.page.maxY()) doc.addPage()
    const y = doc.y
    doc.text(label, cols[1]!.x, y, { width: cols[1]!.w + cols[2]!.w + cols[3]!.w, align: 'right', lineBreak: false })
    doc.text(value, cols[4]!.x, y, { width: cols[4]!.w, align: 'right', lineBreak: false })
    doc.x = left
    doc.y = y + rowHeight()
  }
  if ((inv.buyer as InvoiceBuyer).reverseCharge) {
    doc.moveDown(0.8)
    doc.font(REGULAR).fontSize(9).text(L.reverseCharge, left, doc.y, { width })
  }

  writePageFooters(doc, inv.number, L.page, left, width)
}

function keyValue(doc: PDFKit.PDFDocument, key: string, value: string, left: number, width: number): void {
  const y = doc.y
  doc.font(REGULAR).fontSize(10).text(`${key}:`, left, y, { width: 150, lineBreak: false })
  doc.font(BOLD).text(value, left + 150, y, { width: width - 150 })
  doc.x = left
}
