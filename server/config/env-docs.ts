import { z } from 'zod'
import { envSchema } from '../env.js'

/**
 * What docs/configuration.md says of an environment variable (Markdown, links relative to docs/): its meaning, and its
 * default in words where the schema's own default value is not what a reader needs (a generated secret, a default
 * that depends on the mode). Without `default` the generator shows the schema's default value, or "unset".
 */
export interface EnvDoc {
  meaning: string
  default?: string
}

/** The docs of every envSchema key, held by the key's schema: `envDocs.get(envSchema.shape.PORT)`. */
export const envDocs = z.registry<EnvDoc>()

// Typed by the schema's keys so that a key added without docs (or docs of a removed key) fails the type check too;
// tests/unit/configuration-doc.test.ts checks the registry itself.
const docsByKey: Record<keyof typeof envSchema.shape, EnvDoc> = {
  SHOP_MODE: { meaning: '`demo` or `live` ([demo-and-live-modes.md](demo-and-live-modes.md))' },
  NODE_ENV: {
    meaning: '`development` serves through Vite with HMR',
    default: '`production` for the build (`npm start`, `npm run serve`), `development` for `npm run dev`',
  },
  PORT: { meaning: 'listening port' },
  DATABASE_PATH: {
    meaning:
      "SQLite file (created, migrated and seeded when empty); unused for data when `DATABASE_URL` is set. When another process (a second instance on the file, an ops CLI) holds its write lock, a statement waits for it on timers, not inside the statement, so the instance's other requests go on; after 5 s that request answers 503 with Retry-After (decision 038)",
  },
  DATABASE_URL: {
    meaning:
      "`postgres://user:password@host:port/database`: the whole shop on PostgreSQL, through drizzle's node-postgres driver and a pool of connections per instance (decisions 029 and 038; several instances, see [deploy.md](deploy.md)). Transactions of different requests and instances run at once; what keeps each read-then-write rule correct is listed in [decision 038's table](decisions/038-rules-table.md). Migrations (`migrations/pg`) run at start under an advisory lock held only around them, on a connection without statement or lock timeouts, so one of several starting instances migrates and the others wait for it. Unreachable at start: the start stops with one line naming it; lost while running: a request that needs it answers 503 with Retry-After, `/readyz` 503, other requests go on, and the pool opens new connections when it returns. `npm run ops -- db copy --to postgres://...` moves a SQLite shop there",
  },
  DATABASE_POOL_SIZE: {
    meaning:
      "PostgreSQL only: connections each instance keeps at most (1 to 200). Statements of different requests run at once on different connections; a transaction holds one until it ends. Every instance and running CLI has a pool of its own, so keep their sum under the server's `max_connections`",
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    meaning:
      'PostgreSQL only: longest wait for a connection, a new one or a free one of a busy pool (100 to 120000). Past it the request answers 503 with Retry-After; at start, the start stops',
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    meaning:
      'PostgreSQL only: a statement, or a wait for a lock, that runs longer is cancelled by the server (`statement_timeout`, `lock_timeout`; the client gives up 2 s later) and fails its own request with 503 and Retry-After, its transaction rolled back; other requests go on (100 to 600000). Migrations at start are not bound by it',
  },
  STORAGE_PATH: {
    meaning:
      'folder of the stored files: `uploads/`, `print-files/`, `attachments/`, `media-cache/` (decision 030). Independent of the database: several app instances point it at one shared volume. It must be a folder the shop can write into (or create); otherwise the start is refused naming `STORAGE_PATH`. Temporary upload files (`.incoming-*.part`) older than an hour are deleted at start',
    default: 'the folder of `DATABASE_PATH` (`data/`)',
  },
  DEFAULT_HOST: { meaning: 'tenant served on `localhost` / `127.0.0.1`' },
  ADMIN_HOST: {
    meaning:
      'host of the marketer console (staff only); it never answers on a shop host, and shop pages never answer on it',
  },
  PUBLIC_SCHEME: {
    meaning:
      'scheme of every absolute URL (pages, mails, PSP return and webhook URLs, sitemaps, ops CLI output); `https` also sends HSTS (one year, subdomains) and makes every cookie `Secure` (shop session, sign-in, device, attribution, console), with or without `X-Forwarded-Proto`',
  },
  PUBLIC_PORT: {
    meaning:
      "port of every absolute URL; omitted when 80/443. Links never take the port or scheme of a request's `Host` or `X-Forwarded-*`",
    default: 'demo: `PORT`; live: 443/80',
  },
  SESSION_SECRETS: {
    meaning: '`id:secret[,id:secret]` (secrets ≥ 32 chars); the first seals, all unseal (rotation)',
    default: 'demo: generated once into `data/session-secret`; live: required',
  },
  SESSION_PROVIDER: {
    meaning:
      '`cookie`: session data sealed in the cookie; `server`: data in the database (SQLite or PostgreSQL), the cookie seals only the id',
  },
  SESSION_MAX_AGE_DAYS: { meaning: 'shop session lifetime in days (1 to 400)' },
  TRUST_PROXY: {
    meaning:
      'the proxies in front of the shop, whose `X-Forwarded-For` is believed: a hop count (`1`) or a comma-separated list of addresses, subnets or `loopback`/`linklocal`/`uniquelocal`. `true` is refused at start: every client could choose the address the rate limits count on',
  },
  LIMIT_UPLOADS_PER_SESSION: {
    meaning:
      'photo and file uploads per shop session (or account when signed in), refilled over a day and renewed at once when the session places an order (decision 047): one order of 500 photos meets no limit',
  },
  LIMIT_UPLOAD_MB_PER_SESSION: {
    meaning: 'megabytes uploaded per shop session (or account), renewed like `LIMIT_UPLOADS_PER_SESSION`',
  },
  LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: {
    meaning:
      'photo and file uploads per client address (and account) over a day, whatever the session: bounds an address that uploads from fresh sessions without ordering (429 `too_many_uploads` with `Retry-After`); an order gives back what its session uploaded',
  },
  LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY: {
    meaning:
      'megabytes uploaded (photos, contact attachments) per client address (and account) over a day (429 `upload_quota`); an order gives back what its session uploaded',
  },
  LIMIT_PRINT_RENDERS_PER_10_MIN: {
    meaning: 'personalised products added to the cart (each renders a print file) per client address (and account)',
  },
  LIMIT_CONTACT_PER_HOUR: {
    meaning: 'contact form messages per client address (and account); a form with mistakes does not count',
  },
  LIMIT_NEWSLETTER_PER_HOUR: { meaning: 'newsletter sign-ups per client address' },
  LIMIT_TRACKING_PER_MINUTE: { meaning: 'order tracking lookups per client address' },
  LIMIT_CHAT_PER_10_MIN: { meaning: 'chat posts per client address' },
  LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: {
    meaning: 'failed sign-ins (shop and console) per client address in 15 minutes, across accounts',
  },
  LIMIT_SIGN_IN_FREE_ATTEMPTS: {
    meaning:
      "sign-in attempts per (account, client address) before delays start: 30 s, doubling up to 15 min; a success clears them. Another address (the owner's) is not held up",
  },
  LIMIT_AUTH_MAIL_PER_ADDRESS_PER_HOUR: {
    meaning: 'sign-in links, registrations and password resets requested per client address (3 per account)',
  },
  LIMIT_MAILS_PER_RECIPIENT_PER_HOUR: {
    meaning:
      'mails from anonymous forms (newsletter confirmation, contact confirmation, sign-in link, registration, password reset) to one mailbox (`+tags` ignored), whoever asks; further ones are not sent, the form answers as always',
  },
  LIMIT_STORAGE_BYTES_PER_ADDRESS: {
    meaning:
      'total bytes of uploads and contact attachments kept per client address (and per account), 8 GiB by default; over it an upload answers 413 `storage_quota` and nothing is written',
  },
  TEST_PSP_SECRET: {
    meaning: "HMAC secret of the built-in test PSP's webhooks (≥ 32 chars)",
    default: 'demo: generated once into `data/test-psp-secret`; live: not used',
  },
  AUTH_SECRET: {
    meaning: "secret of the sign-in forms' CSRF tokens (≥ 32 chars)",
    default: 'demo: generated once into `data/auth-secret`; live: required',
  },
  PAGE_CACHE_MB: {
    meaning:
      'memory budget (MB) of the in-process cache of anonymous page HTML (least recently used pages go first); `0` turns it off. See [Page cache](operations.md#page-cache)',
  },
  ADYEN_API_KEY: {
    meaning:
      'Adyen API key; setting it enables Adyen for every online method. Never stored in the database or sent to the browser',
    default: 'unset (Adyen off)',
  },
  ADYEN_HMAC_KEY: {
    meaning: 'HMAC key of the Adyen webhook, hex as shown in the Customer Area',
    default: 'required with `ADYEN_API_KEY`',
  },
  ADYEN_ENVIRONMENT: { meaning: '`test` or `live`', default: 'required with `ADYEN_API_KEY`' },
  ADYEN_LIVE_URL_PREFIX: {
    meaning: 'your live endpoint prefix (`[prefix]-checkout-live.adyenpayments.com`)',
    default: 'required when `live`',
  },
  ADYEN_CHECKOUT_ENDPOINT: { meaning: "base URL of the Checkout API (the tests' stand-in server)", default: "Adyen's" },
  ADYEN_WEBHOOK_USER: {
    meaning:
      "user of the webhook's basic auth, as set in the Customer Area; both or neither with `ADYEN_WEBHOOK_PASSWORD`",
  },
  ADYEN_WEBHOOK_PASSWORD: {
    meaning:
      "password of the webhook's basic auth (8 to 200 characters), as set in the Customer Area; both or neither with `ADYEN_WEBHOOK_USER`",
  },
  ADYEN_TIMEOUT_MS: {
    meaning: 'longest wait for an Adyen call (ms, 1000 to 120000); past it the shopper is told to try again',
  },
  ICON_SERVICE_URL: {
    meaning:
      "an Iconify-compatible icon data service for icons the shop does not bundle (5 s time-out, URLs up to 500 characters); unset: the shop's own icons only, nothing leaves the server",
  },
  VAT_CHECK_URL: {
    meaning:
      "the EU's VIES REST API, `https://ec.europa.eu/taxation_customs/vies/rest-api`, to check a business buyer's VAT id from another member state at checkout (5 s time-out); a confirmed id makes the sale an exempt intra-Community supply without VAT (reverse charge, decision 056). Unset: no check, VAT is always charged",
  },
  CLIENT_API_REQUESTS: {
    meaning:
      '`off`: route payloads (`/<route>/_payload.json`) and icon data answer 403 `client_api_disabled`, so the prefetch costs no server renders; pages still work',
  },
  LOG_LEVEL: { meaning: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`' },
  LOG_FORMAT: {
    meaning: '`json`: one JSON object per line (for a log collector); `pretty`: readable lines (pino-pretty)',
    default: '`pretty` for the demo in a terminal, else `json`',
  },
  SMTP_URL: {
    meaning: '`smtp(s)://user:pass@host:port`; unset (demo only): mail is written to `OUTBOX_DIR` instead of sent',
    default: 'demo: unset; live: required',
  },
  OUTBOX_DIR: {
    meaning: 'dev outbox: one `.eml` (and a `.json` copy) per mail; `npm run ops -- outbox` lists them',
    default: '`outbox/` in the storage root (`STORAGE_PATH`, else the folder of `DATABASE_PATH`)',
  },
  SHUTDOWN_TIMEOUT_MS: {
    meaning:
      'on SIGTERM/SIGINT: time for in-flight requests and the current background job before connections are cut (100 to 600000)',
  },
}

for (const [key, doc] of Object.entries(docsByKey)) envDocs.add(envSchema.shape[key as keyof typeof docsByKey], doc)

/**
 * Variables read outside envSchema, before it (server/config/env-source.ts picks the env file the schema then
 * parses): documented here because the table lists every variable, but not keys of the schema.
 */
export const envDocsOutsideSchema: Record<string, Required<EnvDoc>> = {
  ENV_FILE: {
    meaning:
      'env file read by the server, `npm run ops` and `npm run tenant` (a missing named file stops them); read before the other settings, which it may hold',
    default: '`.env` if present',
  },
}
