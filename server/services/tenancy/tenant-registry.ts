import type { Db } from '../../../db/client.js'
import { configVersion, dataVersion, readTenants, type StoredTenant } from '../../../db/queries/tenants.js'
import { readAllBrandContent } from '../../../db/queries/console.js'
import { brandOverridesSchema, emptyOverrides, type BrandOverrides } from '../../domain/tenancy/content-schema.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'

export interface TenantRegistry {
  /** The tenant answering for a Host header value, or null for an unknown host. */
  resolve(hostHeader: string | undefined): Tenant | null
  all(): StoredTenant[]
  /** Reload now (the server's own writes do not bump data_version for its own connection). */
  reload(): void
  /**
   * Changes on every load of the tenant config and brand content (console publish, `npm run tenant -- set` from
   * another process): the page cache keys on it, so pages rendered from older config become unreachable at once.
   */
  version(): number
  /**
   * The version of the load a tenant of resolve() came from, without asking the database again: a request keys its
   * page on the config it was resolved with (one data_version check per request instead of one per question, and
   * never a newer version's key on a page rendered from older config). Tenants not from this registry (a console
   * draft) get version().
   */
  versionOf(tenant: Tenant): number
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function normalizeHost(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase().replace(/\.$/, '')
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.replace(/:\d+$/, '')
}

/**
 * In-memory host -> tenant map loaded from SQLite. Every lookup first asks SQLite whether another
 * process (the ops CLI, a second server) committed since the last load, so config changes show up
 * on the next request without a restart.
 */
export function createTenantRegistry(
  db: Db,
  opts: {
    defaultHost: string
    onInvalid?: (brand: string, message: string) => void
    onInvalidContent?: (brand: string, message: string) => void
  },
): TenantRegistry {
  let version = Number.NaN
  let config = Number.NaN
  let generation = 0
  let tenants: StoredTenant[] = []
  let byHost = new Map<string, Tenant>()
  // Each load's tenants are new objects; the generation they were built in stays with them.
  const generationOf = new WeakMap<Tenant, number>()

  async function load() {
    const result = await readTenants(db)
    for (const e of result.errors) opts.onInvalid?.(e.brand, e.message)
    const loadedContent = new Map<string, BrandOverrides>()
    for (const row of await readAllBrandContent(db)) {
      const parsed = brandOverridesSchema.safeParse(row.content)
      // Invalid stored content is reported and left out: the shared catalog texts show instead.
      if (parsed.success) loadedContent.set(row.brandSlug, parsed.data)
      else
        opts.onInvalidContent?.(
          row.brandSlug,
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        )
    }
    const map = new Map<string, Tenant>()
    for (const t of result.tenants) {
      for (const site of t.sites) {
        const tenant = tenantOf(t, t.siteIds, site.code, loadedContent.get(t.slug) ?? emptyOverrides())
        generationOf.set(tenant, generation + 1)
        for (const host of site.hosts) map.set(host, tenant)
      }
    }
    tenants = result.tenants
    byHost = map
    generation++
  }

  // data_version moves on every commit of another process (another instance's carts and orders included); the
  // config counter only when tenant config or brand content changed. Reloading on the first alone made every write of
  // one instance empty the other's page cache (docs/deploy.md).
  async function fresh() {
    const v = dataVersion(db)
    if (v === version) return
    version = v
    const c = configVersion(db)
    if (c === config) return
    config = c
    await load()
  }

  return {
    async resolve(hostHeader) {
      if (!hostHeader) return null
      await fresh()
      let host = normalizeHost(hostHeader)
      if (LOOPBACK.has(host)) host = normalizeHost(opts.defaultHost)
      return byHost.get(host) ?? null
    },
    async all() {
      await fresh()
      return tenants
    },
    async reload() {
      version = dataVersion(db)
      config = configVersion(db)
      await load()
    },
    async version() {
      await fresh()
      return generation
    },
    versionOf(tenant) {
      return generationOf.get(tenant) ?? this.version()
    },
  }
}

/**
 * The tenant of one site of a brand config. Also builds the draft tenant a previewing staff member sees, from the
 * published ids and the draft's (validated) config and content.
 */
export function tenantOf(
  file: TenantFile,
  siteIds: Record<string, number>,
  siteCode: string,
  content: BrandOverrides,
  id = (file as Partial<StoredTenant>).id ?? 0,
): Tenant {
  const { sites: brandSites, ...brandFields } = file
  const { id: _id, siteIds: _siteIds, ...brand } = brandFields as typeof brandFields & Partial<StoredTenant>
  const site = brandSites.find((s) => s.code === siteCode)!
  return { brand: { ...brand, id }, site: { ...site, id: siteIds[site.code]! }, brandSites, content }
}
