import { describe, expect, test } from 'vitest'
import wpxEs from '../../../tenants/wpx-es/tenant.js'
import wpxCz from '../../../tenants/wpx-cz/tenant.js'
import {
  buildSiteFromFlags,
  formatIssues,
  parseArgs,
  parseFlags,
  parseTarget,
  parseValue,
  setAtPath,
  setBrandSetting,
  setSiteSetting,
  unknownKeys,
  type EditResult,
} from './tenant-edit.js'

function value<T>(r: EditResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`)
  return r.value
}

function error<T>(r: EditResult<T>) {
  if (r.ok) throw new Error('expected an error')
  return r.error
}

describe('parseValue', () => {
  test.each([
    ['true', true],
    ['false', false],
    ['4900', 4900],
    ['null', null],
    ['["CARD","BLIK"]', ['CARD', 'BLIK']],
    ['{"ga4Id":null}', { ga4Id: null }],
    ['"123"', '123'],
  ])('parses %s as JSON', (raw, expected) => expect(parseValue(raw)).toEqual(expected))

  test.each(['G-ABC1234', 'WallPix Česko', 'maybe', 'de-LU', '[CARD]', ''])('keeps %j as plain text', (raw) =>
    expect(parseValue(raw)).toBe(raw),
  )
})

describe('setAtPath', () => {
  const root = { a: 1, nested: { flag: false, none: null as string | null }, list: [{ x: 1 }, { x: 2 }] }

  test('sets top-level, nested and array-element values without touching the input', () => {
    expect(value(setAtPath(root, 'a', 2)).a).toBe(2)
    expect(value(setAtPath(root, 'nested.flag', true)).nested.flag).toBe(true)
    expect(value(setAtPath(root, 'nested.none', 'now set')).nested.none).toBe('now set')
    expect(value(setAtPath(root, 'list.1.x', 9)).list).toEqual([{ x: 1 }, { x: 9 }])
    expect(root).toEqual({ a: 1, nested: { flag: false, none: null }, list: [{ x: 1 }, { x: 2 }] })
  })

  test('replaces a whole list or object', () => {
    expect(value(setAtPath(root, 'list', [])).list).toEqual([])
    expect(value(setAtPath(root, 'nested', { flag: true })).nested).toEqual({ flag: true })
  })

  test('refuses a key that does not exist, naming the path and the valid keys at that level', () => {
    const e = error(setAtPath(root, 'nested.flga', true))
    expect(e.code).toBe('unknown-path')
    expect(e.message).toContain('"nested.flga"')
    expect(e.message).toContain('valid keys at nested: flag, none')
    expect(error(setAtPath(root, 'nope', 1)).message).toContain('valid keys at top level: a, nested, list')
  })

  test('refuses indexes outside the list and paths through scalars', () => {
    expect(error(setAtPath(root, 'list.2.x', 1)).message).toContain('valid indexes: 0-1')
    expect(error(setAtPath(root, 'list.first', 1)).code).toBe('unknown-path')
    expect(error(setAtPath(root, 'a.b', 1)).message).toContain('a is 1, which has no keys')
    expect(error(setAtPath(root, 'nested.none.x', 1)).code).toBe('unknown-path')
  })

  test('refuses inherited keys and malformed paths', () => {
    expect(error(setAtPath(root, '__proto__.polluted', 1)).code).toBe('unknown-path')
    expect(error(setAtPath(root, 'constructor', 1)).code).toBe('unknown-path')
    expect(error(setAtPath(root, 'nested..flag', 1)).code).toBe('usage')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('locked keys are refused with their reason and left out of the valid-key list', () => {
    const e = error(setAtPath(root, 'a', 2, { a: 'because' }))
    expect(e).toEqual({ code: 'locked', message: 'a cannot be set: because' })
    expect(error(setAtPath(root, 'zz', 2, { a: 'because' })).message).toContain('valid keys at top level: nested, list')
  })
})

describe('setBrandSetting / setSiteSetting', () => {
  test('brand settings by dot path', () => {
    expect(value(setBrandSetting(wpxCz, 'allowDecimals', true)).allowDecimals).toBe(true)
    expect(value(setBrandSetting(wpxCz, 'features.loginRequired', true)).features.loginRequired).toBe(true)
    expect(value(setBrandSetting(wpxCz, 'analytics.ga4Id', 'G-ABC1234')).analytics.ga4Id).toBe('G-ABC1234')
    expect(value(setBrandSetting(wpxCz, 'displayName', 'WallPix Česko')).sites).toEqual(wpxCz.sites)
  })

  test('slug and sites are not settable on the brand', () => {
    expect(error(setBrandSetting(wpxCz, 'slug', 'WPX-SK')).code).toBe('locked')
    const sites = error(setBrandSetting(wpxEs, 'sites.0.currency', 'CHF'))
    expect(sites.code).toBe('locked')
    expect(sites.message).toContain('WPX-ES/<site>')
  })

  test('site settings change only the addressed site', () => {
    const edited = value(setSiteSetting(wpxEs, 'lu', 'languages.0.hreflang', 'de-DE'))
    expect(edited.sites.find((s) => s.code === 'lu')!.languages[0]!.hreflang).toBe('de-DE')
    expect(edited.sites.filter((s) => s.code !== 'lu')).toEqual(wpxEs.sites.filter((s) => s.code !== 'lu'))
    expect(value(setSiteSetting(wpxEs, 'dk', 'paymentMethods', ['CARD'])).sites[9]!.paymentMethods).toEqual(['CARD'])
  })

  test('site code is not settable, unknown sites and brand keys are explained', () => {
    expect(error(setSiteSetting(wpxEs, 'dk', 'code', 'xx')).code).toBe('locked')
    expect(error(setSiteSetting(wpxEs, 'xx', 'currency', 'EUR')).message).toContain('WPX-ES has no site "xx"')
    const brandKey = error(setSiteSetting(wpxEs, 'dk', 'allowDecimals', true))
    expect(brandKey.code).toBe('unknown-path')
    expect(brandKey.message).toContain('allowDecimals is a brand setting')
  })
})

describe('unknownKeys and formatIssues', () => {
  test('reports keys the schema would strip', () => {
    expect(
      unknownKeys({ a: 1, b: { c: 1, typo: 2 }, l: [{ x: 1, y: 2 }] }, { a: 1, b: { c: 1 }, l: [{ x: 1 }] }),
    ).toEqual([
      ['b', 'typo'],
      ['l', 0, 'y'],
    ])
    expect(unknownKeys(wpxCz, wpxCz)).toEqual([])
  })

  test('names sites by code', () => {
    const issues = [
      { path: ['sites', 1, 'currency'], message: 'bad' },
      { path: ['allowDecimals'], message: 'worse' },
    ]
    expect(formatIssues(issues, ['es', 'dk'])).toBe('sites.dk.currency: bad; allowDecimals: worse')
  })
})

describe('parseTarget and parseFlags', () => {
  test('brand or brand/site, case-normalised', () => {
    expect(value(parseTarget('WPX-ES'))).toEqual({ brand: 'WPX-ES', site: null })
    expect(value(parseTarget('wpx-es/DK'))).toEqual({ brand: 'WPX-ES', site: 'dk' })
    expect(parseTarget('WPX-ES/').ok).toBe(false)
    expect(parseTarget('a/b/c').ok).toBe(false)
  })

  test('flags as --name value or --name=value', () => {
    expect(
      value(
        parseFlags(
          ['--code', 'mt', '--currency=EUR', '--free-shipping-from', '-1'],
          ['code', 'currency', 'free-shipping-from'],
        ),
      ),
    ).toEqual({
      code: 'mt',
      currency: 'EUR',
      'free-shipping-from': '-1',
    })
    expect(error(parseFlags(['--bogus', '1'], ['code'])).message).toContain('unknown flag --bogus')
    expect(error(parseFlags(['--code', 'a', '--code', 'b'], ['code'])).message).toContain('twice')
    expect(error(parseFlags(['--code'], ['code'])).message).toContain('needs a value')
    expect(error(parseFlags(['mt'], ['code'])).message).toContain('unexpected argument')
  })
})

describe('buildSiteFromFlags', () => {
  const required = { code: 'mt', country: 'MT', currency: 'EUR', language: 'en', host: 'mt.wpx-es.localhost' }

  test('fills the defaults', () => {
    expect(value(buildSiteFromFlags(required))).toEqual({
      code: 'mt',
      country: 'MT',
      currency: 'EUR',
      languages: [{ language: 'en', hreflang: 'en-MT', pathPrefix: null }],
      hosts: ['mt.wpx-es.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 4900,
    })
  })

  test('takes the shipment modes from a flag', () => {
    expect(value(buildSiteFromFlags({ ...required, 'shipment-modes': 'ADDRESS, MANAGED' })).shipmentModes).toEqual([
      'ADDRESS',
      'MANAGED',
    ])
  })

  test('takes lists and amounts from flags', () => {
    const site = value(
      buildSiteFromFlags({
        ...required,
        hreflang: 'en-GB',
        host: 'a.localhost, b.localhost',
        payment: 'CARD,PAYPAL',
        carriers: 'GLS',
        'free-shipping-from': '0',
      }),
    )
    expect(site.languages[0]!.hreflang).toBe('en-GB')
    expect(site.hosts).toEqual(['a.localhost', 'b.localhost'])
    expect(site.paymentMethods).toEqual(['CARD', 'PAYPAL'])
    expect(site.carriers).toEqual(['GLS'])
    expect(site.freeShippingFromMinor).toBe(0)
  })

  test('names missing flags and refuses a non-integer amount', () => {
    expect(error(buildSiteFromFlags({ code: 'mt' })).message).toContain('--country, --currency, --language, --host')
    expect(error(buildSiteFromFlags({ ...required, 'free-shipping-from': '49.00' })).message).toContain('whole amount')
  })
})

describe('parseArgs', () => {
  test('help for nothing, help, --help', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']])
      expect(parseArgs(argv)).toEqual({ ok: true, command: { name: 'help' } })
  })

  test('unknown command is flagged for the usage text', () => {
    expect(parseArgs(['frobnicate'])).toEqual({
      ok: false,
      error: 'unknown command "frobnicate"',
      unknownCommand: true,
    })
  })

  test('set parses the target and the value', () => {
    expect(parseArgs(['set', 'WPX-CZ', 'allowDecimals', 'false'])).toEqual({
      ok: true,
      command: { name: 'set', target: { brand: 'WPX-CZ', site: null }, path: 'allowDecimals', value: false },
    })
    expect(parseArgs(['set', 'WPX-ES/dk', 'currency', 'XYZ'])).toMatchObject({
      ok: true,
      command: { target: { site: 'dk' }, value: 'XYZ' },
    })
    const split = parseArgs(['set', 'WPX-CZ', 'displayName', 'WallPix', 'Česko'])
    expect(split).toMatchObject({ ok: false, unknownCommand: false })
    expect(!split.ok && split.error).toContain('quote a value')
  })

  test('add-site from flags or JSON, never both', () => {
    const flags = parseArgs([
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
      '--host',
      'mt.wpx-es.localhost',
    ])
    expect(flags).toMatchObject({
      ok: true,
      command: { name: 'add-site', brand: 'WPX-ES', site: { code: 'mt', hosts: ['mt.wpx-es.localhost'] } },
    })
    expect(parseArgs(['add-site', 'WPX-ES', '--json', '{"code":"mt"}'])).toEqual({
      ok: true,
      command: { name: 'add-site', brand: 'WPX-ES', site: { code: 'mt' } },
    })
    expect(parseArgs(['add-site', 'WPX-ES', '--json', '{"code":"mt"}', '--code', 'mt'])).toMatchObject({ ok: false })
    expect(parseArgs(['add-site', 'WPX-ES', '--json', '{oops'])).toMatchObject({ ok: false })
    expect(parseArgs(['add-site', 'WPX-ES/mt', '--code', 'mt'])).toMatchObject({ ok: false })
  })

  test('arity of the other commands', () => {
    expect(parseArgs(['list'])).toEqual({ ok: true, command: { name: 'list' } })
    expect(parseArgs(['list', 'x']).ok).toBe(false)
    expect(parseArgs(['show', 'WPX-ES/lu'])).toEqual({
      ok: true,
      command: { name: 'show', target: { brand: 'WPX-ES', site: 'lu' } },
    })
    expect(parseArgs(['show']).ok).toBe(false)
    expect(parseArgs(['add-brand', 'b.json'])).toEqual({ ok: true, command: { name: 'add-brand', file: 'b.json' } })
    expect(parseArgs(['validate'])).toEqual({ ok: true, command: { name: 'validate', file: null } })
    expect(parseArgs(['validate', 'b.ts'])).toEqual({ ok: true, command: { name: 'validate', file: 'b.ts' } })
  })
})
