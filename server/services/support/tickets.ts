import { transaction } from '../../../db/transaction.js'
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Db } from '../../../db/client.js'
import * as sq from '../../../db/queries/support.js'
import { queueEmail } from '../mail/email-outbox.js'
import { contactSchema, nextTicketStatus, replySchema, type TicketStatus } from '../../domain/support/tickets.js'
import { invalidFields } from '../../domain/checkout/checkout-details.js'
import { isPublicId, newPublicId } from '../../domain/orders/public-id.js'
import { safeFileName, sniffFileType } from '../../domain/uploads/file-sniffing.js'
import { checkDocument } from '../../domain/uploads/document-structure.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { renderTicketReceived, renderTicketReply } from '../../emails/support-emails.js'
import type { Translate } from '../../i18n/server-messages.js'
import type { FileStorage } from '../storage/file-storage.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { siteDisplayNameOf } from '../../domain/tenancy/tenant.js'

export type { TicketRow } from '../../../db/queries/support.js'

/** Storage folder of support attachments; its temporary folder receives the forms' files. */
export const ATTACHMENTS = 'attachments'
/** The storage key of an attachment: one file per content. */
export const attachmentKey = (sha256: string) => `${ATTACHMENTS}/${sha256}`

/** What answering and closing a ticket need (no attachment is stored on those paths). */
export type TicketDeps = Omit<SupportDeps, 'storage'>

export const ATTACHMENT_MAX_BYTES = 5 * 1_048_576
export const shortTicketNumber = (publicId: string) => `T-${publicId.slice(0, 8).toUpperCase()}`

export interface SupportDeps {
  db: Db
  now: () => number
  translate: Translate
  /** Attachments are stored as `attachments/<sha256>` (decision 030). */
  storage: FileStorage
  /**
   * Whether a mail from an anonymous form may go to this recipient (at most a few an hour whoever asks, decision 025);
   * a refused mail is skipped, the form answers as always. Unset: no limit (staff and ops paths).
   */
  mailGate?: (recipient: string) => Promise<boolean>
}

/** The signature of a guest ticket's "this is my address" link (in its confirmation mail). */
export function ticketEmailSignature(secret: string, publicId: string): string {
  return createHmac('sha256', secret).update(`ticket-email:${publicId}`).digest('base64url')
}

/**
 * The link from a guest ticket's confirmation mail was opened, so its email is confirmed from that mailbox: from now
 * on the ticket shows in the account with that email. The public id of a ticket so confirmed (or confirmed before),
 * or null for a bad link.
 */
export async function confirmTicketEmail(
  deps: SupportDeps,
  secret: string,
  publicId: unknown,
  sig: unknown,
): Promise<string | null> {
  if (!isPublicId(publicId) || typeof sig !== 'string' || sig.length > 100) return null
  const expected = Buffer.from(ticketEmailSignature(secret, publicId))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const ticket = await sq.findTicketByPublicId(deps.db, publicId)
  if (!ticket || ticket.customerId !== null) return null
  await sq.confirmTicketEmail(deps.db, publicId, deps.now())
  return publicId
}

export interface SupportContext {
  brandSlug: string
  brandName: string
  from: string
  siteCode: string
  language: ShopLanguage
}

/** An attachment as `readMultipart` left it: a temporary file in the storage's attachments folder (same volume). */
export interface IncomingFile {
  fileName: string
  path: string
  bytes: number
}

export type OpenTicketResult = { ok: true; publicId: string } | { ok: false; error: 'INVALID'; fields: string[] }

type CheckedAttachment = { fileName: string; contentType: string; size: number; sha256: string }

/**
 * Checks an attachment by its content, without storing it yet: read back from its temporary file (at most
 * ATTACHMENT_MAX_BYTES), never received into memory. Null when refused; the caller deletes the temporary file.
 */
function checkAttachment(file: IncomingFile): CheckedAttachment | null {
  if (file.bytes > ATTACHMENT_MAX_BYTES) return null
  const data = readFileSync(file.path)
  const type = sniffFileType(data.subarray(0, 16))
  if (!type || type === 'image/gif') return null
  // Attachments are kept as sent: a ZIP or PDF must also be sound inside (no zip bomb, decision 025).
  if (!checkDocument(type, data).ok) return null
  const sha256 = createHash('sha256').update(data).digest('hex')
  return { fileName: safeFileName(file.fileName, type), contentType: type, size: data.length, sha256 }
}

/**
 * Stores a checked attachment once per content (same file, same key) by renaming its temporary file into place
 * (FileStorage.putFile); when that content is stored already, the temporary file is deleted.
 */
async function keepAttachment(deps: SupportDeps, file: IncomingFile, checked: CheckedAttachment): Promise<void> {
  await deps.storage.putFile(attachmentKey(checked.sha256), file.path)
}

/**
 * Opens a ticket from the contact form (or the account): validated as a whole, the ticket, its first message and
 * the attachment row are written in one transaction, and the confirmation mail is queued in it.
 */
