import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

/** Sign-in session lifetimes: idle (no request for this long ends it) and absolute (from sign-in, whatever happens). */
export const SESSION_IDLE_MS = 7 * 86_400_000
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000
/** last_seen_at is written at most this often, so ordinary page views do not all cost a write. */
export const SESSION_TOUCH_MS = 60_000

export const TOKEN_LIFETIME_MS = {
  'password-reset': 30 * 60_000,
  'magic-link': 15 * 60_000,
  'verify-email': 24 * 3_600_000,
} as const
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS

/**
 * The account a device cookie and the sign-in counts name: brand and normalised email (the console's customer page
 * finds an account's sign-in blocks by it, decision 050).
 */
export const loginOf = (brand: string, email: string) => `shop:${brand}:${email.trim().toLowerCase()}`

/** 160 random bits, lowercase base32: the value that goes into a cookie or an emailed link. */
export function newToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
}

/** What the database stores instead of the token (lucia-auth.com: session id = SHA-256 of the token). */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

export function isTokenFormat(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value)
}

export type SessionCheck = { ok: true; touch: boolean } | { ok: false; reason: 'IDLE' | 'EXPIRED' }

export function checkSession(s: { lastSeenAt: number; expiresAt: number }, now: number): SessionCheck {
  if (now >= s.expiresAt) return { ok: false, reason: 'EXPIRED' }
  if (now - s.lastSeenAt >= SESSION_IDLE_MS) return { ok: false, reason: 'IDLE' }
  return { ok: true, touch: now - s.lastSeenAt >= SESSION_TOUCH_MS }
}

/**
 * Where to go after sign-in or sign-out: only a path of this site. Absolute URLs, protocol-relative `//host`,
 * backslash tricks (`/\host`), control characters and the auth API itself fall back, so the form can never be
 * used as an open redirect.
 */
export function safeCallbackPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512) return fallback
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return fallback
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /[\u0000-\u001f\u007f]/.test(decoded)) return fallback
  if (raw.startsWith('/api/')) return fallback
  return raw
}

/**
 * Auth.js clients send absolute callback URLs (their default is window.location.href). One on the site's own public
 * origin is reduced to its path and then checked like any other; one on another origin falls back.
 */
export function callbackPathOn(raw: unknown, origin: string, fallback = '/'): string {
  if (typeof raw === 'string' && (raw === origin || raw.startsWith(`${origin}/`) || raw.startsWith(`${origin}?`))) {
    const rest = raw.slice(origin.length)
    return safeCallbackPath(rest.startsWith('/') ? rest : `/${rest}`, fallback)
  }
  return safeCallbackPath(raw, fallback)
}

/** The absolute form of a path of this site, for clients that need one (Auth.js reads `new URL(url)`). */
export function absoluteOn(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`
}

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_SIMPLE'

/** NIST-style: length matters, composition rules do not; a few obviously weak values are refused. */
export function passwordProblem(password: unknown, email = ''): PasswordProblem | null {
  if (typeof password !== 'string' || [...password].length < 10) return 'TOO_SHORT'
  if (password.length > 128) return 'TOO_LONG'
  const lower = password.toLowerCase()
  if (
    new Set(lower).size < 4 ||
    (email && lower.includes(email.toLowerCase().split('@')[0]!) && email.split('@')[0]!.length >= 4)
  )
    return 'TOO_SIMPLE'
  if (/^(?:0123456789|1234567890|password\d*|qwertyuiop)/.test(lower)) return 'TOO_SIMPLE'
  return null
}

export const PERMISSIONS = ['orders', 'tickets', 'invoices'] as const
export type Permission = (typeof PERMISSIONS)[number]
export const ACCOUNT_KINDS = ['customer', 'internal'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]
/** What a newly registered shop customer may see. */
export const DEFAULT_CUSTOMER_PERMISSIONS: readonly Permission[] = ['orders', 'tickets']
