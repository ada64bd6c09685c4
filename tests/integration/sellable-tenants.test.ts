import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dataVersion, readTenant, readTenants, saveTenant } from '../../db/queries/tenants.js'
import type { TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import wpxCz from '../../tenants/wpx-cz/tenant.js'
import { runOps, runTenant } from '../helpers/ops-cli.js'
import { shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Issue 17 (ops): a site or brand added by the CLIs must be one the shop can sell on, or the CLI says what is
// missing. The CLIs run as child processes against the running shop's database; the shop is checked over HTTP.
// Each CLI run takes a few seconds on a busy machine, hence the long timeouts.
let app: TestApp
let dir: string
beforeAll(async () => {
  app = await startTestApp()
  dir = mkdtempSync(join(tmpdir(), 'sellable-'))
})
afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '')
const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => re.test(h))

/** A refused command: exit 1, one `error:` line naming the field, and no write to the database. */
async function expectRefused(run: Promise<{ code: number | null; stdout: string; stderr: string }>, mentions: RegExp) {
  const before = JSON.stringify(await readTenants(app.db))
  const version = await dataVersion(app.db)
  const r = await run
  expect(r.code, r.stderr).toBe(1)
  expect(lines(r.stderr)).toEqual([expect.stringMatching(/^error: /)])
  expect(r.stderr).toMatch(mentions)
  expect(JSON.stringify(await readTenants(app.db))).toBe(before)
  expect(await dataVersion(app.db)).toBe(version)
}

const addSite = (code: string, country: string, currency: string, language = 'en') =>
  runTenant(
    app,
    'add-site',
    'WPX-ES',
    '--code',
    code,
    '--country',
    country,
    '--currency',
    currency,
    '--language',
    language,
    '--host',
    `${code}.wpx-es.localhost`,
  )

describe.sequential('a site in a new country', () => {
  test(
    'a country the shop has no tax or address rules for is refused, naming what is missing',
    { timeout: 120_000 },
    async () => {
      await expectRefused(
        addSite('us', 'US', 'EUR'),
        /^error: sites\.us\.country: the shop cannot sell in US: no VAT rate .*no postal-code format .*countries it sells in: AT, BE, BG, CH, CY/,
      )
      expect((await app.request('us.wpx-es.localhost', '/')).status).toBe(404)
      await expectRefused(
        addSite('hu', 'HU', 'PLN'),
        /^error: sites\.hu\.currency: a site in HU prices in EUR \(its prices include HU VAT\), not PLN\n/,
      )
    },
  )

  test(
    "the README's example (Malta) is a working site: cart and add-to-cart answer, VAT at Malta's rate",
    { timeout: 120_000 },
    async () => {
      const r = await addSite('mt', 'MT', 'EUR')
      expect(r.code, r.stderr).toBe(0)
      expect(r.stdout.trim()).toBe('added site WPX-ES/mt on mt.wpx-es.localhost')
      expect(r.stderr).toContain('WPX-ES can sell on every site')
      const s = await shopper(app, 'mt.wpx-es.localhost')
      expect((await s.page('/cart')).status).toBe(200)
      expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
      const cart = await s.cart()
      expect(cart.lines).toHaveLength(1)
      // Prices include 18 % VAT: the VAT part is 18/118 of the total.
      expect(cart.totals.vatIncludedMinor).toBe(Math.round((cart.totals.totalMinor * 18) / 118))
      expect((await s.page('/cart')).status).toBe(200)
      const validate = await runTenant(app, 'validate')
      expect(validate.code, validate.stderr).toBe(0)
      expect(validate.stdout.trim()).toMatch(/^ok: 8 brands, 25 sites$/)
    },
  )
  test(
    'validate names a stored site the shop cannot sell on (written before these checks existed)',
    { timeout: 120_000 },
    async () => {
      const { id: _id, siteIds: _siteIds, ...stored } = (await readTenant(app.db, 'WPX-ES'))!
      const mt = stored.sites.find((s) => s.code === 'mt')!
      await saveTenant(app.db, {
        ...stored,
        sites: [...stored.sites, { ...mt, code: 'us', country: 'US', hosts: ['us.wpx-es.localhost'] }],
      })
      const r = await runTenant(app, 'validate')
      expect(r.code).toBe(1)
      expect(lines(r.stderr)).toEqual([
        expect.stringMatching(/^error: WPX-ES: sites\.us\.country: the shop cannot sell in US: no VAT rate/),
      ])
      await saveTenant(app.db, stored)
      expect((await runTenant(app, 'validate')).code).toBe(0)
    },
  )
})