export async function openTicket(
  deps: SupportDeps,
  ctx: SupportContext,
  body: Record<string, unknown>,
  file: IncomingFile | null,
  customer: { id: number; email: string; firstName: string } | null,
  /** A guest's "this is my address" link for the confirmation mail (the ticket's public id to a signed URL). */
  guestLink?: (publicId: string) => string,
): Promise<OpenTicketResult> {
  const parsed = contactSchema.safeParse(
    customer ? { ...body, email: customer.email, name: body.name || customer.firstName } : body,
  )
  const fields = parsed.success ? [] : invalidFields(parsed.error.issues)
  const stored = file ? checkAttachment(file) : null
  if (file && !stored) fields.push('attachment')
  if (!parsed.success || fields.length) return { ok: false, error: 'INVALID', fields }
  // Only a valid form keeps its attachment.
  if (file && stored) await keepAttachment(deps, file, stored)
  const input = parsed.data
  const now = deps.now()
  const publicId = newPublicId()
  // A guest names any address: the confirmation mail goes there only while that address gets few such mails.
  const mailed = customer !== null || !deps.mailGate || (await deps.mailGate(input.email))
  const mail = mailed
    ? renderTicketReceived(
        {
          language: ctx.language,
          brand: ctx.brandName,
          name: input.name,
          ticket: shortTicketNumber(publicId),
          message: input.message,
          confirmLink: customer === null && guestLink ? guestLink(publicId) : undefined,
        },
        deps.translate,
      )
    : null
  await transaction(deps.db, async (tx) => {
    const subject =
      input.channel === 'formContactRequestBudget' && input.quantity
        ? `${input.subject} (${input.quantity})`
        : input.subject
    const ticketId = await sq.insertTicket(tx, {
      publicId,
      brandSlug: ctx.brandSlug,
      siteCode: ctx.siteCode,
      language: ctx.language,
      customerId: customer?.id ?? null,
      email: input.email,
      name: input.name,
      channel: input.channel,
      subject,
      orderPublicId: input.orderReference || null,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
    })
    const messageId = await sq.insertTicketMessage(tx, {
      ticketId,
      author: 'customer',
      authorName: input.name,
      body: input.message,
      createdAt: now,
    })
    if (stored) await sq.insertAttachment(tx, { messageId, ...stored })
    if (!mail) return
    await queueEmail(tx, {
      dedupeKey: `ticket:${publicId}:received`,
      to: input.email,
      from: ctx.from,
      ...mail,
      createdAt: now,
    })
  })
  return { ok: true, publicId }
}

export type TicketActionResult =
  { ok: true } | { ok: false; error: 'CLOSED' } | { ok: false; error: 'INVALID'; fields: string[] }

/**
 * The ticket's next status and its message; `stored` is an attachment already kept (customer replies only). The
 * status is read again holding the ticket's row lock and moved from it (compare-and-set all the same), so a reply
 * and a close at once take turns: the second sees what the first made of the ticket.
 */
async function move(
  deps: TicketDeps,
  ticket: sq.TicketRow,
  event: 'customer-reply' | 'staff-reply' | 'close',
  message: { author: string; authorName: string; body: string } | null,
  stored: CheckedAttachment | null = null,
): Promise<TicketActionResult> {
  if (!nextTicketStatus(ticket.status as TicketStatus, event).ok) return { ok: false, error: 'CLOSED' }
  const now = deps.now()
  const done = await transaction(deps.db, async (tx) => {
    const current = await sq.lockTicket(tx, ticket.id)
    const next = current && nextTicketStatus(current.status as TicketStatus, event)
    if (!current || !next?.ok || !(await sq.setTicketStatus(tx, ticket.id, current.status, next.to, now))) return false
    if (message) {
      const messageId = await sq.insertTicketMessage(tx, { ticketId: ticket.id, ...message, createdAt: now })
      if (stored) await sq.insertAttachment(tx, { messageId, ...stored })
    }
    return true
  })
  return done ? { ok: true } : { ok: false, error: 'CLOSED' }
}

/** The customer answers from the account, with an optional attachment (stored only when the reply is taken). */
export async function customerReply(
  deps: SupportDeps,
  ticket: sq.TicketRow,
  authorName: string,
  body: unknown,
  file: IncomingFile | null,
): Promise<TicketActionResult> {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: 'INVALID', fields: ['message'] }
  if (!nextTicketStatus(ticket.status as TicketStatus, 'customer-reply').ok) return { ok: false, error: 'CLOSED' }
  const stored = file ? checkAttachment(file) : null
  if (file && !stored) return { ok: false, error: 'INVALID', fields: ['attachment'] }
  if (file && stored) await keepAttachment(deps, file, stored)
  return move(deps, ticket, 'customer-reply', { author: 'customer', authorName, body: parsed.data.message }, stored)
}

/** A customer's message without attachment (the chat). */
export async function customerMessage(
  deps: TicketDeps,
  ticket: sq.TicketRow,
  authorName: string,
  body: unknown,
): Promise<TicketActionResult> {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: 'INVALID', fields: ['message'] }
  return move(deps, ticket, 'customer-reply', { author: 'customer', authorName, body: parsed.data.message })
}

