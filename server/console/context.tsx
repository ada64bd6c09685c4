import type { FileStorage } from '../services/storage/file-storage.js'
import type { Request, Response } from 'express'
import { csrfTokenFor, csrfValid as shopCsrfValid } from '../http/csrf-token.js'
import type { ReactNode } from 'react'
import type { Db } from '../../db/client.js'
import type { StaffMember } from '../domain/console/staff-rules.js'
import type { TenantRegistry } from '../services/tenancy/tenant-registry.js'
import type { OriginOf } from '../origin.js'
import type { ConsoleDeps } from '../services/console/drafts.js'
import type { ConsoleOrderDeps } from '../services/console/console-orders.js'
import type { FormState } from './fields.js'
import type { Limiter } from '../services/limits/limiter.js'
import { renderDocument } from './views/layout.js'
import { MessagePage } from './views/message-page.js'
import { t } from './i18n.js'
import { msg } from '@lingui/core/macro'

/** What every console handler shares: dependencies, the signed-in member and answer helpers. */
export interface ConsoleOptions {
  db: Db
  registry: TenantRegistry
  now?: () => number
  /** Secret of the console's CSRF tokens (the server's AUTH_SECRET). */
  secret: string
  /** Public origin of a shop host (the preview link names the site's configured origin). */
  originOf: OriginOf
  /** Sign-in attempts, counted in the database per client address and per (account, address) (decision 025). */
  limiter: Limiter
  /** What the orders section's actions use beyond the database: the shopper's mails, providers, print files. */
  orders?: Omit<ConsoleOrderDeps, 'db' | 'now'>
  /** The stored files (photos, attachments): a customer's data export and erasure read and delete them (decision 053). */
  storage?: FileStorage
}

export interface ConsoleContext extends ConsoleDeps {
  opts: ConsoleOptions
}

export function contextOf(opts: ConsoleOptions): ConsoleContext {
  return { db: opts.db, now: opts.now ?? Date.now, onPublished: () => opts.registry.reload(), opts }
}

export const SESSION_COOKIE = 'console_session'
export const LOGIN_COOKIE = 'console_login'

/**
 * The shop's CSRF tokens (HMAC of what they are bound to), bound to a staff session here (or, on the sign-in form,
 * to a random pre-session cookie); the `console:` prefix keeps them apart from shop-session tokens.
 */
export function csrfToken(secret: string, binding: string): string {
  return csrfTokenFor(secret, `console:${binding}`)
}

export function csrfValid(secret: string, binding: string | undefined, token: unknown): boolean {
  return binding !== undefined && binding !== '' && shopCsrfValid(secret, `console:${binding}`, token)
}

export function staffOf(res: Response): StaffMember {
  return res.locals.staff as StaffMember
}

export function csrfOf(res: Response): string {
  return res.locals.csrf as string
}

export function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json'
}

export function sendPage(res: Response, status: number, page: ReactNode): void {
  res.status(status).type('html').send(renderDocument(page))
}

/** A form that saved: back to the page (PRG), or JSON for API clients. */
export function sendSaved(req: Request, res: Response, location: string, json: Record<string, unknown>): void {
  if (wantsJson(req)) {
    res.json({ ok: true, ...json })
    return
  }
  res.redirect(303, location)
}

/** A form that was refused, nothing saved: the page again with the errors (422), or JSON naming the fields. */
export function sendInvalid(req: Request, res: Response, state: FormState, page: () => ReactNode): void {
  if (wantsJson(req)) {
    res
      .status(422)
      .json({ error: { code: 'invalid', message: 'Nothing was saved.', fields: state.errors, general: state.general } })
    return
  }
  sendPage(res, 422, page())
}

function sendMessage(req: Request, res: Response, status: number, code: string, title: string, message: string): void {
  if (wantsJson(req)) {
    res.status(status).json({ error: { code, message } })
    return
  }
  const staff = (res.locals.staff as StaffMember | null | undefined) ?? null
  sendPage(res, status, <MessagePage staff={staff} csrf={staff ? csrfOf(res) : null} title={title} message={message} />)
}

/** The same answer for a brand, item or entry that does not exist and one the member may not see. */
export function sendNotFound(req: Request, res: Response): void {
  sendMessage(
    req,
    res,
    404,
    'not_found',
    t(msg`Not found`),
    t(msg`There is no such page, or it belongs to a brand you do not manage.`),
  )
}

export function sendForbidden(req: Request, res: Response): void {
  sendMessage(req, res, 403, 'forbidden', t(msg`Not allowed`), t(msg`Only ops admins may do this.`))
}

/** A post without the session's CSRF token (an old page, or a forged request): nothing done. */
export function sendCsrfRefused(req: Request, res: Response): void {
  sendMessage(
    req,
    res,
    403,
    'csrf',
    t(msg`Form expired`),
    t(msg`Nothing was saved: the form was too old or not sent from the console. Reload the page and try again.`),
  )
}

/** The posted form (urlencoded, or JSON from API clients: values are read with `one`/`str`/`list`, never trusted as text). */
export function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {}
}

export const one = (v: unknown): string =>
  (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '').trim()

/** A route parameter as text ('' when absent). */
export function param(req: Request, name: string): string {
  const v = (req.params as Record<string, unknown>)[name]
  return typeof v === 'string' ? v : ''
}
