import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrandConfig } from '../../domain/tenancy/tenant-schema.js'
import type { Statement } from '../../domain/accounts/commissions.js'
import { formatIban } from '../../domain/money/iban.js'
import { formatPrice } from '../../domain/money/price-display.js'
import { projectRoot } from '../../project-root.js'

/**
 * Already-translated strings for the commission invoice; the renderer contains no language of its own.
 * `{name}` placeholders are filled in by the renderer (values formatted for `locale`).
 */
export interface InvoiceLabels {
  /** "Commission statement" */
  title: string
  /** Legal mention of a self-billing invoice (issued by the customer in the name of the supplier). */
  selfBilling: string
  invoiceNumber: string
  /** Issue date label. */
  date: string
  period: string
  /** Heading of the brand block (the shop, which issues the statement and pays). */
  issuedBy: string
  /** Heading of the partner block (the supplier of the affiliate service). */
  partner: string
  vatId: string
  email: string
  /** "Commission rate: {percent} %" */
  commissionRate: string
  /** Column headings. */
  order: string
  orderDate: string
  base: string
  commission: string
  /** Totals. */
  net: string
  /** "VAT {rate} %" */
  vat: string
  total: string
  /** Payout block heading and its IBAN label. */
  paidTo: string
  iban: string
  vatNotApplicable: string
  /** "Page {page} of {pages}" */
  page: string
}

export const ENGLISH_INVOICE_LABELS: InvoiceLabels = {
  title: 'Commission statement',
  selfBilling: 'Self-billing invoice: issued by the customer in the name and on behalf of the supplier.',
  invoiceNumber: 'Invoice number',
  date: 'Date',
  period: 'Period',
  issuedBy: 'Issued by',
  partner: 'Partner',
  vatId: 'VAT ID',
  email: 'Email',
  commissionRate: 'Commission rate: {percent} %',
  order: 'Order',
  orderDate: 'Date',
  base: 'Base',
  commission: 'Commission',
  net: 'Net',
  vat: 'VAT {rate} %',
  total: 'Total',
  paidTo: 'Paid to',
  iban: 'IBAN',
  vatNotApplicable: 'VAT not applicable',
  page: 'Page {page} of {pages}',
}

export interface CommissionInvoiceOptions {
  brand: { displayName: string; legal: BrandConfig['legal'] }
  partner: { name: string; email: string; vatId: string | null; payoutIban: string | null }
  /** BCP 47 locale for money, dates and numbers, e.g. "pl-PL". */
  locale: string
  labels: InvoiceLabels
  /**
   * Issue date printed on the invoice and stored as the PDF creation date. Defaults to the last day of the
   * statement's month, so regenerating a statement gives the same document.
   */
  issueDate?: Date
}

/** DejaVu Sans is vendored (server/assets/fonts, Bitstream Vera licence): it covers ł, ř, ø ..., Helvetica does not. */
const FONT_DIR = join(projectRoot(), 'server/assets/fonts/')
let fontCache: { regular: Buffer; bold: Buffer } | null = null
/** Shared with the shop's invoices (../orders/invoice-pdf.ts). */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fontCache ??= {
    regular: readFileSync(`${FONT_DIR}DejaVuSans.ttf`),
    bold: readFileSync(`${FONT_DIR}DejaVuSans-Bold.ttf`),
  }
  return fontCache
}

/** The names pdfFonts() are registered under (here and in the shop's invoices). */
export const REGULAR = 'inv-regular'
export const BOLD = 'inv-bold'
const MARGIN = 50
const FOOTER_HEIGHT = 30

