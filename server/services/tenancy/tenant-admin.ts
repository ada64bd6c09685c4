import { sameValue } from '../../domain/console/console-diff.js'
import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import { isRetryableConflict } from '../../../db/errors.js'
import { readTenants, saveTenant, type StoredTenant } from '../../../db/queries/tenants.js'
import { tenantFileSchema, type SiteConfig, type TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { findHostConflicts } from '../../domain/tenancy/tenant-checks.js'
import { siteCountryIssues } from '../../domain/tenancy/site-countries.js'
import {
  formatIssues,
  formatPath,
  formatTarget,
  getAtPath,
  setBrandSetting,
  setSiteSetting,
  unknownKeys,
  type Target,
} from '../../domain/tenancy/tenant-edit.js'

/**
 * Use cases of the ops CLI. Every write validates the complete resulting brand (schema, then hosts
 * across all brands) before saveTenant runs, so a refused command leaves the database untouched.
 */

export interface AdminError {
  code: 'usage' | 'not-found' | 'exists' | 'invalid' | 'host-conflict' | 'unknown-path' | 'locked' | 'write-failed'
  message: string
  /** For invalid input: each problem with the dot path it concerns (sites named by code), for forms to show by field. */
  issues?: FieldIssue[]
}

export interface FieldIssue {
  path: string
  message: string
}

export type AdminResult<T> = { ok: true; value: T } | { ok: false; error: AdminError }

const ok = <T>(value: T): AdminResult<T> => ({ ok: true, value })
const err = (code: AdminError['code'], message: string): { ok: false; error: AdminError } => ({
  ok: false,
  error: { code, message },
})

interface Snapshot {
  files: TenantFile[]
  errors: { brand: string; message: string }[]
}

function toFile({ id: _id, siteIds: _siteIds, ...file }: StoredTenant): TenantFile {
  return file
}

async function snapshot(db: Db): Promise<Snapshot> {
  const { tenants, errors } = await readTenants(db)
  return { files: tenants.map(toFile), errors }
}

function findBrand(snap: Snapshot, slug: string): AdminResult<TenantFile> {
  const file = snap.files.find((f) => f.slug === slug)
  if (file) return ok(file)
  const broken = snap.errors.find((e) => e.brand === slug)
  if (broken) return err('invalid', `${slug} is stored but invalid, so the CLI cannot load it: ${broken.message}`)
  return err('not-found', `no brand ${slug} (brands: ${snap.files.map((f) => f.slug).join(', ')})`)
}

function findSite(file: TenantFile, code: string): AdminResult<SiteConfig> {
  const site = file.sites.find((s) => s.code === code)
  return site
    ? ok(site)
    : err('not-found', `${file.slug} has no site ${code} (sites: ${file.sites.map((s) => s.code).join(', ')})`)
}

function siteCodesOf(candidate: unknown): unknown[] {
  const sites =
    typeof candidate === 'object' && candidate !== null && 'sites' in candidate ? candidate.sites : undefined
  return Array.isArray(sites)
    ? sites.map((s: unknown) => (typeof s === 'object' && s !== null && 'code' in s ? s.code : undefined))
    : []
}

/** Sites the shop could not sell on (a country without tax or address rules, a currency or carrier it cannot price). */
function sellingIssues(file: TenantFile): FieldIssue[] {
  return file.sites.flatMap((s) =>
    siteCountryIssues(s).map((i) => ({ path: `sites.${s.code}.${i.field}`, message: i.message })),
  )
}

/** Schema, stray keys, country rules, then hosts against every other brand: the checks a brand must pass to be written. */
function checkTenant(candidate: unknown, others: readonly TenantFile[]): AdminResult<TenantFile> {
  const parsed = tenantFileSchema.safeParse(candidate)
  const codes = siteCodesOf(candidate)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: formatPath(i.path, codes), message: i.message }))
    return { ok: false, error: { code: 'invalid', message: formatIssues(parsed.error.issues, codes), issues } }
  }
  const stray = unknownKeys(candidate, parsed.data)
  if (stray.length) {
    const paths = stray.map((p) => formatPath(p, codes))
    return {
      ok: false,
      error: {
        code: 'invalid',
        message: `unknown keys: ${paths.join(', ')}`,
        issues: paths.map((path) => ({ path, message: 'unknown setting' })),
      },
    }
  }
  const unsellable = sellingIssues(parsed.data)
  if (unsellable.length)
    return {
      ok: false,
      error: {
        code: 'invalid',
        message: unsellable.map((i) => `${i.path}: ${i.message}`).join('; '),
        issues: unsellable,
      },
    }
  const conflicts = findHostConflicts([...others, parsed.data])
  if (conflicts.length) return err('host-conflict', `host already in use: ${conflicts.join(', ')}`)
  return ok(parsed.data)
}

