import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { closeDb, openDb } from '../../../db/client.js'
import { readTenant, saveTenant } from '../../../db/queries/tenants.js'
import { seedTenantsIfEmpty } from '../../../db/seed/seed-tenants.js'
import { tenantFiles } from '../../../tenants/index.js'
import { tenantsAtStart } from './tenants-at-start.js'

describe('tenantsAtStart: the tenant config a start would serve, read without writing', () => {
  it('no database yet: the tenant files an empty database is seeded from, and no file is created', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenants-at-start-'))
    const tenants = await tenantsAtStart({ DATABASE_PATH: join(dir, 'data', 'shop.db') })
    expect(tenants.map((t) => t.slug)).toEqual(tenantFiles.map((f) => f.slug))
    expect(readdirSync(dir)).toEqual([])
  })

  it('an existing database: its stored config (what ops changed), read-only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenants-at-start-'))
    const path = join(dir, 'shop.db')
    const db = openDb(path)
    await seedTenantsIfEmpty(db, tenantFiles)
    const pl = (await readTenant(db, 'WPX-PL'))!
    await saveTenant(db, { ...pl, sites: pl.sites.map((s) => ({ ...s, paymentMethods: ['BANK_TRANSFER'] })) })
    await closeDb(db)
    const stored = (await tenantsAtStart({ DATABASE_PATH: path })).find((t) => t.slug === 'WPX-PL')!
    expect(stored.sites.map((s) => s.paymentMethods)).toEqual([['BANK_TRANSFER']])
  })

  it('an empty database file: the tenant files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenants-at-start-'))
    writeFileSync(join(dir, 'shop.db'), '')
    expect((await tenantsAtStart({ DATABASE_PATH: join(dir, 'shop.db') })).length).toBe(tenantFiles.length)
    expect(existsSync(join(dir, 'shop.db'))).toBe(true)
  })
})
