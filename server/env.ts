import { dirname, join, resolve } from 'node:path'
import { z } from 'zod'
import type { PgSettings } from '../db/postgres/pg-pool.js'
import { LIMIT_DEFAULTS, type LimitSettings } from './domain/limits/limit-rules.js'
import { parseTrustProxy as trustProxySetting } from './domain/limits/client-address.js'

const limit = (fallback: number) => z.coerce.number().int().min(1, 'at least 1').max(1_000_000).default(fallback)

const sessionSecrets = z.string().transform((raw, ctx) => {
  const entries = raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':')
      return at < 0 ? null : ([pair.slice(0, at), pair.slice(at + 1)] as const)
    })
  if (entries.length === 0 || entries.some((e) => e === null || !/^\w+$/.test(e[0]) || e[1].length < 32)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'expected "id:secret[,id:secret...]" with word-character ids and secrets of at least 32 characters; the first is used to seal',
    })
    return z.NEVER
  }
  return entries as (readonly [string, string])[]
})

/** An absolute postgres:// (or postgresql://) URL naming a host and a database. */
export function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' && url.pathname.length > 1
    )
  } catch {
    return false
  }
}

export const envSchema = z.object({
  /**
   * demo: demo catalogue and accounts, the test PSP, the dev outbox and a "demo shop" notice on every page. live: no
   * demo data or test PSP, and the start refuses unsafe settings (server/config/start-checks.ts).
   */
  SHOP_MODE: z.enum(['demo', 'live'], { error: 'expected "demo" or "live"' }).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default('data/shop.db'),
  /**
   * postgres://user:password@host:port/database: the shop runs on PostgreSQL (decision 029) and DATABASE_PATH is not
   * used for data. Unset: the SQLite file at DATABASE_PATH.
   */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isPostgresUrl(v), 'expected postgres://user:password@host:port/database'),
  /**
   * PostgreSQL only (decision 038): connections each instance keeps (statements of different requests run at once, a
   * transaction holds one until it ends), how long opening one may take, and how long a statement, or a wait for a
   * lock, may run before the server cancels it and the request answers 503.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'at least 1').max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100, 'at least 100').max(120_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100, 'at least 100').max(600_000).default(8_000),
  /**
   * Folder of the stored files: uploads, print files, the media cache, support attachments (decision 030). Several
   * instances share it (a shared volume). Default: the folder of DATABASE_PATH, as before.
   */
  STORAGE_PATH: z.string().min(1).optional(),
  DEFAULT_HOST: z.string().min(1).default('wpx-es.localhost'),
  /** Host of the marketer console (staff only); never a shop host. Requests for it never reach tenant resolution. */
  ADMIN_HOST: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/, 'a host name such as admin.example.com')
    .default('admin.localhost'),
  /**
   * Scheme and port of every absolute URL (pages, mails, PSP, sitemaps, ops CLI; server/origin.ts). The port defaults
   * to PORT in demo mode and to the scheme's own port in live mode; 80/443 are omitted.
   */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** "id:secret,id:secret": the first seals new cookies, all of them unseal (rotation). Demo mode only: generated into data/ when unset. */
  SESSION_SECRETS: sessionSecrets.optional(),
  /** cookie: session data sealed in the cookie; server: data in the database, the cookie seals only the id. */
  SESSION_PROVIDER: z
    .string()
    .default('cookie')
    .refine((v) => v === 'cookie' || v === 'server', 'Session provider it`s invalid')
    .transform((v) => v as 'cookie' | 'server'),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  /**
   * Express "trust proxy": false, the number of proxies in front of the shop, or their addresses (decision 025).
   * `true` is refused: every client could then name its own address, which the rate limits are counted on.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .superRefine((v, ctx) => {
      const parsed = trustProxySetting(v)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
    }),
  /** Rate limits per client address (and account when signed in), shared by every process through the database. */
  /** The upload budget (decision 047): per session, renewed by an order, and per address over a day. */
  LIMIT_UPLOADS_PER_SESSION: limit(LIMIT_DEFAULTS.uploadsPerSession),
  LIMIT_UPLOAD_MB_PER_SESSION: limit(LIMIT_DEFAULTS.uploadMbPerSession),
  LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: limit(LIMIT_DEFAULTS.uploadsPerAddressPerDay),
  LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY: limit(LIMIT_DEFAULTS.uploadMbPerAddressPerDay),
  LIMIT_PRINT_RENDERS_PER_10_MIN: limit(LIMIT_DEFAULTS.printRendersPer10Min),
  LIMIT_CONTACT_PER_HOUR: limit(LIMIT_DEFAULTS.contactPerHour),
  LIMIT_NEWSLETTER_PER_HOUR: limit(LIMIT_DEFAULTS.newsletterPerHour),
  LIMIT_TRACKING_PER_MINUTE: limit(LIMIT_DEFAULTS.trackingPerMinute),
  LIMIT_CHAT_PER_10_MIN: limit(LIMIT_DEFAULTS.chatPer10Min),
  LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: limit(LIMIT_DEFAULTS.signInFailuresPerAddress),
  LIMIT_SIGN_IN_FREE_ATTEMPTS: limit(LIMIT_DEFAULTS.signInFreeAttempts),
  LIMIT_AUTH_MAIL_PER_ADDRESS_PER_HOUR: limit(LIMIT_DEFAULTS.authMailPerAddressPerHour),
  LIMIT_MAILS_PER_RECIPIENT_PER_HOUR: limit(LIMIT_DEFAULTS.mailsPerRecipientPerHour),
  /** Total bytes of uploads and contact attachments kept per client address (and per account); default 8 GiB. */
  LIMIT_STORAGE_BYTES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1, 'at least 1')
    .max(2 ** 50)
    .default(LIMIT_DEFAULTS.storageBytesPerAddress),
  /** HMAC secret of the built-in test PSP's webhooks (at least 32 characters; demo mode: generated into data/ when unset; live mode has no test PSP). */
  TEST_PSP_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Secret of the CSRF tokens of sign-in forms (at least 32 characters). Demo mode only: generated into data/ when unset. */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Memory budget of the in-process cache of anonymous page HTML (server/http/page-cache.ts); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().min(0, 'at least 0 (0 turns the page cache off)').max(65_536).default(64),
  /**
   * Adyen (decision 024), from the environment only: never in the database, never sent to the browser. Setting
   * ADYEN_API_KEY enables Adyen for every online method; the start then needs the HMAC key of its webhooks too.
   */
  ADYEN_API_KEY: z
    .string()
    .regex(/^\S{16,400}$/, 'the API key of the Adyen API credential (no spaces)')
    .optional(),
  /** The HMAC key of the webhook in the Adyen Customer Area, in hex as shown there. */
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2}){16,128}$/, 'the webhook HMAC key in hex (an even number of 0-9/A-F, at least 32)')
    .optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live'], { error: 'expected "test" or "live"' }).optional(),
  /** Live only: the merchant's prefix of Adyen's live endpoints ([prefix]-checkout-live.adyenpayments.com). */
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .regex(
      /^[a-z0-9]{4,40}-[A-Za-z0-9]{2,40}$/,
      'the live URL prefix from the Customer Area, such as 1797a841fbb37ca7-AdyenDemo',
    )
    .optional(),
  /** Where the Checkout API is (base URL before /v72); tests point it at a stand-in server. Default: Adyen's. */
  ADYEN_CHECKOUT_ENDPOINT: z.url({ protocol: /^https?$/, message: 'an http(s) URL' }).optional(),
  /** Optional basic auth of the webhook, as set in the Customer Area: both or neither. */
  ADYEN_WEBHOOK_USER: z.string().min(1).max(200).optional(),
  ADYEN_WEBHOOK_PASSWORD: z.string().min(8, 'at least 8 characters').max(200).optional(),
  /** How long a call to Adyen may take before the shopper is told to try again (ms). */
  ADYEN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** An Iconify-compatible icon data service for icons the shop does not bundle; unset: the shop's own icons only. */
  ICON_SERVICE_URL: z.url({ protocol: /^https?$/, message: 'an http(s) URL' }).optional(),
  /** The EU's VIES REST API (or a stand-in) to check business buyers' VAT ids; unset: VAT is always charged. */
  VAT_CHECK_URL: z.url({ protocol: /^https?$/, message: 'an http(s) URL' }).optional(),
  /** off: the data calls of browser code (route payloads, icon data) answer 403 client_api_disabled. */
  CLIENT_API_REQUESTS: z.enum(['on', 'off'], { error: 'expected "on" or "off"' }).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object per line (for a log collector); pretty: a line a person reads; unset: logFormat(). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** smtp(s)://user:pass@host:port; unset = write mail to the dev outbox (OUTBOX_DIR). The sender is per brand. */
  SMTP_URL: z
    .string()
    .url({ protocol: /^smtps?$/, message: 'expected smtp(s)://user:pass@host:port' })
    .optional(),
  /**
   * Where mail goes when SMTP_URL is unset: one .eml (plus a .json sidecar) per message, readable with readOutbox().
   * Unset: `outbox/` in the storage root, so a shop whose DATABASE_PATH or STORAGE_PATH is elsewhere keeps its mail
   * there too (outboxDir()).
   */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** On SIGTERM/SIGINT: how long in-flight requests and the current background job get before connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'at least 100 (milliseconds)')
    .max(600_000, 'at most 600000 (10 minutes)')
    .default(10_000),
})

