import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { closeDb, openDb, type Db } from '../../db/client.js'
import { dataVersion, readTenant, readTenants } from '../../db/queries/tenants.js'
import type { TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import wpxCz from '../../tenants/wpx-cz/tenant.js'

// The real CLI in a child process, as ops run it (`npm run tenant`'s launcher); spawns cost time, so they are few.
const root = resolve(fileURLToPath(import.meta.url), '../../..')
let dir: string
let dbPath: string
let db: Db

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/run.js', 'tenant', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: dbPath },
    encoding: 'utf8',
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '')

/** Runs a command that must fail and proves it wrote nothing: same config, and no commit seen by this connection. */
async function expectRefused(args: string[], mentions: string | RegExp) {
  const before = JSON.stringify(await readTenants(db))
  const version = await dataVersion(db)
  const r = cli(...args)
  expect(r.code, r.stderr).toBe(1)
  expect(r.stderr).toMatch(/^error: /)
  expect(lines(r.stderr)).toHaveLength(1)
  expect(r.stderr).toMatch(mentions)
  expect(r.stdout).toBe('')
  expect(JSON.stringify(await readTenants(db))).toBe(before)
  expect(await dataVersion(db)).toBe(version)
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tenant-cli-'))
  dbPath = join(dir, 'shop.db')
})

afterAll(async () => {
  if (db) await closeDb(db)
  rmSync(dir, { recursive: true, force: true })
})