/** The monthly self-billing commission invoice as a PDF (A4). */
export async function renderCommissionInvoicePdf(
  statement: Statement,
  options: CommissionInvoiceOptions,
): Promise<Buffer> {
  const partnerVatId = options.partner.vatId?.trim() || null
  if (partnerVatId !== statement.partnerVatId) {
    // The statement decided whether VAT applies from the VAT id it was given; printing another would misstate it.
    throw new Error(
      `partner VAT id ${String(partnerVatId)} differs from the statement's ${String(statement.partnerVatId)}`,
    )
  }
  // Loaded on the first invoice, not at server start (pdfkit and its font stack take a while to load).
  const { default: PDFDocument } = await import('pdfkit')
  const { regular, bold } = pdfFonts()
  const issueDate = options.issueDate ?? new Date(`${statement.periodEnd}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: options.locale,
    info: {
      Title: `${options.labels.title} ${statement.invoiceNumber}`,
      Author: options.brand.legal.companyName,
      Subject: statement.invoiceNumber,
      CreationDate: issueDate,
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
      draw(doc, statement, options, issueDate)
      doc.end()
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)))
    }
  })
}

function draw(doc: PDFKit.PDFDocument, s: Statement, o: CommissionInvoiceOptions, issueDate: Date): void {
  const L = o.labels
  const money = (minor: number) => formatPrice(minor, { currency: s.currency, locale: o.locale, allowDecimals: true })
  const dateFmt = new Intl.DateTimeFormat(o.locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  })
  const date = (d: Date | string) => dateFmt.format(typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d)
  const num = new Intl.NumberFormat(o.locale, { maximumFractionDigits: 2 })
  const left = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right

  // Heading
  doc.font(BOLD).fontSize(18).text(o.brand.displayName, left, doc.page.margins.top, { width })
  doc.moveDown(0.3)
  doc.font(BOLD).fontSize(14).text(L.title, { width })
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text(L.selfBilling, { width }).fillColor('black')
  doc.moveDown(0.6)
  doc.fontSize(10)
  keyValue(doc, L.invoiceNumber, s.invoiceNumber, left, width)
  keyValue(doc, L.date, date(issueDate), left, width)
  keyValue(doc, L.period, `${date(s.periodStart)} – ${date(s.periodEnd)}`, left, width)
  doc.moveDown(1)

  // Parties: the shop (issuer, customer of the service) and the partner (supplier).
  const colGap = 20
  const colWidth = (width - colGap) / 2
  const top = doc.y
  const brandLines = [
    o.brand.legal.companyName,
    o.brand.legal.address,
    `${L.vatId}: ${o.brand.legal.vatId}`,
    `${L.email}: ${o.brand.legal.email}`,
  ]
  const partnerLines = [
    o.partner.name,
    `${L.email}: ${o.partner.email}`,
    ...(s.partnerVatId ? [`${L.vatId}: ${s.partnerVatId}`] : []),
  ]
  const leftBottom = block(doc, L.issuedBy, brandLines, left, top, colWidth)
  const rightBottom = block(doc, L.partner, partnerLines, left + colWidth + colGap, top, colWidth)
  doc.x = left
  doc.y = Math.max(leftBottom, rightBottom)
  doc.moveDown(1)
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(fill(L.commissionRate, { percent: num.format(s.commissionPercent) }), left, doc.y, { width })
  doc.moveDown(0.8)

  // Lines
  const cols = [
    { x: left, w: width * 0.25, align: 'left' as const },
    { x: left + width * 0.25, w: width * 0.25, align: 'left' as const },
    { x: left + width * 0.5, w: width * 0.25, align: 'right' as const },
    { x: left + width * 0.75, w: width * 0.25, align: 'right' as const },
  ]
  const header = [L.order, L.orderDate, L.base, L.commission]
  const rowHeight = () => doc.currentLineHeight(true) + 6
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(10)
    if (doc.y + rowHeight() > doc.page.maxY()) {
      doc.addPage()
      drawHeaderRow()
      doc.font(font).fontSize(10)
    }
    const y = doc.y
    cells.forEach((text, i) => {
      const c = cols[i]!
      doc.text(text, c.x, y + 3, { width: c.w, align: c.align, lineBreak: false, ellipsis: true })
    })
    doc.x = left
    doc.y = y + rowHeight()
  }
  const rule = (weight: number) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(weight)
      .strokeColor('#999999')
      .stroke()
      .strokeColor('black')
  }
  const drawHeaderRow = () => {
    doc.font(BOLD).fontSize(10)
    const y = doc.y
    header.forEach((text, i) => {
      const c = cols[i]!
      doc.text(text, c.x, y + 3, { width: c.w, align: c.align, lineBreak: false, ellipsis: true })
    })
    doc.x = left
    doc.y = y + rowHeight()
    rule(0.8)
  }
  drawHeaderRow()
  for (const line of s.lines)
    row([line.orderNumber, date(line.date), money(line.baseMinor), money(line.commissionMinor)], REGULAR)
  rule(0.8)
  doc.moveDown(0.5)

  // Totals, right-aligned under the money columns.
  const totals: [string, string, string][] = [
    [L.net, money(s.totals.netMinor), REGULAR],
    [
      s.vatApplicable ? fill(L.vat, { rate: num.format(s.totals.vatRatePercent) }) : L.vatNotApplicable,
      money(s.totals.vatMinor),
      REGULAR,
    ],
    [L.total, money(s.totals.grossMinor), BOLD],
  ]
  for (const [label, value, font] of totals) {
    doc.font(font).fontSize(10)
    if (doc.y + rowHeight() > doc.page.maxY()) doc.addPage()
    const y = doc.y
    doc.text(label, cols[1]!.x, y, { width: cols[1]!.w + cols[2]!.w, align: 'right', lineBreak: false })
    doc.text(value, cols[3]!.x, y, { width: cols[3]!.w, align: 'right', lineBreak: false })
    doc.x = left
    doc.y = y + rowHeight()
  }
  if (!s.vatApplicable) {
    doc.moveDown(0.5)
    doc.font(REGULAR).fontSize(9).text(L.vatNotApplicable, left, doc.y, { width })
  }

  // Payout
  doc.moveDown(1.2)
  const payout = [o.partner.name, ...(o.partner.payoutIban ? [`${L.iban}: ${formatIban(o.partner.payoutIban)}`] : [])]
  const needed = doc.font(REGULAR).fontSize(10).heightOfString(payout.join('\n'), { width }) + rowHeight()
  if (doc.y + needed > doc.page.maxY()) doc.addPage()
  block(doc, L.paidTo, payout, left, doc.y, width)

  writePageFooters(doc, s.invoiceNumber, L.page, left, width)
}

/**
 * Footer on every buffered page: the document's number and "page x of n" (`pageLabel` with {page} and {pages}). The
 * bottom margin is lifted while writing into it, or pdfkit would start a new page for text below maxY().
 */
export function writePageFooters(
  doc: PDFKit.PDFDocument,
  number: string,
  pageLabel: string,
  left: number,
  width: number,
): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - MARGIN - 10
    doc.font(REGULAR).fontSize(8).fillColor('#555555')
    doc.text(number, left, y, { width: width / 2, lineBreak: false })
    doc.text(fill(pageLabel, { page: String(i - range.start + 1), pages: String(range.count) }), left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
    doc.fillColor('black')
    doc.page.margins.bottom = bottom
  }
}

function keyValue(doc: PDFKit.PDFDocument, key: string, value: string, left: number, width: number): void {
  const y = doc.y
  doc.font(REGULAR).fontSize(10).text(`${key}:`, left, y, { width: 130, lineBreak: false })
  doc.font(BOLD).text(value, left + 130, y, { width: width - 130 })
  doc.x = left
}

/** A heading and its lines in a column; returns the y below it. */
export function block(
  doc: PDFKit.PDFDocument,
  heading: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(BOLD).fontSize(10).text(heading, x, y, { width })
  doc.font(REGULAR).fontSize(10)
  for (const line of lines) doc.text(line, x, doc.y, { width })
  return doc.y
}

/** Replaces `{name}` placeholders; an unknown placeholder is left as written so a translation slip is visible. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => vars[key] ?? m)
}
