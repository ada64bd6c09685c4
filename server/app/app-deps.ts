import type { RequestHandler } from 'express'
import type { Db } from '../../db/client.js'
import type { Env } from '../env.js'
import type { Logger } from '../logger.js'
import type { TenantRegistry } from '../services/tenancy/tenant-registry.js'
import type { SessionStore } from '../services/session/session-store.js'
import type { FileStorage } from '../services/storage/file-storage.js'
import type { Mailer } from '../services/mail/mailer.js'

export interface AppDeps {
  env: Env
  db: Db
  logger: Logger
  registry: TenantRegistry
  sessions: SessionStore
  buildId: string
  /**
   * Uploads, print files, support attachments and the media cache (generated catalog images, rendered once), shared
   * by every instance (STORAGE_PATH, decision 030).
   */
  storage: FileStorage
  /** Project root (locale catalogs and page folders are read from it). */
  rootDir: string
  /** Clock for date-dependent content (offers); tests pin it. */
  now?: () => number
  /** Sends mail (SMTP, or the dev outbox folder). */
  mailer: Mailer
  /** HMAC secret shared by the built-in test PSP and the shop's webhook check (demo mode; live mode has no test PSP). */
  paymentSecret?: string
  /** Secret of the CSRF tokens of the auth forms. */
  authSecret: string
  /** How often queued webhooks and mail are swept (ms); requests also trigger a sweep at once. */
  jobIntervalMs?: number
  /** True once shutdown has begun: /readyz answers 503 (server/http/graceful-shutdown.ts). */
  draining?: () => boolean
  /** One log line per request; default: on except under NODE_ENV=test. */
  requestLogging?: boolean
  /** Production: built client assets directory; dev: Vite's middleware instead. */
  assets: { kind: 'static'; dir: string } | { kind: 'dev'; middleware: RequestHandler }
}
