import { parseArgs as parseNodeArgs } from 'node:util'
import type { TenantFile } from './tenant-schema.js'

/**
 * Pure rules behind the ops CLI (`npm run tenant`): argument parsing, dot-path edits and building a
 * site from flags. Nothing here validates against the tenant schema; the service does that on the
 * whole resulting TenantFile so a partial edit can never be judged on its own.
 */

export interface EditError {
  code: 'usage' | 'unknown-path' | 'locked'
  message: string
}

export type EditResult<T> = { ok: true; value: T } | { ok: false; error: EditError }

const ok = <T>(value: T): EditResult<T> => ({ ok: true, value })
const fail = (code: EditError['code'], message: string): { ok: false; error: EditError } => ({
  ok: false,
  error: { code, message },
})

/** A brand (`WPX-ES`) or one of its sites (`WPX-ES/dk`). */
export interface Target {
  brand: string
  site: string | null
}

export type TenantCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'show'; target: Target }
  | { name: 'add-brand'; file: string }
  | { name: 'add-site'; brand: string; site: unknown }
  | { name: 'set'; target: Target; path: string; value: unknown }
  | { name: 'validate'; file: string | null }
  | { name: 'readiness'; brand: string }

/** `unknownCommand` tells the shell to answer with the usage text (exit 2) rather than a one-line error. */
export type ParsedArgs = { ok: true; command: TenantCommand } | { ok: false; error: string; unknownCommand: boolean }

/** JSON when it parses (true, 4900, null, ["CARD"]), otherwise the raw text, so plain strings need no quoting. */
export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

// Case is normalised so `wpx-es/DK` finds WPX-ES/dk; the schema fixes the canonical case of both.
export function parseTarget(raw: string): EditResult<Target> {
  const parts = raw.split('/')
  if (parts.length > 2 || parts.some((p) => p.trim() === ''))
    return fail('usage', `expected <BRAND> or <BRAND>/<site>, got "${raw}"`)
  return ok({
    brand: parts[0]!.trim().toUpperCase(),
    site: parts[1] === undefined ? null : parts[1].trim().toLowerCase(),
  })
}

export function formatTarget(t: Target): string {
  return t.site === null ? t.brand : `${t.brand}/${t.site}`
}

/** A dot path with sites named by code (`sites.dk.currency`): the index means nothing to someone who typed WPX-ES/dk. */
export function formatPath(path: readonly PropertyKey[], siteCodes: readonly unknown[] = []): string {
  return path
    .map((seg, n) => {
      const code = n === 1 && path[0] === 'sites' && typeof seg === 'number' ? siteCodes[seg] : undefined
      return typeof code === 'string' && code !== '' ? code : String(seg)
    })
    .join('.')
}

/** zod issues as `path: message`, the shape readTenants reports stored problems in. */
export function formatIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  siteCodes: readonly unknown[] = [],
): string {
  return issues.map((i) => `${formatPath(i.path, siteCodes) || '(root)'}: ${i.message}`).join('; ')
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * Returns a copy of `root` with the value at the dot path replaced. Every segment must already exist
 * (object key or array index), so a typo fails loudly instead of adding a key the schema would strip.
 * `locked` maps top-level keys that may not be set to the reason shown.
 */
export function setAtPath<T>(
  root: T,
  path: string,
  value: unknown,
  locked: Readonly<Record<string, string>> = {},
): EditResult<T> {
  const segments = path.split('.')
  if (segments.some((s) => s === '')) return fail('usage', `"${path}" is not a dot path (empty segment)`)
  const first = segments[0]!
  if (Object.hasOwn(locked, first)) return fail('locked', `${first} cannot be set: ${locked[first]}`)
  const copy = structuredClone(root)
  let node: unknown = copy
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i]!
    const here = segments.slice(0, i + 1).join('.')
    const parent = i === 0 ? 'top level' : segments.slice(0, i).join('.')
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(key) || Number(key) >= node.length) {
        const range = node.length === 0 ? 'it is empty' : `valid indexes: 0-${node.length - 1}`
        return fail(
          'unknown-path',
          `unknown setting "${here}": ${parent} is a list (${range}); set the whole list to add or remove items`,
        )
      }
    } else if (isRecord(node)) {
      if (!Object.hasOwn(node, key)) {
        const keys = Object.keys(node).filter((k) => i > 0 || !Object.hasOwn(locked, k))
        return fail('unknown-path', `unknown setting "${here}"; valid keys at ${parent}: ${keys.join(', ')}`)
      }
    } else {
      return fail('unknown-path', `unknown setting "${here}": ${parent} is ${JSON.stringify(node)}, which has no keys`)
    }
    if (i === segments.length - 1) (node as Record<string, unknown>)[key] = value
    else node = (node as Record<string, unknown>)[key]
  }
  return ok(copy)
}

