import { engineOf, tablesOf, withSqliteClient } from '../client.js'
import { transaction } from '../transaction.js'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { tenantFileSchema, type TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import type { Db } from '../client.js'
import type { Statement } from 'better-sqlite3'
import { first } from '../rows.js'
import { prepared } from './prepared.js'

export interface StoredTenant extends TenantFile {
  id: number
  siteIds: Record<string, number>
}

/** Reads every brand with its sites; each is re-validated so a hand-edited row cannot reach a page unchecked. */
export async function readTenants(
  db: Db,
): Promise<{ tenants: StoredTenant[]; errors: { brand: string; message: string }[] }> {
  const { brands, siteHosts, siteLanguages, sites } = tablesOf(db)
  const brandRows = await db.select().from(brands).orderBy(asc(brands.id))
  const siteRows = await db.select().from(sites).orderBy(asc(sites.id))
  const langRows = await db.select().from(siteLanguages).orderBy(asc(siteLanguages.position))
  const hostRows = await db.select().from(siteHosts).orderBy(asc(siteHosts.position))
  const tenants: StoredTenant[] = []
  const errors: { brand: string; message: string }[] = []
  for (const b of brandRows) {
    const own = siteRows.filter((s) => s.brandId === b.id)
    const candidate = {
      slug: b.slug,
      displayName: b.displayName,
      theme: b.theme,
      allowDecimals: b.allowDecimals,
      features: b.features,
      analytics: b.analytics,
      legal: b.legal,
      hreflangXDefault: b.hreflangXDefault,
      themeTokens: b.themeTokens ?? undefined,
      helpCenter: b.helpCenter ?? undefined,
      chat: b.chat ?? undefined,
      payments: b.payments ?? undefined,
      promotionStacking: b.promotionStacking ?? undefined,
      sites: own.map((s) => ({
        code: s.code,
        displayName: s.displayName,
        country: s.country,
        currency: s.currency,
        paymentMethods: s.paymentMethods,
        carriers: s.carriers,
        shipmentModes: s.shipmentModes,
        freeShippingFromMinor: s.freeShippingFromMinor,
        languages: langRows
          .filter((l) => l.siteId === s.id)
          .map((l) => ({
            language: l.language,
            hreflang: l.hreflang,
            pathPrefix: l.pathPrefix,
            displayName: l.displayName,
          })),
        hosts: hostRows.filter((h) => h.siteId === s.id).map((h) => h.host),
      })),
    }
    const parsed = tenantFileSchema.safeParse(candidate)
    if (!parsed.success) {
      errors.push({
        brand: b.slug,
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      })
      continue
    }
    tenants.push({ ...parsed.data, id: b.id, siteIds: Object.fromEntries(own.map((s) => [s.code, s.id])) })
  }
  return { tenants, errors }
}

export async function readTenant(db: Db, slug: string): Promise<StoredTenant | undefined> {
  return (await readTenants(db)).tenants.find((t) => t.slug === slug)
}

export async function countBrands(db: Db): Promise<number> {
  const { brands } = tablesOf(db)
  return (await db.select({ n: count() }).from(brands))[0]?.n ?? 0
}

/**
 * Writes one brand and its sites exactly as given, in one transaction: sites missing from `file`
 * are removed, languages and hosts replaced. Callers validate first (see services/tenant-admin.ts).
 */
export async function saveTenant(db: Db, file: TenantFile): Promise<void> {
  const { brands, siteHosts, siteLanguages, sites } = tablesOf(db)
  await transaction(db, async (tx) => {
    const now = new Date()
    const brandValues = {
      slug: file.slug,
      displayName: file.displayName,
      theme: file.theme,
      allowDecimals: file.allowDecimals,
      features: file.features,
      analytics: file.analytics,
      legal: file.legal,
      hreflangXDefault: file.hreflangXDefault,
      themeTokens: file.themeTokens,
      helpCenter: file.helpCenter,
      chat: file.chat,
      payments: file.payments,
      promotionStacking: file.promotionStacking,
      updatedAt: now,
    }
    const brandId = (
      await tx
        .insert(brands)
        .values(brandValues)
        .onConflictDoUpdate({ target: brands.slug, set: brandValues })
        .returning({ id: brands.id })
    )[0]!.id
    const existing = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(eq(sites.brandId, brandId))
    const gone = existing.filter((s) => !file.sites.some((f) => f.code === s.code)).map((s) => s.id)
    if (gone.length) await tx.delete(sites).where(inArray(sites.id, gone))
    for (const site of file.sites) {
      const siteValues = {
        brandId,
        code: site.code,
        displayName: site.displayName,
        country: site.country,
        currency: site.currency,
        paymentMethods: site.paymentMethods,
        carriers: site.carriers,
        shipmentModes: site.shipmentModes,
        freeShippingFromMinor: site.freeShippingFromMinor,
        updatedAt: now,
      }
      const siteId = (
        await tx
          .insert(sites)
          .values(siteValues)
          .onConflictDoUpdate({ target: [sites.brandId, sites.code], set: siteValues })
          .returning({ id: sites.id })
      )[0]!.id
      await tx.delete(siteLanguages).where(eq(siteLanguages.siteId, siteId))
      await tx.delete(siteHosts).where(eq(siteHosts.siteId, siteId))
      if (site.languages.length)
        await tx.insert(siteLanguages).values(
          site.languages.map((l, position) => ({
            siteId,
            language: l.language,
            hreflang: l.hreflang,
            pathPrefix: l.pathPrefix,
            displayName: l.displayName,
            position,
          })),
        )
      if (site.hosts.length)
        await tx.insert(siteHosts).values(site.hosts.map((host, position) => ({ host, siteId, position })))
    }
  })
}

/**
 * A number that changes when another process may have changed something, asked on every request (tenant registry).
 * SQLite bumps data_version whenever another connection commits anything (one prepared statement instead of a
 * pragma() call preparing its own). PostgreSQL reads the config counter (config_version, migrations/pg) at most every
 * CONFIG_POLL_MS, so a change made through any instance is served by all of them within a second without a round
 * trip per request.
 */
export async function dataVersion(db: Db): Promise<number> {
  if (engineOf(db) === 'sqlite') {
    return withSqliteClient(db, (client) => {
      let statement = dataVersionStatements.get(client)
      if (!statement) dataVersionStatements.set(client, (statement = client.prepare('pragma data_version').pluck()))
      // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder
      return statement.get() as number
    })
  }
  const now = Date.now()
  const known = polled.get(db)
  if (known && now - known.at < CONFIG_POLL_MS) return known.value
  const value = await configVersion(db)
  polled.set(db, { at: now, value })
  return value
}

const CONFIG_POLL_MS = 250
const polled = new WeakMap<Db, { at: number; value: number }>()
const dataVersionStatements = new WeakMap<object, Statement>()

/**
 * The tenant config's own counter (config_version, raised by triggers on brands, sites, site_languages, site_hosts and
 * brand_content, on both engines): asked when data_version moved, so that another process's carts, orders or
 * rate-limit counts do not make the registry reload.
 */
export async function configVersion(db: Db): Promise<number> {
  const row = await first(
    prepared(db, 'config_version', () => {
      const { configVersion } = tablesOf(db)
      return db.select({ version: configVersion.version }).from(configVersion).where(eq(configVersion.id, 1)).prepare()
    }).execute(),
  )
  return row?.version ?? 0
}
