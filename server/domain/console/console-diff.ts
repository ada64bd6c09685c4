import type { TenantFile } from '../tenancy/tenant-schema.js'
import type { BrandContent } from '../tenancy/content-schema.js'

/**
 * Everything the console edits for one brand, seen as a set of dot paths: `displayName`, `sites.cz.carriers`,
 * `content.banners.summer.texts.cs.title`, `content.promotions.SAVE5.value`. Objects are walked, arrays and scalars
 * are values (a list is changed as a whole). Sites and promotions are keyed by their code, offers by their key, never
 * by position, so a
 * path means the same thing before and after other changes.
 *
 * Drafts, publishes, the audit log and rollbacks are all lists of such changes.
 */

export interface BrandDoc {
  tenant: TenantFile
  content: BrandContent
}

/** One changed setting. `undefined` (absent in JSON) means "not set" (e.g. a text override removed). */
export interface Change {
  path: string
  before?: unknown
  after?: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** JSON with sorted keys, so equal values compare equal whatever order their keys were written in. */
export function canonical(value: unknown): string {
  if (value === undefined) return 'undefined'
  return JSON.stringify(value, (_k, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  )
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b)

function keyed(doc: BrandDoc): Record<string, unknown> {
  const { sites, ...brand } = structuredClone(doc.tenant)
  const { promotions, offers, ...overrides } = structuredClone(doc.content)
  return {
    ...brand,
    sites: Object.fromEntries(sites.map((s) => [s.code, s])),
    content: {
      ...overrides,
      promotions: Object.fromEntries(promotions.map((p) => [p.code, p])),
      offers: Object.fromEntries(offers.map((o) => [o.key, o])),
    },
  }
}

function unkeyed(k: Record<string, unknown>, order: BrandDoc): BrandDoc {
  const { sites, content, ...brand } = k as Record<string, unknown> & {
    sites: Record<string, unknown>
    content: Record<string, unknown> & { promotions?: Record<string, unknown>; offers?: Record<string, unknown> }
  }
  const codes = [
    ...order.tenant.sites.map((s) => s.code).filter((c) => c in sites),
    ...Object.keys(sites).filter((c) => !order.tenant.sites.some((s) => s.code === c)),
  ]
  const { promotions = {}, offers = {}, ...overrides } = content
  return {
    tenant: { ...brand, sites: codes.map((c) => sites[c]) } as TenantFile,
    content: {
      banners: {},
      landings: {},
      tags: {},
      ...overrides,
      promotions: Object.keys(promotions)
        .sort()
        .map((c) => promotions[c]),
      offers: Object.keys(offers)
        .sort()
        .map((k) => offers[k]),
    } as BrandContent,
  }
}

/** Objects that are one setting (a logo is its hash and type together, or null), not a group of settings. */
const ATOMIC = new Set(['themeTokens.logo'])

function walk(value: unknown, path: string, out: Map<string, unknown>): void {
  if (isRecord(value) && !ATOMIC.has(path)) {
    for (const [k, v] of Object.entries(value)) if (v !== undefined) walk(v, path ? `${path}.${k}` : k, out)
  } else {
    out.set(path, value)
  }
}

/** Every setting of the document as path -> value. */
export function flattenDoc(doc: BrandDoc): Map<string, unknown> {
  const out = new Map<string, unknown>()
  walk(keyed(doc), '', out)
  return out
}

/** The settings that differ from `from` to `to`, in a stable order. */
export function diffDocs(from: BrandDoc, to: BrandDoc): Change[] {
  const a = flattenDoc(from)
  const b = flattenDoc(to)
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort()
  return paths
    .filter((p) => !sameValue(a.get(p), b.get(p)))
    .map((p) => ({ path: p, before: a.get(p), after: b.get(p) }))
}

function setDeep(root: Record<string, unknown>, segments: string[], value: unknown): void {
  const [head, ...rest] = segments as [string, ...string[]]
  if (rest.length === 0) {
    if (value === undefined) delete root[head]
    else root[head] = structuredClone(value)
    return
  }
  if (!isRecord(root[head])) {
    if (value === undefined) return
    root[head] = {}
  }
  const child = root[head] as Record<string, unknown>
  setDeep(child, rest, value)
  // A removed override leaves no empty shell behind ({} would still count as "an override").
  if (Object.keys(child).length === 0) delete root[head]
}

/** A copy of `doc` with every change's `after` written at its path (not validated: the caller parses the result). */
export function applyChanges(doc: BrandDoc, changes: readonly Pick<Change, 'path' | 'after'>[]): BrandDoc {
  const k = keyed(doc)
  for (const c of changes) setDeep(k, c.path.split('.'), c.after)
  if (!isRecord(k.sites)) k.sites = {}
  if (!isRecord(k.content)) k.content = {}
  return unkeyed(k, doc)
}