export type Env = z.infer<typeof envSchema>

/** The dev outbox of this start: OUTBOX_DIR, or `outbox/` in the storage root (absolute). */
export function outboxDir(env: Pick<Env, 'OUTBOX_DIR' | 'STORAGE_PATH' | 'DATABASE_PATH'>): string {
  return env.OUTBOX_DIR ? resolve(env.OUTBOX_DIR) : join(storageRoot(env), 'outbox')
}

/** The storage root of this start: STORAGE_PATH, or the folder of DATABASE_PATH when unset (absolute). */
export function storageRoot(env: Pick<Env, 'STORAGE_PATH' | 'DATABASE_PATH'>): string {
  return resolve(env.STORAGE_PATH ?? dirname(resolve(env.DATABASE_PATH)))
}

/** The Adyen settings of this start, or null when Adyen is not enabled (no ADYEN_API_KEY). */
export interface AdyenEnv {
  apiKey: string
  hmacKey: string
  environment: 'test' | 'live'
  liveUrlPrefix?: string
  checkoutEndpoint?: string
  webhookAuth?: { user: string; password: string }
  timeoutMs: number
}

/**
 * The combinations an Adyen setup needs, by key (checked at start in every mode, server/config/start-checks.ts):
 * an API key needs the HMAC key and the environment; live needs its URL prefix (unless an endpoint is given); the
 * webhook's basic auth needs both user and password.
 */
