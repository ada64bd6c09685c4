import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { customers } from './accounts.js'
import { staffUsers } from './console.js'

/**
 * Support tickets opened from /contact (guests) or the account (customers), and chats (/contact/chat, decision 021).
 * A guest ticket is linked to the account with the same email only once its email is confirmed from that mailbox (the
 * link in the confirmation mail, decision 025). Status: PENDING (waiting for the shop), RESOLVED (the shop
 * answered), ARCHIVED (closed).
 */
export const tickets = sqliteTable(
  'tickets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull().unique(),
    brandSlug: text('brand_slug').notNull(),
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    orderPublicId: text('order_public_id'),
    /** A chat (channel "chat") belongs to whoever started it: the shop session, or `c:<id>` for a customer. */
    chatOwner: text('chat_owner'),
    /** A guest ticket's email was confirmed from its mailbox (the link in the confirmation mail); null: not (yet). */
    emailConfirmedAt: integer('email_confirmed_at'),
    status: text('status').notNull(),
    /** The console member who has the ticket in hand (decision 051); null: nobody yet. */
    assignedStaffId: integer('assigned_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('tickets_brand_email').on(t.brandSlug, t.email),
    index('tickets_customer').on(t.customerId),
    index('tickets_chat_owner').on(t.chatOwner, t.brandSlug),
    index('tickets_brand_status').on(t.brandSlug, t.status),
  ],
)

/**
 * Staff notes on a ticket (decision 051): a table of their own, not messages, so no path that shows the shopper a
 * thread can ever read one.
 */
export const ticketNotes = sqliteTable(
  'ticket_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('ticket_notes_ticket').on(t.ticketId)],
)

export const ticketMessages = sqliteTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId)],
)

/** Files checked by content; stored under data/ by SHA-256, never served to another ticket's reader. */
export const ticketAttachments = sqliteTable(
  'ticket_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [index('ticket_attachments_message').on(t.messageId)],
)

/** Newsletter with double opt-in, per brand and language; the unsubscribe link is signed, not a stored token. */
export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandSlug: text('brand_slug').notNull(),
    language: text('language').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: integer('created_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    unsubscribedAt: integer('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_brand_email').on(t.brandSlug, t.email)],
)
