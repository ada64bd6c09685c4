import { closeDb, openDatabase, type Db } from '../db/client.js'
import { parseEnv, pgSettings, type Env } from '../server/env.js'
import { readEnvSource } from '../server/config/env-source.js'
import { originFactory } from '../server/origin.js'
import { createTenantRegistry } from '../server/services/tenancy/tenant-registry.js'
import { apiKeyCommands } from './ops/api-key-commands.js'
import { auditCommand } from './ops/audit-commands.js'
import { brandPagesCommands } from './ops/brand-pages-commands.js'
import { catalogCommands } from './ops/catalog-commands.js'
import { fail, runCommand, type Command, type CommandGroup, type OpsContext } from './ops/command.js'
import { customerCommands } from './ops/customer-commands.js'
import { dbCommands } from './ops/db-commands.js'
import { demoCommands } from './ops/demo-commands.js'
import { eventsCommands } from './ops/events-commands.js'
import { helpCommands } from './ops/help-commands.js'
import { jobsCommands } from './ops/jobs-commands.js'
import { orderCommands } from './ops/order-commands.js'
import { outboxCommand } from './ops/outbox-commands.js'
import { promoCommands } from './ops/promo-commands.js'
import { reviewCommands } from './ops/review-commands.js'
import { staffCommands } from './ops/staff-commands.js'
import { ticketCommands } from './ops/ticket-commands.js'
import { USAGE } from './ops/usage.js'
import { vatCommands } from './ops/vat-commands.js'

/**
 * `npm run ops -- <group> <action> [arguments] [--options]`: orders, API keys, customers, tickets, reviews, page
 * events, staff, audit log, promotion codes, background jobs, the dev outbox and copying the database against $DATABASE_PATH. Each group lives in
 * scripts/ops/; this file only picks the command. Arguments are checked before a command runs (scripts/ops/args.ts):
 * a refused one is an `error: ...` line and exit 1; an unknown command prints the usage and exits 2.
 */

const GROUPS: Readonly<Record<string, CommandGroup>> = {
  order: orderCommands,
  'api-key': apiKeyCommands,
  ticket: ticketCommands,
  review: reviewCommands,
  customer: customerCommands,
  events: eventsCommands,
  staff: staffCommands,
  demo: demoCommands,
  catalog: catalogCommands,
  promo: promoCommands,
  'help-center': helpCommands,
  'brand-pages': brandPagesCommands,
  jobs: jobsCommands,
  db: dbCommands,
  vat: vatCommands,
}

/** Commands without an action: their arguments follow the group name. */
const SINGLE: Readonly<Record<string, Command>> = { audit: auditCommand, outbox: outboxCommand }

async function run(db: Db, env: Env, args: readonly string[]): Promise<number> {
  const registry = createTenantRegistry(db, { defaultHost: env.DEFAULT_HOST })
  await registry.reload()
  const ctx: OpsContext = {
    db,
    env,
    registry,
    originOf: originFactory(env),
    now: Date.now(),
  }
  const [group = '', action, ...rest] = args
  if (Object.hasOwn(SINGLE, group)) return await runCommand(SINGLE[group]!, ctx, args.slice(1))
  if (Object.hasOwn(GROUPS, group)) {
    const { actions, unknownAction } = GROUPS[group]!
    if (action !== undefined && Object.hasOwn(actions, action)) return await runCommand(actions[action]!, ctx, rest)
    if (unknownAction) return fail(unknownAction(action))
  }
  process.stderr.write(
    group === 'help' || args.length === 0 ? USAGE : `error: unknown command ${args.join(' ')}\n\n${USAGE}`,
  )
  return group === 'help' ? 0 : 2
}

// The same settings as the server (environment over the env file), so printed links name the shop's public origin.
const env = parseEnv(readEnvSource())
const db = await openDatabase(env, pgSettings(env))
try {
  process.exitCode = await run(db, env, process.argv.slice(2))
} catch (e) {
  process.exitCode = fail((e as Error).message)
} finally {
  await closeDb(db)
}
