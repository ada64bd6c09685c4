import { z } from 'zod'
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

export const envSchema = z.object({
  /**
   * demo: demo catalogue and accounts, the test PSP, the dev outbox and a "demo shop" notice on every page. live: no
   * demo data or test PSP, and the start refuses unsafe settings (server/config/start-checks.ts).
   */
  SHOP_MODE: z.enum(['demo', 'live'], { error: 'expected "demo" or "live"' }).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default('data/shop.db'),
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
  /** cookie: session data sealed in the cookie; server: data in SQLite, the cookie seals only the id. */
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
  LIMIT_UPLOADS_PER_HOUR: limit(LIMIT_DEFAULTS.uploadsPerHour),
  LIMIT_UPLOAD_MB_PER_HOUR: limit(LIMIT_DEFAULTS.uploadMbPerHour),
  LIMIT_PRINT_RENDERS_PER_10_MIN: limit(LIMIT_DEFAULTS.printRendersPer10Min),
  LIMIT_CONTACT_PER_HOUR: limit(LIMIT_DEFAULTS.contactPerHour),
  LIMIT_NEWSLETTER_PER_HOUR: limit(LIMIT_DEFAULTS.newsletterPerHour),
  LIMIT_TRACKING_PER_MINUTE: limit(LIMIT_DEFAULTS.trackingPerMinute),
  LIMIT_CHAT_PER_10_MIN: limit(LIMIT_DEFAULTS.chatPer10Min),
  LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: limit(LIMIT_DEFAULTS.signInFailuresPerAddress),
  LIMIT_SIGN_IN_FREE_ATTEMPTS: limit(LIMIT_DEFAULTS.signInFreeAttempts),
  LIMIT_AUTH_MAIL_PER_ADDRESS_PER_HOUR: limit(LIMIT_DEFAULTS.authMailPerAddressPerHour),
  LIMIT_MAILS_PER_RECIPIENT_PER_HOUR: limit(LIMIT_DEFAULTS.mailsPerRecipientPerHour),
  /** Total bytes of uploads and contact attachments kept per client address (and per account); default 1 GiB. */
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp(s)://user:pass@host:port; unset = write mail to the dev outbox (OUTBOX_DIR). The sender is per brand. */
  SMTP_URL: z
    .string()
    .url({ protocol: /^smtps?$/, message: 'expected smtp(s)://user:pass@host:port' })
    .optional(),
  /** Where mail goes when SMTP_URL is unset: one .eml (plus a .json sidecar) per message, readable with readOutbox(). */
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  /** On SIGTERM/SIGINT: how long in-flight requests and the current background job get before connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'at least 100 (milliseconds)')
    .max(600_000, 'at most 600000 (10 minutes)')
    .default(10_000),
})

export type Env = z.infer<typeof envSchema>

/** Parses process.env, failing fast with every bad key named. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
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
    uploadsPerHour: env.LIMIT_UPLOADS_PER_HOUR,
    uploadMbPerHour: env.LIMIT_UPLOAD_MB_PER_HOUR,
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
