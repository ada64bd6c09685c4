import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AddressInfo } from 'node:net'
import { createHttpServer, type HttpTimeouts } from '../../server/http/http-server.js'
import { httpRequest, type RequestInit, type TestResponse } from './http-request.js'
import { closeDb, openDb, openPostgres, sqliteClient, type Db } from '../../db/client.js'
import { createTestDatabase, dropTestDatabase, TEST_DATABASE_URL } from './test-database.js'
import { loadDemoCatalog, seedDemoData } from '../../db/seed/demo/seed-demo-shop.js'
import { seedForMode } from '../../db/seed/seed-for-mode.js'
import type { ShopMode } from '../../server/domain/config/shop-mode.js'
import { seedDerivations } from '../../server/services/ops/seed-derivations.js'
import { createTenantRegistry, type TenantRegistry } from '../../server/services/tenancy/tenant-registry.js'
import { cookieSessionStore, serverSessionStore } from '../../server/services/session/session-store.js'
import { createSessionSealer } from '../../server/services/session/session-sealer.js'
import { createApp } from '../../server/app.js'
import { createMailer, readOutbox } from '../../server/services/mail/mailer.js'
import type { BackgroundJobs } from '../../server/services/jobs/job-runner.js'
import { parseEnv, pgSettings, storageRoot, type Env } from '../../server/env.js'
import { createFsStorage } from '../../server/services/storage/fs-storage.js'
import pino from 'pino'
import { Writable } from 'node:stream'

export const TEST_SECRETS: [string, string][] = [
  ['t2', 'x'.repeat(32) + 'current-test-secret'],
  ['t1', 'y'.repeat(32) + 'older-test-secret'],
]

export interface TestApp {
  db: Db
  dbPath: string
  /** The database settings of this app (DATABASE_PATH, and DATABASE_URL on the PostgreSQL pass), for CLIs. */
  databaseEnv: Record<string, string>
  /** Another connection to the app's database, as another process (the ops CLI) would open it; close it after use. */
  openConnection(): Promise<Db>
  /** Root of the app's file storage (STORAGE_PATH): uploads/, attachments/, print-files/, media-cache/. */
  storagePath: string
  /** The live registry object the app reads on every request (tests may wrap its methods). */
  registry: TenantRegistry
  env: Env
  port: number
  /** Queued webhooks and mail; `jobs.idle()` waits until the current sweep is done. */
  jobs: BackgroundJobs
  outboxDir: string
  /** Mail the app wrote to its dev outbox. */
  outbox(): ReturnType<typeof readOutbox>
  /** Log lines the server wrote (pino objects), for asserting logged reasons. */
  logs: Record<string, unknown>[]
  /** HTTP through the real server with an explicit Host header (Node's fetch would overwrite it). */
  request(host: string, path: string, init?: RequestInit): Promise<TestResponse>
  close(): Promise<void>
}

/** What a browser-like client needs of a shop: HTTP with an explicit Host header (a test app, or a cluster of them). */
export type HttpClient = Pick<TestApp, 'request'>

export type { TestResponse } from './http-request.js'

let vikeLoaded = false

async function seedTemplate(db: Db, mode: ShopMode): Promise<void> {
  if (mode === 'demo') await seedDemoData(db, TEST_NOW, seedDerivations)
  else {
    await seedForMode(db, 'live', TEST_NOW, seedDerivations)
    await loadDemoCatalog(db, TEST_NOW, seedDerivations)
  }
}
const templates = new Map<ShopMode, string>()

/**
 * Seeding the demo catalog takes a moment; do it once per test worker and mode, and copy the file for each app. A
 * live shop's database is what a live start writes (tenants, help centre) plus the catalogue loaded as ops would
 * (`npm run ops -- demo load-catalog`): no demo accounts, reviews or promotion codes.
 */
async function seededTemplate(mode: ShopMode): Promise<string> {
  const known = templates.get(mode)
  if (known) return known
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'))
  const path = join(dir, 'template.db')
  const db = openDb(path)
  await seedTemplate(db, mode)
  sqliteClient(db).pragma('wal_checkpoint(TRUNCATE)')
  await closeDb(db)
  templates.set(mode, path)
  return path
}

export const TEST_PSP_SECRET = 'psp-test-secret-'.padEnd(40, 'z')

/** Fixed "now" of the seeded demo catalog, so offers and novelties are the same in every run. */
export const TEST_NOW = Date.UTC(2026, 10, 23, 9, 0, 0)

export const TEST_AUTH_SECRET = 'auth-test-secret-'.padEnd(40, 'a')

