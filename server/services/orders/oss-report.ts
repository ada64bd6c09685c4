import { stringify } from 'csv-stringify/sync'
import type { Db } from '../../../db/client.js'
import { documentsIssuedBetween } from '../../../db/queries/invoices.js'
import type { InvoiceBuyer, InvoiceSeller, VatTotal } from '../../domain/orders/invoice-document.js'
import { decimalOfMinor, ossReport, type OssRow, type Quarter } from '../../domain/orders/oss-report.js'

const DAY = 86_400_000

/**
 * The OSS rows of a quarter (optionally of one brand's invoices), read from the issued documents. The range is widened
 * by a day on each side: which quarter a document belongs to is decided on its own site's calendar.
 */
export async function ossRowsOf(db: Db, quarter: Quarter, brandSlug?: string): Promise<OssRow[]> {
  const firstMonth = (quarter.quarter - 1) * 3
  const from = Date.UTC(quarter.year, firstMonth, 1) - DAY
  const to = Date.UTC(quarter.year, firstMonth + 3, 1) + DAY
  const docs = (await documentsIssuedBetween(db, from, to))
    .filter((d) => brandSlug === undefined || d.brandSlug === brandSlug)
    .map((d) => ({
      kind: d.kind as 'INVOICE' | 'CREDIT_NOTE',
      number: d.number,
      timeZone: d.timeZone,
      issuedAt: d.issuedAt,
      currency: d.currency,
      seller: d.seller as InvoiceSeller,
      buyer: d.buyer as InvoiceBuyer,
      vatTotals: d.vatTotals as VatTotal[],
      credited: d.credited ?? undefined,
    }))
  return ossReport(docs, quarter)
}

const COLUMNS = [
  'kind',
  'period',
  'seller_vat_id',
  'member_state',
  'vat_rate',
  'currency',
  'taxable_amount',
  'vat_amount',
  'gross_amount',
  'documents',
]

/** The rows as CSV (RFC 4180, a header line, amounts as plain decimals with a point). */
export function ossCsv(rows: readonly OssRow[]): string {
  return stringify([
    COLUMNS,
    ...rows.map((r) => [
      r.kind,
      r.period,
      r.sellerVatId,
      r.memberState,
      String(r.vatRate),
      r.currency,
      decimalOfMinor(r.netMinor),
      decimalOfMinor(r.vatMinor),
      decimalOfMinor(r.grossMinor),
      String(r.documents),
    ]),
  ])
}
