import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { request as undiciRequest } from 'undici'
import { openDb, type Db } from '../../db/client.js'
import { seedDemoData } from '../../db/seed/seed-demo.js'
import { createTenantRegistry, type TenantRegistry } from '../../server/services/tenancy/tenant-registry.js'
import { cookieSessionStore, serverSessionStore } from '../../server/services/session/session-store.js'
import { createSessionSealer } from '../../server/services/session/session-sealer.js'
import { createApp } from '../../server/app.js'
import { createMailer, readOutbox } from '../../server/services/mail/mailer.js'
import type { BackgroundJobs } from '../../server/services/jobs/job-runner.js'
import { parseEnv, type Env } from '../../server/env.js'
import pino from 'pino'
import { Writable } from 'node:stream'

export const TEST_SECRETS: [string, string][] = [
  ['t2', 'x'.repeat(32) + 'current-test-secret'],
  ['t1', 'y'.repeat(32) + 'older-test-secret'],
]

export interface TestApp {
  db: Db
  dbPath: string
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
  request(
    host: string,
    path: string,
    init?: { method?: 'GET' | 'POST' | 'HEAD'; headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<TestResponse>
  close(): Promise<void>
}

export interface TestResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json<T = unknown>(): T
  setCookies: string[]
}

let vikeLoaded = false
let template: string | null = null

/** Seeding the demo catalog takes a moment; do it once per test worker and copy the file for each app. */
function seededTemplate(): string {
  if (template) return template
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'))
  const path = join(dir, 'template.db')
  const db = openDb(path)
  seedDemoData(db, TEST_NOW)
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  template = path
  return path
}

export const TEST_PSP_SECRET = 'psp-test-secret-'.padEnd(40, 'z')

/** Fixed "now" of the seeded demo catalog, so offers and novelties are the same in every run. */
export const TEST_NOW = Date.UTC(2026, 10, 23, 9, 0, 0)

export interface TestAppOptions {
  /** Stands for the shutdown state (server/http/graceful-shutdown.ts): /readyz answers 503 while it returns true. */
  draining?: () => boolean
  /** pino-http's line per request, which NODE_ENV=test turns off, into `logs` as well. */
  requestLogging?: boolean
}

/** A fresh migrated and seeded SQLite file per call, the production Vike build, and a listening server. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  if (!vikeLoaded) {
    await import(pathToFileURL(resolve('dist/server/entry.mjs')).href)
    vikeLoaded = true
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'))
  const dbPath = join(dir, 'shop.db')
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_PATH: dbPath, LOG_LEVEL: 'silent', PORT: '3000', ...envOverrides })
  copyFileSync(seededTemplate(), dbPath)
  const db = openDb(dbPath)
  const registry = createTenantRegistry(db, { defaultHost: env.DEFAULT_HOST })
  const sealer = createSessionSealer({ secrets: TEST_SECRETS, maxAgeMs: env.SESSION_MAX_AGE_DAYS * 86_400_000 })
  const sessions = env.SESSION_PROVIDER === 'server' ? serverSessionStore(sealer, db) : cookieSessionStore(sealer)
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _enc, done) {
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
    mediaCacheDir: join(dir, 'media'),
    rootDir: resolve('.'),
    now: () => TEST_NOW,
    assets: { kind: 'static', dir: resolve('dist/client') },
    mailer,
    paymentSecret: TEST_PSP_SECRET,
    authSecret: 'auth-test-secret-'.padEnd(40, 'a'),
    jobIntervalMs: 200,
    draining: options.draining,
    requestLogging: options.requestLogging,
  })
  const server: Server = await new Promise((ok) => {
    const s = app.listen(0, () => ok(s))
  })
  const port = (server.address() as AddressInfo).port
  return {
    db,
    dbPath,
    registry,
    env,
    port,
    jobs: app.locals.jobs,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    logs,
    async request(host, path, init = {}) {
      const res = await undiciRequest(`http://127.0.0.1:${port}${path}`, {
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
        body: init.body,
      })
      const text = await res.body.text()
      const sc = res.headers['set-cookie']
      return {
        status: res.statusCode,
        headers: res.headers,
        text,
        json: <T>() => JSON.parse(text) as T,
        setCookies: sc === undefined ? [] : Array.isArray(sc) ? sc : [sc],
      }
    },
    async close() {
      app.locals.jobs.stop()
      await app.locals.jobs.idle()
      await new Promise((ok) => server.close(ok))
      db.$client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  const c = setCookies.find((s) => s.startsWith(`${name}=`))
  return c?.slice(name.length + 1).split(';')[0]
}