export interface TestAppOptions {
  /**
   * demo (the default, what `npm start` runs): the demo shop. live: SHOP_MODE=live with its secrets in the
   * environment, no test PSP, and a live database (see seededTemplate).
   */
  mode?: ShopMode
  /**
   * Absolute links (mails, PSP pages, canonical URLs) name the test server's own port (PUBLIC_PORT), so a browser
   * can follow them. Otherwise they name PORT 3000, as a shop on the default port would.
   */
  linksToListener?: boolean
  /** Stands for the shutdown state (server/http/graceful-shutdown.ts): /readyz answers 503 while it returns true. */
  draining?: () => boolean
  /** Shorter header/request timeouts than production's, to test them without waiting a minute. */
  httpTimeouts?: HttpTimeouts
  /** The line per request (server/http/request-logging.ts), which NODE_ENV=test turns off, into `logs` as well. */
  requestLogging?: boolean
  /** sqlite: this app keeps the SQLite file even on the PostgreSQL pass (a copy from SQLite to PostgreSQL). */
  engine?: 'sqlite'
  /** false: log lines are written by pino and then dropped, not parsed into `logs` (benchmarks, like stdout). */
  keepLogs?: boolean
  /**
   * A second instance of the same shop (decision 030): the other app's database file and STORAGE_PATH, opened by this
   * app's own connection and storage. Closing this app leaves them to the other one.
   */
  sameShopAs?: TestApp
  /** The app's clock (TEST_NOW by default): a test may move it, e.g. across an offer's start. */
  now?: () => number
}

/** A fresh migrated and seeded SQLite file per call, the production Vike build, and a listening server. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  if (!vikeLoaded) {
    await import(pathToFileURL(resolve('dist/server/entry.mjs')).href)
    vikeLoaded = true
  }
  const mode = opts.mode ?? 'demo'
  // The production server and its timeouts (server/http/http-server.ts), unless a test shortens them.
  const server = createHttpServer(undefined, opts.httpTimeouts)
  await new Promise<void>((ok) => server.listen(0, ok))
  const port = (server.address() as AddressInfo).port
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'))
  const shared = opts.sameShopAs
  const dbPath = shared ? shared.dbPath : join(dir, 'shop.db')
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_PATH: dbPath,
    ...(shared ? { STORAGE_PATH: shared.storagePath } : {}),
    LOG_LEVEL: 'silent',
    PORT: '3000',
    // Off unless a test asks for it (tests/integration/page-cache.test.ts): many tests write the catalogue through
    // the app's own connection and expect the next GET to show it at once, which a 60-second cache would not.
    PAGE_CACHE_MB: '0',
    ...(opts.linksToListener ? { PUBLIC_PORT: String(port) } : {}),
    ...(mode === 'live'
      ? {
          SHOP_MODE: 'live',
          SESSION_SECRETS: TEST_SECRETS.map(([id, secret]) => `${id}:${secret}`).join(','),
          AUTH_SECRET: TEST_AUTH_SECRET,
          SMTP_URL: 'smtp://mail.invalid:25',
        }
      : {}),
    ...envOverrides,
  })
  const databaseUrl = shared
    ? shared.databaseEnv.DATABASE_URL
    : TEST_DATABASE_URL && opts.engine !== 'sqlite'
      ? await createTestDatabase(mode, (db) => seedTemplate(db, mode))
      : undefined
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else if (!shared) copyFileSync(await seededTemplate(mode), dbPath)
  const db = databaseUrl ? await openPostgres(databaseUrl, pgSettings(env)) : openDb(dbPath)
  // As the server entry does: STORAGE_PATH, by default the database's folder (the test's own folder).
  const storagePath = storageRoot(env)
  const registry = createTenantRegistry(db, { defaultHost: env.DEFAULT_HOST })
  await registry.reload()
  const sealer = createSessionSealer({ secrets: TEST_SECRETS, maxAgeMs: env.SESSION_MAX_AGE_DAYS * 86_400_000 })
  const sessions = env.SESSION_PROVIDER === 'server' ? serverSessionStore(sealer, db) : cookieSessionStore(sealer)
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _enc, done) {
      if (opts.keepLogs === false) return done()
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line))
      done()
    },
  })
  const logger = pino({ level: 'info' }, sink)
  const outboxDir = join(dir, 'outbox')
  const mailer = createMailer({ outboxDir })
  const app = createApp({
    env,
    db,
    logger,
    registry,
    sessions,
    buildId: 'test-build',
    storage: createFsStorage(storagePath),
    rootDir: resolve('.'),
    now: opts.now ?? (() => TEST_NOW),
    assets: { kind: 'static', dir: resolve('dist/client') },
    mailer,
    // Live mode has no test PSP; mail still goes to the outbox folder, a stand-in for SMTP.
    paymentSecret: mode === 'demo' ? TEST_PSP_SECRET : undefined,
    authSecret: TEST_AUTH_SECRET,
    jobIntervalMs: 200,
    draining: opts.draining,
    requestLogging: opts.requestLogging,
  })
  server.on('request', app)
  return {
    db,
    dbPath,
    databaseEnv: { DATABASE_PATH: dbPath, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    openConnection: async () => (databaseUrl ? await openPostgres(databaseUrl) : openDb(dbPath)),
    storagePath,
    registry,
    env,
    port,
    jobs: app.locals.jobs,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    logs,
    request: (host, path, init) => httpRequest(port, host, path, init),
    async close() {
      await app.locals.jobs.stop()
      await app.locals.jobs.idle()
      await new Promise((ok) => server.close(ok))
      await closeDb(db)
      if (databaseUrl && !shared) await dropTestDatabase(databaseUrl)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  const c = setCookies.find((s) => s.startsWith(`${name}=`))
  return c?.slice(name.length + 1).split(';')[0]
}
