import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { ServerMessage, Translate } from '../i18n/server-messages.js'
import { EMAIL_MESSAGES } from './messages.js'
import { escapeHtml, type RenderedEmail } from './order-confirmation.js'
import { msg } from '@lingui/core/macro'

/** Support and newsletter mails (Lingui `msg` macros, see server/i18n/server-messages.ts). */
export const SUPPORT_MESSAGES = {
  ticketSubject: msg`We received your message ({ticket})`,
  ticketBody: msg`Thank you for contacting {brand}. We have opened ticket {ticket} and will answer by email, usually within one working day.`,
  ticketYourMessage: msg`Your message`,
  ticketConfirmBody: msg`Do you have an account with us under this email address? Confirm that this message is yours and it will appear in your account under Support tickets.`,
  ticketConfirmButton: msg`Show it in my account`,
  replySubject: msg`New answer to your ticket {ticket}`,
  replyBody: msg`Our customer service has answered your ticket {ticket}:`,
  replyHint: msg`You can reply from your account under Support tickets, or contact us again.`,
  newsletterConfirmSubject: msg`Please confirm your newsletter subscription at {brand}`,
  newsletterConfirmBody: msg`Click the link below to confirm that you want to receive the {brand} newsletter. If you did not subscribe, ignore this email and nothing happens.`,
  newsletterConfirmButton: msg`Confirm subscription`,
  newsletterWelcomeSubject: msg`Welcome to the {brand} newsletter`,
  newsletterWelcomeBody: msg`Your subscription is confirmed. You will receive our offers and ideas for personalised photo gifts.`,
  unsubscribe: msg`Unsubscribe`,
} as const satisfies Record<string, ServerMessage>

const M = SUPPORT_MESSAGES

interface Common {
  language: ShopLanguage
  brand: string
}

/** Paragraphs of plain text, rendered as text and as escaped HTML; `link` adds one button. */
function compose(
  v: Common,
  translate: Translate,
  subject: string,
  greeting: string | null,
  paragraphs: string[],
  link?: { label: string; url: string },
): RenderedEmail {
  const signOff = translate(v.language, EMAIL_MESSAGES.signOff, { brand: v.brand })
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    signOff,
  ].join('\n')
  const safe = link && /^https?:\/\//.test(link.url) ? escapeHtml(link.url) : '#'
  const html = `<!DOCTYPE html><html lang="${escapeHtml(v.language)}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px">
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${safe}" style="display:inline-block;background:#1f4fd1;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;word-break:break-all">${safe}</p>` : ''}
<p>${escapeHtml(signOff)}</p></body></html>`
  return { subject, text, html }
}

export function renderTicketReceived(
  v: Common & { name: string; ticket: string; message: string; confirmLink?: string },
  translate: Translate,
): RenderedEmail {
  const t = (m: ServerMessage, values?: Record<string, string>) => translate(v.language, m, values)
  return compose(
    v,
    translate,
    t(M.ticketSubject, { ticket: v.ticket }),
    t(EMAIL_MESSAGES.greeting, { firstName: v.name }),
    [
      t(M.ticketBody, { brand: v.brand, ticket: v.ticket }),
      `${t(M.ticketYourMessage)}:\n${v.message}`,
      ...(v.confirmLink ? [t(M.ticketConfirmBody)] : []),
    ],
    v.confirmLink ? { label: t(M.ticketConfirmButton), url: v.confirmLink } : undefined,
  )
}

export function renderTicketReply(
  v: Common & { name: string; ticket: string; reply: string },
  translate: Translate,
): RenderedEmail {
  const t = (m: ServerMessage, values?: Record<string, string>) => translate(v.language, m, values)
  return compose(
    v,
    translate,
    t(M.replySubject, { ticket: v.ticket }),
    t(EMAIL_MESSAGES.greeting, { firstName: v.name }),
    [t(M.replyBody, { ticket: v.ticket }), v.reply, t(M.replyHint)],
  )
}

export function renderNewsletterConfirm(v: Common & { link: string }, translate: Translate): RenderedEmail {
  const t = (m: ServerMessage, values?: Record<string, string>) => translate(v.language, m, values)
  return compose(
    v,
    translate,
    t(M.newsletterConfirmSubject, { brand: v.brand }),
    null,
    [t(M.newsletterConfirmBody, { brand: v.brand })],
    { label: t(M.newsletterConfirmButton), url: v.link },
  )
}

export function renderNewsletterWelcome(v: Common & { unsubscribeUrl: string }, translate: Translate): RenderedEmail {
  const t = (m: ServerMessage, values?: Record<string, string>) => translate(v.language, m, values)
  return compose(v, translate, t(M.newsletterWelcomeSubject, { brand: v.brand }), null, [t(M.newsletterWelcomeBody)], {
    label: t(M.unsubscribe),
    url: v.unsubscribeUrl,
  })
}
