import { dirname, join, resolve } from 'node:path'
import { parseEnv } from './env.js'
import { createLogger } from './logger.js'
import { openDb } from '../db/client.js'
import { seedDemoData } from '../db/seed/seed-demo.js'
import { createTenantRegistry } from './services/tenancy/tenant-registry.js'
import { cookieSessionStore, serverSessionStore } from './services/session/session-store.js'
import { createSessionSealer } from './services/session/session-sealer.js'
import { loadOrCreateSecret, loadOrCreateSessionSecrets } from './services/session/session-secrets.js'
import { createMailer } from './services/mail/mailer.js'
import { createApp, originFactory } from './app.js'
import { projectRoot } from './project-root.js'
import { pageAssets } from './page-assets.js'

const root = projectRoot()
const env = parseEnv()
const logger = createLogger(env.LOG_LEVEL)
const dev = env.NODE_ENV !== 'production'

const db = openDb(env.DATABASE_PATH)
const seeded = seedDemoData(db, Date.now())
if (seeded.brands) logger.info(`seeded ${seeded.brands} brands into ${env.DATABASE_PATH}`)
if (seeded.catalog) logger.info('seeded the demo catalog')
if (seeded.help) logger.info('seeded the help centre')
const registry = createTenantRegistry(db, {
  defaultHost: env.DEFAULT_HOST,
  onInvalid: (brand, message) =>
    logger.error({ brand }, `tenant config of ${brand} is invalid and is not served: ${message}`),
  onInvalidContent: (brand, message) =>
    logger.error({ brand }, `own content of ${brand} is invalid; the shared catalog texts are shown: ${message}`),
})
const secrets =
  env.SESSION_SECRETS ?? loadOrCreateSessionSecrets(join(dirname(resolve(env.DATABASE_PATH)), 'session-secret'))
const sealer = createSessionSealer({ secrets, maxAgeMs: env.SESSION_MAX_AGE_DAYS * 86_400_000 })
const sessions = env.SESSION_PROVIDER === 'server' ? serverSessionStore(sealer, db) : cookieSessionStore(sealer)

const { assets, buildId } = await pageAssets(root, dev)

const mediaCacheDir = join(dirname(resolve(env.DATABASE_PATH)), 'media-cache')
const dataDir = dirname(resolve(env.DATABASE_PATH))
const paymentSecret = env.TEST_PSP_SECRET ?? loadOrCreateSecret(join(dataDir, 'test-psp-secret'))
const authSecret = env.AUTH_SECRET ?? loadOrCreateSecret(join(dataDir, 'auth-secret'))
const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: resolve(env.OUTBOX_DIR) })
const app = createApp({
  env,
  db,
  logger,
  registry,
  sessions,
  buildId,
  assets,
  mediaCacheDir,
  rootDir: root,
  mailer,
  paymentSecret,
  authSecret,
})
const server = app.listen(env.PORT, () => {
  const originOf = originFactory(env)
  const lines = registry.all().flatMap((t) =>
    t.sites.flatMap((s) =>
      s.languages.map((l) => {
        const prefix = l.pathPrefix ? `/${l.pathPrefix}` : ''
        return `  ${t.slug.padEnd(7)} ${(s.code + prefix).padEnd(6)} ${l.hreflang}  ${originOf(s.hosts[0]!)}${prefix}/`
      }),
    ),
  )
  if (!env.SMTP_URL)
    lines.push(`  mail is not sent: it is written to ${resolve(env.OUTBOX_DIR)} (set SMTP_URL to send)`)
  console.log(
    `Shop ${dev ? '(dev, Vite HMR) ' : ''}listening on port ${env.PORT}, build ${buildId}. Tenants:\n${lines.join('\n')}\n  localhost and 127.0.0.1 serve ${env.DEFAULT_HOST}`,
  )
})

function shutdown(signal: string) {
  logger.info(`${signal}: closing`)
  app.locals.jobs.stop()
  server.close(() => {
    db.$client.close()
    process.exit(0)
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
