import { existsSync, readFileSync } from 'node:fs'
import { extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { closeDb, databaseName, openDatabase, type Db } from '../db/client.js'
import { envSchema } from '../server/env.js'
import { readEnvSource } from '../server/config/env-source.js'
import { parseArgs, type TenantCommand } from '../server/domain/tenancy/tenant-edit.js'
import { seedTenantsIfEmpty } from '../db/seed/seed-tenants.js'
import {
  addBrand,
  addSite,
  listSites,
  setSetting,
  showTenant,
  validateStored,
  validateTenantFile,
  type AdminResult,
} from '../server/services/tenancy/tenant-admin.js'
import { brandReadiness, formatReadiness } from '../server/services/tenancy/readiness.js'
import type { ShopMode } from '../server/domain/config/shop-mode.js'
import { tenantFiles } from '../tenants/index.js'

const USAGE = `Usage: npm run tenant -- <command>

Commands:
  list                                  one line per site language: brand, site, hreflang, currency, first host
  show <BRAND>[/<site>]                 stored config as JSON (the brand with its sites, or one site)
  add-brand <file.ts|file.json>         add a brand from a tenant file (default export, or JSON)
  add-site <BRAND> --code xx --country XX --currency EUR --language en --host mt.wpx-es.localhost
      [--hreflang en-MT] [--payment CARD,PAYPAL] [--carriers DHL_PARCEL,GLS] [--shipment-modes ADDRESS,PICKPOINT]
      [--free-shipping-from 4900]
  add-site <BRAND> --json '<site json>'
  set <BRAND>[/<site>] <path> <value>   change one existing setting by dot path
  validate [<file.ts|file.json>]        check every stored brand, or a tenant file without writing
  readiness <BRAND>                     what the brand still needs before it can sell on each site (exit 1 if
                                        anything): articles and prices, designs, help topics, payment methods
  help                                  this text

Examples:
  npm run tenant -- set WPX-CZ allowDecimals true
  npm run tenant -- set WPX-CZ displayName "WallPix Česko"
  npm run tenant -- set WPX-ES/pl paymentMethods '["CARD","BLIK"]'
  npm run tenant -- set WPX-ES/lu languages.0.hreflang de-LU
  npm run tenant -- set WPX-ES/de displayName "WallPix Deutschland"   (null: the brand's name)
  npm run tenant -- set WPX-ES analytics.consentMode advanced          (basic or advanced)

Values are JSON when they parse (true, 4900, null, '["CARD"]'), otherwise plain text; quote '"123"' for text.
Countries: the EU, the EEA (IS, LI, NO), CH and GB; a site prices in its country's currency (EUR where the shop does not
  take the country's own). add-brand and add-site end with what the brand still needs before it can sell.
add-site defaults: --hreflang <language>-<COUNTRY>, --payment CARD,PAYPAL,BANK_TRANSFER,
  --carriers DHL_PARCEL,GLS,UPS, --shipment-modes ADDRESS,PICKPOINT, --free-shipping-from 4900 (minor units); --host takes a comma list.
Database: $DATABASE_PATH (default data/shop.db); an empty database is first seeded from tenants/.
`

/** Errors are one line each so they read well in a terminal and grep well in CI logs. */
function fail(message: string): number {
  console.error(`error: ${message.replace(/\s*\n\s*/g, ' ')}`)
  return 1
}

function report<T>(result: AdminResult<T>, success: (value: T) => string): number {
  if (!result.ok) return fail(result.error.message)
  console.log(success(result.value))
  return 0
}

async function loadTenantInput(file: string): Promise<unknown> {
  const path = resolve(file)
  if (!existsSync(path)) throw new Error(`no such file: ${file}`)
  const ext = extname(path)
  if (ext === '.json') {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as unknown
    } catch (e) {
      throw new Error(`${file} is not valid JSON: ${(e as Error).message}`)
    }
  }
  if (['.ts', '.mts', '.js', '.mjs'].includes(ext)) {
    const mod = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { default?: unknown }
    if (mod.default === undefined) throw new Error(`${file} has no default export (export default defineTenant({...}))`)
    return mod.default
  }
  throw new Error(`${file}: expected a .ts or .json tenant file`)
}

