import { dirname, resolve } from 'node:path'
import { createLogger, logFormat } from './logger.js'
import { closeDb, databaseName, openDatabase, type Db } from '../db/client.js'
import { outboxDir, pgSettings, type Env } from './env.js'
import { seedForMode } from '../db/seed/seed-for-mode.js'
import { recordPriceChanges } from './services/catalog/price-history.js'
import { seedDerivations } from './services/ops/seed-derivations.js'
import { createTenantRegistry } from './services/tenancy/tenant-registry.js'
import { cookieSessionStore, serverSessionStore } from './services/session/session-store.js'
import { createSessionSealer } from './services/session/session-sealer.js'
import { createMailer } from './services/mail/mailer.js'
import { createApp, originFactory } from './app.js'
import { queuePrivacySweep } from './services/privacy/retention-job.js'
import { readEnvSource } from './config/env-source.js'
import { checkStart } from './config/start-checks.js'
import { startSecrets } from './config/secrets.js'
import { tenantsAtStart } from './services/tenancy/tenants-at-start.js'
import { createGracefulShutdown, shutdownOnSignals } from './http/graceful-shutdown.js'
import { projectRoot } from './project-root.js'
import { createHttpServer } from './http/http-server.js'
import { pageAssets } from './page-assets.js'
import { openFileStorage } from './services/storage/open-storage.js'

const root = projectRoot()
// Every bad or missing setting at once, before anything is written (no database, no secret file).
const start = await checkStart(readEnvSource(), tenantsAtStart)
if (!start.ok) {
  console.error(start.message)
  process.exit(1)
}
const env = start.env
const logger = createLogger(env.LOG_LEVEL, logFormat(env, process.stdout.isTTY))
logger.info(`SHOP_MODE=${env.SHOP_MODE}`)
const dev = env.NODE_ENV !== 'production'

const db = await openDatabaseOrExit(env)
const seeded = await seedForMode(db, env.SHOP_MODE, Date.now(), seedDerivations)
if (seeded.brands) logger.info(`seeded ${seeded.brands} brands into ${databaseName(env)}`)
if (seeded.catalog) logger.info('seeded the demo catalog')
if (seeded.help) logger.info('seeded the help centre')
// An upgraded shop starts its price history here; later starts find nothing changed (the 30-day prior price).
const recordedPrices = await recordPriceChanges(db, Date.now())
if (recordedPrices) logger.info(`recorded ${recordedPrices} price changes`)
// The daily privacy sweep (decision 053) queues its next run itself; this starts the chain (one job a day).
await queuePrivacySweep(db, Date.now())
const registry = createTenantRegistry(db, {
  defaultHost: env.DEFAULT_HOST,
  onInvalid: (brand, message) =>
    logger.error({ brand }, `tenant config of ${brand} is invalid and is not served: ${message}`),
  onInvalidContent: (brand, message) =>
    logger.error({ brand }, `own content of ${brand} is invalid; the shared catalog texts are shown: ${message}`),
})
await registry.reload()
const secrets = startSecrets(env, dirname(resolve(env.DATABASE_PATH)))
const sealer = createSessionSealer({ secrets: secrets.sessionSecrets, maxAgeMs: env.SESSION_MAX_AGE_DAYS * 86_400_000 })
const sessions = env.SESSION_PROVIDER === 'server' ? serverSessionStore(sealer, db) : cookieSessionStore(sealer)

const { assets, buildId } = await pageAssets(root, dev)

// Uploads, print files, attachments and the media cache: STORAGE_PATH, shared by every instance (decision 030).
const storage = await openFileStorage(env, logger)
const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: outboxDir(env) })
// SIGTERM/SIGINT: drain requests, let the background jobs finish their current item, close the database (decision 020).
const shutdown = createGracefulShutdown({
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  logger,
  stopWork: () => app.locals.jobs.stop(),
  close: () => closeDb(db),
})
const app = createApp({
  env,
  db,
  logger,
  registry,
  sessions,
  buildId,
  assets,
  storage,
  rootDir: root,
  mailer,
  paymentSecret: secrets.testPspSecret,
  authSecret: secrets.authSecret,
  draining: shutdown.draining,
})
// Header, request and keep-alive timeouts for a shop behind a proxy (server/http/http-server.ts).
const server = createHttpServer(app).listen(env.PORT, () => {
  const originOf = originFactory(env)
  const lines = registry.brands().flatMap((t) =>
    t.sites.flatMap((s) =>
      s.languages.map((l) => {
        const prefix = l.pathPrefix ? `/${l.pathPrefix}` : ''
        return `  ${t.slug.padEnd(7)} ${(s.code + prefix).padEnd(6)} ${l.hreflang}  ${originOf(s.hosts[0]!)}${prefix}/`
      }),
    ),
  )
  if (!env.SMTP_URL) lines.push(`  mail is not sent: it is written to ${outboxDir(env)} (set SMTP_URL to send)`)
  console.log(
    `Shop ${dev ? '(dev, Vite HMR) ' : ''}listening on port ${env.PORT}, build ${buildId}. Tenants:\n${lines.join('\n')}\n  localhost and 127.0.0.1 serve ${env.DEFAULT_HOST}`,
  )
})

shutdown.attach(server)
shutdownOnSignals(shutdown, logger)

/** An unreachable or refused database stops the start with one line naming it (no stack trace). */
async function openDatabaseOrExit(location: Env): Promise<Db> {
  try {
    return await openDatabase(location, pgSettings(location))
  } catch (error) {
    const key = location.DATABASE_URL ? 'DATABASE_URL' : 'DATABASE_PATH'
    console.error(`Cannot start: ${key} (${databaseName(location)}): ${(error as Error).message}`)
    process.exit(1)
  }
}