describe.sequential('tenant CLI against a fresh database file', () => {
  test('list seeds an empty database and prints one line per site language', () => {
    const r = cli('list')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain('seeded 8 brands')
    const out = lines(r.stdout)
    expect(out).toHaveLength(25)
    expect(out).toContainEqual(expect.stringMatching(/^WPX-ES\s+lu\/fr\s+fr-LU\s+EUR\s+lu\.wpx-es\.localhost$/))
    expect(out[0]).toMatch(/^WPX-ES\s+es\s+es-ES\s+EUR\s+wpx-es\.localhost$/)
    db = openDb(dbPath)
  })

  test('set changes a brand setting and it persists', async () => {
    expect((await readTenant(db, 'WPX-CZ'))!.allowDecimals).toBe(false)
    const version = await dataVersion(db)
    const r = cli('set', 'WPX-CZ', 'allowDecimals', 'true')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('set WPX-CZ allowDecimals: false -> true')
    expect((await readTenant(db, 'WPX-CZ'))!.allowDecimals).toBe(true)
    // Proves the data_version probe in expectRefused would notice a write by the CLI process.
    expect(await dataVersion(db)).not.toBe(version)
  })

  test('a value the schema refuses exits 1 and writes nothing', { timeout: 30_000 }, async () => {
    await expectRefused(['set', 'WPX-CZ', 'allowDecimals', 'maybe'], /allowDecimals: .*boolean/)
    await expectRefused(['set', 'WPX-ES/dk', 'currency', 'XYZ'], /sites\.dk\.currency: /)
  })

  test('a site display name and the consent mode, as ops type them (issue 17)', { timeout: 30_000 }, async () => {
    const named = cli('set', 'WPX-ES/de', 'displayName', 'WallPix Germany')
    expect(named.code, named.stderr).toBe(0)
    expect(named.stdout.trim()).toBe('set WPX-ES/de displayName: "WallPix Deutschland" -> "WallPix Germany"')
    expect((await readTenant(db, 'WPX-ES'))!.sites.find((s) => s.code === 'de')!.displayName).toBe('WallPix Germany')
    expect(cli('set', 'WPX-ES', 'analytics.consentMode', 'advanced').code).toBe(0)
    expect((await readTenant(db, 'WPX-ES'))!.analytics.consentMode).toBe('advanced')
    await expectRefused(['set', 'WPX-ES/de', 'displayName', ''], /sites\.de\.displayName: .*at least 1 character/)
    await expectRefused(
      ['set', 'WPX-ES', 'analytics.consentMode', 'strict'],
      /analytics\.consentMode: consent mode must be/,
    )
  })

  test('the Adyen merchant account is set per brand; discontinued methods are refused naming the replacement', async () => {
    const r = cli('set', 'WPX-PL', 'payments.adyenMerchantAccount', 'WallPixPL_ECOM')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('set WPX-PL payments.adyenMerchantAccount: null -> "WallPixPL_ECOM"')
    expect((await readTenant(db, 'WPX-PL'))!.payments.adyenMerchantAccount).toBe('WallPixPL_ECOM')
    await expectRefused(['set', 'WPX-ES/de', 'paymentMethods', '["CARD","SOFORT"]'], /SOFORT is discontinued.*KLARNA/)
    await expectRefused(['set', 'WPX-ES/de', 'paymentMethods', '["GIROPAY"]'], /GIROPAY was discontinued/)
  })

  test('a payment method or carrier listed twice is refused naming the key and the value (issue 32)', async () => {
    await expectRefused(
      ['set', 'WPX-ES/de', 'paymentMethods', '["CARD","CARD"]'],
      /sites\.de\.paymentMethods: CARD is listed twice in paymentMethods/,
    )
    await expectRefused(['set', 'WPX-ES/de', 'carriers', '["GLS","GLS"]'], /sites\.de\.carriers: GLS is listed twice/)
  })

  test('an unknown path names the path and the valid keys', async () => {
    await expectRefused(
      ['set', 'WPX-ES', 'nope', '1'],
      /unknown setting "nope"; valid keys at top level: displayName, theme, allowDecimals/,
    )
  })

  test('add-site with a host another site owns is refused', async () => {
    await expectRefused(
      [
        'add-site',
        'WPX-ES',
        '--code',
        'mt',
        '--country',
        'MT',
        '--currency',
        'EUR',
        '--language',
        'en',
        '--hreflang',
        'en-MT',
        '--host',
        'wpx-cz.localhost',
      ],
      /host already in use: wpx-cz\.localhost \(WPX-CZ\/cz and WPX-ES\/mt\)/,
    )
  })

  test('add-site with defaults, then list shows it', async () => {
    const r = cli(
      'add-site',
      'WPX-ES',
      '--code',
      'mt',
      '--country',
      'MT',
      '--currency',
      'EUR',
      '--language',
      'en',
      '--hreflang',
      'en-MT',
      '--host',
      'mt.wpx-es.localhost',
    )
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('added site WPX-ES/mt on mt.wpx-es.localhost')
    const site = (await readTenant(db, 'WPX-ES'))!.sites.find((s) => s.code === 'mt')
    expect(site).toMatchObject({
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      freeShippingFromMinor: 4900,
    })
    const out = lines(cli('list').stdout)
    expect(out).toHaveLength(26)
    expect(out).toContainEqual(expect.stringMatching(/^WPX-ES\s+mt\s+en-MT\s+EUR\s+mt\.wpx-es\.localhost$/))
  })

  test('show prints the stored site as JSON', () => {
    const r = cli('show', 'WPX-ES/lu')
    expect(r.code, r.stderr).toBe(0)
    const site = JSON.parse(r.stdout) as TenantFile['sites'][number]
    expect(site.languages.map((l) => l.hreflang)).toEqual(['de-LU', 'fr-LU'])
  })

  test('add-brand from a JSON file, then the same file again is refused', async () => {
    const brand: TenantFile = {
      ...wpxCz,
      slug: 'WPX-SK',
      displayName: 'WallPix Slovensko',
      sites: [
        {
          ...wpxCz.sites[0]!,
          code: 'sk',
          country: 'SK',
          currency: 'EUR',
          languages: [{ language: 'cs', hreflang: 'cs-SK', pathPrefix: null, displayName: null }],
          hosts: ['wpx-sk.localhost'],
        },
      ],
    }
    const file = join(dir, 'wpx-sk.json')
    writeFileSync(file, JSON.stringify(brand, null, 2))
    const r = cli('add-brand', file)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('added brand WPX-SK with 1 site(s): sk')
    const { id: _id, siteIds: _siteIds, ...stored } = (await readTenant(db, 'WPX-SK'))!
    expect(stored).toEqual(brand)
    await expectRefused(['add-brand', file], /brand WPX-SK already exists/)
  })

  test('validate <file> reports problems without writing', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(
      file,
      JSON.stringify({ ...wpxCz, slug: 'WPX-HU', theme: 'neon', sites: [{ ...wpxCz.sites[0]!, code: 'hu' }] }),
    )
    await expectRefused(['validate', file], /^error: theme: Invalid option/)
  })

  test('validate re-checks every stored brand', () => {
    const r = cli('validate')
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('ok: 9 brands, 26 sites')
  })

  test('an unknown command prints the usage to stderr and exits 2', () => {
    const r = cli('frobnicate')
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^error: unknown command "frobnicate"\n\nUsage: npm run tenant -- <command>/)
    expect(r.stdout).toBe('')
  })
})
