import { transaction } from '../../../db/transaction.js'
import { createHmac, timingSafeEqual } from 'node:crypto'
import * as sq from '../../../db/queries/support.js'
import { queueEmail } from '../mail/email-outbox.js'
import { hashToken, isTokenFormat, newToken } from '../../domain/accounts/auth-rules.js'
import { isValidEmail } from '../../domain/forms/validation.js'
import { renderNewsletterConfirm, renderNewsletterWelcome } from '../../emails/support-emails.js'
import type { SupportContext, SupportDeps } from './tickets.js'

/** Signed one-click unsubscribe: the link carries the subscription id and an HMAC of it, nothing to look up or guess. */
export function unsubscribeSignature(secret: string, subscriptionId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriptionId}`).digest('base64url')
}

export function verifyUnsubscribe(secret: string, id: unknown, sig: unknown): number | null {
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id) || typeof sig !== 'string' || sig.length > 100) return null
  const expected = Buffer.from(unsubscribeSignature(secret, Number(id)))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(id) : null
}

/**
 * Double opt-in: the address is stored as pending with a confirmation token and gets a mail; only the link confirms
 * it. The answer is the same for new, pending and already confirmed addresses.
 */
export async function subscribe(
  deps: SupportDeps,
  ctx: SupportContext,
  email: unknown,
  link: (path: string) => string,
): Promise<{ ok: true } | { ok: false; error: 'INVALID_EMAIL' }> {
  const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (!isValidEmail(address) || address.length > 254) return { ok: false, error: 'INVALID_EMAIL' }
  const existing = await sq.findSubscription(deps.db, ctx.brandSlug, address)
  if (existing?.status === 'confirmed') return { ok: true }
  // Whoever asks, an address gets few confirmation mails an hour (decision 025); the answer stays the same.
  if (deps.mailGate && !(await deps.mailGate(address))) return { ok: true }
  const token = newToken()
  const now = deps.now()
  const mail = renderNewsletterConfirm(
    { language: ctx.language, brand: ctx.brandName, link: link(`/newsletter?confirm=${token}`) },
    deps.translate,
  )
  await transaction(deps.db, async (tx) => {
    const id = await sq.upsertSubscription(tx, {
      brandSlug: ctx.brandSlug,
      language: ctx.language,
      email: address,
      status: 'pending',
      confirmTokenHash: hashToken(token),
      createdAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    })
    // Confirmed since the check above (a confirmation link opened meanwhile): it stays confirmed, no mail.
    if (id === undefined) return
    await queueEmail(tx, {
      dedupeKey: `newsletter:confirm:${token}`,
      to: address,
      from: ctx.from,
      ...mail,
      createdAt: now,
    })
  })
  return { ok: true }
}

export async function confirmSubscription(
  deps: SupportDeps,
  ctx: SupportContext,
  token: unknown,
  secret: string,
  link: (path: string) => string,
): Promise<boolean> {
  if (!isTokenFormat(token)) return false
  const sub = await sq.findSubscriptionByToken(deps.db, hashToken(token))
  if (!sub || sub.brandSlug !== ctx.brandSlug || sub.status !== 'pending') return false
  const now = deps.now()
  const unsubscribeUrl = link(`/unsubscribe?s=${sub.id}&sig=${unsubscribeSignature(secret, sub.id)}`)
  const mail = renderNewsletterWelcome(
    { language: sub.language as SupportContext['language'], brand: ctx.brandName, unsubscribeUrl },
    deps.translate,
  )
  // RFC 2369 / RFC 8058: mail clients show an unsubscribe button that POSTs to the signed URL.
  const headers = { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  // Confirmed by compare-and-set on (pending, this token): of two confirmations at once (a double click, on two
  // instances) only the one that changed the row queues the welcome mail; the other answers as a used link does.
  return transaction(deps.db, async (tx) => {
    if (!(await sq.confirmSubscriptionToken(tx, sub.id, hashToken(token), now))) return false
    await queueEmail(tx, {
      dedupeKey: `newsletter:welcome:${sub.id}:${now}`,
      to: sub.email,
      from: ctx.from,
      ...mail,
      headers,
      createdAt: now,
    })
    return true
  })
}

export async function unsubscribe(deps: SupportDeps, subscriptionId: number): Promise<boolean> {
  const sub = await sq.findSubscriptionById(deps.db, subscriptionId)
  if (!sub) return false
  if (sub.status !== 'unsubscribed')
    await sq.updateSubscription(deps.db, sub.id, {
      status: 'unsubscribed',
      confirmTokenHash: null,
      unsubscribedAt: deps.now(),
    })
  return true
}