export async function closeTicket(deps: TicketDeps, ticket: sq.TicketRow): Promise<TicketActionResult> {
  return move(deps, ticket, 'close', null)
}

/** Who a staff reply comes from: the ticket's site under its name in the ticket's language, at the brand's address. */
function ticketSender(
  brand: Pick<TenantFile, 'displayName' | 'sites' | 'legal'>,
  ticket: Pick<sq.TicketRow, 'siteCode' | 'language'>,
): { from: string; brandName: string } {
  const brandName = siteDisplayNameOf(brand, ticket.siteCode, ticket.language as ShopLanguage)
  return { from: `${brandName} <${brand.legal.email}>`, brandName }
}

/**
 * Customer service answers a ticket as its brand (the ops CLI, the ticket API and the console, decision 051): the
 * ticket becomes RESOLVED and the customer gets the answer by mail, in the ticket's language, from the ticket's site.
 */
export async function answerTicket(
  deps: TicketDeps,
  brand: Pick<TenantFile, 'displayName' | 'sites' | 'legal'>,
  ticket: sq.TicketRow,
  staffName: string,
  message: unknown,
): Promise<TicketActionResult> {
  return staffReply(deps, ticket, { name: staffName, ...ticketSender(brand, ticket) }, { message })
}

/** A staff answer from a given sender: the ticket becomes RESOLVED and the customer gets the answer by mail. */
export async function staffReply(
  deps: TicketDeps,
  ticket: sq.TicketRow,
  staff: { name: string; from: string; brandName: string },
  body: unknown,
): Promise<TicketActionResult> {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: 'INVALID', fields: ['message'] }
  const result = await move(deps, ticket, 'staff-reply', {
    author: 'staff',
    authorName: staff.name,
    body: parsed.data.message,
  })
  if (result.ok) {
    const mail = renderTicketReply(
      {
        language: ticket.language as ShopLanguage,
        brand: staff.brandName,
        name: ticket.name,
        ticket: shortTicketNumber(ticket.publicId),
        reply: parsed.data.message,
      },
      deps.translate,
    )
    await queueEmail(deps.db, {
      dedupeKey: `ticket:${ticket.publicId}:reply:${deps.now()}:${newPublicId().slice(0, 6)}`,
      to: ticket.email,
      from: staff.from,
      ...mail,
      createdAt: deps.now(),
    })
  }
  return result
}

/**
 * An agent writes in a live chat (the console, decision 051): the shopper reads it in the chat on their screen, so no
 * mail is sent; the chat moves like a ticket the shop answered.
 */
export async function staffChatMessage(
  deps: TicketDeps,
  ticket: sq.TicketRow,
  staffName: string,
  body: unknown,
): Promise<TicketActionResult> {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: 'INVALID', fields: ['message'] }
  return move(deps, ticket, 'staff-reply', { author: 'staff', authorName: staffName, body: parsed.data.message })
}

/**
 * Staff set a ticket's status by hand (the console): any status but the one it has, except that an archived ticket
 * stays closed, as for every other path. Compare-and-set on the status the caller read.
 */
export async function setStaffTicketStatus(
  deps: TicketDeps,
  ticket: sq.TicketRow,
  to: TicketStatus,
): Promise<TicketActionResult> {
  if (ticket.status === 'ARCHIVED' || ticket.status === to) return { ok: false, error: 'CLOSED' }
  return (await sq.setTicketStatus(deps.db, ticket.id, ticket.status, to, deps.now()))
    ? { ok: true }
    : { ok: false, error: 'CLOSED' }
}

/** The support desk's view (ticket API): any ticket, or only one brand's for a key limited to it; null otherwise. */
export async function deskTicket(db: Db, publicId: unknown, brandSlug: string | null): Promise<sq.TicketRow | null> {
  const ticket = isPublicId(publicId) ? await sq.findTicketByPublicId(db, publicId) : undefined
  return ticket && (brandSlug === null || brandSlug === ticket.brandSlug) ? ticket : null
}

/** The desk's list: newest activity first, at most 200, optionally one brand's and one status. */
export async function deskTickets(
  db: Db,
  filter: { brandSlug: string | null; status: string | null },
): Promise<sq.TicketRow[]> {
  return sq.listTickets(db, filter)
}

/** The thread as a customer sees it (attachments without their storage names). */
export async function ticketThread(db: Db, ticket: sq.TicketRow) {
  const messages = await sq.messagesOf(db, ticket.id)
  const attachments = await sq.attachmentsOf(
    db,
    messages.map((m) => m.id),
  )
  return messages.map((m) => ({
    id: m.id,
    author: m.author,
    authorName: m.authorName,
    body: m.body,
    createdAt: m.createdAt,
    attachments: attachments
      .filter((a) => a.messageId === m.id)
      .map((a) => ({ id: a.id, fileName: a.fileName, size: a.size })),
  }))
}
