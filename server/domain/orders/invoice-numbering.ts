import { localParts } from '../tenancy/local-time.js'

/**
 * How invoices and credit notes are numbered (decision 049). Each legal entity of a brand numbers in its own gapless
 * series per calendar year of the site's time zone (and per country when the brand asks for it); credit notes have a
 * series of their own. A number is `<series>-<sequence of 6 digits>`: WPXES-2026-000123, WPXES-CN-2026-000007,
 * WPXES-ES-2026-000001 with a series per country.
 */
export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE'

export interface SeriesSetting {
  /** The entity's prefix: the brand's configured one, else its slug in capitals without dashes (wpx-es -> WPXES). */
  prefix: string
  /** A series per destination country (some tax offices ask for it). */
  perCountry: boolean
}

export function defaultInvoicePrefix(brandSlug: string): string {
  return brandSlug.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** The series a document issued at `at` belongs to; the year is the one on the document's date (site's time zone). */
export function invoiceSeries(
  setting: SeriesSetting,
  kind: InvoiceKind,
  country: string,
  at: number,
  timeZone: string,
): string {
  const parts = [setting.prefix]
  if (setting.perCountry) parts.push(country.toUpperCase())
  if (kind === 'CREDIT_NOTE') parts.push('CN')
  parts.push(String(localParts(at, timeZone).year))
  return parts.join('-')
}

/** The printed number of the `sequence`th document of `series` (1-based). */
export function invoiceNumber(series: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be ≥ 1: ${sequence}`)
  return `${series}-${String(sequence).padStart(6, '0')}`
}
