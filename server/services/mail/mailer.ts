import { mkdir, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'

/** One message as the shop composes it; the mailer adds Message-ID, Date and the MIME structure. */
export interface OutgoingMail {
  to: string
  from: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

/** A file sent with a mail (an invoice PDF): rendered at send time, never stored with the outbox row. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>
}

/** A message read back from the dev outbox (from the JSON sidecar written next to each .eml). */
export interface OutboxMessage {
  /** Absolute path of the RFC 822 .eml file: open it in a mail client to see the real thing. */
  file: string
  messageId: string
  to: string
  from: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** What was attached (name, type, bytes); the content itself is in the .eml. */
  attachments?: { filename: string; contentType: string; size: number }[]
}

/**
 * SMTP through nodemailer when `smtpUrl` is set (smtp(s)://user:pass@host:port). Without it (dev, tests) each
 * message is rendered by nodemailer's stream transport and written to `outboxDir` as
 * `<ISO timestamp, ":" replaced by "-">-<message-id slug>.eml`, plus a `.json` sidecar with the same name that
 * `readOutbox` reads (parsing MIME back would be more code than the sidecar and less robust).
 */
/** nodemailer (some 40 files) loads with the first mail, not at server start (decision 018). */
function lazyTransport(
  options: Parameters<typeof import('nodemailer').createTransport>[0],
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined
  return () => (transport ??= import('nodemailer').then((m) => m.createTransport(options)))
}

export function createMailer(opts: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl)
    return {
      async send(mail) {
        const info = await (await transport()).sendMail(toNodemailer(mail))
        return { messageId: info.messageId }
      },
    }
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let lastStamp = 0
  return {
    async send(mail) {
      const info = await (await transport()).sendMail(toNodemailer(mail))
      // Strictly increasing stamps keep file names (and so readOutbox order) in sending order within a process.
      const stamp = (lastStamp = Math.max(Date.now(), lastStamp + 1))
      const base = `${new Date(stamp).toISOString().replaceAll(':', '-')}-${slug(info.messageId)}`
      await mkdir(opts.outboxDir, { recursive: true })
      const eml = info.message
      await writeFile(join(opts.outboxDir, `${base}.eml`), Buffer.isBuffer(eml) ? eml : String(eml))
      const sidecar: Omit<OutboxMessage, 'file'> = {
        messageId: info.messageId,
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      }
      // Written last: a sidecar means the .eml beside it is complete.
      await writeFile(join(opts.outboxDir, `${base}.json`), JSON.stringify(sidecar, null, 2) + '\n', 'utf8')
      return { messageId: info.messageId }
    },
  }
}

/** Messages of the dev outbox, oldest first (newest last). An .eml without its sidecar is skipped. */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!existsSync(outboxDir)) return []
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json') && existsSync(join(outboxDir, f.replace(/\.json$/, '.eml'))))
    .sort()
    .map((f) => {
      const data = JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as Omit<OutboxMessage, 'file'>
      return { file: join(outboxDir, f.replace(/\.json$/, '.eml')), ...data }
    })
}

function toNodemailer(mail: OutgoingMail) {
  return {
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  }
}

function slug(messageId: string): string {
  return (
    messageId
      .replace(/^<|>$/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'message'
  )
}
