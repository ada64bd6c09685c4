import { lockForTransaction, transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as sq from '../../../db/queries/support.js'
import { chatAvailability, type ChatHours } from '../../domain/support/chat-hours.js'
import { chatStartSchema } from '../../domain/support/tickets.js'
import { invalidFields } from '../../domain/checkout/checkout-details.js'
import { newPublicId } from '../../domain/orders/public-id.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { closeTicket, customerMessage, shortTicketNumber, ticketThread, type SupportDeps } from './tickets.js'

/**
 * The chat channel (decision 021): a conversation with the support desk, kept as a ticket of channel "chat" that
 * belongs to whoever started it (the shop session, or the signed-in customer). The shopper writes on /contact/chat;
 * staff answer with the ticket tools (ops CLI, ticket API), which also mail the answer. A chat starts only in the
 * brand's opening hours; one under way keeps taking messages after closing time, for the desk to answer later.
 */
export interface ChatContext {
  brandSlug: string
  siteCode: string
  language: ShopLanguage
  hours: ChatHours
  timeZone: string
  /** ownerId(): the shop session id, or `c:<id>` when signed in. */
  owner: string
  customer: { id: number; email: string; firstName: string } | null
  now: number
}

/** /contact/chat: whether the chat is open (or when it opens), and the conversation under way, if any. */
export async function chatPage(
  db: Db,
  ctx: Pick<ChatContext, 'brandSlug' | 'owner' | 'hours' | 'timeZone' | 'now'> & { signedIn: boolean },
) {
  const chat = await sq.openChatOf(db, ctx.brandSlug, ctx.owner)
  return {
    availability: chatAvailability(ctx.hours, ctx.timeZone, ctx.now),
    hours: ctx.hours,
    timeZone: ctx.timeZone,
    signedIn: ctx.signedIn,
    conversation: chat
      ? {
          number: shortTicketNumber(chat.publicId),
          status: chat.status,
          messages: (await ticketThread(db, chat)).map((m) => ({
            id: m.id,
            author: m.author === 'staff' ? ('staff' as const) : ('customer' as const),
            authorName: m.authorName,
            body: m.body,
            createdAt: m.createdAt,
          })),
        }
      : null,
  }
}

/** The contact page's chat entry: open now (link to the chat), or when it opens. */
export function chatStatus(hours: ChatHours, timeZone: string, now: number) {
  return { availability: chatAvailability(hours, timeZone, now), hours, timeZone }
}

export type ChatResult =
  { ok: true } | { ok: false; error: 'CLOSED_HOURS' | 'NO_CHAT' } | { ok: false; error: 'INVALID'; fields: string[] }

/**
 * Starts a chat with its first message, in opening hours only. With a chat already under way the message joins it
 * (a second tab, a double submit), so one shopper never has two open chats.
 */
export async function startChat(
  deps: SupportDeps,
  ctx: ChatContext,
  body: Record<string, unknown>,
): Promise<ChatResult> {
  if (await sq.openChatOf(deps.db, ctx.brandSlug, ctx.owner)) return sendChatMessage(deps, ctx, body)
  if (!chatAvailability(ctx.hours, ctx.timeZone, ctx.now).open) return { ok: false, error: 'CLOSED_HOURS' }
  const c = ctx.customer
  const parsed = chatStartSchema.safeParse(c ? { ...body, name: c.firstName, email: c.email } : body)
  if (!parsed.success) return { ok: false, error: 'INVALID', fields: invalidFields(parsed.error.issues) }
  const { name, email, message } = parsed.data
  const now = deps.now()
  // No row says "this owner's chat" before there is one, so the owner's key is held (an advisory lock on PostgreSQL)
  // while the check is made again and the chat written: of two starts at once (two tabs, two instances) the second
  // finds the first's chat and its message joins it.
  const started = await transaction(deps.db, async (tx) => {
    await lockForTransaction(tx, `chat:${ctx.brandSlug}:${ctx.owner}`)
    if (await sq.openChatOf(tx, ctx.brandSlug, ctx.owner)) return false
    const ticketId = await sq.insertTicket(tx, {
      publicId: newPublicId(),
      brandSlug: ctx.brandSlug,
      siteCode: ctx.siteCode,
      language: ctx.language,
      customerId: c?.id ?? null,
      email,
      name,
      channel: 'chat',
      subject: `Chat: ${message.length > 60 ? `${message.slice(0, 59)}…` : message}`,
      orderPublicId: null,
      chatOwner: ctx.owner,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
    })
    await sq.insertTicketMessage(tx, { ticketId, author: 'customer', authorName: name, body: message, createdAt: now })
    return true
  })
  return started ? { ok: true } : sendChatMessage(deps, ctx, body)
}

/** The shopper writes in the chat under way (at any hour: the desk answers when it is back). */
export async function sendChatMessage(
  deps: SupportDeps,
  ctx: ChatContext,
  body: Record<string, unknown>,
): Promise<ChatResult> {
  const chat = await sq.openChatOf(deps.db, ctx.brandSlug, ctx.owner)
  if (!chat) return { ok: false, error: 'NO_CHAT' }
  const result = await customerMessage(deps, chat, chat.name, { message: body.message })
  if (result.ok) return { ok: true }
  return result.error === 'CLOSED' ? { ok: false, error: 'NO_CHAT' } : result
}

/** The shopper ends the chat: the ticket is archived, and the page offers a new chat. */
export async function endChat(deps: SupportDeps, ctx: ChatContext): Promise<ChatResult> {
  const chat = await sq.openChatOf(deps.db, ctx.brandSlug, ctx.owner)
  if (!chat) return { ok: false, error: 'NO_CHAT' }
  return (await closeTicket(deps, chat)).ok ? { ok: true } : { ok: false, error: 'NO_CHAT' }
}