export function adyenEnvProblems(env: Partial<Record<string, unknown>>): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = []
  const enabled = Boolean(env.ADYEN_API_KEY)
  const anyAdyen = ['ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT', 'ADYEN_LIVE_URL_PREFIX', 'ADYEN_CHECKOUT_ENDPOINT'].some(
    (k) => env[k],
  )
  if (!enabled && anyAdyen)
    problems.push({ key: 'ADYEN_API_KEY', message: 'required when other ADYEN_ settings are set (it enables Adyen)' })
  if (enabled) {
    if (!env.ADYEN_HMAC_KEY)
      problems.push({ key: 'ADYEN_HMAC_KEY', message: 'required with ADYEN_API_KEY: webhooks are verified with it' })
    if (!env.ADYEN_ENVIRONMENT)
      problems.push({ key: 'ADYEN_ENVIRONMENT', message: 'required with ADYEN_API_KEY: "test" or "live"' })
    if (env.ADYEN_ENVIRONMENT === 'live' && !env.ADYEN_LIVE_URL_PREFIX && !env.ADYEN_CHECKOUT_ENDPOINT)
      problems.push({
        key: 'ADYEN_LIVE_URL_PREFIX',
        message:
          'required with ADYEN_ENVIRONMENT=live: the prefix of your live endpoints (Customer Area, Developers > API URLs)',
      })
  }
  if (Boolean(env.ADYEN_WEBHOOK_USER) !== Boolean(env.ADYEN_WEBHOOK_PASSWORD))
    problems.push({
      key: env.ADYEN_WEBHOOK_USER ? 'ADYEN_WEBHOOK_PASSWORD' : 'ADYEN_WEBHOOK_USER',
      message: 'the webhook basic auth needs both ADYEN_WEBHOOK_USER and ADYEN_WEBHOOK_PASSWORD',
    })
  return problems
}

