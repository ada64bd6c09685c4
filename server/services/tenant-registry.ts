import type { Db } from '../../db/client.js'
import { dataVersion, readTenants, type StoredTenant } from '../../db/queries/tenants.js'
import type { Tenant } from '../domain/tenant.js'

export interface TenantRegistry {
  /** The tenant answering for a Host header value, or null for an unknown host. */
  resolve(hostHeader: string | undefined): Tenant | null
  all(): StoredTenant[]
  /** Reload now (the server's own writes do not bump data_version for its own connection). */
  reload(): void
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
export function createTenantRegistry(db: Db, opts: { defaultHost: string; onInvalid?: (brand: string, message: string) => void }): TenantRegistry {
  let version = Number.NaN
  let tenants: StoredTenant[] = []
  let byHost = new Map<string, Tenant>()

  function load() {
    const result = readTenants(db)
    for (const e of result.errors) opts.onInvalid?.(e.brand, e.message)
    const map = new Map<string, Tenant>()
    for (const t of result.tenants) {
      const { sites: brandSites, siteIds, id, ...brand } = t
      for (const site of brandSites) {
        const tenant: Tenant = { brand: { ...brand, id }, site: { ...site, id: siteIds[site.code]! }, brandSites }
        for (const host of site.hosts) map.set(host, tenant)
      }
    }
    tenants = result.tenants
    byHost = map
  }

  function fresh() {
    const v = dataVersion(db)
    if (v !== version) {
      version = v
      load()
    }
  }

  return {
    resolve(hostHeader) {
      if (!hostHeader) return null
      fresh()
      let host = normalizeHost(hostHeader)
      if (LOOPBACK.has(host)) host = normalizeHost(opts.defaultHost)
      return byHost.get(host) ?? null
    },
    all() {
      fresh()
      return tenants
    },
    reload() {
      version = dataVersion(db)
      load()
    },
  }
}
