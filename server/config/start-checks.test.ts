import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tenantFileSchema, type TenantFile } from '../domain/tenancy/tenant-schema.js'
import { tenantFiles } from '../../tenants/index.js'
import { checkStart } from './start-checks.js'

const SECRET = 'k'.repeat(40)
const LIVE_ENV = {
  SHOP_MODE: 'live',
  SESSION_SECRETS: `a:${SECRET}`,
  AUTH_SECRET: SECRET,
  SMTP_URL: 'smtps://shop:pw@mail.example:465',
}
const seedTenants = () => tenantFiles.map((f) => tenantFileSchema.parse(f))
/** The seed tenants with only bank transfer enabled: what a live shop without a real PSP can offer. */
const bankTransferOnly = (): TenantFile[] =>
  seedTenants().map((t) => ({ ...t, sites: t.sites.map((s) => ({ ...s, paymentMethods: ['BANK_TRANSFER'] })) }))
const notAsked = () => {
  throw new Error('tenants are read in live mode only')
}
const problemKeys = (message: string) =>
  message
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(': ')[0])

describe('checkStart', () => {
  it('demo is the default mode and needs nothing from the environment', async () => {
    const r = await checkStart({}, notAsked)
    expect(r.ok && r.env.SHOP_MODE).toBe('demo')
    expect((await checkStart({ SHOP_MODE: 'demo', TEST_PSP_SECRET: undefined }, notAsked)).ok).toBe(true)
  })

  it('a retired key is refused with what replaced it', async () => {
    const r = await checkStart({ LIMIT_UPLOADS_PER_HOUR: '30' }, notAsked)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(problemKeys(r.message)).toEqual(['LIMIT_UPLOADS_PER_HOUR'])
      expect(r.message).toContain('LIMIT_UPLOADS_PER_SESSION')
    }
  })

  it('an unknown SHOP_MODE is refused', async () => {
    const r = await checkStart({ SHOP_MODE: 'production' }, notAsked)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain('SHOP_MODE: expected "demo" or "live"')
  })

  it('bad values are named in any mode, all at once', async () => {
    const r = await checkStart({ PORT: 'eighty', SESSION_PROVIDER: 'redis', PUBLIC_SCHEME: 'ftp' }, notAsked)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(problemKeys(r.message)).toEqual(['PORT', 'PUBLIC_SCHEME', 'SESSION_PROVIDER'])
  })

  it('live mode names every missing secret and every site method without a provider, at once', async () => {
    const asked: string[] = []
    const r = await checkStart({ SHOP_MODE: 'live', DATABASE_PATH: '/nowhere/shop.db' }, (location) => {
      asked.push(location.DATABASE_PATH)
      return seedTenants()
    })
    expect(asked).toEqual(['/nowhere/shop.db'])
    expect(r.ok).toBe(false)
    if (r.ok) return
    const keys = problemKeys(r.message)
    expect(keys.slice(0, 3)).toEqual(['SESSION_SECRETS', 'AUTH_SECRET', 'SMTP_URL'])
    // Every site of every brand offers online methods, and only the test PSP (demo mode) takes them today.
    const sites = seedTenants().flatMap((t) => t.sites.map((s) => `${t.slug}/${s.code}`))
    expect(keys.slice(3)).toEqual(sites)
    expect(r.message).toMatch(/^Refusing to start \(SHOP_MODE=live\): \d+ settings to fix/)
    expect(r.message).toContain(
      'WPX-PL/pl: payment methods CARD, PAYPAL, APPLE_PAY, GOOGLE_PAY, BLIK have no payment provider in live mode',
    )
  })

  it('a bad value and a live requirement on the same key are named once', async () => {
    const r = await checkStart({ ...LIVE_ENV, AUTH_SECRET: 'short', PORT: '-1' }, bankTransferOnly)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(problemKeys(r.message)).toEqual(['PORT', 'AUTH_SECRET'])
  })

  it('live mode starts with the settings from the environment and every method provided', async () => {
    const r = await checkStart(LIVE_ENV, bankTransferOnly)
    expect(r.ok && r.env.SHOP_MODE).toBe('live')
  })

  it('live mode refuses bank transfer for a brand without a bank account', async () => {
    const r = await checkStart(LIVE_ENV, () =>
      bankTransferOnly().map((t) =>
        t.slug === 'WPX-CZ' ? { ...t, legal: { ...t.legal, bankAccount: undefined } } : t,
      ),
    )
    expect(r.ok).toBe(false)
    if (!r.ok) expect(problemKeys(r.message)).toEqual(['WPX-CZ/cz'])
  })

  it('an empty variable counts as missing', async () => {
    const r = await checkStart({ ...LIVE_ENV, SMTP_URL: '' }, bankTransferOnly)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(problemKeys(r.message)).toEqual(['SMTP_URL'])
  })

  const ADYEN = {
    ADYEN_API_KEY: 'AQE_live_key_0123456789abcdef',
    ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
    ADYEN_ENVIRONMENT: 'live',
    ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-WallPix',
  }
  const withMerchantAccounts = () =>
    seedTenants().map((t) => ({
      ...t,
      payments: { ...t.payments, adyenMerchantAccount: `${t.slug.replace('-', '')}_ECOM` },
    }))

  it('live mode with Adyen configured takes every online method of every site as provided (issue 14)', async () => {
    const r = await checkStart({ ...LIVE_ENV, ...ADYEN }, withMerchantAccounts)
    expect(r.ok && r.env.ADYEN_ENVIRONMENT).toBe('live')
  })

  it('Adyen needs the brand merchant account for the sites whose methods it takes', async () => {
    const r = await checkStart({ ...LIVE_ENV, ...ADYEN }, () =>
      withMerchantAccounts().map((t) =>
        t.slug === 'WPX-PL' ? { ...t, payments: { ...t.payments, adyenMerchantAccount: null } } : t,
      ),
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(problemKeys(r.message)).toEqual(['WPX-PL/pl'])
    expect(r.message).toContain('npm run tenant -- set WPX-PL payments.adyenMerchantAccount')
  })

  it('Adyen settings are named when missing or bad: HMAC key in hex, environment, live prefix, webhook auth pair', async () => {
    const missing = await checkStart({ ...LIVE_ENV, ADYEN_API_KEY: ADYEN.ADYEN_API_KEY }, withMerchantAccounts)
    expect(!missing.ok && problemKeys(missing.message)).toEqual(['ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT'])
    const bad = await checkStart(
      {
        ...LIVE_ENV,
        ...ADYEN,
        ADYEN_HMAC_KEY: 'not-hex',
        ADYEN_ENVIRONMENT: 'prod',
        ADYEN_CHECKOUT_ENDPOINT: 'ftp://x',
      },
      withMerchantAccounts,
    )
    expect(!bad.ok && problemKeys(bad.message)).toEqual([
      'ADYEN_HMAC_KEY',
      'ADYEN_ENVIRONMENT',
      'ADYEN_CHECKOUT_ENDPOINT',
    ])
    const noPrefix = await checkStart({ ...LIVE_ENV, ...ADYEN, ADYEN_LIVE_URL_PREFIX: undefined }, withMerchantAccounts)
    expect(!noPrefix.ok && problemKeys(noPrefix.message)).toEqual(['ADYEN_LIVE_URL_PREFIX'])
    const halfAuth = await checkStart({ ...LIVE_ENV, ...ADYEN, ADYEN_WEBHOOK_USER: 'hooks' }, withMerchantAccounts)
    expect(!halfAuth.ok && problemKeys(halfAuth.message)).toEqual(['ADYEN_WEBHOOK_PASSWORD'])
    const noKey = await checkStart({ ADYEN_HMAC_KEY: ADYEN.ADYEN_HMAC_KEY }, notAsked)
    expect(!noKey.ok && problemKeys(noKey.message)).toEqual(['ADYEN_API_KEY'])
  })

  it('STORAGE_PATH must be a folder the shop can write into (or create); a file is named in any mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-storage-'))
    try {
      const file = join(dir, 'not-a-folder')
      writeFileSync(file, 'x')
      const r = await checkStart({ STORAGE_PATH: file, PORT: 'eighty' }, notAsked)
      expect(r.ok).toBe(false)
      if (r.ok) return
      expect(problemKeys(r.message)).toEqual(['PORT', 'STORAGE_PATH'])
      const fixedPort = await checkStart({ STORAGE_PATH: file }, notAsked)
      expect(fixedPort.ok).toBe(false)
      if (fixedPort.ok) return
      expect(problemKeys(fixedPort.message)).toEqual(['STORAGE_PATH'])
      expect(fixedPort.message).toContain(`STORAGE_PATH: ${file} is a file, not a folder`)
      expect(fixedPort.message).not.toMatch(/\n\s+at /)
      // Unset, it follows DATABASE_PATH's folder, and says so.
      const byDefault = await checkStart({ DATABASE_PATH: join(file, 'shop.db') }, notAsked)
      expect(!byDefault.ok && byDefault.message).toContain('(unset: the folder of DATABASE_PATH)')
      // A folder that does not exist yet is created on first write; independent of DATABASE_PATH.
      const fine = await checkStart(
        { STORAGE_PATH: join(dir, 'files', 'shared'), DATABASE_PATH: join(file, 'shop.db') },
        notAsked,
      )
      expect(fine.ok).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
