import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { ServerMessage, Translate } from '../i18n/server-messages.js'
import type { InvoiceLabels } from '../services/accounts/partner-invoice-pdf.js'

/**
 * Every human word of the partner commission invoice (PDF), as plain Lingui message descriptors marked with the
 * `i18n` comment so that `lingui extract` keeps them in locales/<lang>/messages.po; `id` is the id Lingui generates
 * from the message (see server/i18n/server-messages.ts; invoice-messages.test.ts prints the right id after an edit).
 * `{percent}`, `{rate}`, `{page}` and `{pages}` are filled in by the PDF renderer, not here.
 */
export const INVOICE_MESSAGES = {
  title: /*i18n*/ { id: 'W9ZRDG', message: 'Commission statement' },
  selfBilling: /*i18n*/ {
    id: 'UpyS5r',
    message: 'Self-billing invoice: issued by the customer in the name and on behalf of the supplier.',
  },
  invoiceNumber: /*i18n*/ { id: 'Y0Jaj3', message: 'Invoice number' },
  date: /*i18n*/ { id: 'mYGY3B', message: 'Date' },
  period: /*i18n*/ { id: 'NtQvjo', message: 'Period' },
  issuedBy: /*i18n*/ { id: 'gJNPKg', message: 'Issued by' },
  partner: /*i18n*/ { id: '71zZ31', message: 'Partner' },
  vatId: /*i18n*/ { id: 'Ttw+e+', message: 'VAT ID' },
  email: /*i18n*/ { id: 'O3oNi5', message: 'Email' },
  commissionRate: /*i18n*/ { id: 'v13UQR', message: 'Commission rate: {percent} %' },
  order: /*i18n*/ { id: 'UYUgdb', message: 'Order' },
  orderDate: /*i18n*/ { id: 'mYGY3B', message: 'Date' },
  base: /*i18n*/ { id: 'Nzwli2', message: 'Base' },
  commission: /*i18n*/ { id: '+qgAQ8', message: 'Commission' },
  net: /*i18n*/ { id: 'EcdbXQ', message: 'Net' },
  vat: /*i18n*/ { id: 'Fo8BNa', message: 'VAT {rate} %' },
  total: /*i18n*/ { id: '72c5Qo', message: 'Total' },
  paidTo: /*i18n*/ { id: 'WGaYmX', message: 'Paid to' },
  iban: /*i18n*/ { id: 'sfIOlH', message: 'IBAN' },
  vatNotApplicable: /*i18n*/ { id: 'BMeajU', message: 'VAT not applicable' },
  page: /*i18n*/ { id: 'XRh5ST', message: 'Page {page} of {pages}' },
} as const satisfies Record<keyof InvoiceLabels, ServerMessage>

/** The invoice labels in one shop language (placeholders left for the renderer). */
export function invoiceLabels(translate: Translate, language: ShopLanguage): InvoiceLabels {
  const entries = Object.entries(INVOICE_MESSAGES).map(([key, message]) => [key, translate(language, message)])
  return Object.fromEntries(entries) as unknown as InvoiceLabels
}
