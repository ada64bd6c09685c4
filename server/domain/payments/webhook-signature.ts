import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signature of payment webhooks, in the Stripe-like header form `t=<unix seconds>,v1=<hex HMAC-SHA256>`. The HMAC
 * covers `<t>.<raw body>`, so the body must be the bytes as received, before any JSON parsing. The timestamp inside
 * the signed text is what makes a captured request useless once it falls outside the tolerance.
 */

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; error: 'MISSING_SIGNATURE' | 'MALFORMED_SIGNATURE' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'BAD_SIGNATURE' }

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest()

export function signWebhook(secret: string, body: string, timestampSec: number): string {
  return `t=${timestampSec},v1=${hmac(secret, timestampSec, body).toString('hex')}`
}

/**
 * Several v1 entries (a sender signing with old and new secret) and several secrets (ours, during a rotation) are
 * accepted: any pair that matches will do. Unknown schemes such as v0 are ignored, as Stripe does.
 */
export function verifyWebhook(
  secrets: readonly string[],
  body: string,
  header: string | undefined,
  nowSec: number,
  toleranceSec = 300,
): WebhookVerification {
  if (header === undefined || header.trim() === '') return { ok: false, error: 'MISSING_SIGNATURE' }
  let timestamp: number | undefined
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq < 0) return { ok: false, error: 'MALFORMED_SIGNATURE' }
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return { ok: false, error: 'MALFORMED_SIGNATURE' }
      timestamp = Number(value)
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return { ok: false, error: 'MALFORMED_SIGNATURE' }
      signatures.push(Buffer.from(value, 'hex'))
    }
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, error: 'MALFORMED_SIGNATURE' }
  const t = timestamp
  // An empty secret is a configuration slip, and an HMAC under it is one anybody can compute.
  const expected = secrets.filter((s) => s !== '').map((s) => hmac(s, t, body))
  // Both sides are 32 bytes (SHA-256 output, and 64 hex characters checked above), as timingSafeEqual requires.
  if (!expected.some((e) => signatures.some((s) => timingSafeEqual(e, s)))) return { ok: false, error: 'BAD_SIGNATURE' }
  // Checked after the signature, so this error always means a genuine sender whose message is stale or whose clock is
  // off, never a forgery; both directions count, since a timestamp in the future would stretch the replay window.
  if (Math.abs(nowSec - t) > toleranceSec) return { ok: false, error: 'TIMESTAMP_OUT_OF_TOLERANCE' }
  return { ok: true, timestamp: t }
}
