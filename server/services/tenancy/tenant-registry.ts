import type { Db } from '../../../db/client.js'
import { configVersion, dataVersion, readTenants, type StoredTenant } from '../../../db/queries/tenants.js'
import { readAllBrandContent } from '../../../db/queries/console.js'
import { brandOverridesSchema, emptyOverrides, type BrandOverrides } from '../../domain/tenancy/content-schema.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'

export interface TenantRegistry {
  /**
   * The tenant answering for a Host header value, or null for an unknown host. Checks first whether the config changed
   * (refresh()), so every request that resolves its tenant is served from config at least as new as its arrival.
   */
  resolve(hostHeader: string | undefined): Promise<Tenant | null>
  /**
   * Asks the database whether another process (the ops CLI, another instance) committed since the last load, and
   * loads again if the tenant config or brand content changed. Requests arriving while a check runs share the next.
   */
  refresh(): Promise<void>
  /**
   * The brand configs of the last load, without asking the database: safe inside a transaction (an order mail is
   * built in one). A request's resolve() or refresh() checked them. Throws before the first load (the server loads at
   * start with reload()): an empty list would quietly drop order mails and merchant accounts.
   */
  brands(): StoredTenant[]
  /** Reload now (the server's own writes do not bump data_version for its own connection). */
  reload(): Promise<void>
  /**
   * Changes on every load of the tenant config and brand content (console publish, `npm run tenant -- set` from
   * another process): the page cache keys on it, so pages rendered from older config become unreachable at once.
   * Read from the last load, without asking the database (the request's resolve() checked it).
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
 * In-memory host -> tenant map loaded from the database. Every request's lookup first asks the database whether
 * another process (the ops CLI, a second server) committed since the last load, so config changes show up on the next
 * request without a restart.
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
  // one instance empty the other's page cache (docs/deploy.md). The counters are taken only once the load succeeded,
  // so a load that failed (the database went away) is tried again by the next check.
  async function check() {
    const v = await dataVersion(db)
    if (v === version) return
    const c = await configVersion(db)
    if (c !== config) await load()
    version = v
    config = c
  }

  // Checks and loads run one at a time, in arrival order: two loads must not interleave, and a request must not read
  // the old state while a check that started before it is still deciding.
  let tail: Promise<unknown> = Promise.resolve()
  function serially(fn: () => Promise<void>): Promise<void> {
    const run = tail.then(fn, fn)
    tail = run.catch(() => undefined)
    return run
  }

  // A check queued but not started yet answers for every request that arrives meanwhile: it reads data_version after
  // all of them came, so one database question serves a burst of requests.
  let queued: Promise<void> | null = null
  function refresh(): Promise<void> {
    queued ??= serially(() => {
      queued = null
      return check()
    })
    return queued
  }

  return {
    async resolve(hostHeader) {
      if (!hostHeader) return null
      await refresh()
      let host = normalizeHost(hostHeader)
      if (LOOPBACK.has(host)) host = normalizeHost(opts.defaultHost)
      return byHost.get(host) ?? null
    },
    refresh,
    brands() {
      if (generation === 0) throw new Error('the tenant registry has not loaded yet: reload() it at start')
      return tenants
    },
    reload: () =>
      serially(async () => {
        const v = await dataVersion(db)
        const c = await configVersion(db)
        await load()
        version = v
        config = c
      }),
    version: () => generation,
    versionOf: (tenant) => generationOf.get(tenant) ?? generation,
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
