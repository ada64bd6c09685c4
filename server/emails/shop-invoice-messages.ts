import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { ServerMessage, Translate } from '../i18n/server-messages.js'
import type { ShopInvoiceLabels } from '../services/orders/invoice-pdf.js'
import { msg } from '@lingui/core/macro'

/**
 * Every human word of the shopper's invoice and credit note (PDF, decision 049), as Lingui `msg` macros so that
 * `lingui extract` keeps them in locales/<lang>/messages.po. `{number}`, `{rate}`, `{page}` and `{pages}` are filled
 * in by the renderer.
 */
const SHOP_INVOICE_MESSAGES = {
  invoice: msg`Invoice`,
  creditNote: msg`Credit note`,
  invoiceNumber: msg`Invoice number`,
  creditNoteNumber: msg`Credit note number`,
  date: msg`Date`,
  correctsInvoice: msg`Corrects invoice {number}`,
  issuedBy: msg`Issued by`,
  billedTo: msg`Billed to`,
  vatId: msg`VAT ID`,
  email: msg`Email`,
  description: msg`Description`,
  quantity: msg`Quantity`,
  unitPrice: msg`Unit price`,
  vatRate: msg`VAT rate`,
  amount: msg`Amount`,
  shipping: msg`Shipping`,
  discount: msg`Discount`,
  refund: msg`Refund`,
  net: msg`Net`,
  vat: msg`VAT {rate} %`,
  total: msg`Total`,
  page: msg`Page {page} of {pages}`,
  reverseCharge: msg`Intra-Community supply exempt from VAT (Article 138 of Directive 2006/112/EC). Reverse charge: the VAT is due by the customer.`,
} as const satisfies Record<keyof ShopInvoiceLabels, ServerMessage>

/** The invoice labels in one shop language (placeholders left for the renderer). */
export function shopInvoiceLabels(translate: Translate, language: ShopLanguage): ShopInvoiceLabels {
  const entries = Object.entries(SHOP_INVOICE_MESSAGES).map(([key, message]) => [key, translate(language, message)])
  return Object.fromEntries(entries) as unknown as ShopInvoiceLabels
}
