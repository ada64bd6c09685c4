import { transaction } from '../../../db/transaction.js'
import { hash, hashSync, verify } from '@node-rs/argon2'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import * as aq from '../../../db/queries/accounts.js'
import { queueEmail } from '../mail/email-outbox.js'
import {
  checkSession,
  DEFAULT_CUSTOMER_PERMISSIONS,
  hashToken,
  isTokenFormat,
  newToken,
  passwordProblem,
  SESSION_ABSOLUTE_MS,
  TOKEN_LIFETIME_MS,
  type AccountKind,
  type Permission,
  type TokenPurpose,
} from '../../domain/accounts/auth-rules.js'
import { isValidEmail } from '../../domain/forms/validation.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { renderAuthMail, type AuthMailKind } from '../../emails/auth-emails.js'
import type { Translate } from '../../i18n/server-messages.js'

/** OWASP's argon2id baseline (19 MiB, 2 passes): about 30-50 ms here, slow enough for guessing, fine for sign-in. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const

export const hashPassword = (password: string) => hash(password, ARGON2)
/** For the synchronous ops CLI. */
export const hashPasswordSync = (password: string) => hashSync(password, ARGON2)

/** A real hash of nothing in particular: verifying against it costs the same time as against a real account. */
let dummyHash: Promise<string> | null = null
const timingDummy = () => (dummyHash ??= hashPassword(newToken()))

/**
 * Checks a password against a stored hash; without one (unknown account, no password set) it verifies against a
 * dummy hash and answers false, so both answers take the same argon2 work.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: unknown): Promise<boolean> {
  const pw = typeof password === 'string' && password.length <= 128 ? password : ''
  if (!passwordHash) return (await verify(await timingDummy(), pw).catch(() => false), false)
  return verify(passwordHash, pw).catch(() => false)
}

export interface SignedInUser {
  id: string
  firstName: string
  email: string
  kind: AccountKind
  permissions: Permission[]
  canMakeOrders: boolean
}

export function userOf(c: aq.CustomerRow): SignedInUser {
  return {
    id: String(c.id),
    firstName: c.firstName,
    email: c.email,
    kind: c.kind as AccountKind,
    permissions: c.permissions as Permission[],
    canMakeOrders: c.canMakeOrders,
  }
}

export interface AuthDeps {
  db: Db
  now: () => number
  translate: Translate
  /**
   * Whether a mail asked for by an anonymous form (sign-in link, registration, password reset) may go to this
   * recipient (decision 025); a refused mail is skipped and the form answers as always. Unset: no limit.
   */
  mailGate?: (recipient: string) => Promise<boolean>
}

/** Where a mail is sent from and how its link is built (origin and language prefix of the request). */
export interface MailContext {
  brandSlug: string
  brandName: string
  from: string
  language: ShopLanguage
  link: (path: string) => string
}

export interface NewSession {
  token: string
  expiresAt: number
  user: SignedInUser
}

const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

async function sendMail(
  deps: AuthDeps,
  ctx: MailContext,
  kind: AuthMailKind,
  customer: aq.CustomerRow,
  path: string,
): Promise<void> {
  if (deps.mailGate && !(await deps.mailGate(customer.email))) return
  const mail = renderAuthMail(
    kind,
    {
      language: (customer.language as ShopLanguage) ?? ctx.language,
      brand: ctx.brandName,
      firstName: customer.firstName,
      link: ctx.link(path),
    },
    deps.translate,
  )
  await queueEmail(deps.db, {
    dedupeKey: `auth:${kind}:${newToken()}`,
    to: customer.email,
    from: ctx.from,
    ...mail,
    createdAt: deps.now(),
  })
}

async function issueToken(deps: AuthDeps, customerId: number, purpose: TokenPurpose): Promise<string> {
  const token = newToken()
  const now = deps.now()
  await aq.insertToken(deps.db, {
    id: hashToken(token),
    purpose,
    customerId,
    createdAt: now,
    expiresAt: now + TOKEN_LIFETIME_MS[purpose],
    usedAt: null,
  })
  return token
}

/** A new random session token for every sign-in (never reused from before, so a planted id is worthless). */
export async function createSession(deps: AuthDeps, customer: aq.CustomerRow): Promise<NewSession> {
  const token = newToken()
  const now = deps.now()
  const expiresAt = now + SESSION_ABSOLUTE_MS
  await aq.insertSession(deps.db, {
    id: hashToken(token),
    customerId: customer.id,
    brandSlug: customer.brandSlug,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  })
  return { token, expiresAt, user: userOf(customer) }
}

/** The signed-in account for a cookie token on this brand, or null (unknown, expired, idle, or another brand's). */
export async function validateSessionToken(
  deps: Pick<AuthDeps, 'db' | 'now'>,
  token: string | undefined,
  brandSlug: string,
): Promise<{ user: SignedInUser; customerId: number; expiresAt: number } | null> {
  if (!isTokenFormat(token)) return null
  const id = hashToken(token)
  const found = await aq.findSessionWithCustomer(deps.db, id)
  if (!found || found.session.brandSlug !== brandSlug || found.customer.brandSlug !== brandSlug) return null
  const now = deps.now()
  const check = checkSession(found.session, now)
  if (!check.ok) {
    await aq.deleteSession(deps.db, id)
    return null
  }
  if (check.touch) await aq.touchSession(deps.db, id, now)
  return { user: userOf(found.customer), customerId: found.customer.id, expiresAt: found.session.expiresAt }
}