async function save(db: Db, file: TenantFile): Promise<AdminResult<TenantFile>> {
  try {
    await saveTenant(db, file)
    return ok(file)
  } catch (e) {
    // A PostgreSQL serialization conflict runs the whole check again (exclusively), not a refusal.
    if (isRetryableConflict(e)) throw e
    // Constraints the snapshot could not see (a host owned by a brand that fails validation, a race).
    return err('write-failed', `could not save ${file.slug}: ${(e as Error).message}`)
  }
}

/**
 * Read, check and write in one transaction so two CLI runs cannot both validate against a stale snapshot: SQLite's
 * single writer, SERIALIZABLE on PostgreSQL (one of two overlapping runs is aborted and runs again). `fn` reads and
 * writes through the `tx` it is given.
 */
async function exclusively<T>(db: Db, fn: (tx: Db) => Promise<AdminResult<T>>): Promise<AdminResult<T>> {
  return transaction(db, fn, { isolation: 'serializable' })
}

const others = (snap: Snapshot, slug: string) => snap.files.filter((f) => f.slug !== slug)

export interface SiteLine {
  brand: string
  /** Site code, plus `/fr` for a prefixed language. */
  site: string
  hreflang: string
  currency: string
  host: string
}

export async function listSites(db: Db): Promise<{ lines: SiteLine[]; invalid: { brand: string; message: string }[] }> {
  const snap = await snapshot(db)
  const lines = snap.files.flatMap((t) =>
    t.sites.flatMap((s) =>
      s.languages.map((l) => ({
        brand: t.slug,
        site: l.pathPrefix ? `${s.code}/${l.pathPrefix}` : s.code,
        hreflang: l.hreflang,
        currency: s.currency,
        host: s.hosts[0]!,
      })),
    ),
  )
  return { lines, invalid: snap.errors }
}

/** The stored config without database ids, in the shape add-brand accepts. */
export async function showTenant(db: Db, target: Target): Promise<AdminResult<TenantFile | SiteConfig>> {
  const brand = findBrand(await snapshot(db), target.brand)
  if (!brand.ok || target.site === null) return brand
  return findSite(brand.value, target.site)
}

export async function addBrand(db: Db, input: unknown): Promise<AdminResult<TenantFile>> {
  return exclusively(db, async (tx) => {
    const snap = await snapshot(tx)
    const slug = typeof input === 'object' && input !== null && 'slug' in input ? input.slug : undefined
    if (
      typeof slug === 'string' &&
      (snap.files.some((f) => f.slug === slug) || snap.errors.some((e) => e.brand === slug))
    ) {
      return err('exists', `brand ${slug} already exists (change it with set or add-site)`)
    }
    const checked = checkTenant(input, snap.files)
    return checked.ok ? await save(tx, checked.value) : checked
  })
}

export async function addSite(
  db: Db,
  brand: string,
  site: unknown,
): Promise<AdminResult<{ brand: string; site: SiteConfig }>> {
  return exclusively(db, async (tx) => {
    const snap = await snapshot(tx)
    const file = findBrand(snap, brand)
    if (!file.ok) return file
    const code = typeof site === 'object' && site !== null && 'code' in site ? site.code : undefined
    if (file.value.sites.some((s) => s.code === code))
      return err('exists', `${brand} already has a site ${String(code)}`)
    const checked = checkTenant({ ...file.value, sites: [...file.value.sites, site] }, others(snap, brand))
    if (!checked.ok) return checked
    const saved = await save(tx, checked.value)
    return saved.ok ? ok({ brand, site: saved.value.sites.at(-1)! }) : saved
  })
}

