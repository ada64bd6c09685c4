import { countryOfVatId, EU_MEMBER_STATES } from '../money/vat-rates.js'
import { localParts } from '../tenancy/local-time.js'
import type { InvoiceBuyer, InvoiceSeller, VatTotal } from './invoice-document.js'

/**
 * The figures of the EU One-Stop Shop (OSS, union scheme) return of a quarter, from the issued invoices and credit
 * notes (decision 049: the stored rows are the legal record). The union scheme covers distance sales of goods to
 * consumers in another member state than the seller's: a buyer in the seller's own country, outside the EU, or a
 * company buyer with a VAT id is not in it. Amounts stay in the invoice's currency (the return converts them at the
 * ECB rate of the quarter's last day, Art. 369h of Directive 2006/112/EC); a credit note for an invoice of an earlier
 * quarter is a correction of that quarter (Art. 369i since 2021: made in a later return, naming the period).
 */

export interface Quarter {
  year: number
  quarter: 1 | 2 | 3 | 4
}

/** `2026Q4` (also `2026-Q4`, lower case) as a quarter; null when it is none. */
export function parseQuarter(text: string): Quarter | null {
  const m = /^(\d{4})-?[Qq]([1-4])$/.exec(text.trim())
  if (!m) return null
  return { year: Number(m[1]), quarter: Number(m[2]) as Quarter['quarter'] }
}

export const quarterLabel = (q: Quarter) => `${q.year}Q${q.quarter}`

/** The quarter `at` falls in on the wall clock of `timeZone` (an invoice dated 31 December in Madrid is Q4). */
export function quarterOf(at: number, timeZone: string): Quarter {
  const { year, month } = localParts(at, timeZone)
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as Quarter['quarter'] }
}

const sameQuarter = (a: Quarter, b: Quarter) => a.year === b.year && a.quarter === b.quarter

/** What the report reads of one issued invoice or credit note. */
export interface OssDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE'
  number: string
  timeZone: string
  issuedAt: number
  currency: string
  seller: Pick<InvoiceSeller, 'vatId'>
  buyer: Pick<InvoiceBuyer, 'country' | 'vatId'>
  vatTotals: readonly VatTotal[]
  /** For a credit note: when the invoice it corrects was issued (the quarter it corrects). */
  credited?: { issuedAt: number; timeZone: string }
}

export interface OssRow {
  /** SUPPLY: the quarter's own sales (less credit notes of its own invoices); CORRECTION: of an earlier quarter. */
  kind: 'SUPPLY' | 'CORRECTION'
  /** The quarter the figures belong to: the report's own, or the corrected one. */
  period: string
  sellerVatId: string
  memberState: string
  vatRate: number
  currency: string
  netMinor: number
  vatMinor: number
  grossMinor: number
  documents: number
}

/** Whether a document is a union-scheme supply: to a consumer in another member state than the seller's. */
export function isOssSupply(doc: Pick<OssDocument, 'seller' | 'buyer'>): boolean {
  const destination = doc.buyer.country.toUpperCase()
  return (
    !doc.buyer.vatId &&
    EU_MEMBER_STATES.has(destination) &&
    EU_MEMBER_STATES.has(countryOfVatId(doc.seller.vatId)) &&
    destination !== countryOfVatId(doc.seller.vatId)
  )
}

/**
 * The report's rows for `quarter`: documents issued in it (on their own site's calendar), grouped by kind, period,
 * seller, member state of consumption, rate and currency; sorted so the file reads the same every time.
 */
export function ossReport(docs: readonly OssDocument[], quarter: Quarter): OssRow[] {
  const rows = new Map<string, OssRow>()
  for (const doc of docs) {
    if (!sameQuarter(quarterOf(doc.issuedAt, doc.timeZone), quarter) || !isOssSupply(doc)) continue
    const corrected =
      doc.kind === 'CREDIT_NOTE' && doc.credited ? quarterOf(doc.credited.issuedAt, doc.credited.timeZone) : quarter
    const kind = sameQuarter(corrected, quarter) ? 'SUPPLY' : 'CORRECTION'
    for (const t of doc.vatTotals) {
      const row: Omit<OssRow, 'netMinor' | 'vatMinor' | 'grossMinor' | 'documents'> = {
        kind,
        period: quarterLabel(corrected),
        sellerVatId: doc.seller.vatId,
        memberState: doc.buyer.country.toUpperCase(),
        vatRate: t.rate,
        currency: doc.currency,
      }
      const key = JSON.stringify(row)
      const sum = rows.get(key) ?? { ...row, netMinor: 0, vatMinor: 0, grossMinor: 0, documents: 0 }
      sum.netMinor += t.netMinor
      sum.vatMinor += t.vatMinor
      sum.grossMinor += t.grossMinor
      sum.documents += 1
      rows.set(key, sum)
    }
  }
  const order = (r: OssRow) => [
    r.kind,
    r.period,
    r.sellerVatId,
    r.memberState,
    r.currency,
    String(1000 - r.vatRate).padStart(8, '0'),
  ]
  return [...rows.values()].sort((a, b) => order(a).join('|').localeCompare(order(b).join('|')))
}

/** Minor units (two decimals: every currency the shop takes has cents) as a plain decimal, `-12.05`. */
export function decimalOfMinor(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