describe.sequential('a new brand becomes sellable with the ops commands', () => {
  const brand: TenantFile = {
    ...wpxCz,
    slug: 'WPX-SK',
    displayName: 'WallPix Slovensko',
    legal: { ...wpxCz.legal },
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
  const host = 'wpx-sk.localhost'

  test('add-brand answers but says what is missing; the shop is empty', { timeout: 120_000 }, async () => {
    const file = join(dir, 'wpx-sk.json')
    writeFileSync(file, JSON.stringify(brand))
    const r = await runTenant(app, 'add-brand', file)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('added brand WPX-SK with 1 site(s): sk')
    expect(r.stderr).toContain('WPX-SK still needs, before it can sell')
    expect(r.stderr).toContain('WPX-SK/sk: no articles enabled (npm run ops -- catalog enable-articles WPX-SK')
    expect(r.stderr).toContain('WPX-SK: no help topics in cs (npm run ops -- help-center copy WPX-SK --from <BRAND>')
    const readiness = await runTenant(app, 'readiness', 'WPX-SK')
    expect(readiness.code).toBe(1)
    expect(lines(readiness.stdout)).toHaveLength(3)
    const home = await app.request(host, '/')
    expect(home.status).toBe(200)
    expect(hrefs(home.text, /^\/design\/[^/]+\/\d+$/)).toEqual([])
  })

  test('bad catalogue and help commands are refused and write nothing', { timeout: 120_000 }, async () => {
    await expectRefused(
      runOps(app, undefined, 'catalog', 'enable-articles', 'WPX-SK', '--articles', '102,999'),
      /^error: --articles: no article 999 /,
    )
    await expectRefused(
      runOps(app, undefined, 'catalog', 'enable-articles', 'WPX-SK', '--all', '--like', 'WPX-CZ'),
      /exactly one of --all/,
    )
    await expectRefused(
      runOps(app, undefined, 'catalog', 'enable-articles', 'WPX-SK', '--site', 'xx', '--all'),
      /^error: --site: WPX-SK has no site xx/,
    )
    await expectRefused(
      runOps(app, undefined, 'catalog', 'set-price', '102', 'USD', '1990'),
      /^error: currency: expected one of EUR/,
    )
    await expectRefused(
      runOps(app, undefined, 'help-center', 'copy', 'WPX-SK', '--from', 'WPX-XX'),
      /^error: --from: no brand WPX-XX/,
    )
    const home = await app.request(host, '/')
    expect(hrefs(home.text, /^\/design\/[^/]+\/\d+$/)).toEqual([])
    expect((await app.request(host, '/help-center')).text).not.toContain('class="help-category"')
  })

  test(
    'enable-articles like another brand, copy its help texts: the checklist is empty',
    { timeout: 120_000 },
    async () => {
      const enabled = await runOps(app, undefined, 'catalog', 'enable-articles', 'WPX-SK', '--like', 'WPX-CZ')
      expect(enabled.code, enabled.stderr).toBe(0)
      expect(enabled.stdout).toMatch(/^enabled \d+ article\(s\) for WPX-SK \(every site\): 101 /)
      expect(enabled.stdout).toContain('WPX-SK: no help topics in cs')
      const help = await runOps(app, undefined, 'help-center', 'copy', 'WPX-SK', '--from', 'WPX-CZ')
      expect(help.code, help.stderr).toBe(0)
      expect(help.stdout).toMatch(/^copied \d+ help topic texts from WPX-CZ to WPX-SK in cs\n/)
      expect(help.stdout).toContain('WPX-SK can sell on every site (sk)')
      const readiness = await runTenant(app, 'readiness', 'WPX-SK')
      expect(readiness.code, readiness.stdout).toBe(0)
      expect(readiness.stdout.trim()).toBe('WPX-SK can sell on every site (sk)')
    },
  )

  test(
    'over HTTP: home lists products, a design page has a price, add-to-cart works, the help center has topics',
    { timeout: 120_000 },
    async () => {
      const s = await shopper(app, host)
      const home = await s.page('/')
      expect(home.status).toBe(200)
      const designs = hrefs(home.text, /^\/design\/[^/]+\/\d+$/)
      expect(designs.length).toBeGreaterThan(0)
      const design = await s.page(designs[0]!)
      expect(design.status).toBe(200)
      expect(design.text).toMatch(/data-testid="price">[^<]*\d[^<]*€/)
      const designId = Number(/\/(\d+)$/.exec(designs[0]!)![1])
      const product = /"offers":\{[^}]*"priceCurrency":"EUR"/.test(design.text)
      expect(product).toBe(true)
      const articleId = Number(/name="articleId" value="(\d+)"/.exec(design.text)?.[1] ?? 0)
      expect(articleId).toBeGreaterThan(0)
      expect((await s.post('/cart/add', { articleId, designId, quantity: 1 })).status).toBe(200)
      const cart = await s.cart()
      expect(cart.lines).toHaveLength(1)
      expect(cart.totals.totalMinor).toBeGreaterThan(0)
      const helpCentre = await s.page('/help-center')
      expect(helpCentre.status).toBe(200)
      expect([...helpCentre.text.matchAll(/class="help-category"/g)]).toHaveLength(6)
      expect(helpCentre.text).toContain('WallPix Slovensko')
      // The copied texts name the new brand (the footer keeps the legal name the fixture shares with WPX-CZ).
      expect(helpCentre.text.replaceAll('WallPix Česko s.r.o.', '')).not.toContain('WallPix Česko')
    },
  )
})

describe.sequential('in live mode, a site whose payment methods have no provider', () => {
  let live: TestApp
  beforeAll(async () => {
    live = await startTestApp({}, { mode: 'live' })
  })
  afterAll(() => live.close())

  test(
    'add-site says so, readiness fails until bank transfer is set, then the cart works',
    { timeout: 120_000 },
    async () => {
      const r = await runTenant(
        live,
        ...['add-site', 'WPX-ES', '--code', 'mt', '--country', 'MT', '--currency', 'EUR', '--language', 'en'],
        ...['--host', 'mt.wpx-es.localhost', '--payment', 'CARD'],
      )
      expect(r.code, r.stderr).toBe(0)
      const missing =
        'WPX-ES/mt: no payment method with a provider in live mode (methods CARD; bank transfer needs legal.bankAccount)'
      expect(r.stderr).toContain(missing)
      const before = await runTenant(live, 'readiness', 'WPX-ES')
      expect(before.code).toBe(1)
      expect(before.stdout).toContain(missing)
      expect((await runTenant(live, 'set', 'WPX-ES/mt', 'paymentMethods', '["BANK_TRANSFER"]')).code).toBe(0)
      const after = await runTenant(live, 'readiness', 'WPX-ES')
      expect(after.stdout).not.toContain('WPX-ES/mt')
      const s = await shopper(live, 'mt.wpx-es.localhost')
      expect((await s.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
      expect((await s.page('/cart')).status).toBe(200)
    },
  )
})
