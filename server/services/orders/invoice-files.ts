import type { Db } from '../../../db/client.js'
import { findInvoiceById, invoicesOfOrder, type InvoiceRow } from '../../../db/queries/invoices.js'
import { shopInvoiceLabels } from '../../emails/shop-invoice-messages.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import type { Translate } from '../../i18n/server-messages.js'
import type { AttachmentRenderer } from '../mail/email-outbox.js'
import type { MailAttachment } from '../mail/mailer.js'
import { renderInvoicePdf } from './invoice-pdf.js'

/**
 * The shopper's invoices and credit notes as files (decision 052): attached to the payment and refund mails and
 * downloaded from the account and tracking pages. Always rendered from the stored rows (decision 049), so nothing
 * but the row is kept.
 */

/** What the order pages list: one entry per document, the number naming its file. */
export interface InvoiceLink {
  number: string
  kind: 'INVOICE' | 'CREDIT_NOTE'
}

export async function invoiceLinksOf(db: Db, orderId: number): Promise<InvoiceLink[]> {
  return (await invoicesOfOrder(db, orderId)).map((i) => ({ number: i.number, kind: i.kind as InvoiceLink['kind'] }))
}

async function fileOf(translate: Translate, doc: InvoiceRow, all: InvoiceRow[]): Promise<MailAttachment> {
  const creditedNumber = all.find((i) => i.id === doc.creditedInvoiceId)?.number ?? null
  const labels = shopInvoiceLabels(translate, doc.language as ShopLanguage)
  return {
    filename: `${doc.number}.pdf`,
    contentType: 'application/pdf',
    content: await renderInvoicePdf(doc, labels, { creditedNumber }),
  }
}

/** One document of an order by its number, as a file; null when the order has none of that number. */
export async function orderInvoiceFile(
  db: Db,
  translate: Translate,
  orderId: number,
  fileName: string,
): Promise<MailAttachment | null> {
  const all = await invoicesOfOrder(db, orderId)
  const doc = all.find((i) => `${i.number}.pdf` === fileName)
  return doc ? fileOf(translate, doc, all) : null
}

/** The mail job's renderer: each referenced invoice or credit note as its PDF. */
export function invoiceAttachments(db: Db, translate: Translate): AttachmentRenderer {
  return async (refs) => {
    const files: MailAttachment[] = []
    for (const ref of refs) {
      const doc = await findInvoiceById(db, ref.invoiceId)
      if (doc) files.push(await fileOf(translate, doc, await invoicesOfOrder(db, doc.orderId)))
    }
    return files
  }
}