export async function invalidateSessionToken(deps: Pick<AuthDeps, 'db'>, token: string | undefined): Promise<void> {
  if (isTokenFormat(token)) await aq.deleteSession(deps.db, hashToken(token))
}

export type FieldErrors = { ok: false; error: 'INVALID'; fields: string[] }

/**
 * Registration answers the same whether or not the email is taken (no enumeration): a new address gets a
 * confirmation link, a known one gets a mail saying it already has an account. Sign-in needs the confirmed email.
 */
export async function register(
  deps: AuthDeps,
  ctx: MailContext,
  input: { email: unknown; password: unknown; firstName: unknown; lastName?: unknown; newsletter?: unknown },
): Promise<{ ok: true } | FieldErrors> {
  const email = normalizeEmail(input.email)
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : ''
  const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : ''
  const fields: string[] = []
  if (!isValidEmail(email) || email.length > 254) fields.push('email')
  if (passwordProblem(input.password, email)) fields.push('password')
  if (firstName.length < 1 || firstName.length > 60) fields.push('firstName')
  if (lastName.length > 80) fields.push('lastName')
  if (fields.length) return { ok: false, error: 'INVALID', fields }
  const existing = await aq.findCustomerByEmail(deps.db, ctx.brandSlug, email)
  // Hash even when the account exists, so both answers take the same time.
  const passwordHash = await hashPassword(input.password as string)
  if (existing) {
    await sendMail(deps, ctx, 'already-registered', existing, '/login')
    return { ok: true }
  }
  const now = deps.now()
  const create = transaction(deps.db, async (tx) => {
    const id = await aq.insertCustomer(tx, {
      brandSlug: ctx.brandSlug,
      email,
      emailVerifiedAt: null,
      passwordHash,
      firstName,
      lastName,
      birthDate: null,
      kind: 'customer',
      permissions: [...DEFAULT_CUSTOMER_PERMISSIONS],
      canMakeOrders: true,
      newsletter: input.newsletter === 'on' || input.newsletter === true,
      language: ctx.language,
      createdAt: now,
      updatedAt: now,
    })
    return (await aq.findCustomer(tx, id))!
  })
  let customer: aq.CustomerRow
  try {
    customer = await create
  } catch (error) {
    // The unique (brand, email) holds when two registrations of one address run at once (on two instances): the
    // second is answered as a registration of a known address is.
    if (!isUniqueViolation(error)) throw error
    const registered = await aq.findCustomerByEmail(deps.db, ctx.brandSlug, email)
    if (registered) await sendMail(deps, ctx, 'already-registered', registered, '/login')
    return { ok: true }
  }
  const token = await issueToken(deps, customer.id, 'verify-email')
  await sendMail(deps, ctx, 'verify-email', customer, `/api/auth/callback/email?token=${token}`)
  return { ok: true }
}

export type SignInResult =
  { ok: true; session: NewSession } | { ok: false; error: 'INVALID_CREDENTIALS' | 'EMAIL_NOT_CONFIRMED' }

/** Email + password. Unknown account and wrong password are one answer, reached through the same argon2 work. */
export async function signInWithPassword(
  deps: AuthDeps,
  brandSlug: string,
  email: unknown,
  password: unknown,
): Promise<SignInResult> {
  const customer = await aq.findCustomerByEmail(deps.db, brandSlug, normalizeEmail(email))
  const valid = await verifyPassword(customer?.passwordHash, password)
  if (!customer || !valid) return { ok: false, error: 'INVALID_CREDENTIALS' }
  if (customer.emailVerifiedAt === null) return { ok: false, error: 'EMAIL_NOT_CONFIRMED' }
  // The session is written holding the customer's row, only while the password just verified is still the stored one:
  // a password change or reset at the same moment (which ends every session) either ends this one too or refuses it.
  const session = await transaction(deps.db, async (tx) => {
    const current = await aq.lockCustomer(tx, customer.id)
    return current?.passwordHash === customer.passwordHash ? createSession({ ...deps, db: tx }, current) : null
  })
  return session ? { ok: true, session } : { ok: false, error: 'INVALID_CREDENTIALS' }
}

/** Sends a one-time sign-in link when the account exists; the caller answers the same either way. */
export async function requestEmailLink(
  deps: AuthDeps,
  ctx: MailContext,
  email: unknown,
  callbackUrl: string,
): Promise<void> {
  const customer = await aq.findCustomerByEmail(deps.db, ctx.brandSlug, normalizeEmail(email))
  if (!customer) return
  const token = await issueToken(deps, customer.id, 'magic-link')
  await sendMail(
    deps,
    ctx,
    'magic-link',
    customer,
    `/api/auth/callback/email?token=${token}&callbackUrl=${encodeURIComponent(callbackUrl)}`,
  )
}

