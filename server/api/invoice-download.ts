import type { Response } from 'express'
import type { MailAttachment } from '../services/mail/mailer.js'

/** An invoice or credit note PDF, shown in the browser and never cached by a shared cache (it names the buyer). */
export function sendInvoiceFile(res: Response, file: MailAttachment): void {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': `inline; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  })
  res.send(file.content)
}
