import { ICON_PATHS } from '../../../components/icon-paths.js'

/** Spec section 7: icon data comes from an icon service with a 5 s time-out and URLs of at most 500 characters. */
export const ICON_SERVICE_TIMEOUT_MS = 5_000
export const ICON_URL_MAX_LENGTH = 500

/** One icon as an Iconify-style service answers it: the SVG body inside a box of width x height. */
export interface IconData {
  body: string
  width?: number
  height?: number
}

/** `GET {base}/{prefix}.json?icons=a,b`: the icons found, and the names the service does not know. */
export interface IconSet {
  prefix: string
  icons: Record<string, IconData>
  width?: number
  height?: number
  not_found?: string[]
}

export type IconLookup = { ok: true; set: IconSet } | { ok: false; error: 'TIMEOUT' | 'UNAVAILABLE' | 'URL_TOO_LONG' }

export interface IconService {
  icons(prefix: string, names: readonly string[]): Promise<IconLookup>
}

/** The shop's own icons (prefix `shop`): always there, offline included. */
export function bundledIconService(): IconService {
  const shop: Record<string, IconData> = Object.fromEntries(
    Object.entries(ICON_PATHS).map(([name, d]) => [
      name,
      {
        body: `<path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`,
      },
    ]),
  )
  return {
    async icons(prefix, names) {
      const known = prefix === 'shop' ? shop : {}
      const icons = Object.fromEntries(names.flatMap((n) => (known[n] ? [[n, known[n]] as const] : [])))
      const missing = names.filter((n) => !known[n])
      return {
        ok: true,
        set: { prefix, icons, width: 24, height: 24, ...(missing.length ? { not_found: missing } : {}) },
      }
    },
  }
}

/**
 * An Iconify-compatible icon service over HTTP. Names are split over as many requests as keep every URL within
 * `maxUrlLength`; each request is abandoned after `timeoutMs`. A failure is a value, never a throw.
 */
export function remoteIconService(opts: {
  baseUrl: string
  timeoutMs?: number
  maxUrlLength?: number
  fetch?: typeof fetch
}): IconService {
  const timeoutMs = opts.timeoutMs ?? ICON_SERVICE_TIMEOUT_MS
  const maxUrlLength = opts.maxUrlLength ?? ICON_URL_MAX_LENGTH
  const doFetch = opts.fetch ?? fetch
  const base = opts.baseUrl.replace(/\/+$/, '')
  const urlOf = (prefix: string, names: readonly string[]) =>
    `${base}/${encodeURIComponent(prefix)}.json?icons=${names.map(encodeURIComponent).join(',')}`

  async function one(prefix: string, names: readonly string[]): Promise<IconLookup> {
    try {
      const res = await doFetch(urlOf(prefix, names), { signal: AbortSignal.timeout(timeoutMs) })
      // Iconify answers 404 when it knows none of the names.
      if (res.status === 404) return { ok: true, set: { prefix, icons: {}, not_found: [...names] } }
      if (!res.ok) return { ok: false, error: 'UNAVAILABLE' }
      const set = (await res.json()) as Partial<IconSet>
      if (!set || typeof set.icons !== 'object') return { ok: false, error: 'UNAVAILABLE' }
      return { ok: true, set: { ...set, prefix, icons: set.icons } as IconSet }
    } catch (err) {
      const name = (err as Error | undefined)?.name
      return { ok: false, error: name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : 'UNAVAILABLE' }
    }
  }

  return {
    async icons(prefix, names) {
      const batches: string[][] = []
      for (const n of names) {
        const last = batches.at(-1)
        if (last && urlOf(prefix, [...last, n]).length <= maxUrlLength) last.push(n)
        else if (urlOf(prefix, [n]).length <= maxUrlLength) batches.push([n])
        else return { ok: false, error: 'URL_TOO_LONG' }
      }
      const results = await Promise.all(batches.map((b) => one(prefix, b)))
      const failed = results.find((r) => !r.ok)
      if (failed) return failed
      const sets = results.flatMap((r) => (r.ok ? [r.set] : []))
      const notFound = sets.flatMap((s) => s.not_found ?? [])
      return {
        ok: true,
        set: {
          ...sets[0],
          prefix,
          icons: Object.assign({}, ...sets.map((s) => s.icons)) as Record<string, IconData>,
          ...(notFound.length ? { not_found: notFound } : { not_found: undefined }),
        },
      }
    },
  }
}

/**
 * The shop's icons first, then the remote service (when one is configured) for the names it lacks. When the remote
 * fails, what the shop has is still answered, unless it has none of the names.
 */
export function layeredIconService(local: IconService, remote: IconService | null): IconService {
  return {
    async icons(prefix, names) {
      const own = await local.icons(prefix, names)
      if (!own.ok) return own
      const missing = own.set.not_found ?? []
      if (!remote || missing.length === 0) return own
      const far = await remote.icons(prefix, missing)
      if (!far.ok) return Object.keys(own.set.icons).length > 0 ? own : far
      const notFound = far.set.not_found ?? []
      return {
        ok: true,
        set: {
          ...far.set,
          ...own.set,
          // Each remote icon keeps its own box: the merged set's default box is the shop's.
          icons: { ...withBox(far.set), ...own.set.icons },
          ...(notFound.length ? { not_found: notFound } : { not_found: undefined }),
        },
      }
    },
  }
}

function withBox(set: IconSet): Record<string, IconData> {
  const box = { width: set.width ?? 16, height: set.height ?? 16 }
  return Object.fromEntries(Object.entries(set.icons).map(([n, icon]) => [n, { ...box, ...icon }]))
}