export function getAtPath(root: unknown, path: string): unknown {
  let node = root
  for (const key of path.split('.'))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined
  return node
}

/** Edits a brand-level setting; sites are edited one at a time so their code is always explicit. */
export function setBrandSetting(file: TenantFile, path: string, value: unknown): EditResult<TenantFile> {
  const { sites, ...brand } = file
  const edited = setAtPath(brand, path, value, {
    slug: 'it identifies the brand (add a new brand instead)',
    sites: `edit one site with ${file.slug}/<site> <path> <value> (sites: ${sites.map((s) => s.code).join(', ')})`,
  })
  return edited.ok ? ok({ ...edited.value, sites }) : edited
}

export function setSiteSetting(file: TenantFile, code: string, path: string, value: unknown): EditResult<TenantFile> {
  const index = file.sites.findIndex((s) => s.code === code)
  if (index < 0)
    return fail(
      'unknown-path',
      `${file.slug} has no site "${code}" (sites: ${file.sites.map((s) => s.code).join(', ')})`,
    )
  const edited = setAtPath(file.sites[index]!, path, value, { code: 'it identifies the site (add a new site instead)' })
  if (!edited.ok) {
    const first = path.split('.')[0]!
    // The most likely slip: a brand setting addressed through a site.
    if (edited.error.code === 'unknown-path' && first !== 'sites' && Object.hasOwn(file, first)) {
      return fail(
        'unknown-path',
        `${edited.error.message} (${first} is a brand setting: set ${file.slug} ${path} <value>)`,
      )
    }
    return edited
  }
  return ok({ ...file, sites: file.sites.map((s, i) => (i === index ? edited.value : s)) })
}

/**
 * Keys present in the input but gone from the parsed output: zod strips unknown keys silently, and a
 * misspelt optional-looking key in an ops file should be reported, not dropped.
 */
export function unknownKeys(input: unknown, parsed: unknown, at: readonly PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, i) => unknownKeys(item, parsed[i], [...at, i]))
  }
  if (!isRecord(input) || !isRecord(parsed)) return []
  return Object.keys(input).flatMap((k) =>
    Object.hasOwn(parsed, k) ? unknownKeys(input[k], parsed[k], [...at, k]) : [[...at, k]],
  )
}

export const DEFAULT_PAYMENT_METHODS = ['CARD', 'PAYPAL', 'BANK_TRANSFER'] as const
export const DEFAULT_CARRIERS = ['DHL_PARCEL', 'GLS', 'UPS'] as const
export const DEFAULT_SHIPMENT_MODES = ['ADDRESS', 'PICKPOINT'] as const
export const DEFAULT_FREE_SHIPPING_FROM_MINOR = 4900

/** A site as typed on the command line; the schema decides whether the values are acceptable. */
export interface SiteDraft {
  code: string
  country: string
  currency: string
  languages: { language: string; hreflang: string; pathPrefix: null }[]
  hosts: string[]
  paymentMethods: string[]
  carriers: string[]
  shipmentModes: string[]
  freeShippingFromMinor: number
}

const ADD_SITE_FLAGS = [
  'code',
  'country',
  'currency',
  'language',
  'hreflang',
  'host',
  'payment',
  'carriers',
  'shipment-modes',
  'free-shipping-from',
  'json',
] as const
type AddSiteFlag = (typeof ADD_SITE_FLAGS)[number]

const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * `--name value` or `--name=value`, tokenized by `node:util` parseArgs (as the ops CLI does); values are taken
 * verbatim, so `--free-shipping-from -1` reaches the schema. Anything but declared flags is refused.
 */
export function parseFlags<K extends string>(
  args: readonly string[],
  allowed: readonly K[],
): EditResult<Partial<Record<K, string>>> {
  const flags: Partial<Record<K, string>> = {}
  // strict: false so a value may start with a dash and the refusals below are worded here.
  const { tokens } = parseNodeArgs({
    args: [...args],
    options: Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  })
  for (const token of tokens) {
    if (token.kind === 'positional')
      return fail('usage', `unexpected argument "${token.value}" (flags look like --code xx)`)
    if (token.kind !== 'option') continue
    const name = token.name as K
    if (!allowed.includes(name))
      return fail('usage', `unknown flag ${token.rawName} (known: ${allowed.map((a) => `--${a}`).join(', ')})`)
    if (flags[name] !== undefined) return fail('usage', `--${name} given twice`)
    if (token.value === undefined) return fail('usage', `--${name} needs a value`)
    flags[name] = token.value
  }
  return ok(flags)
}

