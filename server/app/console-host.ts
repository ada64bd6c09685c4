import type { Express } from 'express'
import { normalizeHost } from '../services/tenancy/tenant-registry.js'
import { consoleRouter } from '../console/router.js'
import { listPrintFiles } from '../services/editor/print-files.js'
import type { AppDeps } from './app-deps.js'
import type { AppServices } from './app-services.js'

/** The marketer console answers on its own host only, before (and instead of) tenant resolution. */
export function mountConsole(app: Express, deps: AppDeps, services: AppServices): void {
  const { env, logger, db } = deps
  const adminHost = normalizeHost(env.ADMIN_HOST)
  // A warning at start that nothing waits for.
  deps.registry.resolve(adminHost).then(
    (shop) => {
      if (shop)
        logger.warn(
          { adminHost },
          `ADMIN_HOST ${adminHost} is also a shop host: the console answers there instead of the shop`,
        )
    },
    (err: unknown) => logger.error({ err }, 'could not check whether ADMIN_HOST is also a shop host'),
  )
  const marketerConsole = consoleRouter({
    db,
    registry: deps.registry,
    now: deps.now,
    secret: deps.authSecret,
    originOf: services.originOf,
    limiter: services.limiter,
    storage: deps.storage,
    orders: {
      mail: services.payments.mail,
      providers: services.payments.providers,
      printFiles: (order) => listPrintFiles(services.editor, order),
      kick: services.jobs.kick,
    },
  })
  app.use((req, res, next) =>
    normalizeHost(req.headers.host ?? '') === adminHost ? marketerConsole(req, res, next) : next(),
  )
}