export interface SetOutcome {
  target: string
  path: string
  before: unknown
  after: unknown
  /** False when the value was already stored; nothing is written then. */
  changed: boolean
}

export async function setSetting(
  db: Db,
  target: Target,
  path: string,
  value: unknown,
): Promise<AdminResult<SetOutcome>> {
  return exclusively(db, async (tx) => {
    const snap = await snapshot(tx)
    const file = findBrand(snap, target.brand)
    if (!file.ok) return file
    const scopeOf = (f: TenantFile): unknown => (target.site === null ? f : f.sites.find((s) => s.code === target.site))
    if (target.site !== null) {
      const site = findSite(file.value, target.site)
      if (!site.ok) return site
    }
    const edited =
      target.site === null
        ? setBrandSetting(file.value, path, value)
        : setSiteSetting(file.value, target.site, path, value)
    if (!edited.ok) return err(edited.error.code, edited.error.message)
    const checked = checkTenant(edited.value, others(snap, target.brand))
    if (!checked.ok) return checked
    const before = getAtPath(scopeOf(file.value), path)
    // Compare what the schema made of the value (hosts are lowercased), not what was typed.
    const after = getAtPath(scopeOf(checked.value), path)
    const outcome = {
      target: formatTarget(target),
      path,
      before,
      after,
      // As values: a stored setting read from PostgreSQL's jsonb has its keys in another order.
      changed: !sameValue(before, after),
    }
    if (!outcome.changed) return ok(outcome)
    const saved = await save(tx, checked.value)
    return saved.ok ? ok(outcome) : saved
  })
}

/**
 * Checks a complete brand (the console's edited copy) exactly as add-brand and set do, without writing: schema,
 * stray keys, hosts against the other brands. The brand must exist.
 */
export async function checkBrandReplacement(db: Db, candidate: unknown): Promise<AdminResult<TenantFile>> {
  const snap = await snapshot(db)
  const slug = typeof candidate === 'object' && candidate !== null && 'slug' in candidate ? String(candidate.slug) : ''
  const file = findBrand(snap, slug)
  if (!file.ok) return file
  return checkTenant(candidate, others(snap, slug))
}

/** Replaces a stored brand with a complete edited copy (marketer console publish): the same checks, one write lock. */
export async function replaceBrand(db: Db, candidate: unknown): Promise<AdminResult<TenantFile>> {
  return exclusively(db, async (tx) => {
    const checked = await checkBrandReplacement(tx, candidate)
    return checked.ok ? await save(tx, checked.value) : checked
  })
}

export interface ValidationReport {
  brands: number
  sites: number
  problems: string[]
}

export async function validateStored(db: Db): Promise<ValidationReport> {
  const snap = await snapshot(db)
  const problems = [
    ...snap.errors.map((e) => `${e.brand}: ${e.message}`),
    ...findHostConflicts(snap.files).map((c) => `host used twice: ${c}`),
    ...snap.files.flatMap((f) => sellingIssues(f).map((i) => `${f.slug}: ${i.path}: ${i.message}`)),
  ]
  return { brands: snap.files.length, sites: snap.files.reduce((n, f) => n + f.sites.length, 0), problems }
}

/** Checks a tenant file as add-brand would (hosts against the other stored brands) without writing. */
export async function validateTenantFile(
  db: Db,
  input: unknown,
): Promise<AdminResult<{ file: TenantFile; alreadyStored: boolean }>> {
  const snap = await snapshot(db)
  const slug = typeof input === 'object' && input !== null && 'slug' in input ? input.slug : undefined
  const checked = checkTenant(
    input,
    snap.files.filter((f) => f.slug !== slug),
  )
  if (!checked.ok) return checked
  return ok({
    file: checked.value,
    alreadyStored: snap.files.some((f) => f.slug === checked.value.slug) || snap.errors.some((e) => e.brand === slug),
  })
}