export function buildSiteFromFlags(flags: Partial<Record<AddSiteFlag, string>>): EditResult<SiteDraft> {
  const missing = (['code', 'country', 'currency', 'language', 'host'] as const).filter((f) => !flags[f])
  if (missing.length)
    return fail('usage', `add-site needs ${missing.map((m) => `--${m}`).join(', ')} (or --json '<site>')`)
  const freeShipping = flags['free-shipping-from'] ?? String(DEFAULT_FREE_SHIPPING_FROM_MINOR)
  if (!/^\d+$/.test(freeShipping))
    return fail(
      'usage',
      `--free-shipping-from must be a whole amount in minor units (4900 = 49.00), got "${freeShipping}"`,
    )
  const country = flags.country!
  const language = flags.language!
  return ok({
    code: flags.code!,
    country,
    currency: flags.currency!,
    languages: [{ language, hreflang: flags.hreflang ?? `${language}-${country}`, pathPrefix: null }],
    hosts: splitList(flags.host!),
    paymentMethods: flags.payment === undefined ? [...DEFAULT_PAYMENT_METHODS] : splitList(flags.payment),
    carriers: flags.carriers === undefined ? [...DEFAULT_CARRIERS] : splitList(flags.carriers),
    shipmentModes:
      flags['shipment-modes'] === undefined ? [...DEFAULT_SHIPMENT_MODES] : splitList(flags['shipment-modes']),
    freeShippingFromMinor: Number(freeShipping),
  })
}

function parseAddSite(rest: readonly string[]): EditResult<TenantCommand> {
  const [brandArg, ...flagArgs] = rest
  if (brandArg === undefined || brandArg.startsWith('--'))
    return fail('usage', 'add-site needs a brand first: add-site <BRAND> --code xx ...')
  const target = parseTarget(brandArg)
  if (!target.ok) return target
  if (target.value.site !== null)
    return fail(
      'usage',
      `add-site takes a brand, not a site: add-site ${target.value.brand} --code ${target.value.site} ...`,
    )
  const flags = parseFlags(flagArgs, ADD_SITE_FLAGS)
  if (!flags.ok) return flags
  const { json, ...siteFlags } = flags.value
  if (json !== undefined) {
    if (Object.keys(siteFlags).length) return fail('usage', '--json cannot be combined with other add-site flags')
    try {
      return ok({ name: 'add-site', brand: target.value.brand, site: JSON.parse(json) as unknown })
    } catch (e) {
      return fail('usage', `--json is not valid JSON: ${(e as Error).message}`)
    }
  }
  const site = buildSiteFromFlags(siteFlags)
  return site.ok ? ok({ name: 'add-site', brand: target.value.brand, site: site.value }) : site
}

function arity(rest: readonly string[], min: number, max: number, shape: string): EditError | null {
  if (rest.length < min || rest.length > max) return { code: 'usage', message: `usage: tenant ${shape}` }
  return null
}

/** null for a command name it does not know. */
function parseCommand(name: string, rest: readonly string[]): EditResult<TenantCommand> | null {
  switch (name) {
    case 'list': {
      const bad = arity(rest, 0, 0, 'list')
      return bad ? { ok: false, error: bad } : ok({ name: 'list' })
    }
    case 'show': {
      const bad = arity(rest, 1, 1, 'show <BRAND>[/<site>]')
      if (bad) return { ok: false, error: bad }
      const target = parseTarget(rest[0]!)
      return target.ok ? ok({ name: 'show', target: target.value }) : target
    }
    case 'add-brand': {
      const bad = arity(rest, 1, 1, 'add-brand <file.ts|file.json>')
      return bad ? { ok: false, error: bad } : ok({ name: 'add-brand', file: rest[0]! })
    }
    case 'add-site':
      return parseAddSite(rest)
    case 'set': {
      if (rest.length !== 3) {
        const hint = rest.length > 3 ? ` (got ${rest.length} arguments: quote a value that contains spaces)` : ''
        return fail('usage', `usage: tenant set <BRAND>[/<site>] <path> <value>${hint}`)
      }
      const target = parseTarget(rest[0]!)
      if (!target.ok) return target
      return ok({ name: 'set', target: target.value, path: rest[1]!, value: parseValue(rest[2]!) })
    }
    case 'validate': {
      const bad = arity(rest, 0, 1, 'validate [<file.ts|file.json>]')
      return bad ? { ok: false, error: bad } : ok({ name: 'validate', file: rest[0] ?? null })
    }
    case 'readiness': {
      const bad = arity(rest, 1, 1, 'readiness <BRAND>')
      if (bad) return { ok: false, error: bad }
      const target = parseTarget(rest[0]!)
      if (!target.ok) return target
      if (target.value.site !== null) return fail('usage', `readiness takes a brand: readiness ${target.value.brand}`)
      return ok({ name: 'readiness', brand: target.value.brand })
    }
    default:
      return null
  }
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [name, ...rest] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h')
    return { ok: true, command: { name: 'help' } }
  const parsed = parseCommand(name, rest)
  if (parsed === null) return { ok: false, error: `unknown command "${name}"`, unknownCommand: true }
  return parsed.ok
    ? { ok: true, command: parsed.value }
    : { ok: false, error: parsed.error.message, unknownCommand: false }
}