/** The Adyen settings of a parsed environment (null: Adyen is off). Assumes adyenEnvProblems found nothing. */
export function adyenEnv(env: Env): AdyenEnv | null {
  if (!env.ADYEN_API_KEY || !env.ADYEN_HMAC_KEY || !env.ADYEN_ENVIRONMENT) return null
  return {
    apiKey: env.ADYEN_API_KEY,
    hmacKey: env.ADYEN_HMAC_KEY,
    environment: env.ADYEN_ENVIRONMENT,
    liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
    checkoutEndpoint: env.ADYEN_CHECKOUT_ENDPOINT,
    webhookAuth:
      env.ADYEN_WEBHOOK_USER && env.ADYEN_WEBHOOK_PASSWORD
        ? { user: env.ADYEN_WEBHOOK_USER, password: env.ADYEN_WEBHOOK_PASSWORD }
        : undefined,
    timeoutMs: env.ADYEN_TIMEOUT_MS,
  }
}

/**
 * Keys the shop once read and no longer does: an operator who set one expects it to act, so the shop refuses to start
 * and names what replaced it instead of quietly running on the new defaults.
 */
const RETIRED_KEYS: Readonly<Record<string, string>> = {
  LIMIT_UPLOADS_PER_HOUR:
    'no longer read: uploads are budgeted per session and per address (decision 047); set LIMIT_UPLOADS_PER_SESSION and LIMIT_UPLOADS_PER_ADDRESS_PER_DAY instead',
  LIMIT_UPLOAD_MB_PER_HOUR:
    'no longer read: uploads are budgeted per session and per address (decision 047); set LIMIT_UPLOAD_MB_PER_SESSION and LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY instead',
}

export function retiredKeyProblems(
  source: Partial<Record<string, string | undefined>>,
): { key: string; message: string }[] {
  return Object.entries(RETIRED_KEYS).flatMap(([key, message]) => (source[key] === undefined ? [] : [{ key, message }]))
}

/** Parses process.env, failing fast with every bad key named. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  const problems = [
    ...retiredKeyProblems(source),
    ...(parsed.success
      ? adyenEnvProblems(parsed.data)
      : parsed.error.issues.map((i) => ({ key: i.path.join('.'), message: i.message }))),
  ]
  if (!parsed.success || problems.length) {
    const lines = problems.map((p) => `  ${p.key}: ${p.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** Express's `trust proxy` value of a TRUST_PROXY the schema accepted. */
export function parseTrustProxy(value: string): false | number | string[] {
  const parsed = trustProxySetting(value)
  return parsed.ok ? parsed.value : false
}

export function limitSettingsOf(env: Env): LimitSettings {
  return {
    uploadsPerSession: env.LIMIT_UPLOADS_PER_SESSION,
    uploadMbPerSession: env.LIMIT_UPLOAD_MB_PER_SESSION,
    uploadsPerAddressPerDay: env.LIMIT_UPLOADS_PER_ADDRESS_PER_DAY,
    uploadMbPerAddressPerDay: env.LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY,
    printRendersPer10Min: env.LIMIT_PRINT_RENDERS_PER_10_MIN,
    contactPerHour: env.LIMIT_CONTACT_PER_HOUR,
    newsletterPerHour: env.LIMIT_NEWSLETTER_PER_HOUR,
    trackingPerMinute: env.LIMIT_TRACKING_PER_MINUTE,
    chatPer10Min: env.LIMIT_CHAT_PER_10_MIN,
    signInFailuresPerAddress: env.LIMIT_SIGN_IN_FAILURES_PER_ADDRESS,
    signInFreeAttempts: env.LIMIT_SIGN_IN_FREE_ATTEMPTS,
    authMailPerAddressPerHour: env.LIMIT_AUTH_MAIL_PER_ADDRESS_PER_HOUR,
    mailsPerRecipientPerHour: env.LIMIT_MAILS_PER_RECIPIENT_PER_HOUR,
    storageBytesPerAddress: env.LIMIT_STORAGE_BYTES_PER_ADDRESS,
  }
}

/** The PostgreSQL pool settings of this start (db/postgres/pg-pool.ts). */
export function pgSettings(env: Env): PgSettings {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  }
}
