import { prefetch } from 'vike/client/router'

/** Network Information API (Chromium); absent elsewhere, which counts as a fast enough connection. */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

export const PREFETCH_DELAY_MS = 1000
const MAX_LINKS = 6

/** Prefetching costs the visitor data: never on a data-saver or a very slow (2G) connection. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

/** Same-site page links of the main navigation (assets and data are prefetched; files like /sitemap.xml are not). */
export function prefetchTargets(hrefs: readonly string[], origin: string): string[] {
  const seen = new Set<string>()
  for (const href of hrefs) {
    let url: URL
    try {
      url = new URL(href, origin)
    } catch {
      continue
    }
    if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) continue
    seen.add(url.pathname + url.search)
    if (seen.size >= MAX_LINKS) break
  }
  return [...seen]
}

/** The route payload of a page URL (spec section 7): /offers -> /offers/_payload.json, / -> /_payload.json. */
export function payloadUrl(target: string): string {
  const q = target.indexOf('?')
  const path = (q >= 0 ? target.slice(0, q) : target).replace(/\/+$/, '')
  return `${path}/_payload.json${q >= 0 ? target.slice(q) : ''}`
}

/** Spec section 8: the shop answers 403 client_api_disabled while its operator has client-side API requests off. */
export class ClientApiDisabledError extends Error {
  constructor() {
    super('Client-side API requests are disabled')
    this.name = 'ClientApiDisabledError'
  }
}

/** Fetches a route's payload into the HTTP cache; raises ClientApiDisabledError when the shop refuses such calls. */
async function prefetchPayload(target: string): Promise<void> {
  const res = await fetch(payloadUrl(target), { credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (res.status !== 403) return
  const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null
  if (body?.error?.code === 'client_api_disabled') throw new ClientApiDisabledError()
}

/**
 * One second after start, the code (Vike's prefetch) and the route payload of the main navigation links, unless the
 * connection is very slow. Once the shop says client-side API requests are disabled, no further payload is asked for.
 */
export function startLinkPrefetch(): void {
  setTimeout(() => {
    if (!shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('.site-nav a[href]')].map(
      (a) => a.getAttribute('href') ?? '',
    )
    let disabled = false
    const targets = prefetchTargets(hrefs, location.origin)
    for (const url of targets) void prefetch(url).catch(() => {})
    void (async () => {
      for (const url of targets) {
        if (disabled) return
        await prefetchPayload(url).catch((err: unknown) => {
          if (err instanceof ClientApiDisabledError) disabled = true
        })
      }
    })()
  }, PREFETCH_DELAY_MS)
}
