import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { closeDb, openDb, type Db } from '../../db/client.js'
import { seedTenantsIfEmpty } from '../../db/seed/seed-tenants.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import { createTenantRegistry } from '../../server/services/tenancy/tenant-registry.js'
import { tenantFiles } from '../../tenants/index.js'

// Two connections to one file stand in for the running server (A) and an ops CLI process (B).
let dir: string
let dbA: Db
let dbB: Db

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tenant-reload-'))
  const path = join(dir, 'shop.db')
  dbA = openDb(path)
  dbB = openDb(path)
  await seedTenantsIfEmpty(dbB, tenantFiles)
})

afterAll(async () => {
  if (dbA) await closeDb(dbA)
  if (dbB) await closeDb(dbB)
  rmSync(dir, { recursive: true, force: true })
})

test('a change committed on another connection is served on the next resolve, without reload()', async () => {
  const registry = createTenantRegistry(dbA, { defaultHost: 'wpx-es.localhost' })
  expect((await registry.resolve('wpx-cz.localhost'))?.brand.allowDecimals).toBe(false)

  const result = await setSetting(dbB, { brand: 'WPX-CZ', site: null }, 'allowDecimals', true)
  expect(result).toMatchObject({ ok: true, value: { changed: true, before: false, after: true } })

  expect((await registry.resolve('wpx-cz.localhost'))?.brand.allowDecimals).toBe(true)
})

test('a resolved tenant keeps the version of the config it came from; the next resolve has the new one', async () => {
  const registry = createTenantRegistry(dbA, { defaultHost: 'wpx-es.localhost' })
  const before = (await registry.resolve('wpx-it.localhost'))!
  const versionBefore = registry.versionOf(before)
  expect(versionBefore).toBe(registry.version())

  const result = await setSetting(dbB, { brand: 'WPX-IT', site: null }, 'allowDecimals', false)
  expect(result).toMatchObject({ ok: true, value: { changed: true } })

  // A request that resolved its tenant before the commit keys its page on that config, not on the newer one.
  expect(registry.versionOf(before)).toBe(versionBefore)
  const after = (await registry.resolve('wpx-it.localhost'))!
  expect(after.brand.allowDecimals).toBe(false)
  expect(registry.versionOf(after)).toBeGreaterThan(versionBefore)
  expect(registry.versionOf(after)).toBe(registry.version())
  // A tenant the registry did not build (a console draft) gets the current version.
  expect(registry.versionOf({ ...after })).toBe(registry.version())
})

test('loopback hosts fall back to the default host; unknown hosts resolve to nothing', async () => {
  const registry = createTenantRegistry(dbA, { defaultHost: 'wpx-es.localhost' })
  for (const host of ['localhost', '127.0.0.1:3000']) {
    const t = await registry.resolve(host)
    expect(t?.brand.slug, host).toBe('WPX-ES')
    expect(t?.site.code, host).toBe('es')
  }
  expect(await registry.resolve('unknown.localhost')).toBeNull()
})