/** A sign-in or email-confirmation link: single use, short-lived, this brand only. Opening it confirms the email. */
export async function consumeEmailLink(deps: AuthDeps, brandSlug: string, token: unknown): Promise<NewSession | null> {
  if (!isTokenFormat(token)) return null
  const id = hashToken(token)
  const row = await aq.findToken(deps.db, id)
  if (!row || (row.purpose !== 'magic-link' && row.purpose !== 'verify-email')) return null
  const customer = await aq.findCustomer(deps.db, row.customerId)
  if (!customer || customer.brandSlug !== brandSlug) return null
  // Used, confirmed and signed in in one transaction holding the customer's row: a password reset at the same moment
  // (which ends every session) ends this one too, or runs first.
  return transaction(deps.db, async (tx) => {
    if ((await aq.consumeToken(tx, id, row.purpose, deps.now())) === null) return null
    if ((await aq.lockCustomer(tx, customer.id))?.emailVerifiedAt === null)
      await aq.markEmailVerified(tx, customer.id, deps.now())
    return createSession({ ...deps, db: tx }, (await aq.findCustomer(tx, customer.id))!)
  })
}

export async function requestPasswordReset(deps: AuthDeps, ctx: MailContext, email: unknown): Promise<void> {
  const customer = await aq.findCustomerByEmail(deps.db, ctx.brandSlug, normalizeEmail(email))
  if (!customer) return
  const token = await issueToken(deps, customer.id, 'password-reset')
  await sendMail(deps, ctx, 'password-reset', customer, `/login/password-reset?token=${token}`)
}

export type ResetResult = { ok: true; session: NewSession } | { ok: false; error: 'INVALID_TOKEN' } | FieldErrors

/** Sets the new password, ends every other session of the account, and signs in with a fresh one. */
export async function resetPassword(
  deps: AuthDeps,
  brandSlug: string,
  token: unknown,
  password: unknown,
): Promise<ResetResult> {
  if (!isTokenFormat(token)) return { ok: false, error: 'INVALID_TOKEN' }
  const id = hashToken(token)
  const row = await aq.findToken(deps.db, id)
  const customer = row ? await aq.findCustomer(deps.db, row.customerId) : undefined
  if (
    !row ||
    row.purpose !== 'password-reset' ||
    !customer ||
    customer.brandSlug !== brandSlug ||
    row.usedAt !== null ||
    row.expiresAt <= deps.now()
  )
    return { ok: false, error: 'INVALID_TOKEN' }
  if (passwordProblem(password, customer.email)) return { ok: false, error: 'INVALID', fields: ['password'] }
  const passwordHash = await hashPassword(password as string)
  const now = deps.now()
  // The new session is made in the transaction that ends the others, so no later change of the password misses it.
  const session = await transaction(deps.db, async (tx) => {
    if ((await aq.consumeToken(tx, id, 'password-reset', now)) === null) return null
    await aq.updateCustomer(tx, customer.id, { passwordHash, updatedAt: now })
    await aq.markEmailVerified(tx, customer.id, now)
    await aq.deleteSessionsOfCustomer(tx, customer.id)
    return createSession({ ...deps, db: tx }, (await aq.findCustomer(tx, customer.id))!)
  })
  if (!session) return { ok: false, error: 'INVALID_TOKEN' }
  return { ok: true, session }
}

/** From the profile page: needs the current password; other sessions end, this one is replaced. */
export async function changePassword(
  deps: AuthDeps,
  customerId: number,
  current: unknown,
  next: unknown,
): Promise<{ ok: true; session: NewSession } | { ok: false; error: 'WRONG_PASSWORD' } | FieldErrors> {
  const customer = await aq.findCustomer(deps.db, customerId)
  if (!customer) return { ok: false, error: 'WRONG_PASSWORD' }
  const ok =
    customer.passwordHash && typeof current === 'string'
      ? await verify(customer.passwordHash, current).catch(() => false)
      : false
  if (!ok) return { ok: false, error: 'WRONG_PASSWORD' }
  if (passwordProblem(next, customer.email)) return { ok: false, error: 'INVALID', fields: ['newPassword'] }
  const passwordHash = await hashPassword(next as string)
  // Replaced holding the customer's row, only over the password just verified: of two changes at once with the same
  // current password, the second finds it replaced and is refused as a wrong password would be.
  // The new session is made in the same transaction, so no later change of the password misses it.
  const session = await transaction(deps.db, async (tx) => {
    if ((await aq.lockCustomer(tx, customerId))?.passwordHash !== customer.passwordHash) return null
    await aq.updateCustomer(tx, customerId, { passwordHash, updatedAt: deps.now() })
    await aq.deleteSessionsOfCustomer(tx, customerId)
    return createSession({ ...deps, db: tx }, (await aq.findCustomer(tx, customerId))!)
  })
  if (!session) return { ok: false, error: 'WRONG_PASSWORD' }
  return { ok: true, session }
}
