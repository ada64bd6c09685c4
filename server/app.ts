import express from 'express'
import type { BackgroundJobs } from './services/jobs/job-runner.js'
import { originFactory } from './origin.js'
import type { AppDeps } from './app/app-deps.js'
import { createAppServices } from './app/app-services.js'
import { mountFrontDoor } from './app/front-door.js'
import { mountConsole } from './app/console-host.js'
import { mountTenantAndFiles } from './app/tenant-files.js'
import { mountServerToServer } from './app/server-to-server.js'
import { mountShopSession } from './app/shop-session.js'
import { mountShopRoutes, mountTestPsp } from './app/shop-routes.js'
import { mountSupportAndAccounts } from './app/support-routes.js'
import { mountSessionApi } from './app/session-api.js'
import { mountPages } from './app/pages.js'
import { mountErrorHandler } from './app/error-handler.js'

export type { AppDeps }
export { originFactory }

/**
 * The Express app, in the order a request meets it (docs/architecture.md, "A request"): each area mounts its own
 * middleware and routers in server/app/; the order of the calls is the order of the middleware.
 */
export function createApp(deps: AppDeps): express.Express & { locals: { jobs: BackgroundJobs } } {
  const app = express()
  const services = createAppServices(deps)
  app.locals.jobs = services.jobs
  mountFrontDoor(app, deps, services)
  mountConsole(app, deps, services)
  mountTenantAndFiles(app, deps, services)
  mountServerToServer(app, deps, services)
  mountShopSession(app, deps)
  mountShopRoutes(app, deps, services)
  mountSupportAndAccounts(app, deps, services)
  mountTestPsp(app, services)
  mountSessionApi(app, deps, services)
  mountPages(app, deps, services)
  mountErrorHandler(app, deps.logger)
  return app as express.Express & { locals: { jobs: BackgroundJobs } }
}