const show = (v: unknown) => JSON.stringify(v)

/**
 * The readiness checklist of a stored brand; false if anything is missing. `readiness` prints it on stdout; after
 * add-brand and add-site it goes to stderr, so stdout stays the one line saying what was written (scripts read it).
 */
async function printReadiness(db: Db, brand: string, mode: ShopMode, out: (line: string) => void): Promise<boolean> {
  const adyen = Boolean(readEnvSource().ADYEN_API_KEY)
  const stored = await showTenant(db, { brand, site: null })
  if (!stored.ok || !('sites' in stored.value)) return false
  const readiness = await brandReadiness(db, stored.value, mode, adyen)
  out(formatReadiness(readiness))
  return readiness.missing.length === 0
}

async function run(command: Exclude<TenantCommand, { name: 'help' }>, db: Db, mode: ShopMode): Promise<number> {
  switch (command.name) {
    case 'list': {
      const { lines, invalid } = await listSites(db)
      const rows = lines.map((l) => [l.brand, l.site, l.hreflang, l.currency, l.host])
      const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length)))
      for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '))
      for (const e of invalid) console.error(`warning: ${e.brand} is invalid and not listed: ${e.message}`)
      return 0
    }
    case 'show':
      return report(await showTenant(db, command.target), (v) => JSON.stringify(v, null, 2))
    case 'add-brand': {
      const added = await addBrand(db, await loadTenantInput(command.file))
      const code = report(
        added,
        (t) => `added brand ${t.slug} with ${t.sites.length} site(s): ${t.sites.map((s) => s.code).join(', ')}`,
      )
      if (added.ok) await printReadiness(db, added.value.slug, mode, console.error)
      return code
    }
    case 'add-site': {
      const added = await addSite(db, command.brand, command.site)
      const code = report(added, (r) => `added site ${r.brand}/${r.site.code} on ${r.site.hosts.join(', ')}`)
      if (added.ok) await printReadiness(db, added.value.brand, mode, console.error)
      return code
    }
    case 'readiness': {
      const stored = await showTenant(db, { brand: command.brand, site: null })
      if (!stored.ok) return fail(stored.error.message)
      return (await printReadiness(db, command.brand, mode, console.log)) ? 0 : 1
    }
    case 'set':
      return report(await setSetting(db, command.target, command.path, command.value), (o) =>
        o.changed
          ? `set ${o.target} ${o.path}: ${show(o.before)} -> ${show(o.after)}`
          : `${o.target} ${o.path} is already ${show(o.after)}; nothing written`,
      )
    case 'validate': {
      if (command.file !== null) {
        return report(
          await validateTenantFile(db, await loadTenantInput(command.file)),
          ({ file, alreadyStored }) =>
            `ok: ${file.slug} (${file.sites.length} site(s)) is valid${alreadyStored ? `; ${file.slug} is already stored, so add-brand would refuse it` : ''}`,
        )
      }
      const { brands, sites, problems } = await validateStored(db)
      if (problems.length) {
        for (const p of problems) fail(p)
        return 1
      }
      console.log(`ok: ${brands} brands, ${sites} sites`)
      return 0
    }
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv)
  if (!parsed.ok) {
    if (!parsed.unknownCommand) return fail(parsed.error)
    process.stderr.write(`error: ${parsed.error}\n\n${USAGE}`)
    return 2
  }
  const command = parsed.command
  if (command.name === 'help') {
    process.stdout.write(USAGE)
    return 0
  }
  const location = envSchema.pick({ DATABASE_PATH: true, DATABASE_URL: true, SHOP_MODE: true }).parse(readEnvSource())
  const db = await openDatabase(location)
  try {
    // A fresh clone has an empty database; seeding here makes the CLI usable before the server ever ran.
    const seeded = await seedTenantsIfEmpty(db, tenantFiles)
    if (seeded) console.error(`seeded ${seeded} brands from tenants/ into ${databaseName(location)}`)
    return await run(command, db, location.SHOP_MODE)
  } finally {
    await closeDb(db)
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.exitCode = fail(e instanceof Error ? e.message : String(e))
  },
)
