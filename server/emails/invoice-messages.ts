import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { ServerMessage, Translate } from '../i18n/server-messages.js'
import type { InvoiceLabels } from '../services/accounts/partner-invoice-pdf.js'
import { msg } from '@lingui/core/macro'

/**
 * Every human word of the partner commission invoice (PDF), as Lingui `msg` macros so that `lingui extract` keeps
 * them in locales/<lang>/messages.po (see server/i18n/server-messages.ts).
 * `{percent}`, `{rate}`, `{page}` and `{pages}` are filled in by the PDF renderer, not here.
 */
export const INVOICE_MESSAGES = {
  title: msg`Commission statement`,
  selfBilling: msg`Self-billing invoice: issued by the customer in the name and on behalf of the supplier.`,
  invoiceNumber: msg`Invoice number`,
  date: msg`Date`,
  period: msg`Period`,
  issuedBy: msg`Issued by`,
  partner: msg`Partner`,
  vatId: msg`VAT ID`,
  email: msg`Email`,
  commissionRate: msg`Commission rate: {percent} %`,
  order: msg`Order`,
  orderDate: msg`Date`,
  base: msg`Base`,
  commission: msg`Commission`,
  net: msg`Net`,
  vat: msg`VAT {rate} %`,
  total: msg`Total`,
  paidTo: msg`Paid to`,
  iban: msg`IBAN`,
  vatNotApplicable: msg`VAT not applicable`,
  page: msg`Page {page} of {pages}`,
} as const satisfies Record<keyof InvoiceLabels, ServerMessage>

/** The invoice labels in one shop language (placeholders left for the renderer). */
export function invoiceLabels(translate: Translate, language: ShopLanguage): InvoiceLabels {
  const entries = Object.entries(INVOICE_MESSAGES).map(([key, message]) => [key, translate(language, message)])
  return Object.fromEntries(entries) as unknown as InvoiceLabels
}
