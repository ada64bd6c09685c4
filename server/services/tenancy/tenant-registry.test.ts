import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { closeDb, openDb, type Db } from '../../../db/client.js'
import { seedTenantsIfEmpty } from '../../../db/seed/seed-tenants.js'
import { tenantFiles } from '../../../tenants/index.js'

// The counters another process would move: data_version on any commit, config_version on a tenant config change.
const versions = { data: 1, config: 1, dataChecks: 0, checkMs: 0 }
vi.mock('../../../db/queries/tenants.js', async (original) => ({
  ...(await original<typeof import('../../../db/queries/tenants.js')>()),
  dataVersion: async () => {
    versions.dataChecks++
    const seen = versions.data
    if (versions.checkMs) await new Promise((resolve) => setTimeout(resolve, versions.checkMs))
    return seen
  },
  configVersion: async () => versions.config,
}))
const { createTenantRegistry } = await import('./tenant-registry.js')

const host = tenantFiles[0]!.sites[0]!.hosts[0]!
let db: Db
beforeAll(async () => {
  db = openDb(':memory:')
  await seedTenantsIfEmpty(db, tenantFiles)
})
afterAll(() => closeDb(db))
beforeEach(() => Object.assign(versions, { data: 1, config: 1, dataChecks: 0, checkMs: 0 }))

describe('tenant registry', () => {
  test('requests arriving together share one freshness check and one load', async () => {
    const registry = createTenantRegistry(db, { defaultHost: host })
    expect(() => registry.brands()).toThrow(/not loaded yet/)
    const tenants = await Promise.all(Array.from({ length: 10 }, () => registry.resolve(host)))
    expect(versions.dataChecks).toBe(1)
    expect(tenants.every((t) => t !== null && t === tenants[0])).toBe(true)
    expect(registry.brands().map((b) => b.slug)).toEqual(tenantFiles.map((f) => f.slug))
    expect(registry.version()).toBe(1)
  })

  test("another process's commit reloads only when the tenant config changed", async () => {
    const registry = createTenantRegistry(db, { defaultHost: host })
    const before = (await registry.resolve(host))!
    versions.data++
    expect(await registry.resolve(host)).toBe(before)
    expect(registry.version()).toBe(1)
    versions.data++
    versions.config++
    const after = (await registry.resolve(host))!
    expect(after).not.toBe(before)
    expect(registry.versionOf(before)).toBe(1)
    expect(registry.versionOf(after)).toBe(2)
    expect(registry.versionOf({ ...after })).toBe(registry.version())
  })

  test('a request that arrives while a check runs is answered by a check that starts after it', async () => {
    const registry = createTenantRegistry(db, { defaultHost: host })
    await registry.resolve(host)
    versions.checkMs = 30
    const first = registry.resolve(host)
    await new Promise((resolve) => setTimeout(resolve, 5))
    versions.data++
    versions.config++
    const second = (await registry.resolve(host))!
    await first
    expect(registry.versionOf(second)).toBe(2)
  })

  test('unknown hosts are null; loopback hosts serve the default host', async () => {
    const registry = createTenantRegistry(db, { defaultHost: host })
    expect(await registry.resolve('unknown.example')).toBeNull()
    expect(await registry.resolve(undefined)).toBeNull()
    expect(await registry.resolve('localhost:3000')).toBe(await registry.resolve(host))
  })
})
