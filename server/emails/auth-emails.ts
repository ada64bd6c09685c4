import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import type { ServerMessage, Translate } from '../i18n/server-messages.js'
import { EMAIL_MESSAGES } from './messages.js'
import { escapeHtml, type RenderedEmail } from './order-confirmation.js'
import { msg } from '@lingui/core/macro'

/** Account mails (Lingui `msg` macros, see server/i18n/server-messages.ts). */
export const AUTH_MESSAGES = {
  verifySubject: msg`Confirm your email address for {brand}`,
  verifyBody: msg`Click the link below to confirm your email address and sign in. The link is valid for 24 hours.`,
  verifyButton: msg`Confirm email address`,
  magicSubject: msg`Your sign-in link for {brand}`,
  magicBody: msg`Click the link below to sign in. The link is valid for 15 minutes and works once.`,
  magicButton: msg`Sign in`,
  resetSubject: msg`Reset your password at {brand}`,
  resetBody: msg`Click the link below to choose a new password. The link is valid for 30 minutes and works once.`,
  resetButton: msg`Choose a new password`,
  existsSubject: msg`You already have an account at {brand}`,
  existsBody: msg`Someone, probably you, tried to create a new account with this email address. You already have one: sign in, or reset your password if you forgot it.`,
  ignore: msg`If you did not ask for this, you can ignore this email.`,
} as const satisfies Record<string, ServerMessage>

export type AuthMailKind = 'verify-email' | 'magic-link' | 'password-reset' | 'already-registered'

const PARTS: Record<AuthMailKind, { subject: ServerMessage; body: ServerMessage; button: ServerMessage }> = {
  'verify-email': {
    subject: AUTH_MESSAGES.verifySubject,
    body: AUTH_MESSAGES.verifyBody,
    button: AUTH_MESSAGES.verifyButton,
  },
  'magic-link': {
    subject: AUTH_MESSAGES.magicSubject,
    body: AUTH_MESSAGES.magicBody,
    button: AUTH_MESSAGES.magicButton,
  },
  'password-reset': {
    subject: AUTH_MESSAGES.resetSubject,
    body: AUTH_MESSAGES.resetBody,
    button: AUTH_MESSAGES.resetButton,
  },
  'already-registered': {
    subject: AUTH_MESSAGES.existsSubject,
    body: AUTH_MESSAGES.existsBody,
    button: AUTH_MESSAGES.magicButton,
  },
}

/** A short mail with one link (the link is the only way in, so it is shown as text too). */
export function renderAuthMail(
  kind: AuthMailKind,
  v: { language: ShopLanguage; brand: string; firstName: string; link: string },
  translate: Translate,
): RenderedEmail {
  const t = (m: ServerMessage, values?: Record<string, string>) => translate(v.language, m, values)
  const p = PARTS[kind]
  const subject = t(p.subject, { brand: v.brand })
  const greeting = t(EMAIL_MESSAGES.greeting, { firstName: v.firstName })
  const lines = [
    greeting,
    '',
    t(p.body),
    '',
    `${t(p.button)}: ${v.link}`,
    '',
    t(AUTH_MESSAGES.ignore),
    '',
    t(EMAIL_MESSAGES.signOff, { brand: v.brand }),
  ]
  const safeLink = /^https?:\/\//.test(v.link) ? escapeHtml(v.link) : '#'
  const html = `<!DOCTYPE html><html lang="${escapeHtml(v.language)}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t(p.body))}</p>
<p><a href="${safeLink}" style="display:inline-block;background:#1f4fd1;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(t(p.button))}</a></p>
<p style="font-size:13px;word-break:break-all">${safeLink}</p><p style="font-size:13px;color:#555">${escapeHtml(t(AUTH_MESSAGES.ignore))}</p>
<p>${escapeHtml(t(EMAIL_MESSAGES.signOff, { brand: v.brand }))}</p></body></html>`
  return { subject, text: lines.join('\n'), html }
}
